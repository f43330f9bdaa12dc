import 'server-only';
import { itemsSubject } from '@/lib/auth/otorisasi-subject';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { SessionContext } from '@/lib/auth/context';
import { requireAccess } from '@/lib/auth/require-access';
import type { Db, Tx } from '@/lib/db/client';
import { claimDocumentKey, postMelt, readMeltScrap } from '@/features/stock';
import { readDb, withTransaction } from '@/lib/db/transaction';
import { nextDocumentNumber } from '@/lib/documents/next-number';
import { ValidationError } from '@/lib/errors/app-error';
import { parseInput } from '@/lib/validation/parse-input';
import { spendGrant } from '@/features/otorisasi';
import { meltSchema } from '../schemas';

export type MeltableItem = {
  kodeBarcode: string; noFakturBeli: string; namaBarang: string; kodeDept: string; berat: string; tujuan: string; kondisi: string; kodeBaki: string;
};

/**
 * Items the shop bought back (its buybacks not cancelled) that are still where the buyback put them: their latest
 * gram-ledger entry is the buyback's. Lines marked HANCUR first.
 */
async function readMeltable(db: Db, kodeToko: string, barcodes?: string[]): Promise<MeltableItem[]> {
  const rows = await db.execute(sql`
    select d.kode_barcode, d.no_faktur_beli, d.nama_barang, b.kode_dept, b.berat::text as berat, d.tujuan, d.kondisi, b.kode_baki
      from pembelian p join pembelian_detail d on d.no_faktur_beli = p.no_faktur_beli
      join barang b on b.kode_barcode = d.kode_barcode
     where p.kode_toko = ${kodeToko} and p.status = 'AKTIF' and b.status = 'READY' and b.kode_toko = ${kodeToko}
       ${barcodes ? sql`and d.kode_barcode = any(${sql.param(barcodes)}::varchar[])` : sql``}
       and (select m.dokumen_id from mutasi_stok m where m.kode_barcode = d.kode_barcode order by m.id desc limit 1) = p.stok_dokumen_id
     order by (d.tujuan = 'HANCUR') desc, p.tanggal desc, d.kode_barcode
     limit 500`);
  return (rows.rows as Record<string, string>[]).map((row) => ({
    kodeBarcode: row.kode_barcode, noFakturBeli: row.no_faktur_beli, namaBarang: row.nama_barang, kodeDept: row.kode_dept, berat: row.berat,
    tujuan: row.tujuan, kondisi: row.kondisi, kodeBaki: row.kode_baki,
  }));
}

export async function findMeltable({ ctx, tx }: { ctx: SessionContext; tx?: Tx }) {
  requireAccess(ctx, '/hancur-pembelian');
  return readMeltable(readDb(tx), ctx.shop.kodeToko);
}

/**
 * Hancur Pembelian: bought items melted into scrap, as one HANCUR_PEMBELIAN document of DESTROYED entries with a
 * supervisor's grant (HANCUR_PEMBELIAN) and the reason (kept in hancur_barang with the document). Only items still
 * where their buyback put them; the scrap grams per jenis are answered. Money does not move: the gold stays on 1-1500.
 */
export async function meltPembelian({ ctx, input, tx }: { ctx: SessionContext; input: z.input<typeof meltSchema>; tx?: Tx }) {
  requireAccess(ctx, '/hancur-pembelian');
  const form = parseInput(meltSchema, input);
  const kodeToko = ctx.shop.kodeToko;
  const key = `hancur-beli:${ctx.user.userId}:${form.idempotencyKey}`;
  return withTransaction(tx, async (db) => {
    const done = await claimDocumentKey(db, key);
    if (done) return { nomor: done.noDokumen, scrap: await readMeltScrap(db, done.id), replayed: true };
    const meltable = new Set((await readMeltable(db, kodeToko, form.barcodes)).map((item) => item.kodeBarcode));
    const foreign = form.barcodes.find((barcode) => !meltable.has(barcode));
    if (foreign) throw ValidationError('pembelianBukanBarangBeli', { barcode: foreign });
    const grant = await spendGrant({ ctx, input: { keystore: form.keystore, fitur: 'HANCUR_PEMBELIAN', subject: itemsSubject('hancur', form.barcodes) }, tx: db });
    const nomor = await nextDocumentNumber(db, kodeToko, 'HANCUR_PEMBELIAN');
    const scrap = await postMelt(db, {
      kodeToko, jenis: 'HANCUR_PEMBELIAN', nomor, barcodes: form.barcodes, idempotencyKey: key, alasan: form.alasan,
      disetujuiOleh: grant.approvedBy, createdBy: ctx.user.userId,
    });
    return { nomor, scrap, replayed: false };
  });
}
