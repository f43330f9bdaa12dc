import 'server-only';
import { and, asc, between, eq, inArray, or } from 'drizzle-orm';
import type { SessionContext } from '@/lib/auth/context';
import { requireAccess } from '@/lib/auth/require-access';
import type { Tx } from '@/lib/db/client';
import { readDb, withTransaction } from '@/lib/db/transaction';
import { AppError, ForbiddenError } from '@/lib/errors/app-error';
import { formatRupiah } from '@/lib/format';
import { addDays, interestDue, loanDays, redemptionTotal } from '@/lib/pricing/loan';
import { settingFlag, settingInteger } from '@/lib/settings/read';
import { jakartaDay } from '@/lib/time/jakarta';
import { parseInput } from '@/lib/validation/parse-input';
import { sendWaText, type WaLookup, type WaResult } from '@/lib/whatsapp/send-text';
import { reminderSchema, type ReminderInput, type ReminderKind } from '../auction-schemas';
import { reminderDate, remindersDue } from '../reminders';
import { hutang, hutangPengingat } from '../schema';

const PATH = '/lelang-hutang';

/** The values a reminder's text names, and the text in the user's language (the action's translator). */
export type ReminderValues = { nama: string; nomor: string; toko: string; tanggal: string; jumlah: string };
export type ReminderText = (jenis: ReminderKind, values: ReminderValues) => string;

export type ReminderRow = {
  noFakturHutang: string; namaCustomer: string; noHpCustomer: string; jenis: ReminderKind; tanggal: string; jumlah: number; dikirimAt: Date | null;
};

type LoanForReminder = Pick<typeof hutang.$inferSelect, 'noFakturHutang' | 'namaCustomer' | 'noHpCustomer' | 'tglHutang' | 'jumlahHutang' | 'bungaRp' | 'tglJatuhTempo' | 'tglLelang'>;

/** What redeeming the loan costs on the date the reminder names (§9: principal + interest per day × days). */
const amountOn = (loan: LoanForReminder, day: string) => redemptionTotal(loan.jumlahHutang, interestDue(loan.bungaRp, loanDays(jakartaDay(loan.tglHutang), day)));

/**
 * The reminders due today in the user's shop (PENGINGAT_HUTANG_HARI days before a due date or an auction date, for
 * loans still AKTIF), each with the date it names, the amount due on that date and when it was sent, if it was.
 */
export async function findReminders({ ctx, tx, now = new Date() }: { ctx: SessionContext; tx?: Tx; now?: Date }): Promise<ReminderRow[]> {
  requireAccess(ctx, PATH);
  const today = jakartaDay(now);
  const days = settingInteger(ctx.settings, 'PENGINGAT_HUTANG_HARI');
  const db = readDb(tx);
  const loans = await db.select({
    noFakturHutang: hutang.noFakturHutang, namaCustomer: hutang.namaCustomer, noHpCustomer: hutang.noHpCustomer, tglHutang: hutang.tglHutang,
    jumlahHutang: hutang.jumlahHutang, bungaRp: hutang.bungaRp, tglJatuhTempo: hutang.tglJatuhTempo, tglLelang: hutang.tglLelang,
  }).from(hutang).where(and(eq(hutang.kodeToko, ctx.shop.kodeToko), eq(hutang.status, 'AKTIF'),
    or(between(hutang.tglJatuhTempo, today, addDays(today, days)), between(hutang.tglLelang, addDays(today, 1), addDays(today, days)))))
    .orderBy(asc(hutang.tglJatuhTempo), asc(hutang.noFakturHutang)).limit(500);
  const sent = loans.length === 0 ? [] : await db.select().from(hutangPengingat).where(inArray(hutangPengingat.noFakturHutang, loans.map((loan) => loan.noFakturHutang)));
  const sentAt = new Map(sent.map((row) => [`${row.noFakturHutang}|${row.jenis}`, row.dikirimAt]));
  return loans.flatMap((loan) => remindersDue(loan, today, days).map((jenis) => {
    const tanggal = reminderDate(loan, jenis);
    return {
      noFakturHutang: loan.noFakturHutang, namaCustomer: loan.namaCustomer, noHpCustomer: loan.noHpCustomer, jenis, tanggal,
      jumlah: amountOn(loan, tanggal), dikirimAt: sentAt.get(`${loan.noFakturHutang}|${jenis}`) ?? null,
    };
  }));
}

export type ReminderResult = { noFakturHutang: string; jenis: ReminderKind } & (
  | { status: 'sent'; dikirimAt: Date }
  | { status: 'already'; dikirimAt: Date }
  | { status: 'failed'; reason: Extract<WaResult, { sent: false }>['reason'] }
);

/** Thrown inside the transaction to give the reminder's row back when the gateway did not deliver. */
class NotDelivered extends Error {
  constructor(readonly reason: Extract<WaResult, { sent: false }>['reason']) { super('not delivered'); }
}

/**
 * Kirim Pengingat (WHATSAPP_MODULE): one loan's reminder, due today, through the counter's WhatsApp gateway, recorded
 * once per loan and kind in hutang_pengingat. The row is written first inside the transaction (its unique index makes
 * a second sender wait, then find it), the text sent, and the row kept only when the gateway delivered; a reminder
 * sent before answers `already` with its time, and nothing is sent again.
 */
export async function sendReminder({ ctx, input, text, lookup, now = new Date() }: {
  ctx: SessionContext; input: ReminderInput; text: ReminderText; lookup?: WaLookup; now?: Date;
}): Promise<ReminderResult> {
  requireAccess(ctx, PATH);
  if (!settingFlag(ctx.settings, 'WHATSAPP_MODULE')) throw ForbiddenError('waModuleOff');
  const { noFakturHutang, jenis } = parseInput(reminderSchema, input);
  try {
    return await withTransaction(undefined, async (db) => {
      const [loan] = await db.select().from(hutang).where(and(eq(hutang.noFakturHutang, noFakturHutang), eq(hutang.kodeToko, ctx.shop.kodeToko)));
      if (!loan) throw new AppError('not-found', 'hutangTidakDitemukan', { nomor: noFakturHutang });
      const [inserted] = await db.insert(hutangPengingat).values({ noFakturHutang, jenis, dikirimAt: now, dikirimOleh: ctx.user.userId })
        .onConflictDoNothing().returning();
      if (!inserted) {
        const [earlier] = await db.select().from(hutangPengingat).where(and(eq(hutangPengingat.noFakturHutang, noFakturHutang), eq(hutangPengingat.jenis, jenis)));
        return { noFakturHutang, jenis, status: 'already' as const, dikirimAt: earlier.dikirimAt };
      }
      if (loan.status !== 'AKTIF') throw new AppError('conflict', 'hutangTidakAktif', { nomor: noFakturHutang });
      if (!remindersDue(loan, jakartaDay(now), settingInteger(ctx.settings, 'PENGINGAT_HUTANG_HARI')).includes(jenis)) {
        throw new AppError('validation', 'pengingatBelumWaktunya', { nomor: noFakturHutang });
      }
      const tanggal = reminderDate(loan, jenis);
      const message = text(jenis, { nama: loan.namaCustomer || '-', nomor: loan.noFakturHutang, toko: ctx.shop.namaToko, tanggal, jumlah: formatRupiah(amountOn(loan, tanggal)) });
      const result = await sendWaText({ ctx, phone: loan.noHpCustomer, message, lookup });
      if (!result.sent) throw new NotDelivered(result.reason);
      return { noFakturHutang, jenis, status: 'sent' as const, dikirimAt: inserted.dikirimAt };
    });
  } catch (error) {
    if (error instanceof NotDelivered) return { noFakturHutang, jenis, status: 'failed', reason: error.reason };
    throw error;
  }
}

/**
 * Kirim Semua: every reminder due today and not yet sent, one after another through sendReminder. Stops at the first
 * refusal that would refuse the rest too (the gateway's settings, the send limit) and answers what was done.
 */
export async function sendDueReminders({ ctx, text, lookup, now = new Date() }: { ctx: SessionContext; text: ReminderText; lookup?: WaLookup; now?: Date }) {
  requireAccess(ctx, PATH);
  if (!settingFlag(ctx.settings, 'WHATSAPP_MODULE')) throw ForbiddenError('waModuleOff');
  const results: ReminderResult[] = [];
  for (const row of (await findReminders({ ctx, now })).filter((reminder) => !reminder.dikirimAt)) {
    results.push(await sendReminder({ ctx, input: { noFakturHutang: row.noFakturHutang, jenis: row.jenis }, text, lookup, now }));
  }
  return { sent: results.filter((r) => r.status === 'sent').length, failed: results.filter((r) => r.status === 'failed').length, results };
}
