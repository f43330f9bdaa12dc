import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { SessionContext } from '@/lib/auth/context';
import type { Database } from '@/lib/db/client';
import { barang, pindahBarang, pindahBarangDetail, toko } from '@/lib/db/schema';
import { readPhoto, readPlaceholderPhoto } from '@/lib/storage/photos';
import { NotFoundError } from '@/lib/errors/app-error';

export type TransferReceipt = Awaited<ReturnType<typeof getTransferReceipt>>;

/**
 * One transfer with its items and their photos (the placeholder where a photo is missing), for the receipt.
 * A branch user gets only their own shop's transfers; head office any.
 */
export async function getTransferReceipt({ db, ctx, noPindah }: { db: Database; ctx: SessionContext; noPindah: string }) {
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
  const placeholder = await readPlaceholderPhoto();
  const items = await Promise.all(
    rows.map(async ({ detail, photoPath }) => {
      const photo = await readPhoto(photoPath);
      return { ...detail, photo: photo ?? placeholder, photoType: photo ? ('jpeg' as const) : ('png' as const), hasPhoto: !!photo };
    }),
  );
  return { ...header.transfer, namaToko: header.namaToko, alamatToko: header.alamatToko, items };
}
