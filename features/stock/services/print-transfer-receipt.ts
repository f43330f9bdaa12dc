import { documentSubject } from '@/lib/auth/otorisasi-subject';
import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { SessionContext } from '@/lib/auth/context';
import { requireAccess } from '@/lib/auth/require-access';
import type { Db, Tx } from '@/lib/db/client';
import { barang } from '@/lib/db/schema/gram-ledger';
import { pindahBarang, pindahBarangDetail } from '@/features/stock/schema';
import { toko } from '@/lib/db/schema/shop';
import { withTransaction } from '@/lib/db/transaction';
import { readPhoto, readPlaceholderPhoto } from '@/lib/storage/photos';
import { NotFoundError } from '@/lib/errors/app-error';
import { spendGrant } from '@/features/otorisasi';

export type TransferReceipt = Awaited<ReturnType<typeof printTransferReceipt>>;

/** A transfer's header and lines; a branch user finds only their own shop's transfers, head office any. */
async function readTransfer(db: Db, ctx: SessionContext, noPindah: string) {
  const [header] = await db
    .select({ transfer: pindahBarang, namaToko: toko.namaToko, alamatToko: toko.alamatToko })
    .from(pindahBarang)
    .innerJoin(toko, eq(toko.kodeToko, pindahBarang.kodeToko))
    .where(eq(pindahBarang.noPindah, noPindah));
  if (!header || (ctx.shop.appType !== 'PUSAT' && header.transfer.kodeToko !== ctx.shop.kodeToko)) throw NotFoundError('transferNotFound');
  const rows = await db
    .select({ detail: pindahBarangDetail, photoPath: barang.photoPath })
    .from(pindahBarangDetail)
    .innerJoin(barang, eq(barang.kodeBarcode, pindahBarangDetail.kodeBarcode))
    .where(eq(pindahBarangDetail.noPindah, noPindah))
    .orderBy(asc(pindahBarangDetail.id));
  return { header, rows };
}

/**
 * One transfer with its items and their photos (the placeholder where a photo is missing), for a printed receipt
 * (TANDA TERIMA). Every copy is a reprint: it spends a supervisor's grant in the same transaction as the read, so an
 * unknown transfer spends nothing and a refused grant prints nothing.
 */
export async function printTransferReceipt({ ctx, input: { noPindah, grant }, tx }: {
  ctx: SessionContext; input: { noPindah: string; grant: string | null }; tx?: Tx;
}) {
  requireAccess(ctx, '/lihat-pindah-barang');
  const { header, rows } = await withTransaction(tx, async (db) => {
    const found = await readTransfer(db, ctx, noPindah);
    await spendGrant({ ctx, input: { keystore: grant, fitur: 'CETAK_ULANG_PINDAH_BARANG', subject: documentSubject(found.header.transfer.noPindah, 'cetak') }, tx: db });
    return found;
  });
  const placeholder = await readPlaceholderPhoto();
  const items = await Promise.all(
    rows.map(async ({ detail, photoPath }) => {
      const photo = await readPhoto(photoPath);
      return { ...detail, photo: photo ?? placeholder, photoType: photo ? ('jpeg' as const) : ('png' as const), hasPhoto: !!photo };
    }),
  );
  return { ...header.transfer, namaToko: header.namaToko, alamatToko: header.alamatToko, items };
}
