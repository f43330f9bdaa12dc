import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { sales, toko } from '@/lib/db/schema/shop';
import type { CustodySlipData, CustodySlipTitle } from '@/lib/documents/custody-slip';
import { formatDateTime } from '@/lib/format';
import { titipUang } from '../schema';

const TITLES: Record<string, CustodySlipTitle> = { AKTIF: 'titipanDiterima', TERJUAL: 'titipanTerjual', BATAL: 'titipanBatal' };

/**
 * A deposit of the shop as its slip prints it (features/nota), from the deposit's own row: the held item, its price
 * and PPN, the deposit, and by its stage what is left to pay, the remainder paid at the sale (with the sale's number),
 * or what went back to the customer and what was forfeited at the cancellation. Null when the shop has no such deposit.
 */
export async function readDepositSlip(db: Db, kodeToko: string, noTitip: string): Promise<CustodySlipData | null> {
  const [head] = await db.select({ deposit: titipUang, namaSales: sales.namaSales, namaToko: toko.namaToko, alamatToko: toko.alamatToko }).from(titipUang)
    .innerJoin(toko, eq(toko.kodeToko, titipUang.kodeToko)).leftJoin(sales, eq(sales.kodeSales, titipUang.kodeSales))
    .where(and(eq(titipUang.noTitip, noTitip), eq(titipUang.kodeToko, kodeToko)));
  if (!head) return null;
  const deposit = head.deposit;
  const info: CustodySlipData['info'] = [];
  if (deposit.noFakturJual) info.push({ label: 'noPenjualan', value: deposit.noFakturJual });
  if (deposit.tglJual) info.push({ label: 'tglJual', value: formatDateTime(deposit.tglJual) });
  if (deposit.noBatal) info.push({ label: 'noBatal', value: deposit.noBatal });
  if (deposit.tglBatal) info.push({ label: 'tglBatal', value: formatDateTime(deposit.tglBatal) });
  if (deposit.alasanBatal) info.push({ label: 'alasanBatal', value: deposit.alasanBatal });
  const money: CustodySlipData['money'] = [{ label: 'hargaBarang', value: deposit.hargaJual }];
  if (deposit.ppn > 0) money.push({ label: 'ppn', value: deposit.ppn });
  money.push({ label: 'totalHarga', value: deposit.hargaTotal, bold: true }, { label: 'uangMuka', value: deposit.dpRp });
  if (deposit.status === 'AKTIF') money.push({ label: 'sisaBayar', value: Math.max(deposit.hargaTotal - deposit.dpRp, 0), bold: true });
  if (deposit.status === 'TERJUAL') money.push({ label: 'pelunasan', value: deposit.sisaTunai + deposit.sisaTransfer, bold: true });
  if (deposit.status === 'BATAL') money.push({ label: 'dikembalikan', value: deposit.refundRp, bold: true }, { label: 'hangus', value: deposit.hangusRp });
  return {
    kind: 'titipan', nomor: deposit.noTitip, status: deposit.status, title: TITLES[deposit.status] ?? 'titipanDiterima',
    toko: { kodeToko, namaToko: head.namaToko, alamatToko: head.alamatToko }, tanggal: formatDateTime(deposit.tanggal), kasir: deposit.createdBy,
    sales: head.namaSales ?? deposit.kodeSales ?? '', customer: { nama: deposit.namaCustomer, alamat: deposit.alamatCustomer, noHp: deposit.noHpCustomer }, info,
    lines: [{ nama: deposit.namaBarang, keterangan: deposit.kodeBarcode ?? '', berat: deposit.berat, beratAkhir: null, harga: deposit.hargaTotal }],
    totalBerat: deposit.berat, totalBeratAkhir: null, money,
  };
}
