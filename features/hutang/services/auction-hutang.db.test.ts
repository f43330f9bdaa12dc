import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { createTranslator } from 'next-intl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextFor } from '@/tests/support/contexts';
import { useDemoDatabase } from '@/tests/support/db';
import { bringCashTo } from '@/tests/support/cash';
import { custodyMismatches } from '@/tests/support/custody-checks';
import { journalInvariants, JOURNAL_CLEAN, stockInvariants, STOCK_CLEAN } from '@/tests/support/ledger-checks';
import en from '@/messages/en.json';
import id from '@/messages/id.json';
import { authorizeManual } from '@/features/otorisasi/services/manual';
import { auctionSubject, surplusPayoutSubject } from '../auction-subjects';
import { postLoans, type Loan } from '../counter/post-loans';
import { auctionHutang, findAuctionable, findSurpluses, paySurplus } from './auction-hutang';
import { findReminders, sendReminder, type ReminderText } from './loan-reminders';

const { db } = useDemoDatabase();
const kasir = contextFor('kasir', 'KASIR', { kodeToko: 'CAB01', appType: 'CABANG' });
const rows = async <T = Record<string, unknown>>(query: ReturnType<typeof sql>) => (await db().execute(query)).rows as T[];
const refusal = (work: Promise<unknown>) => work.then(() => 'not refused', (error: { messageKey?: string; message?: string }) => String(error.messageKey ?? error.message));

/** Rp 5.000.000 at 2,5 %: Rp 4.167 a day; 30 days, 7 days' grace; one item of 5,125 g. */
const loan = (no: string): Loan => ({
  noFakturHutang: no, kodeSales: 'CAB01-S1', namaCustomer: 'Siti Aminah', alamatCustomer: 'Jl. Melati 5, Bandung', noHpCustomer: '081234567890',
  noKtp: '3273010101900001', jumlahHutang: 5_000_000, bunga: '2.5', plafond: null, biayaAdmin: 0, lamaHari: 30, masaTenggangHari: 7,
  bayarTunai: 5_000_000, bayarTransfer: 0,
  items: [{ kodeGroup: 'KL', kodeDept: 'P18', namaBarang: 'Kalung Rantai', berat: '5.125', kadar: '75', kodeKondisi: 'BAGUS', hargaEmas: 1_000_000 }],
});
// Lent 10 Jan 2027: due 9 Feb, auction date 16 Feb. Seen on 19 Feb: 40 days, 4.167 × 40 = 166.680; 10 days past due.
const LENT = new Date('2027-01-10T03:00:00Z');
const SEEN = new Date('2027-02-19T04:00:00Z');
async function lend(no: string, at = LENT) {
  await bringCashTo(db(), 'CAB01', 20_000_000);
  await db().transaction((tx) => postLoans(tx, { kodeToko: 'CAB01', createdBy: 'kasir', idempotencyKey: `lend-${no}`, loans: [loan(no)], at }));
}
async function expectLedgersWhole() {
  expect(await journalInvariants(db())).toEqual(JOURNAL_CLEAN);
  expect(await stockInvariants(db())).toEqual(STOCK_CLEAN);
  expect(await custodyMismatches(db())).toEqual([]);
}

describe('Lelang Hutang: the list, the auction and the surplus through the services', () => {
  it('lists the loans whose auction date has come with what they owe, auctions one with a surplus once, and pays the surplus out', async () => {
    await lend('HT-SVC-0001');
    // Lent 20 Jan 2027: auction date 26 Feb, not yet on the list on 19 Feb.
    await lend('HT-SVC-0002', new Date('2027-01-20T03:00:00Z'));
    const listed = await findAuctionable({ ctx: kasir, input: { q: 'HT-SVC' }, now: SEEN });
    expect(listed.data.map((row) => ({ no: row.noFakturHutang, lamaHari: row.lamaHari, bunga: row.bungaPinjam, total: row.totalHutang, lewat: row.hariLewat,
      tempo: row.tglJatuhTempo, lelang: row.tglLelang }))).toEqual([
      { no: 'HT-SVC-0001', lamaHari: 40, bunga: 166_680, total: 5_166_680, lewat: 10, tempo: '2027-02-09', lelang: '2027-02-16' },
    ]);

    const before = await rows(sql`select count(*)::int as n from hutang_pelunasan`);
    // Bad input: no way chosen, no proceeds; refused with its message, nothing written.
    expect(await refusal(auctionHutang({ ctx: kasir, input: { idempotencyKey: 'svc-lelang-bad', noFakturHutang: 'HT-SVC-0001', cara: 'X' as 'JUAL' }, now: SEEN })))
      .toBe('lelangCaraRequired');
    expect(await refusal(auctionHutang({ ctx: kasir, input: { idempotencyKey: 'svc-lelang-bad', noFakturHutang: 'HT-SVC-0001', cara: 'STOK', nilai: '0', kodeBaki: 'B1' }, now: SEEN })))
      .toBe('lelangNilaiInvalid');
    expect(await refusal(auctionHutang({ ctx: kasir, input: { idempotencyKey: 'svc-lelang-bad', noFakturHutang: 'HT-SVC-0001', cara: 'STOK', nilai: '5400000', kodeBaki: 'NOPE' }, now: SEEN })))
      .toBe('bakiTidakDitemukan');
    expect(await rows(sql`select count(*)::int as n from hutang_pelunasan`)).toEqual(before);
    expect(createTranslator({ locale: 'id', messages: id })('errors.lelangNilaiInvalid')).toBe('Hasil lelang harus lebih dari 0');
    expect(createTranslator({ locale: 'en', messages: en })('errors.lelangNilaiInvalid')).toBe('The auction proceeds must be more than 0');

    // Sold for 5.500.000 in cash: 333.320 over principal and interest. Sent twice with one key: posted once.
    const keystore = (await authorizeManual({ ctx: kasir, address: '10.0.0.27', input: { userId: 'spv', password: 'spv12345', fitur: 'LELANG_HUTANG',
      subject: auctionSubject('HT-SVC-0001', 'JUAL', 5_000_000, 166_680, 5_500_000) } })).keystore;
    const input = { idempotencyKey: 'svc-lelang-1', noFakturHutang: 'HT-SVC-0001', cara: 'JUAL' as const, bayarTunai: '5.500.000', keystore };
    const done = await auctionHutang({ ctx: kasir, input, now: SEEN });
    expect(done).toMatchObject({ hasilLelang: 5_500_000, bungaDibayar: 166_680, kelebihanLelang: 333_320, replayed: false });
    expect(await auctionHutang({ ctx: kasir, input, now: SEEN })).toMatchObject({ noLelang: done.noLelang, replayed: true });
    expect(await rows(sql`select count(*)::int as n from hutang_pelunasan where no_faktur_hutang = 'HT-SVC-0001'`)).toEqual([{ n: 1 }]);
    expect((await findAuctionable({ ctx: kasir, input: { q: 'HT-SVC' }, now: SEEN })).data).toEqual([]);

    // Another shop sees neither the loan nor its surplus.
    const cab02 = contextFor('kasir2', 'KASIR', { kodeToko: 'CAB02', appType: 'CABANG' });
    expect((await findSurpluses({ ctx: cab02 })).map((row) => row.noLelang)).not.toContain(done.noLelang);
    expect(await refusal(paySurplus({ ctx: cab02, input: { idempotencyKey: 'svc-bayar-x', noLelang: done.noLelang, bayarTunai: 333_320 } }))).toBe('kelebihanTidakDitemukan');

    const owed = (await findSurpluses({ ctx: kasir })).find((row) => row.noLelang === done.noLelang);
    expect(owed).toMatchObject({ noFakturHutang: 'HT-SVC-0001', namaCustomer: 'Siti Aminah', hasilLelang: 5_500_000, kelebihanLelang: 333_320 });
    const bayar = (await authorizeManual({ ctx: kasir, address: '10.0.0.27', input: { userId: 'spv', password: 'spv12345', fitur: 'BAYAR_KELEBIHAN_LELANG',
      subject: surplusPayoutSubject(done.noLelang, 333_320) } })).keystore;
    const pay = { idempotencyKey: 'svc-bayar-1', noLelang: done.noLelang, bayarTunai: '333320', keystore: bayar };
    const paid = await paySurplus({ ctx: kasir, input: pay, now: new Date('2027-02-20T03:00:00Z') });
    expect(paid).toMatchObject({ kelebihanLelang: 333_320, replayed: false });
    expect(await paySurplus({ ctx: kasir, input: pay })).toMatchObject({ replayed: true });
    expect((await findSurpluses({ ctx: kasir })).map((row) => row.noLelang)).not.toContain(done.noLelang);
    await expectLedgersWhole();
  });
});

describe('Pengingat Hutang through the counter\'s WhatsApp gateway', () => {
  const received: { receiver: string; message: string }[] = [];
  let answer: object = { success: true };
  let gateway: http.Server;
  let base = '';
  beforeAll(async () => {
    gateway = http.createServer((request, response) => {
      let text = '';
      request.on('data', (chunk) => { text += chunk; });
      request.on('end', () => {
        received.push(JSON.parse(text));
        response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer));
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => gateway.close(() => resolve())));
  const waOn = () => ({ ...kasir, settings: {
    ...kasir.settings, WHATSAPP_MODULE: 'true', WHATSAPP_GATEWAY_URL: base, WHATSAPP_GATEWAY_TOKEN: 't', WHATSAPP_GATEWAY_ALLOWED_HOSTS: '127.0.0.1', PENGINGAT_HUTANG_HARI: '3',
  } });
  const t = createTranslator({ locale: 'id', messages: id, namespace: 'loanAuction' });
  const text: ReminderText = (jenis, values) => (jenis === 'JATUH_TEMPO' ? t('reminderJatuhTempo', values) : t('reminderLelang', values));

  it('reminds before the due date and before the auction, once per loan and kind, with the amount due on that date', async () => {
    await lend('HT-SVC-0101');
    // 7 Feb 2027 is within 3 days of the due date 9 Feb: 30 days' interest 4.167 × 30 = 125.010, 5.125.010 due that day.
    const feb7 = new Date('2027-02-07T03:00:00Z');
    const due = (await findReminders({ ctx: waOn(), now: feb7 })).filter((row) => row.noFakturHutang === 'HT-SVC-0101');
    expect(due).toEqual([{ noFakturHutang: 'HT-SVC-0101', namaCustomer: 'Siti Aminah', noHpCustomer: '081234567890', jenis: 'JATUH_TEMPO', tanggal: '2027-02-09', jumlah: 5_125_010, dikirimAt: null }]);

    // The gateway does not know the number: nothing recorded.
    answer = { success: false };
    expect(await sendReminder({ ctx: waOn(), input: { noFakturHutang: 'HT-SVC-0101', jenis: 'JATUH_TEMPO' }, text, now: feb7 }))
      .toEqual({ noFakturHutang: 'HT-SVC-0101', jenis: 'JATUH_TEMPO', status: 'failed', reason: 'notRegistered' });
    expect(await rows(sql`select count(*)::int as n from hutang_pengingat where no_faktur_hutang = 'HT-SVC-0101'`)).toEqual([{ n: 0 }]);

    answer = { success: true };
    const sent = await sendReminder({ ctx: waOn(), input: { noFakturHutang: 'HT-SVC-0101', jenis: 'JATUH_TEMPO' }, text, now: feb7 });
    expect(sent).toMatchObject({ status: 'sent' });
    expect(received.at(-1)).toEqual({ receiver: '6281234567890', type: 'text',
      message: 'Yth. Siti Aminah, pinjaman gadai HT-SVC-0101 di CAB01 jatuh tempo pada 2027-02-09. Jumlah tebus pada tanggal tersebut Rp. 5.125.010. Terima kasih.' });
    const count = received.length;
    // A second send says when it was sent, and sends nothing.
    expect(await sendReminder({ ctx: waOn(), input: { noFakturHutang: 'HT-SVC-0101', jenis: 'JATUH_TEMPO' }, text, now: feb7 }))
      .toMatchObject({ status: 'already', dikirimAt: feb7 });
    expect(received.length).toBe(count);
    expect(await rows(sql`select jenis, dikirim_oleh from hutang_pengingat where no_faktur_hutang = 'HT-SVC-0101'`)).toEqual([{ jenis: 'JATUH_TEMPO', dikirim_oleh: 'kasir' }]);

    // The auction reminder is not due yet on 7 Feb; on 14 Feb it is, naming the amount due on the auction date 16 Feb:
    // 37 days, 4.167 × 37 = 154.179, 5.154.179.
    expect(await refusal(sendReminder({ ctx: waOn(), input: { noFakturHutang: 'HT-SVC-0101', jenis: 'LELANG' }, text, now: feb7 }))).toBe('pengingatBelumWaktunya');
    const feb14 = new Date('2027-02-14T03:00:00Z');
    expect(await sendReminder({ ctx: waOn(), input: { noFakturHutang: 'HT-SVC-0101', jenis: 'LELANG' }, text, now: feb14 })).toMatchObject({ status: 'sent' });
    expect(received.at(-1)?.message).toBe('Yth. Siti Aminah, barang jaminan pinjaman gadai HT-SVC-0101 di CAB01 akan dilelang pada 2027-02-16. '
      + 'Tebus sebelum tanggal tersebut, jumlah tebus Rp. 5.154.179. Terima kasih.');
    // Another shop's loan is not found; the module off refuses before anything is sent.
    const cab02 = { ...waOn(), shop: { ...waOn().shop, kodeToko: 'CAB02' } };
    expect(await refusal(sendReminder({ ctx: cab02, input: { noFakturHutang: 'HT-SVC-0101', jenis: 'LELANG' }, text, now: feb14 }))).toBe('hutangTidakDitemukan');
    expect(await refusal(sendReminder({ ctx: kasir, input: { noFakturHutang: 'HT-SVC-0101', jenis: 'LELANG' }, text, now: feb14 }))).toBe('waModuleOff');
  });
});
