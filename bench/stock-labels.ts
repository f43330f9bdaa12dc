// Labels of /cetak-barcode: 1,000 distinct items rendered to one PDF (the route's renderer), timed until the last
// byte; target under 3 s. Then 1,000 labels of 50 items (20 copies each) to show the barcode images reused.
// Run: node --conditions=react-server --import tsx bench/stock-labels.ts (the renderer is 'server-only').
import type { Readable } from 'node:stream';
import { renderLabelsPdf, type LabelItem } from '../features/stock/labels/label-pdf';

const items = (count: number, distinct: number): LabelItem[] => Array.from({ length: count }, (_, index) => ({
  kodeBarcode: `CAB01-${String(index % distinct).padStart(6, '0')}`,
  namaBarang: `Cincin Emas Model ${index % distinct}`,
  berat: `${1 + (index % 9)}.${String(index % 1000).padStart(3, '0')}`,
  kadarCetak: '750',
  hargaJual: 3_250_000 + index * 1000,
}));

async function drain(stream: Readable): Promise<number> {
  let bytes = 0;
  for await (const chunk of stream) bytes += (chunk as Buffer).length;
  return bytes;
}

export async function benchStockLabels(): Promise<Record<string, number>> {
  await drain(renderLabelsPdf(items(20, 20), { widthMm: 60, heightMm: 15 }));
  const results: Record<string, number> = {};
  for (const [name, distinct] of [['distinct', 1000], ['copies', 50]] as const) {
    const started = performance.now();
    const bytes = await drain(renderLabelsPdf(items(1000, distinct), { widthMm: 60, heightMm: 15 }));
    results[`labels1000_${name}_ms`] = Math.round(performance.now() - started);
    results[`labels1000_${name}_kb`] = Math.round(bytes / 1024);
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log('\nKilau label printing (/cetak-barcode): 1,000 labels 60×15 mm in one PDF; target < 3,000 ms');
  console.table(await benchStockLabels());
}
