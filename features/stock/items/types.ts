/** A warehouse of the shop with its trays, as readPlaces gives it. */
type Warehouse = { kodeGudang: string; namaGudang: string; trays: { kodeBaki: string; namaBaki: string; beratBaki: string }[] };

/** What the item forms and the Data Barang filters choose from. */
export type ItemOptions = {
  groups: { kode: string; nama: string }[];
  jenis: { kode: string; nama: string; kadar: string }[];
  ongkos: { group: string; dept: string; ongkos: number }[];
  places: Warehouse[];
  suppliers: { kode: string; nama: string }[] | null;
  bandrols: { kode: string; nama: string }[];
};

/** A row of Data Barang (and the scan lookup). */
export type ItemRow = {
  kodeBarcode: string; namaBarang: string; kodeIntern: string; kodeGroup: string; kodeDept: string; kadar: string; berat: string; beratKotor: string;
  size: string; ongkos: number; hargaTetap: boolean; hargaJual: number; kodeGudang: string; kodeBaki: string; kodeSupplier: string | null;
  kodeBandrol: string | null; status: string;
};
