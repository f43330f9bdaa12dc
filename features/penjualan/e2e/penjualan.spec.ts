import { expect, test, type Browser, type Page, type Request } from '@playwright/test';
import { expectNoSeriousViolations } from '@/tests/e2e/support/axe';
import { captureAction, login, replayAs, sql } from '@/tests/e2e/support/fixtures';
import { JAKARTA_TZ } from '@/lib/time/jakarta';

type Item = { kode_barcode: string; harga: string };

/**
 * READY items of CAB01 priced by the formula, with the price the screen must show: weight × the jenis' sale price per
 * gram + ongkos, rounded up to the Rp 500 step (PostgreSQL numeric: exact), skipping `skip` of them.
 */
async function readyItems(n: number, skip = 0): Promise<Item[]> {
  return sql<Item>(`
    select b.kode_barcode, (ceil((b.berat * h.harga_jual + b.ongkos) / 500) * 500)::bigint::text as harga
      from barang b join lateral (select harga_jual from harga_emas e where e.kode_dept = b.kode_dept order by id desc limit 1) h on true
     where b.kode_toko = 'CAB01' and b.status = 'READY' and not b.harga_tetap
       and not exists (select 1 from penjualan_detail d where d.kode_barcode = b.kode_barcode)
     order by b.kode_barcode offset $1 limit $2`, [skip, n]);
}
const rupiah = (amount: number) => `Rp. ${amount.toLocaleString('de-DE')}`;

async function scan(page: Page, code: string) {
  const input = page.getByLabel('Scan barcode barang');
  await input.fill(code);
  await input.press('Enter');
}

/** Sends a captured server-action POST again as one demo user (another shop's), answering the response body. */
async function replayAsUser(browser: Browser, request: Request, userId: string, password: string) {
  const context = await browser.newContext();
  try {
    const other = await context.newPage();
    await other.goto('/');
    await other.getByLabel('User ID').fill(userId);
    await other.getByLabel('Password', { exact: true }).fill(password);
    await other.getByRole('button', { name: 'Login' }).click();
    await expect(other).toHaveURL(/\/home$/);
    const headers = { ...request.headers() };
    delete headers.cookie;
    delete headers['content-length'];
    return await (await context.request.post(new URL(request.url()).pathname, { headers, data: request.postDataBuffer()! })).text();
  } finally {
    await context.close();
  }
}

async function supervisor(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await login(page, 'SPV');
  return { page, close: () => context.close() };
}

/** A plain cash sale of one item through the screen, as the logged-in user; answers its nota number. */
async function cashSale(page: Page, item: Item) {
  await page.goto('/transaksi-penjualan');
  await scan(page, item.kode_barcode);
  await expect(page.getByTestId(`line-${item.kode_barcode}`)).toBeVisible();
  await page.locator('#bayar-tunai').fill(item.harga);
  await page.getByRole('button', { name: 'Simpan Penjualan' }).click();
  const nomor = page.getByTestId('nota-nomor');
  await expect(nomor).toBeVisible();
  return (await nomor.textContent())!;
}

test('a sale with split payment (cash + transfer) and a price change approved by QR; a replayed POST posts once', async ({ page, browser }) => {
  const [first, second] = await readyItems(2);
  const [rekening] = await sql<{ no_rekening: string; nomor_akun: string }>(`select no_rekening, nomor_akun from rekening where kode_toko = 'CAB01' order by no_rekening limit 1`);
  await login(page, 'KASIR');
  await page.goto('/transaksi-penjualan');
  await expectNoSeriousViolations(page);
  await scan(page, first.kode_barcode.toLowerCase());
  await scan(page, second.kode_barcode);
  await expect(page.getByTestId(`line-${first.kode_barcode}`)).toContainText(rupiah(Number(first.harga)));
  await expect(page.getByTestId(`line-${second.kode_barcode}`)).toBeVisible();

  // The first line sold at twice its computed price: above the 10 % limit, so it needs a supervisor.
  const changed = Number(first.harga) * 2;
  await page.locator(`#harga-${first.kode_barcode}`).fill(String(changed));
  await expect(page.getByTestId(`perlu-otorisasi-${first.kode_barcode}`)).toBeVisible();
  const total = changed + Number(second.harga); // PPN off by default
  await expect(page.getByTestId('total')).toHaveText(rupiah(total));

  // Rp 1.000.000 by transfer, the rest in cash with Rp 50.000 change.
  await page.locator('#bayar-transfer').fill('1000000');
  await expect(page.getByLabel('Rekening Transfer')).toHaveValue(rekening.no_rekening);
  await expect(page.getByTestId('sisa-tunai')).toHaveText(rupiah(total - 1_000_000));
  await page.locator('#bayar-tunai').fill(String(total - 1_000_000 + 50_000));
  await expect(page.getByTestId('kembalian')).toHaveText(rupiah(50_000));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/penjualan-390.png', fullPage: true });
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.screenshot({ path: 'test-results/penjualan-1366.png', fullPage: true });
  await expectNoSeriousViolations(page, 'transaksi-penjualan with lines');

  const posting = captureAction(page, async () => {
    await page.getByRole('button', { name: 'Simpan Penjualan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Otorisasi' });
    const qr = dialog.getByRole('img', { name: 'QR code permintaan otorisasi' });
    await expect(qr).toBeVisible();
    const keystore = JSON.parse((await qr.getAttribute('data-qr-value'))!).keystore as string;
    const spv = await supervisor(browser);
    await spv.page.goto(`/otorisasi-qr?keystore=${keystore}`);
    const card = spv.page.getByRole('listitem', { name: keystore });
    await expect(card).toContainText(first.kode_barcode);
    await card.getByRole('button', { name: 'Setujui' }).click();
    await expect(dialog).toBeHidden();
    await spv.close();
  }, 'idempotencyKey');
  const request = await posting;
  const nomor = (await page.getByTestId('nota-nomor').textContent())!;
  expect(nomor).toMatch(/^JL-CAB01-\d{6}-\d{4}$/);
  await expect(page.getByTestId('posted-kembalian')).toHaveText(rupiah(50_000));

  const [header] = await sql(`select total_harga::int8::text as total, bayar_tunai::int8::text as tunai, uang_diterima::int8::text as diterima,
      bayar_transfer::int8::text as transfer, no_rekening_transfer, status from penjualan where no_faktur_jual = $1`, [nomor]);
  expect(header).toEqual({ total: String(total), tunai: String(total - 1_000_000), diterima: String(total - 1_000_000 + 50_000), transfer: '1000000',
    no_rekening_transfer: rekening.no_rekening, status: 'AKTIF' });
  expect(await sql(`select kode_barcode, harga_hitung::int8::text as hitung, harga_jual::int8::text as jual, disetujui_oleh from penjualan_detail
      where no_faktur_jual = $1 order by urutan`, [nomor])).toEqual([
    { kode_barcode: first.kode_barcode, hitung: first.harga, jual: String(changed), disetujui_oleh: 'spv' },
    { kode_barcode: second.kode_barcode, hitung: second.harga, jual: second.harga, disetujui_oleh: null },
  ]);
  // One entry: D cash (the cash applied) and D the rekening's account, K sales.
  expect(await sql(`select d.nomor_akun, d.debit::int8::text as debit, d.kredit::int8::text as kredit from jurnal_detail d join penjualan p on p.jurnal_id = d.jurnal_id
      where p.no_faktur_jual = $1 order by d.nomor_akun`, [nomor])).toEqual([
    { nomor_akun: '1-1100-CAB01', debit: String(total - 1_000_000), kredit: '0' },
    { nomor_akun: rekening.nomor_akun, debit: '1000000', kredit: '0' },
    { nomor_akun: '4-1000', debit: '0', kredit: String(total) },
  ].sort((a, b) => (a.nomor_akun < b.nomor_akun ? -1 : 1)));
  expect(await sql(`select status from barang where kode_barcode in ($1, $2)`, [first.kode_barcode, second.kode_barcode])).toEqual([{ status: 'SOLD' }, { status: 'SOLD' }]);

  // The same POST again (a double click, a retried request): the first sale answers, nothing is written twice.
  const replay = await replayAs(browser, request, 'KASIR');
  expect(replay).toContain(nomor);
  expect(await sql(`select count(*)::int as n from penjualan where no_faktur_jual like $1`, [`${nomor.slice(0, -4)}%`])).toEqual([{ n: Number(nomor.slice(-4)) }]);

  // Lihat Penjualan: two items on this nota (not every line of every sale), and cash paid, money received and change
  // read as three distinct rows.
  await page.goto('/lihat-penjualan');
  await page.getByLabel('Cari (no nota, nama, no HP)').fill(nomor);
  await page.getByRole('button', { name: 'Cari', exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: nomor }).getByRole('cell').nth(3)).toHaveText('2');
  await page.getByRole('button', { name: nomor }).click();
  await expect(page.getByTestId('detail-tunai')).toHaveText(rupiah(total - 1_000_000));
  await expect(page.getByTestId('detail-uang-diterima')).toHaveText(rupiah(total - 1_000_000 + 50_000));
  await expect(page.getByTestId('detail-kembalian')).toHaveText(rupiah(50_000));
  await expect(page.getByText('Dibayar Tunai', { exact: true })).toBeVisible();
  await expect(page.getByText('Tunai (uang diterima)')).toHaveCount(0);
});

test('bad input: unknown barcode, a sold item, payments above the total, another shop\'s rekening posted directly; each told, nothing written', async ({ page, browser }) => {
  const [item] = await readyItems(1, 5);
  const [sold] = await sql<{ kode_barcode: string }>(`select kode_barcode from barang where kode_toko = 'CAB01' and status = 'SOLD' limit 1`);
  const count = async () => (await sql<{ n: number }>(`select (select count(*) from penjualan)::int + (select count(*) from jurnal)::int as n`))[0].n;
  const before = await count();
  await login(page, 'KASIR');
  await page.goto('/transaksi-penjualan');
  await scan(page, 'TIDAKADA999');
  await expect(page.getByText('Barang tidak ditemukan: TIDAKADA999')).toBeVisible();
  if (sold) {
    await scan(page, sold.kode_barcode);
    await expect(page.getByText(`Stok habis: ${sold.kode_barcode}`)).toBeVisible();
  }
  await scan(page, item.kode_barcode);
  await expect(page.getByTestId(`line-${item.kode_barcode}`)).toBeVisible();
  // Each refusal of the payments is told under its field (the cash, the transfer), and goes when the sale is sent again.
  const told = (field: string, text: string) => expect(page.locator(`#${field}`).locator('xpath=..').getByText(text, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Simpan Penjualan' }).click();
  await told('bayar-tunai', 'Pilih minimal satu metode pembayaran');
  await page.locator('#bayar-transfer').fill(String(Number(item.harga) + 1));
  await page.getByRole('button', { name: 'Simpan Penjualan' }).click();
  await told('bayar-transfer', 'Pembayaran transfer dan kartu melebihi total yang harus dibayar');
  await expect(page.getByText('Pilih minimal satu metode pembayaran')).toHaveCount(0);
  await page.locator('#bayar-transfer').fill(String(Number(item.harga) - 1000));
  await page.locator('#bayar-tunai').fill('500');
  await page.getByRole('button', { name: 'Simpan Penjualan' }).click();
  await told('bayar-tunai', 'Uang diterima kurang dari sisa yang harus dibayar tunai');

  // The screen's save with cash and transfer adding up to the total: one sale.
  await page.locator('#bayar-tunai').fill('1000');
  const action = await captureAction(page, async () => { await page.getByRole('button', { name: 'Simpan Penjualan' }).click(); }, 'idempotencyKey');
  await expect(page.getByTestId('nota-nomor')).toBeVisible();
  expect(await count()).toBe(before + 2); // its header and its journal entry

  // Posted directly with another item: another shop's rekening, and a transfer above the total, refused by the server.
  const [other] = await readyItems(1, 6);
  const [foreign] = await sql<{ no_rekening: string }>(`select no_rekening from rekening where kode_toko = 'CAB02' order by no_rekening limit 1`);
  // The screen's form as it was sent (multipart, one part per field), a field's value replaced.
  const withField = (body: string, name: string, value: string) =>
    body.replace(new RegExp(`(name="[^"]*${name.replace(/[[\].]/g, '\\$&')}"\r\n\r\n)[^\r]*`), `$1${value}`);
  const body = [['lines[0].barcode', other.kode_barcode], ['lines[0].hargaHitung', other.harga], ['lines[0].hargaJual', other.harga],
    ['bayarTransfer', String(Number(other.harga) - 1000)]].reduce((text, [name, value]) => withField(text, name, value), action.postDataBuffer()!.toString('latin1'));
  const send = async (data: string, key: string) => {
    const headers = { ...action.headers() };
    delete headers.cookie;
    delete headers['content-length'];
    return (await page.request.post('/transaksi-penjualan', { headers, data: Buffer.from(withField(data, 'idempotencyKey', key), 'latin1') })).text();
  };
  expect(await send(withField(body, 'noRekeningTransfer', foreign.no_rekening), 'foreign-rekening-1')).toContain('Rekening tidak ditemukan di toko ini');
  // A field's refusal travels as its message key; the form words it under the field.
  expect(await send(withField(body, 'bayarTransfer', String(Number(other.harga) + 1)), 'too-much-1')).toContain('penjualanNonTunaiLebih');
  void browser;
  expect(await count()).toBe(before + 2);
  expect(await sql(`select status from barang where kode_barcode = $1`, [other.kode_barcode])).toEqual([{ status: 'READY' }]);
});

test('cancellation: today\'s sale cancelled with a reason by a supervisor, yesterday\'s refused; Lihat Penjualan shows it', async ({ page }) => {
  const [item] = await readyItems(1, 10);
  const [place] = await sql<{ kode_baki: string }>(`select kode_baki from barang where kode_barcode = $1`, [item.kode_barcode]);
  await login(page, 'SPV');
  const nomor = await cashSale(page, item);

  await page.goto('/batal-penjualan');
  await expect(page.getByRole('button', { name: nomor })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: nomor }).click();
  await expect(page.getByRole('heading', { name: `Penjualan ${nomor}` })).toBeVisible();
  await page.getByRole('button', { name: 'Batalkan Penjualan' }).click();
  await expect(page.getByText('Alasan batal wajib diisi (maksimal 200 karakter)')).toBeVisible();
  await page.getByLabel('Alasan batal').fill('Pelanggan batal membeli');
  await page.getByRole('button', { name: 'Batalkan Penjualan' }).click();
  await expect(page.getByText(`Penjualan ${nomor} dibatalkan`)).toBeVisible();
  await expect(page.getByTestId('detail-status')).toHaveText('Batal');
  expect(await sql(`select status, alasan_batal, dibatalkan_oleh, batal_disetujui_oleh from penjualan where no_faktur_jual = $1`, [nomor]))
    .toEqual([{ status: 'BATAL', alasan_batal: 'Pelanggan batal membeli', dibatalkan_oleh: 'spv', batal_disetujui_oleh: 'spv' }]);
  expect(await sql(`select status, kode_baki from barang where kode_barcode = $1`, [item.kode_barcode])).toEqual([{ status: 'READY', kode_baki: place.kode_baki }]);

  // Yesterday's sale is not offered, even searched by its number (cancelSale refuses it too: penjualan.db.test.ts).
  const [old] = await sql<{ no_faktur_jual: string }>(`select no_faktur_jual from penjualan where kode_toko = 'CAB01' and status = 'AKTIF'
      and (tanggal at time zone '${JAKARTA_TZ}')::date < (now() at time zone '${JAKARTA_TZ}')::date order by tanggal desc limit 1`);
  await page.getByLabel('Cari (no nota, nama, no HP)').fill(old.no_faktur_jual);
  await page.getByRole('button', { name: 'Cari', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Hasil: 0 penjualan' })).toBeVisible();
  await expect(page.getByRole('button', { name: old.no_faktur_jual })).toHaveCount(0);

  await page.goto('/lihat-penjualan');
  await page.getByLabel('Cari (no nota, nama, no HP)').fill(nomor);
  await page.getByRole('button', { name: 'Cari', exact: true }).click();
  await page.getByRole('button', { name: nomor }).click();
  await expect(page.getByTestId('detail-batal')).toContainText('Pelanggan batal membeli');
  await expectNoSeriousViolations(page);
});

test('validation: a supervisor validates the day\'s sale, which can then no longer be cancelled; a cashier and another shop are refused', async ({ page, browser }) => {
  const [item] = await readyItems(1, 15);
  await login(page, 'KASIR');
  const nomor = await cashSale(page, item);

  // The cashier may look but not validate: the button stays off, and his direct POST is refused.
  await page.goto('/validasi-jual-beli');
  await expect(page.getByTestId('validasi-hanya-spv')).toBeVisible();
  await expectNoSeriousViolations(page);

  const spv = await supervisor(browser);
  await spv.page.goto('/validasi-jual-beli');
  await expect(spv.page.getByTestId(`validasi-${nomor}`)).toHaveText('Belum divalidasi');
  const validating = await captureAction(spv.page, async () => { await spv.page.getByRole('button', { name: /^Validasi \(\d+\)$/ }).click(); }, nomor);
  await expect(spv.page.getByTestId(`validasi-${nomor}`)).toHaveText('Divalidasi spv');
  expect(await sql(`select divalidasi_oleh from penjualan where no_faktur_jual = $1`, [nomor])).toEqual([{ divalidasi_oleh: 'spv' }]);
  expect(await replayAs(browser, validating, 'KASIR')).toContain('Hanya supervisor toko ini atau owner yang bisa memvalidasi');

  // Validated: Batal Penjualan no longer offers it, so no supervisor types his password for a refusal.
  await spv.page.goto('/batal-penjualan');
  await expect(spv.page.getByRole('heading', { name: /^Hasil: \d+ penjualan$/ })).toBeVisible();
  await expect(spv.page.getByRole('button', { name: nomor })).toHaveCount(0);
  await spv.page.getByLabel('Cari (no nota, nama, no HP)').fill(nomor);
  await spv.page.getByRole('button', { name: 'Cari', exact: true }).click();
  await expect(spv.page.getByRole('heading', { name: 'Hasil: 0 penjualan' })).toBeVisible();

  // Another shop's supervisor opening this sale directly: not found in his shop.
  await spv.page.goto('/lihat-penjualan');
  await spv.page.getByLabel('Cari (no nota, nama, no HP)').fill(nomor);
  await spv.page.getByRole('button', { name: 'Cari', exact: true }).click();
  const opening = await captureAction(spv.page, async () => { await spv.page.getByRole('button', { name: nomor }).click(); }, nomor);
  const answer = await replayAsUser(browser, opening, 'spv2', 'spv12345');
  expect(answer).toContain(`Penjualan ${nomor} tidak ditemukan di toko ini`);
  await spv.close();
});
