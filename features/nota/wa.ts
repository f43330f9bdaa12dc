import { formatDecimal, formatRupiah } from '@/lib/format';
import type { NotaData } from './types';


/** The nota's fields a TEMPLATE_WA may name, as they are written in the message. */
export function templateFields(nota: NotaData): Record<string, string> {
  return {
    nama_customer: nota.customer.nama || '-',
    no_hp: nota.customer.noHp,
    alamat_customer: nota.customer.alamat,
    no_faktur: nota.nomor,
    nama_toko: nota.toko.namaToko,
    alamat_toko: nota.toko.alamatToko,
    tanggal: nota.tanggal,
    kasir: nota.kasir,
    jumlah_barang: String(nota.jumlahBarang),
    total_berat: formatDecimal(nota.totalBerat, 3),
    subtotal: formatRupiah(nota.subtotal),
    ppn: formatRupiah(nota.ppn),
    total_harga: formatRupiah(nota.total),
    barang: nota.lines.map((line) => `${line.namaBarang} ${formatDecimal(line.berat, 3)} gr ${formatRupiah(line.harga)}`).join('\n'),
  };
}

/** TEMPLATE_WA with `{field}` replaced by the nota's values; a name it does not know stays as written. */
export function fillTemplate(template: string, nota: NotaData): string {
  const fields = templateFields(nota);
  return template.replace(/\{([a-z_]+)\}/g, (whole, name: string) => fields[name] ?? whole);
}
