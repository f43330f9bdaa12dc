import { describe, expect, it } from 'vitest';
import { contextFor } from '@/tests/support/contexts';
import { useDemoDatabase } from '@/tests/support/db';
import type { PageInput } from '@/lib/paging/page-params';
import { findJournals } from '@/features/parameters/services/parameter-akun';
import { findMoneyOverview } from './find-money';
import { createKirimUang, findKirimUangHistory, receiveKirimUang } from './kirim-uang';
import { postMutasi } from './post-mutasi';

useDemoDatabase();
const kasir = contextFor('kasir', 'KASIR', { kodeToko: 'CAB01', appType: 'CABANG' });
const kasir2 = contextFor('kasir2', 'KASIR', { kodeToko: 'CAB02', appType: 'CABANG' });
const owner = contextFor('owner', 'OWN');
const PAGE: PageInput = { page: 1, pageSize: 10, sort: null, dir: 'asc', q: '' };

const send = (ctx: typeof kasir, jumlah: number, keterangan: string, at: string) =>
  createKirimUang({ ctx, now: new Date(at), input: { jumlah, keterangan, idempotencyKey: `kirim-key-${keterangan}` } });

describe('transfer lists page in SQL', () => {
  it('kirim uang: a branch pages its own transfers newest first; head office those still to be received', async () => {
    await send(kasir, 100_000, 'satu', '2026-11-20T03:00:00Z');
    await send(kasir, 300_000, 'dua', '2026-11-21T03:00:00Z');
    await send(kasir, 200_000, 'tiga', '2026-11-22T03:00:00Z');
    const other = await send(kasir2, 50_000, 'surabaya', '2026-11-22T04:00:00Z');
    const notes = async (ctx: typeof kasir, input: Partial<PageInput>) => {
      const { data, meta } = await findKirimUangHistory({ ctx, input: { ...PAGE, ...input } });
      return { notes: data.map((row) => `${row.keterangan}:${row.jumlah}:${row.status}`), total: meta.total, page: meta.page };
    };
    expect(await notes(kasir, {})).toEqual({ notes: ['tiga:200000:OPEN', 'dua:300000:OPEN', 'satu:100000:OPEN'], total: 3, page: 1 });
    expect(await notes(kasir, { pageSize: 10, page: 5 })).toEqual({ notes: ['tiga:200000:OPEN', 'dua:300000:OPEN', 'satu:100000:OPEN'], total: 3, page: 1 });
    expect(await notes(kasir, { sort: 'jumlah', dir: 'desc' })).toEqual({ notes: ['dua:300000:OPEN', 'tiga:200000:OPEN', 'satu:100000:OPEN'], total: 3, page: 1 });
    expect(await notes(kasir, { q: '300000' })).toEqual({ notes: ['dua:300000:OPEN'], total: 1, page: 1 });
    expect(await notes(kasir, { q: 'SURABAYA' })).toEqual({ notes: [], total: 0, page: 1 });
    // Head office finds a branch's transfers by the shop's name, as the list shows it.
    expect(await notes(owner, { q: 'emas surabaya' })).toEqual({ notes: ['surabaya:50000:OPEN'], total: 1, page: 1 });
    expect(await notes(owner, { q: 'bandung' })).toMatchObject({ total: 3 });

    await receiveKirimUang({ ctx: owner, input: { nomorReferensi: other.nomorReferensi } });
    expect(await notes(owner, {})).toEqual({ notes: ['tiga:200000:OPEN', 'dua:300000:OPEN', 'satu:100000:OPEN'], total: 3, page: 1 });
    const [first] = (await findKirimUangHistory({ ctx: owner, input: PAGE })).data;
    expect(first).toMatchObject({ kodeToko: 'CAB01', namaToko: 'Kilau Emas Bandung', tanggal: '2026-11-22T03:00:00.000Z', receivedAt: null });
  });

  it('mutasi: a page of the shop\'s transfers of one kind with their amount and accounts, searched by account', async () => {
    const move = (kind: 'BANK' | 'CASH', jumlah: number, keterangan: string, over: Record<string, string>) =>
      postMutasi({ ctx: kasir, input: { kind, kategori: 'PINDAH_DANA', jumlah, keterangan, idempotencyKey: `mutasi-${keterangan}`, ...over } as never });
    await move('BANK', 1_500_000, 'bri ke bca', { asal: 'BRI', asal_rekening: '01014678', tujuan: 'BCA', tujuan_rekening: '81014567' });
    await move('BANK', 700_000, 'bca ke mandiri', { asal: 'BCA', asal_rekening: '81014567', tujuan: 'MANDIRI', tujuan_rekening: '11014789' });
    await move('CASH', 250_000, 'setor tunai', { asal: 'CASH', tujuan: 'BRI', tujuan_rekening: '01014678' });
    const history = async (input: Partial<PageInput>, kind: 'BANK' | 'CASH' = 'BANK') => {
      const { history: { data, meta } } = await findMoneyOverview({ ctx: kasir, input: { kind, ...PAGE, ...input } });
      return { rows: data.map((row) => `${row.keterangan}|${row.jumlah}|${row.debit.join(',')}|${row.kredit.join(',')}|${row.kategori}|${row.namaKategori}`), total: meta.total };
    };
    // Each account with its name and each category with its name, as the history shows them.
    const briToBca = 'bri ke bca (BRI 01014678 → BCA 81014567)|1500000|1-1200-81014567 · Bank BCA 81014567|1-1200-01014678 · Bank BRI 01014678|PINDAH_DANA|Pindah Dana Antar Rekening';
    const bcaToMandiri = 'bca ke mandiri (BCA 81014567 → MANDIRI 11014789)|700000|1-1200-11014789 · Bank MANDIRI 11014789|1-1200-81014567 · Bank BCA 81014567|PINDAH_DANA|Pindah Dana Antar Rekening';
    expect(await history({})).toEqual({ rows: [bcaToMandiri, briToBca], total: 2 });
    expect(await history({}, 'CASH')).toEqual({
      rows: ['setor tunai (CASH → BRI 01014678)|250000|1-1200-01014678 · Bank BRI 01014678|1-1100-CAB01 · Kas Kilau Emas Bandung|PINDAH_DANA|Pindah Dana Antar Rekening'], total: 1,
    });
    expect(await history({ sort: 'jumlah', dir: 'desc', pageSize: 10 })).toMatchObject({ rows: [expect.stringMatching(/^bri ke bca/), expect.stringMatching(/^bca ke mandiri/)] });
    expect(await history({ q: '01014678' })).toEqual({ rows: [briToBca], total: 1 });
    // Searched by what is shown: an account's name, a category's name or its code.
    expect(await history({ q: 'bank mandiri' })).toEqual({ rows: [bcaToMandiri], total: 1 });
    expect(await history({ q: 'kas kilau' }, 'CASH')).toMatchObject({ total: 1 });
    expect(await history({ q: 'antar rekening' })).toMatchObject({ total: 2 });
    expect(await history({ q: 'pindah_dana' })).toMatchObject({ total: 2 });
    expect(await history({ q: 'modal kerja' })).toMatchObject({ total: 0 });
    expect(await history({ q: '1500000' })).toMatchObject({ total: 1 });
    expect((await history({ pageSize: 10, page: 2 })).rows).toHaveLength(2);
  });

  it('Parameter Akun: the journals a page at a time, searched as shown (spaces for underscores)', async () => {
    const names = async (input: Partial<PageInput>) => {
      const { data, meta } = await findJournals({ ctx: owner, input: { ...PAGE, ...input } });
      return { names: data.map((row) => `${row.trx}/${row.type}`), total: meta.total, page: meta.page };
    };
    expect(await names({})).toEqual({
      names: ['KIRIM_UANG_PUSAT/DEFAULT', 'MUTASI_UANG_BANK/DEFAULT', 'MUTASI_UANG_CASH/DEFAULT', 'TERIMA_UANG_PUSAT/DEFAULT'], total: 4, page: 1,
    });
    expect(await names({ q: 'uang pusat' })).toEqual({ names: ['KIRIM_UANG_PUSAT/DEFAULT', 'TERIMA_UANG_PUSAT/DEFAULT'], total: 2, page: 1 });
    expect(await names({ sort: 'namaJurnal', dir: 'desc', pageSize: 10 })).toMatchObject({ names: ['TERIMA_UANG_PUSAT/DEFAULT', 'MUTASI_UANG_CASH/DEFAULT', 'MUTASI_UANG_BANK/DEFAULT', 'KIRIM_UANG_PUSAT/DEFAULT'] });
  });
});
