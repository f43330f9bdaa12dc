import { documentSubject } from '@/lib/auth/otorisasi-subject';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { subDays } from 'date-fns';
import { bearer, tokenFor } from '@/tests/e2e/support/api';
import { readPdf } from '@/tests/e2e/support/files';
import { approvedGrant, captureAction, login, replayAs, setSetting, sql } from '@/tests/e2e/support/fixtures';
import { JAKARTA_TZ, jakartaDay } from '@/lib/time/jakarta';

const since = jakartaDay(subDays(new Date(), 30));
const latest = async () => (await sql<Record<string, string | null>>(
  `select keystore, mode, status, input_by, decided_by, keterangan, fitur, used_at from otorisasi order by id desc limit 1`))[0];

/** A CAB01 transfer of the last 30 days, opened in /lihat-pindah-barang by the cashier. */
async function openTransfers(page: Page) {
  const [transfer] = await sql<{ no_pindah: string; tanggal: string }>(
    `select no_pindah, to_char(tanggal at time zone '${JAKARTA_TZ}', 'YYYY-MM-DD') as tanggal from pindah_barang
      where kode_toko = 'CAB01' and (tanggal at time zone '${JAKARTA_TZ}')::date >= $1 order by no_pindah limit 1`, [since]);
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
  // What the grant will approve, written by the server from the request: the transfer and its reprint (issue 25).
  await expect(dialog.getByTestId('otorisasi-subject')).toContainText(`Dokumen ${transfer.no_pindah}`);
  await expect(dialog.getByTestId('otorisasi-subject')).toContainText('Cetak ulang');
  // The supervisor types first: the dialog opens on User ID.
  await expect(dialog.getByLabel('User ID Supervisor / Owner')).toBeFocused();
  return { dialog, keystore, transfer };
}

async function supervisor(browser: Browser, level: 'SPV' | 'OWN' = 'SPV') {
  const context = await browser.newContext();
  const page = await context.newPage();
  await login(page, level);
  return { page, close: () => context.close() };
}

test('manual: wrong password and a cashier refused, an owner authorizes a super user\'s delete of a purchase price; the grant is spent once', async ({ page, browser }) => {
  await sql(`insert into para_harga_beli (kode_harga, harga_per_gram) values ('OTR1', 900000) on conflict do nothing`);
  // A super user may delete purchase prices but not approve: he asks.
  await login(page, 'SU');
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
  const remove = await captureAction(page, () => dialog.getByRole('button', { name: 'Otorisasi' }).click(), '["harga-beli"');
  await expect(page.getByText('Berhasil Menghapus Data')).toBeVisible();
  expect(await sql(`select 1 from para_harga_beli where kode_harga = 'OTR1'`)).toEqual([]);
  const log = await sql<Record<string, unknown>>(`select mode, status, decided_by, keterangan, fitur, used_at is not null as used from otorisasi
    where fitur = 'HAPUS_PARAMETER_HARGA_BELI' and mode = 'MANUAL' order by id desc limit 1`);
  expect(log[0]).toEqual({ mode: 'MANUAL', status: 'APPROVED', decided_by: 'owner', keterangan: 'Kode lama', fitur: 'HAPUS_PARAMETER_HARGA_BELI', used: true });
  // The dialog's own QR request left the supervisors' list when it closed.
  // (The close sends its removal without waiting for it: asked until it has landed.)
  await expect.poll(() => sql(`select 1 from otorisasi where fitur = 'HAPUS_PARAMETER_HARGA_BELI' and mode = 'QR' and status = 'OPEN'`)).toEqual([]);

  // The same delete posted again (the grant in it already spent) writes nothing.
  await sql(`insert into para_harga_beli (kode_harga, harga_per_gram) values ('OTR1', 900000)`);
  expect(await replayAs(browser, remove, 'SU')).toContain('Tindakan ini memerlukan otorisasi Supervisor atau Owner');
  expect(await sql(`select kode_harga from para_harga_beli where kode_harga = 'OTR1'`)).toEqual([{ kode_harga: 'OTR1' }]);
  await sql(`delete from para_harga_beli where kode_harga = 'OTR1'`);
});

test('the owner deletes a purchase price without the authorization dialog and the log records nothing; a super user\'s direct POST without a grant is refused (issue 14)', async ({ page, browser }) => {
  await sql(`insert into para_harga_beli (kode_harga, harga_per_gram) values ('OWN1', 900000) on conflict do nothing`);
  const logSize = async () => (await sql<{ n: number }>(`select count(*)::int as n from otorisasi`))[0].n;
  const before = await logSize();
  await login(page, 'OWN');
  await page.goto('/parameter-harga-beli');
  await page.getByRole('button', { name: 'Hapus OWN1' }).click();
  const remove = await captureAction(page, () => page.getByRole('dialog', { name: 'Konfirmasi' }).getByRole('button', { name: 'Ya' }).click(), '"harga-beli"');
  await expect(page.getByText('Berhasil Menghapus Data')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Otorisasi' })).toHaveCount(0);
  expect(await sql(`select 1 from para_harga_beli where kode_harga = 'OWN1'`)).toEqual([]);
  expect(await logSize()).toBe(before);

  // The same POST from a super user (no grant in it) is refused by the server and deletes nothing.
  await sql(`insert into para_harga_beli (kode_harga, harga_per_gram) values ('OWN1', 900000)`);
  expect(await replayAs(browser, remove, 'SU')).toContain('Tindakan ini memerlukan otorisasi Supervisor atau Owner');
  expect(await sql(`select kode_harga from para_harga_beli where kode_harga = 'OWN1'`)).toEqual([{ kode_harga: 'OWN1' }]);
  await sql(`delete from para_harga_beli where kode_harga = 'OWN1'`);
});

test('the shop\'s supervisor prints a TANDA TERIMA without the authorization dialog (issue 14)', async ({ page }) => {
  const logSize = async () => (await sql<{ n: number }>(`select count(*)::int as n from otorisasi`))[0].n;
  const before = await logSize();
  await login(page, 'SPV');
  const { row } = await openTransfers(page);
  const popup = page.waitForEvent('popup');
  await row.getByRole('button', { name: 'Export Pdf' }).click();
  const receipt = await (await popup).waitForEvent('response', (response) => response.url().includes('/api/pindah-barang/'));
  expect(receipt.status()).toBe(200);
  expect(receipt.url()).not.toContain('otorisasi=');
  await expect(page.getByRole('dialog', { name: 'Otorisasi' })).toHaveCount(0);
  expect(await logSize()).toBe(before);
});

test('QR: the cashier\'s dialog is approved from the supervisor\'s phone page and the receipt opens; rejection closes it', async ({ page, browser }) => {
  await login(page, 'KASIR');
  const { dialog, keystore, transfer } = await askReprint(page);
  const spv = await supervisor(browser);
  await spv.page.goto(`/otorisasi-qr?keystore=${keystore}`);
  const card = spv.page.getByRole('listitem', { name: keystore });
  await expect(card).toContainText('Cetak Ulang Bukti Pindah Barang');
  await expect(card.getByTestId('otorisasi-subject')).toContainText(`Dokumen ${transfer.no_pindah}`);
  await expect(card.getByTestId('otorisasi-subject')).toContainText('Cetak ulang');
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

test('QR (issue 14): a request whose tab closes leaves the supervisors\' list at once, an expired one drops without a reload, and the page leads back home', async ({ browser, request }) => {
  const cashier = await browser.newContext();
  const page = await cashier.newPage();
  await login(page, 'KASIR');
  const { keystore } = await askReprint(page);
  const spv = await supervisor(browser);
  await spv.page.goto('/otorisasi-qr');
  await expect(spv.page.getByRole('listitem', { name: keystore })).toBeVisible();
  // The cashier closes the tab with the dialog open: no Batal, no unmount.
  await page.close({ runBeforeUnload: true });
  await expect.poll(async () => (await sql(`select status from otorisasi where keystore = $1`, [keystore]))[0]?.status).toBe('CANCELLED');
  await expect(spv.page.getByRole('listitem', { name: keystore })).toHaveCount(0);
  await cashier.close();

  // A request from a browser that died without a word: it leaves the open page when it expires, before the next reload (10 s).
  const generated = await request.post('/api/v1/otorisasi-qr/generate', {
    headers: bearer(await tokenFor(request, 'KASIR')), data: { fitur: 'CETAK_ULANG_PINDAH_BARANG', subject: documentSubject('PB-TAB', 'cetak'), client_notes: 'tab mati' },
  });
  const dead = ((await generated.json()).data as { keystore: string }).keystore;
  await sql(`update otorisasi set expires_at = now() + interval '4 seconds' where keystore = $1`, [dead]);
  await spv.page.reload();
  const card = spv.page.getByRole('listitem', { name: dead });
  await expect(card).toBeVisible();
  await expect(card).toHaveCount(0, { timeout: 7000 });

  // Opened from the sidebar, the page has the app's way back.
  await spv.page.getByRole('link', { name: 'Kembali ke Home' }).click();
  await expect(spv.page).toHaveURL(/\/home$/);
  await spv.close();
});

/** A fingerprint reader of a shop registered by the owner: its `Authorization: Reader <token>` header. */
async function registeredReader(request: APIRequestContext, kodeToko: string) {
  const registered = await request.post('/api/v1/fingerprint-reader', { headers: bearer(await tokenFor(request, 'OWN')), data: { kode_toko: kodeToko, nama_reader: `Meja ${kodeToko}` } });
  expect(registered.status()).toBe(201);
  const { id, token } = (await registered.json()).data as { id: number; token: string };
  return { id, headers: { Authorization: `Reader ${token}` } };
}

test('fingerprint (issue 12): a cashier can neither read a supervisor\'s templates nor post the scan himself; the shop\'s reader approves only while the module is on', async ({ page, browser, request }) => {
  await setSetting('FINGERPRINT_MODULE', 'true');
  await sql(`delete from user_fingerprint where user_id = 'spv'`);
  try {
    // The supervisor enrols a template with his own token: the answer counts templates and never carries them.
    const spvToken = await tokenFor(request, 'SPV');
    const enrolled = await request.post('/api/v1/user-fingerprint', { headers: bearer(spvToken), data: { user_id: 'spv', fp: 'TEMPLATE-SPV-1' } });
    expect(enrolled.status()).toBe(201);
    expect(await enrolled.json()).toEqual({ data: { user_id: 'spv', count: 1 } });

    // The cashier starts a fingerprint request naming spv from the dialog.
    await login(page, 'KASIR');
    const { dialog } = await askReprint(page);
    await dialog.getByRole('tab', { name: 'Fingerprint' }).click();
    const options = await dialog.getByLabel('Supervisor / Owner').locator('option').allTextContents();
    expect(options.length).toBeGreaterThan(0);
    expect(options.every((option) => /^(spv|owner) - /.test(option))).toBe(true);
    await dialog.getByLabel('Supervisor / Owner').selectOption('spv');
    const start = await captureAction(page, () => dialog.getByRole('button', { name: 'Otorisasi' }).click(), '"spv"');
    await expect(dialog.getByRole('status')).toHaveText('Silahkan Scan Fingerprint');
    const pending = await latest();
    expect(pending).toMatchObject({ mode: 'FINGERPRINT', status: 'OPEN', input_by: 'kasir', decided_by: null });

    // He asks for spv's template bytes with his own token: refused, nothing of the template in the answer.
    const kasirToken = await tokenFor(request, 'KASIR');
    const stolen = await request.post('/api/v1/user-fingerprint', { headers: bearer(kasirToken), data: { user_id: 'spv' } });
    expect(stolen.status()).toBe(403);
    expect(await stolen.json()).toEqual({ message: 'Hanya reader fingerprint yang terdaftar di toko ini yang dapat melakukan ini' });
    // He posts the template (known some other way) as the scan, with his token, his token as a reader's, or spv's token.
    const scanAs = (headers: Record<string, string>, fp = 'TEMPLATE-SPV-1') =>
      request.post('/api/v1/authorization/fingerprint', { headers, data: { user_id: 'spv', fp, kategori: 'CETAK_ULANG_PINDAH_BARANG' } });
    const posted = await scanAs(bearer(kasirToken));
    expect(posted.status()).toBe(403);
    expect((await posted.json()).message).toBe('Hanya reader fingerprint yang terdaftar di toko ini yang dapat melakukan ini');
    expect((await scanAs({ Authorization: `Reader ${kasirToken}` })).status()).toBe(401);
    expect((await scanAs(bearer(spvToken))).status()).toBe(403);
    expect((await scanAs({})).status()).toBe(401);
    // Nothing was approved, so there is no grant to spend.
    expect((await sql(`select status, decided_by from otorisasi where keystore = $1`, [pending.keystore]))[0]).toEqual({ status: 'OPEN', decided_by: null });
    await expect(dialog.getByRole('status')).toHaveText('Silahkan Scan Fingerprint');

    // CAB02's reader does not know a CAB01 supervisor; CAB01's reader reads the templates, a wrong scan asks again, the right one approves.
    const cab02 = await registeredReader(request, 'CAB02');
    expect((await scanAs(cab02.headers)).status()).toBe(404);
    const reader = await registeredReader(request, 'CAB01');
    const templates = await request.post('/api/v1/user-fingerprint', { headers: reader.headers, data: { user_id: 'spv' } });
    expect((await templates.json()).data).toEqual([{ user_id: 'spv', fingerprints: [{ bytes: 'TEMPLATE-SPV-1' }] }]);
    expect((await (await scanAs(reader.headers, 'TEMPLATE-LAIN')).json()).data).toEqual({ status: false });
    await expect(dialog.getByRole('status')).toHaveText('Silahkan Coba Lagi');
    await dialog.getByRole('button', { name: 'Otorisasi' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Silahkan Scan Fingerprint');
    expect((await (await scanAs(reader.headers)).json()).data).toEqual({ status: true });
    await expect(page.getByRole('dialog', { name: 'Konfirmasi' })).toContainText('Otorisasi Berhasil, disetujui oleh spv');
    expect(await latest()).toMatchObject({ mode: 'FINGERPRINT', status: 'APPROVED', decided_by: 'spv', input_by: 'kasir' });

    // Module off: the reader, enrolment and the dialog's start are all refused.
    await setSetting('FINGERPRINT_MODULE', 'false');
    const off = 'Otorisasi fingerprint tidak aktif. Aktifkan FINGERPRINT_MODULE di Setting System';
    for (const response of [
      await scanAs(reader.headers),
      await request.post('/api/v1/user-fingerprint', { headers: reader.headers, data: { user_id: 'spv' } }),
      await request.post('/api/v1/user-fingerprint', { headers: bearer(spvToken), data: { user_id: 'spv', fp: 'TEMPLATE-SPV-2' } }),
    ]) {
      expect(response.status()).toBe(403);
      expect(await response.json()).toEqual({ message: off });
    }
    const before = (await sql<{ n: number }>(`select count(*)::int as n from otorisasi where mode = 'FINGERPRINT'`))[0].n;
    expect(await replayAs(browser, start, 'KASIR')).toContain(off);
    expect((await sql<{ n: number }>(`select count(*)::int as n from otorisasi where mode = 'FINGERPRINT'`))[0].n).toBe(before);

    // A revoked reader is a stranger.
    await setSetting('FINGERPRINT_MODULE', 'true');
    expect((await request.delete(`/api/v1/fingerprint-reader/${reader.id}`, { headers: bearer(await tokenFor(request, 'OWN')) })).status()).toBe(200);
    expect((await scanAs(reader.headers)).status()).toBe(401);
  } finally {
    await setSetting('FINGERPRINT_MODULE', 'false');
  }
});

test('fingerprint readers and enrolment over the API: OWN or SU only, tokens never listed, 404 for nothing revoked, template limits in the user\'s language', async ({ request }) => {
  await setSetting('FINGERPRINT_MODULE', 'true');
  await sql(`delete from user_fingerprint where user_id = 'spv'`);
  try {
    for (const level of ['KASIR', 'SPV'] as const) {
      const refused = await request.post('/api/v1/fingerprint-reader', { headers: bearer(await tokenFor(request, level)), data: { kode_toko: 'CAB01', nama_reader: 'Meja 1' } });
      expect(refused.status()).toBe(403);
    }
    const su = bearer(await tokenFor(request, 'SU'));
    const noName = await request.post('/api/v1/fingerprint-reader', { headers: su, data: { kode_toko: 'CAB01', nama_reader: '' } });
    expect(noName.status()).toBe(400);
    expect(await noName.json()).toEqual({ message: 'Nama Reader Tidak Boleh Kosong' });
    expect((await request.post('/api/v1/fingerprint-reader', { headers: su, data: { kode_toko: 'CAB99', nama_reader: 'Meja 1' } })).status()).toBe(404);
    const created = await request.post('/api/v1/fingerprint-reader', { headers: su, data: { kode_toko: 'CAB01', nama_reader: 'Meja Depan' } });
    expect(created.status()).toBe(201);
    const reader = (await created.json()).data as { id: number; kode_toko: string; nama_reader: string; token: string };
    expect(reader).toEqual({ id: expect.any(Number), kode_toko: 'CAB01', nama_reader: 'Meja Depan', token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    const list = await request.get('/api/v1/fingerprint-reader', { headers: su });
    expect((await list.json()).data).toContainEqual({ id: reader.id, kode_toko: 'CAB01', nama_reader: 'Meja Depan', created_by: 'su', created_at: expect.any(String), revoked_at: null });
    expect(await list.text()).not.toContain(reader.token);
    expect((await request.get('/api/v1/fingerprint-reader', { headers: bearer(await tokenFor(request, 'KASIR')) })).status()).toBe(403);
    expect((await request.delete(`/api/v1/fingerprint-reader/${reader.id}`, { headers: su })).status()).toBe(200);
    const again = await request.delete(`/api/v1/fingerprint-reader/${reader.id}`, { headers: su });
    expect(again.status()).toBe(404);
    expect(await again.json()).toEqual({ message: 'Reader fingerprint tidak ditemukan' });
    expect((await request.delete('/api/v1/fingerprint-reader/abc', { headers: su })).status()).toBe(404);

    // Enrolment: a template of 8,193 characters, an 11th template, and the cashier enrolling for spv are refused.
    const spv = bearer(await tokenFor(request, 'SPV'));
    const enrol = (fp: string, headers: Record<string, string> = spv) => request.post('/api/v1/user-fingerprint', { headers, data: { user_id: 'spv', fp } });
    const long = await enrol('A'.repeat(8193));
    expect(long.status()).toBe(400);
    expect(await long.json()).toEqual({ message: 'Template fingerprint maksimal 8192 karakter' });
    const english = await enrol('A'.repeat(8193), { ...spv, Cookie: 'NEXT_LOCALE=en' });
    expect(await english.json()).toEqual({ message: 'A fingerprint template may have at most 8192 characters' });
    expect((await enrol('FP-KASIR', bearer(await tokenFor(request, 'KASIR')))).status()).toBe(403);
    expect(await (await enrol('A'.repeat(8192))).json()).toEqual({ data: { user_id: 'spv', count: 1 } });
    await sql(`insert into user_fingerprint (user_id, template) select 'spv', 'FP-' || n from generate_series(2, 10) as n`);
    const eleventh = await enrol('FP-11');
    expect(eleventh.status()).toBe(400);
    expect(await eleventh.json()).toEqual({ message: 'Satu user maksimal 10 template fingerprint' });
    expect((await sql<{ n: number }>(`select count(*)::int as n from user_fingerprint where user_id = 'spv'`))[0].n).toBe(10);
  } finally {
    await sql(`delete from user_fingerprint where user_id = 'spv'`);
    await setSetting('FINGERPRINT_MODULE', 'false');
  }
});

test('QR remove over the API: 200 for the caller\'s open request, 404 when nothing was removed', async ({ request }) => {
  const kasir = bearer(await tokenFor(request, 'KASIR'));
  // A request names what it approves: without a subject it is refused before anything is written.
  const unnamed = await request.post('/api/v1/otorisasi-qr/generate', { headers: kasir, data: { fitur: 'CETAK_ULANG_PINDAH_BARANG', client_notes: 'API' } });
  expect(unnamed.status()).toBe(400);
  expect((await unnamed.json()).message).toBe('Data yang dimintakan otorisasi tidak valid');
  const generated = await request.post('/api/v1/otorisasi-qr/generate', {
    headers: kasir, data: { fitur: 'CETAK_ULANG_PINDAH_BARANG', subject: documentSubject('PB-API', 'cetak'), client_notes: 'API' },
  });
  const { keystore } = (await generated.json()).data as { keystore: string };
  // The authenticator's list tells what the request approves, from its subject.
  const open = await request.get('/api/v1/otorisasi-qr/open', { headers: bearer(await tokenFor(request, 'SPV')) });
  expect(((await open.json()).data as { keystore: string; description: string[] }[]).find((row) => row.keystore === keystore)?.description)
    .toEqual(['Dokumen PB-API', 'Cetak ulang']);
  const remove = (shop: string, key = keystore, headers = kasir) => request.delete(`/api/v1/otorisasi-qr/remove/${shop}/${key}`, { headers });
  expect((await remove('CAB01', keystore, bearer(await tokenFor(request, 'SPV')))).status()).toBe(404);
  expect((await remove('CAB02')).status()).toBe(404);
  const removed = await remove('CAB01', keystore.toLowerCase());
  expect(removed.status()).toBe(200);
  expect(await removed.json()).toEqual({ data: { keystore } });
  const twice = await remove('CAB01');
  expect(twice.status()).toBe(404);
  expect(await twice.json()).toEqual({ message: 'Permintaan otorisasi tidak ditemukan' });
  expect((await remove('CAB01', 'ZZZZZZZZZZZZ')).status()).toBe(404);
  expect((await sql(`select status from otorisasi where keystore = $1`, [keystore]))[0]).toEqual({ status: 'CANCELLED' });
});

test('/otorisasi-qr refused to a cashier shows the shared not-available screen in the user\'s language, with HTTP 403', async ({ page, context }) => {
  await login(page, 'KASIR');
  const refused = await page.goto('/otorisasi-qr');
  expect(refused?.status()).toBe(403);
  await expect(page.getByTestId('not-available')).toContainText('Menu Tidak Tersedia');
  await context.addCookies([{ name: 'NEXT_LOCALE', value: 'en', url: page.url() }]);
  expect((await page.goto('/otorisasi-qr'))?.status()).toBe(403);
  await expect(page.getByTestId('not-available')).toContainText('Menu Not Available');
  // The not-available screen's own way home (the header has one too on this page).
  await expect(page.getByTestId('not-available').getByRole('link', { name: 'Back to Home' })).toBeVisible();
});

test('Laporan Otorisasi lists every request of the period with who asked, who decided and how; filters and PDF', async ({ page }) => {
  const today = jakartaDay(new Date());
  const granted = await approvedGrant('kasir', 'CETAK_ULANG_PINDAH_BARANG', documentSubject('PB-LAPORAN', 'cetak'), 'spv');
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
