import { divideRounded, scaledToText, toScaled } from '../format/decimal';
import { toMilligrams } from '../format/grams';
import { percentHundredths } from './sale-price';

/**
 * The one owner of a pawn loan's figures (issue 27): the lending screen's preview, the services, the slips, the
 * reports and the demo compute with these, on exact integers (milligrams, whole Rupiah, hundredths of a percent).
 */

/** An item's appraisal: gold weight × the gold price per gram of its jenis, rounded down to a whole Rupiah. */
export function appraisal(berat: string, hargaPerGram: number): number {
  return Number((toMilligrams(berat) * BigInt(hargaPerGram)) / 1000n);
}

/** The most a loan may be without a grant: each item's appraisal × its kadar band's share, summed, rounded down. */
export function plafondOf(items: { taksiran: number; persen: string | number }[]): number {
  return Number(items.reduce((sum, item) => sum + BigInt(item.taksiran) * percentHundredths(item.persen), 0n) / 10_000n);
}

/**
 * Interest per day in whole Rupiah from the monthly rate (percent per 30 days): principal × rate / 100 / 30, rounded
 * up to the next whole Rupiah (a day's interest is never less than the rate gives). Rp 10.000.000 at 2,5 % = Rp 8.334
 * (8.333,33… up); Rp 6.000.000 at 1,5 % = Rp 3.000 exactly.
 */
export function interestPerDay(principal: number, monthlyPercent: string | number): number {
  const exact = BigInt(principal) * percentHundredths(monthlyPercent);
  const unit = 300_000n; // 100 (percent) × 100 (hundredths) × 30 (days)
  return Number(exact / unit + (exact % unit === 0n ? 0n : 1n));
}

/** Days a loan ran: Jakarta calendar days from the loan's day to the payment's day, at least one (§9). */
export function loanDays(loanDay: string, paymentDay: string): number {
  const days = Math.round((Date.parse(`${paymentDay}T00:00:00Z`) - Date.parse(`${loanDay}T00:00:00Z`)) / 86_400_000);
  return Math.max(days, 1);
}

/** Interest due: bunga_rp × days (§9). */
export function interestDue(perDay: number, days: number): number {
  return Number(BigInt(perDay) * BigInt(days));
}

/** The actual rate: 100 × interest × 30 / days / principal, percent per 30 days as "2.50" (§9), half away from zero. */
export function actualMonthlyRate(interest: number, days: number, principal: number): string {
  if (days <= 0 || principal <= 0) return '0.00';
  return scaledToText(divideRounded(100n * BigInt(interest) * 30n * 100n, BigInt(days) * BigInt(principal)), 2);
}

/** What a redemption costs: principal + interest − the interest discount (§9's total when there is none). */
export function redemptionTotal(principal: number, interest: number, discount = 0): number {
  return Number(BigInt(principal) + BigInt(interest) - BigInt(discount));
}

/** The day `days` after a Jakarta day ("2026-11-26" + 30 = "2026-12-26"): due and auction dates. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** A rate typed as text, exact in hundredths ("2.5" → 250n); re-exported for the parameter screens' checks. */
export const rateHundredths = (persen: string) => toScaled(persen, 2);

/**
 * A renewal's money (perpanjang): the old loan's interest less its discount is always due; a smaller new loan adds the
 * principal paid back, a larger one pays the increase out, the interest withheld from it. One net movement: what the
 * customer pays (`dibayarNasabah`) or receives (`diterimaNasabah`), never both. Old Rp 5.000.000, interest Rp 104.175:
 * renewed at 4.000.000 the customer pays 1.104.175; at 6.000.000 they receive 1.000.000 − 104.175 = 895.825.
 */
export function renewalMoney(principal: number, interest: number, discount: number, newPrincipal: number) {
  const bungaBersih = interest - discount;
  const pokokDibayar = Math.max(principal - newPrincipal, 0);
  const tambahPinjaman = Math.max(newPrincipal - principal, 0);
  const net = bungaBersih + pokokDibayar - tambahPinjaman;
  return { bungaBersih, pokokDibayar, tambahPinjaman, dibayarNasabah: Math.max(net, 0), diterimaNasabah: Math.max(-net, 0) };
}

/**
 * What an auction's proceeds settle (issue 27 point 5): the principal first, then the interest due, the rest a surplus
 * owed to the customer. Proceeds below principal + interest leave the interest unearned first (`bunga` below what
 * was due) and then a loss on the principal (`kerugian`), so proceeds + kerugian = principal + bunga + kelebihan.
 */
export function auctionSplit(principal: number, interest: number, proceeds: number): { pokok: number; bunga: number; kelebihan: number; kerugian: number } {
  const pokok = Math.min(proceeds, principal);
  const bunga = Math.min(proceeds - pokok, interest);
  return { pokok, bunga, kelebihan: proceeds - pokok - bunga, kerugian: principal - pokok };
}

/** Days a loan is past its due date on a Jakarta day (0 before or on it). */
export function daysOverdue(dueDay: string, today: string): number {
  return Math.max(0, Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${dueDay}T00:00:00Z`)) / 86_400_000));
}
