import { paraHargaBeli } from '@/features/parameters/schema';
import { tableService } from '@/lib/masters/services/table-service';

/** Parameter Harga Beli: the buying price per gram of each price code. */
export const hargaBeliService = tableService({
  table: paraHargaBeli, key: paraHargaBeli.kodeHarga, keyProperty: 'kodeHarga',
  columns: { kode_harga: paraHargaBeli.kodeHarga, harga_per_gram: paraHargaBeli.hargaPerGram },
  write: (value) => ({ hargaPerGram: Number(value.harga_per_gram) }),
});
