import type { ReportDefinition } from '@/lib/reports/definition';
import { analisisHargaBarang } from '@/features/stock/reports/analisis-harga-barang';
import { aktivitasTimbangBaki } from '@/features/stock/weighing/reports/aktivitas-timbang-baki';
import { laporanTimbangBaki } from '@/features/stock/weighing/reports/laporan-timbang-baki';
import { barangSumary } from '@/features/stock/reports/barang-sumary';
import { barangSumaryPeriode } from '@/features/stock/reports/barang-sumary-periode';
import { hancurBarang, pindahBarangReport, tambahBarang, terimaBarang } from '@/features/stock/reports/ledger-entry-reports';
import { stockOpnameReport } from '@/features/stock/reports/stock-opname';
import { batalPesanan } from '@/features/pesanan/reports/batal-pesanan';
import { batalTitip } from '@/features/pesanan/reports/batal-titip';
import { jurnalReport } from '@/features/money/reports/jurnal';
import { kelompokBarang } from '@/features/stock/reports/kelompok-barang';
import { kirimUangPusat } from '@/features/money/reports/kirim-uang-pusat';
import { lihatPindahBarang } from '@/features/stock/reports/lihat-pindah-barang';
import { otorisasiReport } from '@/features/otorisasi/reports/otorisasi';
import { pembelianPerFaktur } from '@/features/pembelian/reports/pembelian-per-faktur';
import { penebusanDetail } from '@/features/hutang/reports/penebusan-detail';
import { pinjamanDetail } from '@/features/hutang/reports/pinjaman-detail';
import { hutangJatuhTempo } from '@/features/hutang/reports/hutang-jatuh-tempo';
import { penjualanDetailReport } from '@/features/penjualan/reports/penjualan-detail';
import { penjualanPerFaktur } from '@/features/penjualan/reports/penjualan-per-faktur';
import { pesananBarang } from '@/features/pesanan/reports/pesanan-barang';
import { pesananReport } from '@/features/pesanan/reports/pesanan';
import { titipUangReport } from '@/features/pesanan/reports/titip-uang';
import { serviceReport } from '@/features/service/reports/service';
import { serviceTukangReport } from '@/features/service/reports/service-tukang';
import { serviceOutstandingReport } from '@/features/service/reports/service-outstanding';
import { eodReport } from '@/features/tutup-toko/reports/eod';
import { keuanganAkhirHari } from '@/features/tutup-toko/reports/keuangan-akhir-hari';

/** Every report the engine serves, by id (the export URLs use the id). */
export const REPORTS: Record<string, ReportDefinition> = Object.fromEntries(
  [batalPesanan, pesananBarang, batalTitip, analisisHargaBarang, kelompokBarang, pembelianPerFaktur, penebusanDetail, lihatPindahBarang,
    kirimUangPusat, jurnalReport, otorisasiReport, aktivitasTimbangBaki, laporanTimbangBaki,
    barangSumary, barangSumaryPeriode, tambahBarang, hancurBarang, pindahBarangReport, terimaBarang, stockOpnameReport,
    keuanganAkhirHari, eodReport, penjualanPerFaktur, penjualanDetailReport,
    pinjamanDetail, hutangJatuhTempo, pesananReport, titipUangReport, serviceReport, serviceTukangReport, serviceOutstandingReport].map((definition) => [definition.id, definition as unknown as ReportDefinition]),
);
