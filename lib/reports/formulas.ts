/** The derived figures of §9, in whole Rupiah where they are money. */

/** Purchase report: price per gram = price / weight. */
export function hargaPerGram(harga: number, berat: number): number {
  return berat > 0 ? Math.round(harga / berat) : 0;
}

/** Purchase report: percentage = (market gold price − price per gram) / market gold price × 100. */
export function persentaseBeli(hargaEmas: number, perGram: number): number {
  return hargaEmas > 0 ? ((hargaEmas - perGram) / hargaEmas) * 100 : 0;
}

/** Redemption report: interest total = bunga_rp × days. */
export function bungaTotal(bungaRp: number, days: number): number {
  return bungaRp * days;
}

/** Redemption report: actual rate = 100 × interest × 30 / days / principal (% per 30 days). */
export function bungaAktual(interest: number, days: number, principal: number): number {
  return days > 0 && principal > 0 ? (100 * interest * 30) / days / principal : 0;
}

/** Redemption report: total = principal + interest. */
export function totalTebus(principal: number, interest: number): number {
  return principal + interest;
}
