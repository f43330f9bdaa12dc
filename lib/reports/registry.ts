import type { ReportDefinition } from './definition';
import { analisisHargaBarang } from './definitions/analisis-harga-barang';
import { batalPesanan } from './definitions/batal-pesanan';
import { batalTitip } from './definitions/batal-titip';
import { jurnalReport } from './definitions/jurnal';
import { kelompokBarang } from './definitions/kelompok-barang';
import { kirimUangPusat } from './definitions/kirim-uang-pusat';
import { lihatPindahBarang } from './definitions/lihat-pindah-barang';
import { otorisasiReport } from './definitions/otorisasi';
import { pembelianPerFaktur } from './definitions/pembelian-per-faktur';
import { penebusanDetail } from './definitions/penebusan-detail';
import { pesananBarang } from './definitions/pesanan-barang';

/** Every report the engine serves, by id (the export URLs use the id). */
export const REPORTS: Record<string, ReportDefinition> = Object.fromEntries(
  [batalPesanan, pesananBarang, batalTitip, analisisHargaBarang, kelompokBarang, pembelianPerFaktur, penebusanDetail, lihatPindahBarang,
    kirimUangPusat, jurnalReport, otorisasiReport].map((definition) => [definition.id, definition as unknown as ReportDefinition]),
);
