import 'server-only';
import type { Readable } from 'node:stream';
import { formatRupiah, formatWeight } from '@/lib/format';
import { createPdf, writeLine } from '@/lib/reports/pdf-text';
import { code128Png } from './barcode-png';

export type LabelItem = { kodeBarcode: string; namaBarang: string; berat: string; kadarCetak: string; hargaJual: number };
export type LabelSize = { widthMm: number; heightMm: number };

const POINTS_PER_MM = 72 / 25.4;
/** pdfkit's opened image (its types omit openImage): passing it to image() again reuses the one embedded object. */
type PdfImage = Buffer;
type ImageOpener = { openImage(src: Buffer): PdfImage };

/**
 * One page per label, the page the label's size. A butterfly tag is two wings: the left one carries the barcode and
 * its code, the right one the name, the gold weight ("3,257 gr"), the kadar as printed (jenis.kadar_cetak) and the
 * price. Each distinct barcode is encoded once and its image object written once, whatever the number of copies.
 */
export function renderLabelsPdf(items: readonly LabelItem[], size: LabelSize): Readable {
  const width = size.widthMm * POINTS_PER_MM;
  const height = size.heightMm * POINTS_PER_MM;
  const doc = createPdf({ size: [width, height], margin: 0, autoFirstPage: false, info: { Title: 'Label Barcode' } });
  const images = new Map<string, PdfImage>();
  const pad = 1.2 * POINTS_PER_MM;
  const wing = width / 2;
  const inner = wing - 2 * pad;
  const textSize = Math.max(4, Math.min(7, (height - 2 * pad) / 4.6));
  const line = (height - 2 * pad) / 4;
  for (const item of items) {
    doc.addPage({ size: [width, height], margin: 0 });
    let image = images.get(item.kodeBarcode);
    if (!image) {
      image = (doc as unknown as ImageOpener).openImage(code128Png(item.kodeBarcode));
      images.set(item.kodeBarcode, image);
    }
    const codeSize = Math.min(6, textSize);
    const barHeight = Math.max(4, height - 2 * pad - codeSize * 1.3);
    doc.image(image, pad, pad, { width: inner, height: barHeight });
    writeLine(doc, item.kodeBarcode, pad, pad + barHeight + 0.5, { size: codeSize, width: inner, align: 'center' });
    const x = wing + pad;
    writeLine(doc, item.namaBarang, x, pad, { size: textSize, bold: true, width: inner });
    writeLine(doc, `${formatWeight(item.berat, 3)} gr`, x, pad + line, { size: textSize, width: inner });
    writeLine(doc, item.kadarCetak, x, pad + 2 * line, { size: textSize, width: inner });
    writeLine(doc, formatRupiah(item.hargaJual), x, pad + 3 * line, { size: textSize, width: inner });
  }
  doc.end();
  return doc as unknown as Readable;
}
