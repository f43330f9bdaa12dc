import { documentSubject } from '@/lib/auth/otorisasi-subject';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contextFor } from '@/tests/support/contexts';
import { useDemoDatabase } from '@/tests/support/db';
import { AppError } from '@/lib/errors/app-error';
import { authorizeManual } from './manual';

const { db } = useDemoDatabase();
const kasir = contextFor('kasir', 'KASIR', { kodeToko: 'CAB01', appType: 'CABANG' });
const attempt = (password: string, address = '10.9.9.9', deviceNonce?: string) =>
  authorizeManual({ ctx: kasir, address, deviceNonce, input: { userId: 'spv', password, fitur: 'CETAK_ULANG_PINDAH_BARANG', subject: documentSubject('PB-1', 'cetak') } })
    .then(() => 'granted', (error: AppError) => error.messageKey);

describe('manual authorization throttling', { timeout: 120_000 }, () => {
  it('checks 6 of 20 parallel wrong passwords, like one after another, and logs no grant', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => attempt('tebak-tebak')));
    expect(results.filter((r) => r === 'otorisasiWrongPassword')).toHaveLength(6);
    expect(results.filter((r) => r === 'otorisasiThrottled')).toHaveLength(14);
    expect((await db().execute(sql`select count(*)::int as n from otorisasi where status = 'APPROVED'`)).rows).toEqual([{ n: 0 }]);
  });

  it('still lets the supervisor approve from a browser he signed in on while the guessing goes on', async () => {
    for (let i = 0; i < 8; i++) await attempt('tebak-tebak', `10.8.8.${i}`);
    expect(await attempt('spv12345', '10.7.7.7')).toBe('otorisasiThrottled');
    expect(await attempt('spv12345', '10.7.7.7', 'spv-counter-browser')).toBe('granted');
  });

  it('refuses a note of the wrong type with the field\'s message before the password is checked (issue 25 point 7)', async () => {
    const rows = async () => (await db().execute(sql`select (select count(*)::int from otorisasi) as requests, (select coalesce(sum(failures), 0)::int from login_throttle) as failures, (select count(*)::int from login_throttle) as counters`)).rows[0];
    const before = await rows();
    for (const notes of [12345, { batal: 'nota X' }, ['x'], true]) {
      const refused = await authorizeManual({ ctx: kasir, address: '10.9.9.9', input: { userId: 'spv', password: 'salah-salah', notes: notes as unknown as string, fitur: 'CETAK_ULANG_PINDAH_BARANG', subject: documentSubject('PB-1', 'cetak') } })
        .then(() => null, (error: AppError) => error);
      expect(refused).toMatchObject({ kind: 'validation', messageKey: 'fieldInvalid', field: 'notes' });
    }
    // Nothing was asked of the password: no request logged, no attempt counted.
    expect(await rows()).toEqual(before);
  });
});
