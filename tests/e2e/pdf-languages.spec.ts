import { documentSubject } from '@/lib/auth/otorisasi-subject';
import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { subDays } from 'date-fns';
import { readPdf } from '@/tests/e2e/support/files';
import { approvedGrant, login, sql } from '@/tests/e2e/support/fixtures';
import { E2E_BASE_URL } from '@/tests/support/e2e-constants';
import { JAKARTA_TZ, jakartaDay } from '@/lib/time/jakarta';

// Issue 14: PDFs in Japanese and Chinese were Helvetica/WinAnsi mojibake. Every PDF now embeds a subset of one CJK font.
const day = (back: number) => jakartaDay(subDays(new Date(), back));
/**
 * A one-page report carries the glyphs it uses (a few hundred at most, about 100 bytes each) and not the 5.2 MB font:
 * measured 13–20 KB. 60 KB leaves room for longer names and still fails at once if the whole font were embedded.
 */
const ONE_PAGE_LIMIT = 60 * 1024;

async function useLanguage(page: Page, locale: string) {
  await page.context().addCookies([{ name: 'NEXT_LOCALE', value: locale, url: E2E_BASE_URL }]);
}

/** pdffonts' table: every font embedded as a subset ("ABCDEF+Name", emb yes, sub yes), no Helvetica. */
function fontsOf(body: Buffer): { name: string; emb: string; sub: string }[] {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kilau-fonts-')), 'file.pdf');
  fs.writeFileSync(file, body);
  return execFileSync('pdffonts', [file]).toString().trim().split('\n').slice(2).map((line) => {
    const cells = line.trim().split(/\s+/);
    // name, type (one or more words), encoding, emb, sub, uni, object, id
    return { name: cells[0], emb: cells[cells.length - 5], sub: cells[cells.length - 4] };
  });
}

function expectEmbeddedSubset(body: Buffer) {
  const fonts = fontsOf(body);
  expect(fonts.length).toBeGreaterThan(0);
  for (const font of fonts) {
    expect(font.name).toMatch(/^[A-Z]{6}\+NotoSansCJKjp-Regular$/);
    expect(font.emb).toBe('yes');
    expect(font.sub).toBe('yes');
  }
  expect(fonts.map((font) => font.name).join(' ')).not.toContain('Helvetica');
}

/** A day of CAB01 with a few cancelled orders, so the report fits one page. */
async function oneCancelledDay(): Promise<{ day: string; n: number }> {
  const [row] = await sql<{ day: string; n: number }>(
    `select to_char((tgl_batal at time zone '${JAKARTA_TZ}')::date, 'YYYY-MM-DD') as day, count(*)::int as n
       from pesanan where status = 'BATAL' and kode_toko = 'CAB01' and tgl_batal is not null
      group by 1 having count(*) between 1 and 15 order by 1 desc limit 1`,
  );
  expect(row).toBeTruthy();
  return row;
}

test('Laporan Batal Pesanan in Japanese: title, headers, total and footer readable, one embedded subset font, one page small', async ({ page }) => {
  const { day: date } = await oneCancelledDay();
  await login(page, 'OWN');
  await useLanguage(page, 'jp');
  const pdf = await page.request.get(`/api/laporan/batal-pesanan/pdf?tgl_from=${date}&tgl_to=${date}&kode_toko=CAB01`);
  expect(pdf.status()).toBe(200);
  const body = await pdf.body();
  const { text, pages } = readPdf(body);
  expect(pages).toBe(1);
  expect(text).toContain('注文キャンセルレポート');
  expect(text).toContain(`期間：${date} ～ ${date}`);
  for (const header of ['注文番号', '販売員', '注文日', '総重量', '総数量', '加工賃', '合計金額', '支払額', '残金']) expect(text).toContain(header);
  expect(text).toContain('総合計');
  expect(text).toContain('印刷者 owner');
  expect(text).toContain('Kilau Emas Bandung');
  expectEmbeddedSubset(body);
  expect(body.length).toBeLessThan(ONE_PAGE_LIMIT);
});

test('Laporan Batal Pesanan in Traditional Chinese', async ({ page }) => {
  const { day: date } = await oneCancelledDay();
  await login(page, 'OWN');
  await useLanguage(page, 'hk');
  const body = await (await page.request.get(`/api/laporan/batal-pesanan/pdf?tgl_from=${date}&tgl_to=${date}&kode_toko=CAB01`)).body();
  const { text } = readPdf(body);
  expect(text).toContain('已取消訂單報表');
  expect(text).toContain(`期間：${date} 至 ${date}`);
  for (const header of ['訂單編號', '銷售員', '訂單日期', '總重量', '總數量', '手工費', '總價', '已付金額', '尚欠金額']) expect(text).toContain(header);
  expect(text).toContain('總計');
  expect(text).toContain('列印者 owner');
  expectEmbeddedSubset(body);
  expect(body.length).toBeLessThan(ONE_PAGE_LIMIT);
});

test('Laporan Penebusan Detail: no column header is cut ("Bunga Aktual" whole, on two lines)', async ({ page }) => {
  await login(page, 'OWN');
  const pdf = await page.request.get(`/api/laporan/penebusan-detail/pdf?tgl_from=${day(30)}&tgl_to=${day(0)}&kode_toko=CAB02&sort_by=tgl_lunas`);
  expect(pdf.status()).toBe(200);
  const { text } = readPdf(await pdf.body());
  // Cells may be cut with "…", headers never. pdftotext -layout puts the second line of a two-line header under the first.
  const lines = text.split('\n');
  const headerAt = lines.findIndex((line) => line.includes('Faktur Pinjam'));
  expect(lines[headerAt]).not.toContain('…');
  expect(lines[headerAt]).toMatch(/Total Bunga\s+Bunga\s+Total Bayar/);
  expect(lines[headerAt + 1].trim()).toBe('Aktual');
  for (const header of ['Faktur Pinjam', 'Nama Customer', 'Jumlah Pinjam', 'Bunga/Hari', 'Total Bunga', 'Total Bayar']) expect(text).toContain(header);
});

test('TANDA TERIMA in Japanese and Bukti Kirim Uang in Traditional Chinese print their labels in the embedded font', async ({ page }) => {
  const [transfer] = await sql<{ no_pindah: string }>(`select no_pindah from pindah_barang where kode_toko = 'CAB01' order by no_pindah limit 1`);
  expect(transfer).toBeTruthy();
  await login(page, 'SPV');
  await useLanguage(page, 'jp');
  const receipt = await page.request.get(`/api/pindah-barang/${transfer.no_pindah}/pdf?otorisasi=${await approvedGrant('spv', 'CETAK_ULANG_PINDAH_BARANG', documentSubject(transfer.no_pindah, 'cetak'))}`);
  expect(receipt.status()).toBe(200);
  const receiptBody = await receipt.body();
  const { text } = readPdf(receiptBody);
  for (const label of ['TANDA TERIMA', transfer.no_pindah, '移動番号', '移動先倉庫', '移動先トレー', 'バーコード', '販売価格', '引渡者', '受領者', '印刷者 spv']) {
    expect(text).toContain(label);
  }
  expectEmbeddedSubset(receiptBody);

  // A transfer to head office, sent in Indonesian; its receipt is then printed again in Traditional Chinese.
  await page.context().clearCookies();
  await login(page, 'KASIR');
  await page.goto('/kirim-uang-pusat');
  await page.getByLabel('Jumlah Rp').fill('1250000');
  await page.getByLabel('Keterangan').fill('Setoran 金店');
  const receiptWindow = page.context().waitForEvent('page');
  await page.getByRole('main').getByRole('button', { name: 'Kirim Uang' }).click();
  await expect(page.getByText(/Kirim Uang Berhasil, No Referensi KU-CAB01-/)).toBeVisible();
  await (await receiptWindow).close();
  const [sent] = await sql<{ nomor_referensi: string }>(`select nomor_referensi from kirim_uang where kode_toko = 'CAB01' order by tanggal desc limit 1`);
  await useLanguage(page, 'hk');
  const kirim = await page.request.get(`/api/kirim-uang/${sent.nomor_referensi}/pdf?otorisasi=${await approvedGrant('kasir', 'CETAK_ULANG_KIRIM_UANG', documentSubject(sent.nomor_referensi, 'cetak'))}`);
  expect(kirim.status()).toBe(200);
  const kirimBody = await kirim.body();
  const kirimText = readPdf(kirimBody).text;
  for (const label of ['匯款收據', sent.nomor_referensi, '參考編號', '匯出店舖', '收款方', '金額大寫', '匯款人', '收款人', '列印者 kasir', 'Rp. 1.250.000', 'Setoran 金店']) {
    expect(kirimText).toContain(label);
  }
  expectEmbeddedSubset(kirimBody);
  expect(kirimBody.length).toBeLessThan(ONE_PAGE_LIMIT);
});
