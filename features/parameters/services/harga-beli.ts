import { paraHargaBeli } from '@/features/parameters/schema';
import { tableService } from '@/lib/masters/services/table-service';
import { addBuyPrices } from '../add-buy-prices';

const table = tableService({
  table: paraHargaBeli, key: paraHargaBeli.kodeHarga, keyProperty: 'kodeHarga',
  columns: { kode_harga: paraHargaBeli.kodeHarga, harga_per_gram: paraHargaBeli.hargaPerGram },
  write: (value) => ({ hargaPerGram: Number(value.harga_per_gram) }),
});

/** Parameter Harga Beli: the buying price per gram of each price code; a new code is added as the demo adds its own. */
export const hargaBeliService: typeof table = {
  ...table,
  insert: (tx, ctx, value) => addBuyPrices(tx, [{ kodeHarga: String(value.kode_harga), hargaPerGram: Number(value.harga_per_gram), createdBy: ctx.user.userId }]),
};
