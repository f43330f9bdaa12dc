'use server';
import { getTranslations } from 'next-intl/server';
import { revalidatePath } from 'next/cache';
import type { ActionResult } from '@/lib/actions/result';
import { formatDateTime } from '@/lib/format';
import { runAction } from '@/lib/actions/run-action';
import { runFormAction } from '@/lib/actions/run-form-action';
import type { Paged } from '@/lib/paging/page-params';
import { auctionSchema, surplusSchema, type ReminderInput } from '../auction-schemas';
import { auctionHutang, findAuctionable, findSurpluses, paySurplus, type AuctionRow, type SurplusRow } from '../services/auction-hutang';
import { findReminders, sendDueReminders, sendReminder, type ReminderRow, type ReminderText } from '../services/loan-reminders';

const PATH = '/lelang-hutang';

export async function findAuctionableAction(input: { q?: string; page?: number }): Promise<ActionResult<Paged<AuctionRow>>> {
  return runAction(PATH, async (ctx) => ({ status: 'success', data: await findAuctionable({ ctx, input }) }), undefined, input);
}

export async function findSurplusesAction(): Promise<ActionResult<SurplusRow[]>> {
  return runAction(PATH, async (ctx) => ({ status: 'success', data: await findSurpluses({ ctx }) }));
}

export async function findRemindersAction(): Promise<ActionResult<ReminderRow[]>> {
  return runAction(PATH, async (ctx) => ({ status: 'success', data: await findReminders({ ctx }) }));
}

/** Lelang (the form kit): the loan, sold to a buyer or into a tray, and the form's key. */
export async function auctionHutangAction(_previous: unknown, formData: FormData) {
  return runFormAction(PATH, formData, auctionSchema, async (ctx, input) => {
    const result = await auctionHutang({ ctx, input });
    revalidatePath(PATH);
    return { message: (await getTranslations('loanAuction'))('auctioned', { nomor: result.noFakturHutang, lelang: result.noLelang }), data: result };
  });
}

/** Bayar Kelebihan (the form kit): the auction's surplus paid out to its customer. */
export async function paySurplusAction(_previous: unknown, formData: FormData) {
  return runFormAction(PATH, formData, surplusSchema, async (ctx, input) => {
    const result = await paySurplus({ ctx, input });
    revalidatePath(PATH);
    return { message: (await getTranslations('loanAuction'))('surplusPaid', { nomor: result.noLelang }), data: { noLelang: result.noLelang } };
  });
}

/** The reminder's text in the user's language: the loan number, the amount due and the date. */
async function reminderText(): Promise<ReminderText> {
  const t = await getTranslations('loanAuction');
  return (jenis, values) => (jenis === 'JATUH_TEMPO' ? t('reminderJatuhTempo', values) : t('reminderLelang', values));
}

/** What the user is told about one reminder: sent, sent before (with its time), or not delivered and why. */
async function describe(result: Awaited<ReturnType<typeof sendReminder>>) {
  const t = await getTranslations('loanAuction');
  if (result.status === 'sent') return { ok: true, message: t('reminderSent', { nomor: result.noFakturHutang }) };
  if (result.status === 'already') return { ok: true, message: t('reminderAlready', { nomor: result.noFakturHutang, waktu: formatDateTime(result.dikirimAt) }) };
  return { ok: false, message: (await getTranslations('nota'))(result.reason === 'notRegistered' ? 'waTidakTerdaftar' : 'waGagal') };
}

export async function sendReminderAction(input: ReminderInput): Promise<ActionResult<{ sent: boolean }>> {
  return runAction(PATH, async (ctx) => {
    const result = await sendReminder({ ctx, input, text: await reminderText() });
    const { ok, message } = await describe(result);
    return ok ? { status: 'success', message, data: { sent: result.status === 'sent' } } : { status: 'error', message };
  }, undefined, input);
}

export async function sendDueRemindersAction(): Promise<ActionResult<{ sent: number; failed: number }>> {
  return runAction(PATH, async (ctx) => {
    const { sent, failed } = await sendDueReminders({ ctx, text: await reminderText() });
    return { status: 'success', message: (await getTranslations('loanAuction'))('remindersSent', { sent, failed }), data: { sent, failed } };
  });
}
