// What the counter does for one scan, as the bench measures it: the ready item of the cashier's shop, the price in
// force of its jenis and the sale formula with the shop's rounding. The sale screen's own scan service takes its place
// here once it is on main (it does the same reads).
import type { SessionContext } from '../lib/auth/context';
import { salePrice } from '../lib/ledger/counter/pricing';
import { parseFlag } from '../lib/settings/keys';
import { findReadyItemByBarcode, readGoldPrices } from '../features/stock';

export const SCAN_SERVICE = 'findReadyItemByBarcode + readGoldPrices + salePrice';

export async function scanPricedLine(ctx: SessionContext, code: string) {
  const [item, prices] = await Promise.all([findReadyItemByBarcode(ctx, code), readGoldPrices()]);
  if (!item) return null;
  const price = prices.get(item.kodeDept);
  if (!price) return null;
  const hargaJual = salePrice({
    berat: item.berat, hargaPerGram: price.hargaJual, ongkos: item.ongkos, hargaTetap: item.hargaTetap, hargaJual: item.hargaJual,
    step: Number(ctx.settings.PEMBULATAN_PENJUALAN), down: parseFlag(ctx.settings.PEMBULATAN_PENJUALAN_KEBAWAH_MODULE),
  });
  return { kodeBarcode: item.kodeBarcode, hargaPerGram: price.hargaJual, hargaJual };
}
