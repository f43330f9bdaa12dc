import { documentSubject } from '@/lib/auth/otorisasi-subject';
import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from '@/tests/e2e/support/axe';
import { fakePrinter, printedSlips, setChoice } from '@/tests/e2e/support/fake-devices';
import { readPdf } from '@/tests/e2e/support/files';
import { approvedGrant, login, setSetting, sql } from '@/tests/e2e/support/fixtures';
import { daysAgo, e2eLoanNumber, lendDaysAgo } from './loan-fixtures';

// Issue 27 point 7: the loan's Surat Bukti Gadai and the redemption's receipt, printed through the counter's printing
// (ESC/POS to a fake printer injected into the page, PDF slips and A4); the first print is free, a reprint asks for a
// CETAK_ULANG_HUTANG authorization.

const plusDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const printsOf = async (nomor: string) => (await sql<{ dicetak: number }>(`select dicetak from hutang where no_faktur_hutang = $1`, [nomor]))[0].dicetak;
/** A line centred on 32 columns, as the slip pads it. */
const centred = (text: string) => `${' '.repeat(Math.floor((32 - text.length) / 2))}${text}`;
const penaksir = async () => (await sql<{ nama: string }>(`select nama_sales as nama from sales where kode_sales = 'CAB01-S1'`))[0].nama;

test.afterEach(async () => {
  await setSetting('DUPLICATE_PRINT_HUTANG', 'false');
});

test('Lihat Hutang prints a loan of two items on a USB printer, a reprint asks a supervisor, Tebus prints its receipt at once', async ({ page }) => {
  // Lent 100 days ago: Rp 5.000.000 at 2,5 % a month (5.000.000 × 2,5 % / 30 = 4.166,67 → Rp 4.167 a day, Rp 125.010 a
  // month), due 30 days later, auctioned 7 days after that; two items of kadar 75 appraised at Rp 1.000.000 a gram.
  const nomor = e2eLoanNumber('SG');
  await lendDaysAgo(nomor, 100);
  const lent = daysAgo(100);
  await fakePrinter(page, 'usb');
  await login(page, 'KASIR');
  await page.goto('/lihat-hutang');
  const scan = page.getByLabel('Scan Barcode Surat Gadai');
  await scan.fill(nomor);
  await scan.press('Enter');
  await expect(page.getByRole('heading', { name: `${nomor} · Aktif` })).toBeVisible();
  const actions = page.getByTestId('nota-actions');
  await expect(actions).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Cetak A4' })).toBeVisible();
  await setChoice(page, 'device');
  await actions.getByRole('button', { name: 'Printer USB' }).click();
  await expect(page.getByTestId('nota-printer')).toHaveText('Printer: Fake POS-58');
  await expectNoSeriousViolations(page, '/lihat-hutang with a loan and its print buttons');

  // The first print is free: the slip's bytes read back as the loan, 32 columns.
  await actions.getByRole('button', { name: 'Cetak Slip' }).click();
  await expect(page.getByText('Slip Berhasil Dicetak')).toBeVisible();
  const [slip] = await printedSlips(page);
  const expected = [
    '       SURAT BUKTI GADAI', centred(nomor), `Tanggal: ${lent} 10:00:00`, 'Nasabah: Bu Ratna E2E', 'Alamat : Jl. Kenanga 7,', '         Bandung',
    'No. HP : 081298765432', 'No. KTP: 3273014501800002', '--------------------------------', 'Barang Jaminan',
    '1. Kalung Rantai', '   PERHIASAN 18K Bagus', '   Berat Kotor          5,300 gr', '   Berat Emas           5,125 gr', '   Kadar                 75,00 %', '   Taksiran        Rp. 5.125.000',
    '2. Cincin Polos', '   PERHIASAN 18K Kusam', '   Berat Kotor          2,000 gr', '   Berat Emas           2,000 gr', '   Kadar                 75,00 %', '   Taksiran        Rp. 2.000.000',
    '--------------------------------', 'Total Taksiran     Rp. 7.125.000', 'Pinjaman           Rp. 5.000.000', 'Biaya Admin                Rp. 0',
    'Diterima Nasabah   Rp. 5.000.000', '  Tunai            Rp. 5.000.000', '--------------------------------',
    'Bunga/Hari             Rp. 4.167', 'Bunga/Bulan 2,50 %   Rp. 125.010', 'Jangka Waktu             30 hari',
    `Jatuh Tempo           ${plusDays(lent, 30)}`, 'Masa Tenggang             7 hari', `Tgl Lelang            ${plusDays(lent, 37)}`,
  ];
  const at = slip.lines.indexOf(expected[0]);
  expect(slip.lines.slice(at, at + expected.length)).toEqual(expected);
  expect(slip.lines).toContain(`Penaksir${' '.repeat(24 - (await penaksir()).length)}${await penaksir()}`);
  expect(slip.lines.join(' ')).toContain('Nasabah wajib menebus atau memperpanjang gadai');
  expect(slip.cuts).toBe(1);
  expect(await printsOf(nomor)).toBe(1);

  // Again: a reprint. The supervisor's dialog first; closed, nothing prints.
  const dialog = page.getByRole('dialog', { name: 'Otorisasi' });
  await actions.getByRole('button', { name: 'Cetak Slip' }).click();
  await expect(dialog.getByRole('img', { name: 'QR code permintaan otorisasi' })).toBeVisible();
  await expectNoSeriousViolations(page, 'the loan slip reprint authorization');
  await page.screenshot({ path: 'test-results/surat-gadai-reprint-1366.png' });
  await dialog.getByLabel('User ID Supervisor / Owner').fill('spv');
  await dialog.getByLabel('Password').fill('spv12345');
  await dialog.getByRole('button', { name: 'Otorisasi' }).click();
  await expect.poll(async () => (await printedSlips(page)).length).toBe(2);
  expect((await printedSlips(page))[1].lines).toContain('          CETAK ULANG');
  expect(await printsOf(nomor)).toBe(2);
  expect(await sql(`select decided_by, used_at is not null as used from otorisasi where fitur = 'CETAK_ULANG_HUTANG' and input_by = 'kasir' order by id desc limit 1`))
    .toEqual([{ decided_by: 'spv', used: true }]);

  // Redeemed after 100 days: 100 × Rp 4.167 = Rp 416.700; Rp 5.416.700 in cash. Its receipt goes to the printer at once.
  await expect(page.getByTestId('tebus-totalBayar')).toHaveText('Rp. 5.416.700');
  await page.getByRole('button', { name: 'Simpan Pelunasan' }).click();
  await expect(page.getByRole('heading', { name: `${nomor} · Lunas` })).toBeVisible();
  const noPelunasan = (await page.getByTestId('pelunasan-nomor').textContent())!;
  await expect.poll(async () => (await printedSlips(page)).length).toBe(3);
  const receipt = (await printedSlips(page))[2].lines;
  const paid = [
    '     BUKTI PELUNASAN GADAI', centred(noPelunasan), `No. Gadai: ${nomor}`, `Tgl Gadai: ${lent} 10:00:00`,
  ];
  expect(receipt.slice(receipt.indexOf(paid[0]), receipt.indexOf(paid[0]) + paid.length)).toEqual(paid);
  for (const line of ['Pinjaman           Rp. 5.000.000', 'Lama Pinjam             100 hari', 'Bunga', '  100 x Rp. 4.167    Rp. 416.700',
    'Diskon Bunga               Rp. 0', 'Total              Rp. 5.416.700', '  Tunai            Rp. 5.416.700', 'Barang Dikembalikan', '1. Kalung Rantai',
    '   75,00 %              5,125 gr', '2. Cincin Polos', '   75,00 %              2,000 gr']) {
    expect(receipt).toContain(line);
  }
  expect(await sql(`select dicetak from hutang_pelunasan where no_pelunasan = $1`, [noPelunasan])).toEqual([{ dicetak: 1 }]);
  await expectNoSeriousViolations(page, '/lihat-hutang after Tebus with the receipt buttons');
  await page.screenshot({ path: 'test-results/surat-gadai-tebus-1366.png', fullPage: true });
});

test('the PDF slip and the A4 read back as the loan; two copies with the debt flag; another number is not found', async ({ page }) => {
  const nomor = e2eLoanNumber('SP');
  await lendDaysAgo(nomor, 100);
  await login(page, 'KASIR');
  const slip80 = await page.request.get(`/api/nota/hutang/${nomor}/slip?width=80&format=pdf`);
  expect(slip80.status()).toBe(200);
  const pdf = readPdf(await slip80.body());
  expect(pdf.pages).toBe(1);
  for (const part of ['SURAT BUKTI GADAI', nomor, 'Bu Ratna E2E', '3273014501800002', 'Kalung Rantai', 'Cincin Polos', 'Rp. 7.125.000', 'Rp. 125.010',
    'Nasabah wajib menebus']) expect(pdf.text).toContain(part);
  // Any other print is a reprint: refused without a grant, in the user's language.
  const refused = await page.request.get(`/api/nota/hutang/${nomor}/a4`);
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toMatch(/otorisasi/i);
  const missing = await page.request.get(`/api/nota/hutang/HT-TIDAK-ADA/slip?width=58&format=escpos`);
  expect(missing.status()).toBe(404);
  expect((await missing.json()).message).toBe('Hutang HT-TIDAK-ADA tidak ditemukan di toko ini');

  await setSetting('DUPLICATE_PRINT_HUTANG', 'true');
  const grant = await approvedGrant('kasir', 'CETAK_ULANG_HUTANG', documentSubject(nomor, 'cetak', 'a4'), 'spv');
  const a4 = readPdf(await (await page.request.get(`/api/nota/hutang/${nomor}/a4?otorisasi=${grant}`)).body());
  expect(a4.pageSize).toMatch(/^595\.\d+ x 841\.\d+/);
  expect(a4.pages).toBe(2);
  expect(a4.text).toContain('Pelanggan');
  expect(a4.text).toContain('Internal');
  expect(a4.text).toContain('CETAK ULANG');
  expect(a4.text.split('Nasabah wajib menebus')).toHaveLength(2);
  expect(await printsOf(nomor)).toBe(2);
});
