// A nota's thermal slip (issue 16): a 10-line sale laid out and encoded to ESC/POS, two copies, 58 and 80 mm — what the
// slip route does after reading the nota. Target: under 20 ms a slip. Also the PDF slip and the A4 nota for reference.
// Run: node --import tsx bench/slip.ts
import type { Readable } from 'node:stream';
import id from '../messages/id.json';
import { encodeSlip } from '../features/nota/slip/escpos';
import { layoutSlip, SLIP_COLUMNS, type SlipLabels } from '../features/nota/slip/layout';
import { renderSlipPdf } from '../features/nota/receipts/slip-pdf';
import { renderNotaA4Pdf, type NotaA4Labels } from '../features/nota/receipts/nota-a4-pdf';
import type { NotaData } from '../features/nota/types';

const nota: NotaData = {
  kind: 'penjualan', nomor: 'JL-CAB01-20261123-00001', status: 'AKTIF',
  toko: { kodeToko: 'CAB01', namaToko: 'Kilau Emas Bandung', alamatToko: 'Jl. Braga No. 45, Sumur Bandung, Kota Bandung, Jawa Barat 40111' },
  tanggal: '2026-11-23 10:15:00', kasir: 'kasir', sales: 'Agus Pratama',
  customer: { nama: 'Ibu Maria Goretti Kusumawardhani', alamat: 'Jl. Cihampelas No. 160, Bandung', noHp: '081234567890' },
  lines: Array.from({ length: 10 }, (_, index) => ({
    kodeBarcode: `CAB01-${index}`, namaBarang: `Cincin Emas Kuning Motif Daun Semanggi ${index}`, keterangan: 'Emas Kuning 750', berat: '2.150',
    hargaPerGram: 1_000_000, ongkos: 350_000 + index, hargaTetap: false, harga: 2_500_000 + index,
  })),
  jumlahBarang: 10, totalBerat: '21.500', subtotal: 25_000_045, ppnPersen: '1.10', ppn: 275_000, total: 25_275_045,
  bayar: { tunai: 20_275_045, transfer: 5_000_000, kartu: 0 }, uangDiterima: 20_300_000, kembalian: 24_955, dicetak: 0,
  cetak: { thermal: 0, 'slip-pdf': 0, a4: 0 },
};
const labels = id.nota as unknown as NotaA4Labels;

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function drain(stream: Readable) {
  for await (const chunk of stream) void chunk;
}

export async function benchSlip(): Promise<Record<string, number>> {
  const results: Record<string, number> = {};
  for (const width of [58, 80] as const) {
    const times: number[] = [];
    let bytes = 0;
    let cpu = process.cpuUsage();
    for (let round = 0; round < 520; round++) {
      if (round === 20) cpu = process.cpuUsage();
      const started = performance.now();
      const encoded = encodeSlip(layoutSlip(nota, labels as SlipLabels, { columns: SLIP_COLUMNS[width], duplicate: true }), SLIP_COLUMNS[width]);
      if (round >= 20) times.push(performance.now() - started); // the first rounds warm the JIT
      bytes = encoded.length;
    }
    // CPU time per slip: what the encoding costs when the machine is shared (wall-clock percentiles then show the wait).
    const used = process.cpuUsage(cpu);
    results[`escpos_${width}mm_cpu_ms_per_slip`] = Number(((used.user + used.system) / 1000 / times.length).toFixed(2));
    times.sort((a, b) => a - b);
    results[`escpos_${width}mm_p50_ms`] = Number(percentile(times, 50).toFixed(2));
    results[`escpos_${width}mm_p99_ms`] = Number(percentile(times, 99).toFixed(2));
    results[`escpos_${width}mm_bytes`] = bytes;
  }
  await drain(renderSlipPdf(layoutSlip(nota, labels, { columns: 32, duplicate: true }), 58, 'warm'));
  let started = performance.now();
  await drain(renderSlipPdf(layoutSlip(nota, labels, { columns: 32, duplicate: true }), 58, nota.nomor));
  results.pdf_slip_58mm_ms = Math.round(performance.now() - started);
  started = performance.now();
  await drain(renderNotaA4Pdf(nota, labels, 'kasir', false));
  results.pdf_a4_ms = Math.round(performance.now() - started);
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log('\nKilau thermal slip (issue 16): a 10-line sale, two copies, laid out and encoded to ESC/POS; target < 20 ms');
  console.table(await benchSlip());
}
