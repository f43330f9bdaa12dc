import { expect, test, type Browser, type Page } from '@playwright/test';
import { subDays } from 'date-fns';
import { formatInTimeZone } from 'date-fns-tz';
import { bearer, tokenFor } from './support/api';
import { readPdf } from './support/files';
import { approvedGrant, captureAction, login, replayAs, setSetting, sql } from './support/fixtures';

const since = formatInTimeZone(subDays(new Date(), 30), 'Asia/Jakarta', 'yyyy-MM-dd');
const latest = async () => (await sql<Record<string, string | null>>(
  `select keystore, mode, status, input_by, decided_by, keterangan, fitur, used_at from otorisasi order by id desc limit 1`))[0];

/** A CAB01 transfer of the last 30 days, opened in /lihat-pindah-barang by the cashier. */
async function openTransfers(page: Page) {
  const [transfer] = await sql<{ no_pindah: string; tanggal: string }>(
    `select no_pindah, to_char(tanggal at time zone 'Asia/Jakarta', 'YYYY-MM-DD') as tanggal from pindah_barang
      where kode_toko = 'CAB01' and (tanggal at time zone 'Asia/Jakarta')::date >= $1 order by no_pindah limit 1`, [since]);
  await page.goto(`/lihat-pindah-barang?tgl_from=${transfer.tanggal}&tgl_to=${transfer.tanggal}&cari=1`);
  return { transfer, row: page.getByRole('table', { name: 'Hasil laporan' }).locator('tbody tr', { hasText: transfer.no_pindah }) };
}

/** The cashier asks to reprint; the dialog opens with its QR request. Returns the dialog and the keystore it shows. */
async function askReprint(page: Page) {
  const { transfer, row } = await openTransfers(page);
  await row.getByRole('button', { name: 'Export Pdf' }).click();
  const dialog = page.getByRole('dialog', { name: 'Otorisasi' });
  const qr = dialog.getByRole('img', { name: 'QR code permintaan otorisasi' });
  await expect(qr).toBeVisible();
  const keystore = JSON.parse((await qr.getAttribute('data-qr-value'))!).keystore as string;
  expect(keystore).toMatch(/^[A-Z0-9]{12}$/);
  return { dialog, keystore, transfer };
}

async function supervisor(browser: Browser, level: 'SPV' | 'OWN' = 'SPV') {
  const context = await browser.newContext();
  const page = await context.newPage();
  await login(page, level);
  return { page, close: () => context.close() };
}

test('manual: wrong password and a cashier refused, an owner authorizes the delete of a purchase price; the grant is spent once', async ({ page, browser }) => {
  await sql(`insert into para_harga_beli (kode_harga, harga_per_gram) values ('OTR1', 900000) on conflict do nothing`);
  await login(page, 'OWN');
  await page.goto('/parameter-harga-beli');
  await page.getByRole('button', { name: 'Hapus OTR1' }).click();
  await page.getByRole('dialog', { name: 'Konfirmasi' }).getByRole('button', { name: 'Ya' }).click();
  const dialog = page.getByRole('dialog', { name: 'Otorisasi' });
  await expect(dialog.getByRole('img', { name: 'QR code permintaan otorisasi' })).toBeVisible();

  await dialog.getByLabel('User ID Supervisor / Owner').fill('owner');
  await dialog.getByLabel('Password').fill('salah');
  await dialog.getByRole('button', { name: 'Otorisasi' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('User ID atau Password salah');
  await dialog.getByLabel('User ID Supervisor / Owner').fill('kasir');
  await dialog.getByLabel('Password').fill('kasir123');
  await dialog.getByRole('button', { name: 'Otorisasi' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('User ini tidak dapat memberikan otorisasi untuk toko ini');
  expect(await latest()).toMatchObject({ mode: 'MANUAL', status: 'REJECTED', decided_by: 'kasir' });

  await dialog.getByLabel('User ID Supervisor / Owner').fill('owner');
  await dialog.getByLabel('Password').fill('owner123');
  await dialog.getByLabel('Keterangan').fill('Kode lama');
  const remove = await captureAction(page, () => dialog.getByRole('button', { name: 'Otorisasi' }).click(), '"harga-beli"');
  await expect(page.getByText('Berhasil Menghapus Data')).toBeVisible();
  expect(await sql(`select 1 from para_harga_beli where kode_harga = 'OTR1'`)).toEqual([]);
  const log = await sql<Record<string, unknown>>(`select mode, status, decided_by, keterangan, fitur, used_at is not null as used from otorisasi
    where fitur = 'HAPUS_PARAMETER_HARGA_BELI' and mode = 'MANUAL' order by id desc limit 1`);
  expect(log[0]).toEqual({ mode: 'MANUAL', status: 'APPROVED', decided_by: 'owner', keterangan: 'Kode lama', fitur: 'HAPUS_PARAMETER_HARGA_BELI', used: true });
  // The dialog's own QR request left the supervisors' list when it closed.
  expect(await sql(`select 1 from otorisasi where fitur = 'HAPUS_PARAMETER_HARGA_BELI' and mode = 'QR' and status = 'OPEN'`)).toEqual([]);

  // The same delete posted again (the grant in it already spent) writes nothing.
  await sql(`insert into para_harga_beli (kode_harga, harga_per_gram) values ('OTR1', 900000)`);
  expect(await replayAs(browser, remove, 'OWN')).toContain('Tindakan ini memerlukan otorisasi Supervisor atau Owner');
  expect(await sql(`select kode_harga from para_harga_beli where kode_harga = 'OTR1'`)).toEqual([{ kode_harga: 'OTR1' }]);
  await sql(`delete from para_harga_beli where kode_harga = 'OTR1'`);
});

test('QR: the cashier\'s dialog is approved from the supervisor\'s phone page and the receipt opens; rejection closes it', async ({ page, browser }) => {
  await login(page, 'KASIR');
  const { dialog, keystore, transfer } = await askReprint(page);
  const spv = await supervisor(browser);
  await spv.page.goto(`/otorisasi-qr?keystore=${keystore}`);
  const card = spv.page.getByRole('listitem', { name: keystore });
  await expect(card).toContainText('Cetak Ulang Bukti Pindah Barang');
  await expect(card).toContainText(transfer.no_pindah);
  await expect(card).toContainText('Diminta oleh kasir');
  await card.getByRole('button', { name: 'Setujui' }).click();
  await expect(spv.page.getByText('Permintaan Otorisasi Disetujui')).toBeVisible();
  await expect(dialog).toBeHidden();
  const confirm = page.getByRole('dialog', { name: 'Konfirmasi' });
  await expect(confirm).toContainText('Otorisasi Berhasil, disetujui oleh spv');
  const popup = page.waitForEvent('popup');
  await confirm.getByRole('button', { name: 'Buka' }).click();
  const receipt = await (await popup).waitForEvent('response', (response) => response.url().includes('/api/pindah-barang/'));
  expect(receipt.status()).toBe(200);
  expect(receipt.url()).toContain(`otorisasi=${keystore}`);
  expect(await sql(`select status, decided_by, used_at is not null as used from otorisasi where keystore = $1`, [keystore]))
    .toEqual([{ status: 'APPROVED', decided_by: 'spv', used: true }]);

  // A second decision of the same request is refused.
  const spvToken = await tokenFor(spv.page.request, 'SPV');
  const again = await spv.page.request.post(`/api/v1/otorisasi-qr/${keystore}/reject`, { headers: bearer(spvToken) });
  expect(again.status()).toBe(409);
  expect((await again.json()).message).toBe('Permintaan otorisasi sudah diputuskan');

  // Rejected: the dialog closes with the spec's message and nothing opens.
  const second = await askReprint(page);
  await spv.page.reload();
  await spv.page.getByRole('listitem', { name: second.keystore }).getByRole('button', { name: 'Tolak' }).click();
  await expect(second.dialog).toBeHidden();
  await expect(page.getByText('Permintaan Otorisasi QR ditolak')).toBeVisible();
  expect((await sql(`select status from otorisasi where keystore = $1`, [second.keystore]))[0]).toEqual({ status: 'REJECTED' });
  await spv.close();
});

test('QR: cancel removes the request; expiry, an unknown keystore and another shop\'s supervisor are refused', async ({ page, browser, request }) => {
  await login(page, 'KASIR');
  const first = await askReprint(page);
  await first.dialog.getByRole('button', { name: 'Batal' }).click();
  await expect(first.dialog).toBeHidden();
  await expect.poll(async () => (await sql(`select status from otorisasi where keystore = $1`, [first.keystore]))[0]?.status).toBe('CANCELLED');

  const { keystore } = await askReprint(page);
  const other = await supervisor(browser, 'SPV');
  // spv2 supervises CAB02: the CAB01 request is not on their page and their decision is refused.
  const spv2 = await request.post('/api/v1/auth/token', { data: { user_id: 'spv2', password: 'spv12345' } });
  const spv2Token = (await spv2.json()).token as string;
  const list = await request.get('/api/v1/otorisasi-qr/open', { headers: bearer(spv2Token) });
  expect(JSON.stringify((await list.json()).data)).not.toContain(keystore);
  const foreign = await request.post(`/api/v1/otorisasi-qr/${keystore}/approve`, { headers: bearer(spv2Token) });
  expect(foreign.status()).toBe(403);
  expect((await request.post('/api/v1/otorisasi-qr/ZZZZZZZZZZZZ/approve', { headers: bearer(spv2Token) })).status()).toBe(404);
  expect((await request.post(`/api/v1/otorisasi-qr/${keystore}/approve`)).status()).toBe(401);

  // Past its time the request expires: gone from the list, refused when decided.
  await sql(`update otorisasi set expires_at = now() - interval '1 second' where keystore = $1`, [keystore]);
  const spvToken = (await (await request.post('/api/v1/auth/token', { data: { user_id: 'spv', password: 'spv12345' } })).json()).token as string;
  const expired = await request.post(`/api/v1/otorisasi-qr/${keystore.toLowerCase()}/approve`, { headers: bearer(spvToken) });
  expect(expired.status()).toBe(409);
  expect((await expired.json()).message).toBe('Permintaan otorisasi sudah kedaluwarsa');
  await other.page.goto('/otorisasi-qr');
  await expect(other.page.getByRole('listitem', { name: keystore })).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'Otorisasi' })).toBeVisible();
  await other.close();
});

test('fingerprint: only supervisors and owners offered, a wrong scan asks again, the right scan authorizes', async ({ page, request }) => {
  await setSetting('FINGERPRINT_MODULE', 'true');
  await sql(`delete from user_fingerprint where user_id = 'spv'`);
  const kasirToken = await tokenFor(request, 'KASIR');
  const unknown = await request.post('/api/v1/user-fingerprint', { headers: bearer(kasirToken), data: { user_id: 'kasir' } });
  expect(unknown.status()).toBe(404);
  expect((await unknown.json()).message).toBe('Username Tidak Tidak Terdaftar');
  await sql(`insert into user_fingerprint (user_id, template) values ('spv', 'TEMPLATE-SPV-1')`);
  const templates = await request.post('/api/v1/user-fingerprint', { headers: bearer(kasirToken), data: { user_id: 'spv' } });
  expect((await templates.json()).data).toEqual([{ user_id: 'spv', fingerprints: [{ bytes: 'TEMPLATE-SPV-1' }] }]);

  try {
    await login(page, 'KASIR');
    const { dialog } = await askReprint(page);
    await dialog.getByRole('tab', { name: 'Fingerprint' }).click();
    const options = await dialog.getByLabel('Supervisor / Owner').locator('option').allTextContents();
    expect(options.length).toBeGreaterThan(0);
    expect(options.every((option) => /^(spv|owner) - /.test(option))).toBe(true);
    await dialog.getByLabel('Supervisor / Owner').selectOption('spv');
    await dialog.getByRole('button', { name: 'Otorisasi' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Silahkan Scan Fingerprint');

    const scan = (fp: string) => request.post('/api/v1/authorization/fingerprint', {
      headers: bearer(kasirToken), data: { user_id: 'spv', fp, kategori: 'CETAK_ULANG_PINDAH_BARANG' },
    });
    expect((await (await scan('TEMPLATE-LAIN')).json()).data).toEqual({ status: false });
    await expect(dialog.getByRole('status')).toHaveText('Silahkan Coba Lagi');
    await dialog.getByRole('button', { name: 'Otorisasi' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Silahkan Scan Fingerprint');
    expect((await (await scan('TEMPLATE-SPV-1')).json()).data).toEqual({ status: true });
    await expect(page.getByRole('dialog', { name: 'Konfirmasi' })).toContainText('Otorisasi Berhasil, disetujui oleh spv');
    expect(await latest()).toMatchObject({ mode: 'FINGERPRINT', status: 'APPROVED', decided_by: 'spv', input_by: 'kasir' });
  } finally {
    await setSetting('FINGERPRINT_MODULE', 'false');
  }
});

test('Laporan Otorisasi lists every request of the period with who asked, who decided and how; filters and PDF', async ({ page }) => {
  const today = formatInTimeZone(new Date(), 'Asia/Jakarta', 'yyyy-MM-dd');
  const granted = await approvedGrant('kasir', 'CETAK_ULANG_PINDAH_BARANG', 'spv');
  await sql(`update otorisasi set keterangan = 'Laporan uji', client_notes = 'PB-LAPORAN' where keystore = $1`, [granted]);
  await sql(`insert into otorisasi (keystore, kode_toko, client, fitur, mode, status, input_by, expires_at, decided_by, decided_at, client_notes)
    values ('RPTREJECTED1', 'CAB01', 'CAB01', 'HAPUS_PARAMETER_HARGA_BELI', 'QR', 'REJECTED', 'kasir', now(), 'spv', now(), 'HB-LAPORAN')`);
  await login(page, 'OWN');
  await page.goto(`/laporan-otorisasi?tgl_from=${today}&tgl_to=${today}&kode_toko=CAB01&mode=ALL&status=ALL&cari=1`);
  await expect(page.getByText('Laporan Otorisasi Tersedia')).toBeVisible();
  const table = page.getByRole('table', { name: 'Hasil laporan' });
  const approvedRow = table.locator('tbody tr', { hasText: 'PB-LAPORAN' });
  await expect(approvedRow).toContainText('Cetak Ulang Bukti Pindah Barang');
  await expect(approvedRow).toContainText('kasir');
  await expect(approvedRow).toContainText('spv');
  await expect(approvedRow).toContainText('Laporan uji');
  await expect(table.locator('tbody tr', { hasText: 'HB-LAPORAN' })).toContainText('Hapus Parameter Harga Beli');

  await page.goto(`/laporan-otorisasi?tgl_from=${today}&tgl_to=${today}&kode_toko=CAB01&mode=QR&status=REJECTED&cari=1`);
  await expect(table.locator('tbody tr', { hasText: 'HB-LAPORAN' })).toBeVisible();
  await expect(table.locator('tbody tr', { hasText: 'PB-LAPORAN' })).toHaveCount(0);
  const pdf = await page.request.get(`/api/laporan/otorisasi/pdf?tgl_from=${today}&tgl_to=${today}&kode_toko=CAB01&mode=QR&status=REJECTED`);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect(readPdf(await pdf.body()).text).toContain('HB-LAPORAN');
  await sql(`delete from otorisasi where keystore in ($1, 'RPTREJECTED1')`, [granted]);
});
