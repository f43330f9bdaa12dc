import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { todayInJakarta } from '@/lib/format';
import { addDays } from '@/lib/pricing/loan';
import { expectNoSeriousViolations } from '@/tests/e2e/support/axe';
import { login, setSetting, sql } from '@/tests/e2e/support/fixtures';
import { e2eLoanNumber, lendDaysAgo } from './loan-fixtures';

test.use({ viewport: { width: 1366, height: 768 } });

test('a loan past its auction date is sold with a surplus, the surplus paid out to the customer, each approved by a supervisor, the ledgers whole', async ({ page }) => {
  const nomor = e2eLoanNumber('LL');
  // Lent 120 days ago: due 90 days ago, auction date 83 days ago (30 days, 7 days' grace).
  await lendDaysAgo(nomor, 120);
  await login(page, 'KASIR');
  await page.goto('/lelang-hutang');
  await expect(page.getByRole('heading', { name: 'Lelang Hutang' })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByLabel('Cari No Hutang / Nama Nasabah').fill(nomor);
  await page.getByRole('button', { name: 'Cari' }).click();
  const row = page.getByTestId('lelang-row').filter({ hasText: nomor });
  // Rp 5.000.000 at 2,5 %: Rp 4.167 a day × 120 days = Rp 500.040 interest so far; 90 days past the due date.
  await expect(row).toContainText('Rp. 5.000.000');
  await expect(row).toContainText('Rp. 500.040');
  await expect(row).toContainText(addDays(todayInJakarta(), -90));
  await expect(row).toContainText(addDays(todayInJakarta(), -83));
  await expect(row.locator('td').nth(7)).toHaveText('90');

  await page.getByRole('button', { name: `Lelang ${nomor}` }).click();
  await expect(page.getByRole('heading', { name: `Lelang Hutang ${nomor}` })).toBeVisible();
  // Sold for Rp 6.000.000 in cash: 5.000.000 principal, 500.040 interest, 499.960 owed to the customer.
  await page.getByLabel('Tunai', { exact: true }).fill('6000000');
  await expect(page.getByTestId('lelang-pokok')).toHaveText('Rp. 5.000.000');
  await expect(page.getByTestId('lelang-bunga')).toHaveText('Rp. 500.040');
  await expect(page.getByTestId('lelang-kelebihan')).toHaveText('Rp. 499.960');
  await expect(page.getByTestId('lelang-kerugian')).toHaveText('Rp. 0');
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: 'test-results/hutang-lelang-form-1366.png', fullPage: true });
  // A cashier alone cannot auction: the supervisor is asked, and reads what he approves (the server's description).
  await page.getByRole('button', { name: 'Simpan Lelang' }).click();
  const dialog = page.getByRole('dialog', { name: 'Otorisasi' });
  const approves = dialog.getByTestId('otorisasi-subject');
  await expect(approves).toContainText(`Dokumen ${nomor}`);
  await expect(approves).toContainText('Cara lelang: JUAL');
  await expect(approves).toContainText('Hasil lelang: Rp. 6.000.000');
  await expect(approves).toContainText('Tagihan (pokok + bunga): Rp. 5.500.040');
  await expect(approves).toContainText('Kelebihan lelang: Rp. 499.960');
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: 'test-results/hutang-lelang-otorisasi-1366.png', fullPage: true });
  // Closed without approval: nothing posted.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(await sql(`select count(*)::int as n from hutang_pelunasan where no_faktur_hutang = $1`, [nomor])).toEqual([{ n: 0 }]);
  await page.getByRole('button', { name: 'Simpan Lelang' }).click();
  await dialog.getByLabel('User ID Supervisor / Owner').fill('spv');
  await dialog.getByLabel('Password').fill('spv12345');
  await dialog.getByRole('button', { name: 'Otorisasi' }).click();
  await expect(page.getByText(new RegExp(`Hutang ${nomor} berhasil dilelang \\(LLH-CAB01-\\d{6}-\\d{4}\\)`))).toBeVisible();
  await expect(page.getByTestId('lelang-row').filter({ hasText: nomor })).toHaveCount(0);

  const [settlement] = await sql<{ no_pelunasan: string; jenis: string; hasil: number; kelebihan: number; jurnal_id: string }>(
    `select no_pelunasan, jenis, hasil_lelang::int as hasil, kelebihan_lelang::int as kelebihan, jurnal_id from hutang_pelunasan where no_faktur_hutang = $1`, [nomor]);
  expect(settlement).toMatchObject({ jenis: 'LELANG', hasil: 6_000_000, kelebihan: 499_960 });
  expect(await sql(`select nomor_akun, debit::int, kredit::int from jurnal_detail where jurnal_id = $1 order by nomor_akun`, [settlement.jurnal_id])).toEqual([
    { nomor_akun: '1-1100-CAB01', debit: 6_000_000, kredit: 0 },
    { nomor_akun: '1-1400', debit: 0, kredit: 5_000_000 },
    { nomor_akun: '2-1300', debit: 0, kredit: 499_960 },
    { nomor_akun: '4-2000', debit: 0, kredit: 500_040 },
  ]);
  expect(await sql(`select status from hutang where no_faktur_hutang = $1`, [nomor])).toEqual([{ status: 'LELANG' }]);
  expect(await sql(`select keterangan from jurnal where id = $1`, [settlement.jurnal_id])).toEqual([{ keterangan: `Lelang ${nomor} (${settlement.no_pelunasan}), disetujui spv` }]);
  expect(await sql(`select decided_by, used_at is not null as used from otorisasi where fitur = 'LELANG_HUTANG' and subject->>'document' = $1 and status = 'APPROVED'`, [nomor]))
    .toEqual([{ decided_by: 'spv', used: true }]);
  expect(await sql(`select status from barang where kode_barcode like $1 order by 1`, [`${nomor}-%`])).toEqual([{ status: 'SOLD' }, { status: 'SOLD' }]);
  expect(await sql(`select * from custody_mismatches()`)).toEqual([]);

  // The surplus is owed: paid out from its row, in cash, once.
  const owed = page.getByTestId('kelebihan-row').filter({ hasText: settlement.no_pelunasan });
  await expect(owed).toContainText('Rp. 499.960');
  await page.getByRole('button', { name: `Bayar ${settlement.no_pelunasan}` }).click();
  await expect(page.getByRole('heading', { name: `Bayar Kelebihan ${settlement.no_pelunasan}` })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Simpan Pembayaran' }).click();
  await expect(approves).toContainText(`Dokumen ${settlement.no_pelunasan}`);
  await expect(approves).toContainText('Kelebihan lelang: Rp. 499.960');
  await dialog.getByLabel('User ID Supervisor / Owner').fill('spv');
  await dialog.getByLabel('Password').fill('spv12345');
  await dialog.getByRole('button', { name: 'Otorisasi' }).click();
  await expect(page.getByText(`Kelebihan lelang ${settlement.no_pelunasan} berhasil dibayar`)).toBeVisible();
  await expect(page.getByTestId('kelebihan-row').filter({ hasText: settlement.no_pelunasan })).toHaveCount(0);
  const [paid] = await sql<{ oleh: string; jurnal: string }>(`select kelebihan_dibayar_oleh as oleh, kelebihan_jurnal_id as jurnal from hutang_pelunasan where no_pelunasan = $1`,
    [settlement.no_pelunasan]);
  expect(paid.oleh).toBe('kasir');
  expect(await sql(`select keterangan from jurnal where id = $1`, [paid.jurnal]))
    .toEqual([{ keterangan: `Bayar kelebihan lelang ${nomor} (${settlement.no_pelunasan}), disetujui spv` }]);
  expect(await sql(`select nomor_akun, debit::int, kredit::int from jurnal_detail where jurnal_id = $1 order by nomor_akun`, [paid.jurnal])).toEqual([
    { nomor_akun: '1-1100-CAB01', debit: 0, kredit: 499_960 },
    { nomor_akun: '2-1300', debit: 499_960, kredit: 0 },
  ]);
  const [balance] = await sql<{ unbalanced: number }>(`select count(*)::int as unbalanced from (select jurnal_id from jurnal_detail group by jurnal_id having sum(debit) <> sum(kredit)) x`);
  expect(balance.unbalanced).toBe(0);
});

test('a reminder before the due date goes through the WhatsApp gateway and is recorded once', async ({ page }) => {
  const received: { receiver: string; message: string; type: string }[] = [];
  const gateway = http.createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => { text += chunk; });
    request.on('end', () => {
      received.push(JSON.parse(text));
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ success: true }));
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  const nomor = e2eLoanNumber('LR');
  try {
    await lendDaysAgo(nomor, 120);
    // Its due date moved to 2 days from now (the lending fixture only lends before the demo's closed days): within
    // PENGINGAT_HUTANG_HARI (3) of it. Interest to that day: 122 days × 4.167 = 508.374; 5.508.374 to redeem.
    const due = addDays(todayInJakarta(), 2);
    await sql(`update hutang set tgl_jatuh_tempo = $2::date, tgl_lelang = $2::date + 7 where no_faktur_hutang = $1`, [nomor, due]);
    await setSetting('WHATSAPP_GATEWAY_URL', `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`);
    await setSetting('WHATSAPP_GATEWAY_TOKEN', 'token-e2e');
    await setSetting('WHATSAPP_GATEWAY_ALLOWED_HOSTS', '127.0.0.1');
    await setSetting('WHATSAPP_MODULE', 'true');
    await login(page, 'KASIR');
    await page.goto('/lelang-hutang');
    const row = page.getByTestId('pengingat-row').filter({ hasText: nomor });
    await expect(row).toContainText('Jatuh Tempo');
    await expect(row).toContainText(due);
    await expect(row).toContainText('Rp. 5.508.374');
    await expect(row).toContainText('Belum dikirim');
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: 'test-results/hutang-lelang-pengingat-1366.png', fullPage: true });

    await row.getByRole('button', { name: `Kirim Pengingat ${nomor} Jatuh Tempo` }).click();
    await expect(page.getByText(`Pengingat ${nomor} berhasil dikirim`)).toBeVisible();
    expect(received.at(-1)).toEqual({
      receiver: '6281298765432', type: 'text',
      message: `Yth. Bu Ratna E2E, pinjaman gadai ${nomor} di Kilau Emas Bandung jatuh tempo pada ${due}. Jumlah tebus pada tanggal tersebut Rp. 5.508.374. Terima kasih.`,
    });
    expect(await sql(`select jenis, dikirim_oleh from hutang_pengingat where no_faktur_hutang = $1`, [nomor])).toEqual([{ jenis: 'JATUH_TEMPO', dikirim_oleh: 'kasir' }]);
    await expect(row).not.toContainText('Belum dikirim');

    // Again: told when it was sent; nothing sent.
    const count = received.length;
    await row.getByRole('button', { name: `Kirim Pengingat ${nomor} Jatuh Tempo` }).click();
    await expect(page.getByText(new RegExp(`Pengingat ${nomor} sudah dikirim pada`))).toBeVisible();
    expect(received.length).toBe(count);
    expect(await sql(`select count(*)::int as n from hutang_pengingat where no_faktur_hutang = $1`, [nomor])).toEqual([{ n: 1 }]);
  } finally {
    gateway.close();
    await setSetting('WHATSAPP_MODULE', 'false');
    await setSetting('WHATSAPP_GATEWAY_ALLOWED_HOSTS', '');
  }
});
