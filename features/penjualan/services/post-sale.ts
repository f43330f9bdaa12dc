import { lineNeedsApproval, priceChangeSubject } from '../price-approval';
import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { SessionContext } from '@/lib/auth/context';
import { requireAccess } from '@/lib/auth/require-access';
import type { Tx } from '@/lib/db/client';
import { penjualan } from '@/features/penjualan/schema';
import { sales } from '@/lib/db/schema/shop';
import { withTransaction } from '@/lib/db/transaction';
import { AppError } from '@/lib/errors/app-error';
import { lockDocumentKeys } from '@/lib/ledger/claim-keys';
import { postSales, type SaleLineToPost } from '@/features/penjualan/counter/post-sale';
import { parseInput } from '@/lib/validation/parse-input';
import { spendGrant } from '@/features/otorisasi';
import { readGoldPrices } from '@/features/stock';
import { saleSchema, type SaleInput } from '../schemas';
import { saleSettings, saleTotals } from '@/features/pricing';
import { paymentProblem } from '../payment-rules';
import { priceItem } from './pricing-rules';
import { readSaleItems } from './sale-form';

export type SaleResult = { nomor: string; totalHarga: number; kembalian: number; replayed: boolean };

/**
 * Transaksi Penjualan: one sale of the user's shop, posted by the counter's kernel (postSales: header, price snapshot
 * lines, one journal entry, the SOLD entries) in one transaction. Each line is priced again here from the gold price
 * in force: a price that changed since the scan is refused (scan again); a line above the limit or below the cost
 * floor, whether the cashier changed its price or not (a fixed price set below the floor is caught here), spends one
 * UBAH_HARGA_JUAL authorization for the sale, whose approver each such line records (saleLineNeedsApproval). The
 * form's key (per user) makes a double click post once; the replay answers the first sale and asks for nothing.
 */
export async function postSale({ ctx, input, tx }: { ctx: SessionContext; input: SaleInput; tx?: Tx }): Promise<SaleResult> {
  requireAccess(ctx, '/transaksi-penjualan');
  const form = parseInput(saleSchema, input);
  const kodeToko = ctx.shop.kodeToko;
  const key = `${ctx.user.userId}:${form.idempotencyKey}`;
  return withTransaction(tx, async (db) => {
    // The key once for the sale: postSales finds it taken in this transaction and takes no second lock.
    await lockDocumentKeys(db, [key]);
    const [done] = await db.select().from(penjualan).where(eq(penjualan.idempotencyKey, key));
    if (done) return { nomor: done.noFakturJual, totalHarga: done.totalHarga, kembalian: done.uangDiterima - done.bayarTunai, replayed: true };

    const [salesperson] = await db.select({ kodeSales: sales.kodeSales }).from(sales).where(and(eq(sales.kodeSales, form.kodeSales), eq(sales.kodeToko, kodeToko)));
    if (!salesperson) throw new AppError('validation', 'penjualanSalesInvalid', {}, 'kodeSales');
    const barcodes = form.lines.map((line) => line.barcode);
    if (new Set(barcodes).size !== barcodes.length) throw new AppError('validation', 'stokBarangGanda', { barcode: barcodes.find((b, i) => barcodes.indexOf(b) !== i)! });
    const items = await readSaleItems(db, kodeToko, barcodes);
    const missing = barcodes.find((barcode) => !items.has(barcode));
    if (missing) throw new AppError('conflict', 'penjualanStokHabis', { barcode: missing });
    const prices = await readGoldPrices(db, { depts: [...new Set([...items.values()].map((item) => item.kodeDept))] });

    const priced = form.lines.map((line) => {
      const item = items.get(line.barcode)!;
      const gold = prices.get(item.kodeDept);
      // Every line's floor is weight × the jenis' buy price, a fixed-price item's too: without a price in force there is none.
      if (!gold) throw new AppError('validation', 'penjualanHargaEmasKosong', { jenis: item.kodeDept });
      const price = priceItem(item, gold, ctx.settings);
      if (price.hargaHitung !== line.hargaHitung) throw new AppError('conflict', 'penjualanHargaBerubah', { barcode: line.barcode });
      return { line, price, needsApproval: lineNeedsApproval({ ...price, hargaJual: line.hargaJual }) };
    });
    // Payments the kernel would refuse are told before a grant is spent on the sale.
    const problem = paymentProblem(saleTotals({
      lines: form.lines, ppnPersen: saleSettings(ctx.settings).ppnPersen, uangDiterima: form.uangDiterima, bayarTransfer: form.bayarTransfer, bayarKartu: form.bayarKartu,
    }), form);
    if (problem) throw new AppError('validation', problem.key, {}, problem.field);
    const approvedBy = priced.some((one) => one.needsApproval)
      ? (await spendGrant({ ctx, input: { keystore: form.keystore, fitur: 'UBAH_HARGA_JUAL', subject: priceChangeSubject(priced.map(({ line, price }) => ({ ...price, hargaJual: line.hargaJual }))) }, tx: db })).approvedBy
      : null;

    const lines: SaleLineToPost[] = priced.map(({ line, price, needsApproval }) => ({
      kodeBarcode: price.kodeBarcode, namaBarang: price.namaBarang, kodeGroup: price.kodeGroup, kodeDept: price.kodeDept, kadar: price.kadar,
      berat: price.berat, hargaPerGram: price.hargaPerGram, ongkos: price.ongkos, hargaTetap: price.hargaTetap, pembulatan: price.pembulatan,
      pembulatanKebawah: price.pembulatanKebawah, hargaHitung: price.hargaHitung, hargaJual: line.hargaJual, disetujuiOleh: needsApproval ? approvedBy : null,
    }));
    const [posted] = await postSales(db, [{
      kodeToko, kodeSales: form.kodeSales, namaCustomer: form.namaCustomer, alamatCustomer: form.alamatCustomer, noHpCustomer: form.noHpCustomer,
      lines, ppnPersen: saleSettings(ctx.settings).ppnPersen, uangDiterima: form.uangDiterima,
      bayarTransfer: form.bayarTransfer, noRekeningTransfer: form.noRekeningTransfer, bayarKartu: form.bayarKartu, noRekeningKartu: form.noRekeningKartu,
      idempotencyKey: key, createdBy: ctx.user.userId,
    }]);
    return { nomor: posted.nomor, totalHarga: posted.totalHarga, kembalian: posted.kembalian, replayed: posted.replayed };
  });
}
