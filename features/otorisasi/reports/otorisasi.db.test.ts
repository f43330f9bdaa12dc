import type { CanonicalSubject } from '@/lib/auth/otorisasi-subject';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { contextFor } from '@/tests/support/contexts';
import { useDemoDatabase } from '@/tests/support/db';
import type { SessionContext } from '@/lib/auth/context';
import { otorisasi } from '@/features/otorisasi/schema';
import { reportPage, runReport } from '@/lib/reports/run-report';
import { ALL_SHOPS, otorisasiReport } from './otorisasi';
import type { ReportDefinition } from '@/lib/reports/definition';

// The query labels the feature and the status through next-intl; here a request's translator with some keys missing.
const intl = vi.hoisted(() => ({ outsideRequest: false }));
vi.mock('next-intl/server', () => ({
  getTranslations: async (namespace: string) => {
    if (intl.outsideRequest) throw new Error('`getTranslations` is not supported in Client Components.');
    const messages: Record<string, string> = ({
      'otorisasi.features': { HAPUS_PARAMETER_HARGA_BELI: 'Hapus Parameter Harga Beli' },
      'reports.options': { disetujui: 'DISETUJUI', ditolak: 'DITOLAK', menunggu: 'MENUNGGU' },
      'otorisasi.subject': { document: 'Dokumen {document}', 'whats.cetak': 'Cetak ulang' },
    } as Record<string, Record<string, string>>)[namespace] ?? {};
    const t = (key: string, values: Record<string, string> = {}) => messages[key]?.replace(/\{(\w+)\}/g, (_, name: string) => values[name]);
    return Object.assign(t, { has: (key: string) => Object.hasOwn(messages, key) });
  },
}));

const { db } = useDemoDatabase();
const kasir = contextFor('kasir', 'KASIR', { kodeToko: 'CAB01', appType: 'CABANG' });
const owner = contextFor('owner', 'OWN');
const definition = otorisasiReport as unknown as ReportDefinition;

type Seed = { keystore: string; kodeToko: string; at: string; mode: string; status: string; fitur?: string; inputBy: string; decidedBy?: string; usedAt?: string; keterangan?: string;
  subject?: CanonicalSubject };

// Jakarta is UTC+7: 16:59:59Z is 23:59:59 that day, 17:00:00Z is midnight of the next.
const SEEDS: Seed[] = [
  { keystore: 'A', kodeToko: 'CAB01', at: '2026-03-10T01:00:00Z', mode: 'MANUAL', status: 'APPROVED', inputBy: 'kasir', decidedBy: 'spv', usedAt: '2026-03-10T01:02:30Z', keterangan: 'kode lama',
    subject: { document: 'PB-7', lines: [{ ref: '', what: 'cetak', before: null, after: null, limit: null }] } },
  { keystore: 'B', kodeToko: 'CAB01', at: '2026-03-10T16:59:59Z', mode: 'QR', status: 'REJECTED', fitur: 'CETAK_ULANG_PINDAH_BARANG', inputBy: 'kasir', decidedBy: 'spv' },
  { keystore: 'C', kodeToko: 'CAB01', at: '2026-03-10T17:00:00Z', mode: 'FINGERPRINT', status: 'EXPIRED', inputBy: 'kasir' },
  { keystore: 'D', kodeToko: 'CAB01', at: '2026-03-09T16:59:59Z', mode: 'QR', status: 'OPEN', inputBy: 'kasir' },
  { keystore: 'E', kodeToko: 'CAB01', at: '2026-03-10T05:00:00Z', mode: 'FINGERPRINT', status: 'APPROVED', fitur: 'FITUR_LAMA', inputBy: 'kasir', decidedBy: 'spv' },
  { keystore: 'F', kodeToko: 'CAB02', at: '2026-03-10T03:00:00Z', mode: 'QR', status: 'APPROVED', inputBy: 'kasir2', decidedBy: 'spv2' },
  { keystore: 'G', kodeToko: 'PUSAT', at: '2026-03-10T02:00:00Z', mode: 'QR', status: 'CANCELLED', inputBy: 'mu' },
  // Same instant as A: the later row (higher id) comes first.
  { keystore: 'H', kodeToko: 'CAB01', at: '2026-03-10T01:00:00Z', mode: 'MANUAL', status: 'REJECTED', inputBy: 'kasir', decidedBy: 'kasir' },
];


const run = async (ctx: SessionContext, params: Record<string, string>) => {
  const result = await runReport(definition, ctx, { tgl_from: '2026-03-10', tgl_to: '2026-03-10', cari: '1', ...params });
  expect(result.failed).toBe(false);
  return result;
};
/** The seeds of the rows in the order the report shows them (each seed's client notes are its letter). */
const keystores = (rows: Record<string, unknown>[]) => rows.map((row) => row.catatan);

beforeEach(async () => {
  intl.outsideRequest = false;
  await db().insert(otorisasi).values(SEEDS.map((seed) => ({
    keystore: `K${seed.keystore}`, kodeToko: seed.kodeToko, client: seed.kodeToko, fitur: seed.fitur ?? 'HAPUS_PARAMETER_HARGA_BELI',
    subject: seed.subject, clientNotes: seed.keystore, mode: seed.mode, status: seed.status, keterangan: seed.keterangan ?? '',
    inputBy: seed.inputBy, inputDate: new Date(seed.at), expiresAt: new Date(new Date(seed.at).getTime() + 180_000),
    decidedBy: seed.decidedBy, decidedAt: seed.decidedBy ? new Date(seed.at) : undefined, usedAt: seed.usedAt ? new Date(seed.usedAt) : undefined,
  })));
});

describe('Laporan Otorisasi', () => {
  it('lists the Jakarta days of the period, newest first, with every column', async () => {
    const { rows, totals, parsed } = await run(kasir, {});
    expect(parsed.status).toBe('ok');
    // C (00:00 on the 11th) and D (23:59:59 on the 9th) fall outside the day; B (23:59:59) is inside.
    expect(keystores(rows)).toEqual(['B', 'E', 'H', 'A']);
    expect(rows).toHaveLength(4);
    expect(totals).toEqual({});
    expect(rows[3]).toEqual({
      tanggal: '2026-03-10 08:00:00', kode_toko: 'CAB01', fitur: 'Hapus Parameter Harga Beli', input_by: 'kasir', decided_by: 'spv',
      mode: 'MANUAL', status: 'DISETUJUI', keterangan: 'kode lama', subjek: 'Dokumen PB-7; Cetak ulang', catatan: 'A', dipakai: '2026-03-10 08:02:30',
    });
    // A feature or status without a message shows its key; no decision and no use are empty (the table shows "-").
    expect(rows[0]).toMatchObject({ tanggal: '2026-03-10 23:59:59', fitur: 'CETAK_ULANG_PINDAH_BARANG', status: 'DITOLAK', dipakai: '' });
    expect(rows[1]).toMatchObject({ fitur: 'FITUR_LAMA', mode: 'FINGERPRINT' });

    const wide = await run(kasir, { tgl_from: '2026-03-09', tgl_to: '2026-03-11' });
    expect(keystores(wide.rows)).toEqual(['C', 'B', 'E', 'H', 'A', 'D']);
    expect(wide.rows[0]).toMatchObject({ tanggal: '2026-03-11 00:00:00', status: 'EXPIRED', decided_by: '', keterangan: '' });
  });

  it('filters on mode and status; an unknown value means SEMUA', async () => {
    const period = { tgl_from: '2026-03-09', tgl_to: '2026-03-11' };
    expect(keystores((await run(kasir, { ...period, mode: 'QR' })).rows)).toEqual(['B', 'D']);
    expect(keystores((await run(kasir, { ...period, status: 'APPROVED' })).rows)).toEqual(['E', 'A']);
    expect(keystores((await run(kasir, { ...period, status: 'REJECTED', mode: 'MANUAL' })).rows)).toEqual(['H']);
    expect(keystores((await run(kasir, { ...period, mode: 'FINGERPRINT', status: 'EXPIRED' })).rows)).toEqual(['C']);
    expect((await run(kasir, { ...period, mode: 'QR', status: 'APPROVED' })).rows).toEqual([]);
    const bogus = await run(kasir, { ...period, mode: 'SMS', status: "APPROVED' or 1=1" });
    expect(bogus.parsed.filters.values).toEqual({ mode: 'ALL', status: 'ALL' });
    expect(bogus.rows).toHaveLength(6);
  });

  it('keeps a branch to its own shop and lets head office choose one', async () => {
    expect(keystores((await run(kasir, { kode_toko: 'CAB02' })).rows)).toEqual(['B', 'E', 'H', 'A']);
    expect(keystores((await run(owner, {})).rows)).toEqual(['G']);
    const cab02 = await run(owner, { kode_toko: 'CAB02' });
    expect(cab02.parsed.filters.kodeToko).toBe('CAB02');
    expect(cab02.rows).toEqual([expect.objectContaining({ kode_toko: 'CAB02', input_by: 'kasir2', decided_by: 'spv2', status: 'DISETUJUI' })]);
    // A shop that does not exist falls back to head office's own.
    expect(keystores((await run(owner, { kode_toko: 'NOPE' })).rows)).toEqual(['G']);
  });

  it('reads "all shops" at head office only', async () => {
    const filters = { tglFrom: '2026-03-10', tglTo: '2026-03-10', kodeToko: ALL_SHOPS, values: { mode: 'ALL', status: 'ALL' } };
    const all = await reportPage(definition, { db: db(), ctx: owner, filters }, 1, 100);
    expect(keystores(all)).toEqual(['B', 'E', 'F', 'G', 'H', 'A']);
    const branch = await reportPage(definition, { db: db(), ctx: kasir, filters }, 1, 100);
    expect(keystores(branch)).toEqual(['B', 'E', 'H', 'A']);
    const forged = await reportPage(definition, { db: db(), ctx: kasir, filters: { ...filters, kodeToko: 'CAB02' } }, 1, 100);
    expect(keystores(forged)).toEqual(['B', 'E', 'H', 'A']);
  });

  it('refuses a period over one month or backwards, running nothing', async () => {
    const long = await run(kasir, { tgl_from: '2026-02-09', tgl_to: '2026-03-10' });
    expect(long.parsed).toMatchObject({ status: 'invalid', errors: { tglFrom: 'rangeOverMonth', tglTo: 'rangeOverMonth' } });
    expect(long.rows).toEqual([]);
    expect(keystores((await run(kasir, { tgl_from: '2026-02-10', tgl_to: '2026-03-10' })).rows)).toEqual(['B', 'E', 'H', 'A', 'D']);
    expect((await run(kasir, { tgl_from: '2026-03-11', tgl_to: '2026-03-10' })).parsed).toMatchObject({ status: 'invalid', errors: { tglFrom: 'tglAwalAfterAkhir' } });
  });

  it('shows the raw feature and status outside a request', async () => {
    intl.outsideRequest = true;
    const { rows } = await run(kasir, {});
    expect(rows.map((row) => [row.fitur, row.status])).toEqual([
      ['CETAK_ULANG_PINDAH_BARANG', 'REJECTED'], ['FITUR_LAMA', 'APPROVED'], ['HAPUS_PARAMETER_HARGA_BELI', 'REJECTED'], ['HAPUS_PARAMETER_HARGA_BELI', 'APPROVED'],
    ]);
  });
});
