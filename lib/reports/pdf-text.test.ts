import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderReportPdf } from './pdf';
import { createPdf, fitHeader } from './pdf-text';
import type { ReportColumn } from './definition';

async function bytesOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function poppler(tool: 'pdftotext' | 'pdffonts', body: Buffer): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kilau-pdf-text-')), 'file.pdf');
  fs.writeFileSync(file, body);
  return execFileSync(tool, tool === 'pdftotext' ? ['-layout', file, '-'] : [file]).toString();
}

describe('PDF text in every language', () => {
  it('a header too wide for its column takes two lines, at the size asked while it fits', () => {
    const doc = createPdf({ size: 'A4' });
    expect(fitHeader(doc, 'Bunga Aktual', 40, 7.5)).toEqual({ lines: ['Bunga', 'Aktual'], size: 7.5 });
    expect(fitHeader(doc, 'Bunga', 40, 7.5)).toEqual({ lines: ['Bunga'], size: 7.5 });
    // Han text has no spaces: it breaks between characters (four characters at 7.5 pt are 30 pt wide).
    expect(fitHeader(doc, '実質利率', 20, 7.5)).toEqual({ lines: ['実質', '利率'], size: 7.5 });
  });

  it('a report in Japanese and Chinese reads back as written, in one embedded subset font', async () => {
    const columns: ReportColumn<Record<string, unknown>>[] = [
      { key: 'no', label: 'noPesanan', format: 'text' },
      { key: 'nama', label: 'namaCustomer', format: 'text' },
      { key: 'harga', label: 'totalHarga', format: 'money', total: true },
    ];
    async function* batches() {
      yield [{ no: 'PS-CAB01-0001', nama: '陳大文', harga: 1250000 }, { no: 'PS-CAB01-0002', nama: '山田太郎', harga: 750000 }];
    }
    const body = await bytesOf(renderReportPdf(columns, batches(), { harga: 2000000 }, { rows: 2, groups: 0 }, {
      shopName: '金店 Kilau', shopAddress: 'Jl. Braga No. 45', title: '注文キャンセルレポート', period: '期間：2026-11-01 ～ 2026-11-22', printedBy: 'owner',
      labels: { columns: { noPesanan: '注文番号', namaCustomer: '顧客名', totalHarga: '合計金額' }, grandTotal: '総合計', printedBy: '印刷者', pageOf: (page, pages) => `${page} of ${pages}` },
    }));
    const text = poppler('pdftotext', body);
    for (const expected of ['金店 Kilau', '注文キャンセルレポート', '期間：2026-11-01 ～ 2026-11-22', '注文番号', '顧客名', '合計金額', '陳大文', '山田太郎',
      'Rp. 1.250.000', '総合計', 'Rp. 2.000.000', '印刷者 owner', '1 of 1']) {
      expect(text).toContain(expected);
    }
    const fonts = poppler('pdffonts', body).trim().split('\n').slice(2);
    expect(fonts).toHaveLength(1);
    expect(fonts[0]).toMatch(/^[A-Z]{6}\+NotoSansCJKjp-Regular\s+CID Type 0C\s+Identity-H\s+yes yes yes/);
    // The glyphs of this page, not the 5.2 MB font.
    expect(body.length).toBeLessThan(30 * 1024);
  });
});
