import { createTranslator } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import en from '@/messages/en.json';
import id from '@/messages/id.json';
import { saleSchema } from '@/features/penjualan/schemas';
import { manualAuthorizationSchema } from '@/features/otorisasi/schemas';
import { parseInput } from '@/lib/validation/parse-input';
import { AppError } from './app-error';
import { answerError } from './error-answer';

const locale = vi.hoisted(() => ({ current: 'id' as 'id' | 'en' }));
vi.mock('next-intl/server', () => ({
  getTranslations: async (namespace?: string) => createTranslator({ locale: locale.current, messages: locale.current === 'id' ? id : en, namespace: namespace as never }),
}));

/** What the user is told when a service parses `input` with `schema`. */
async function told(schema: z.ZodType, input: unknown) {
  try {
    parseInput(schema, input);
  } catch (thrown) {
    const { status, message } = await answerError(thrown);
    return { status, message };
  }
  return null;
}

const line = { barcode: 'b-0001', hargaHitung: 3_095_500, hargaJual: 3_095_500 };
const sale = { lines: [line], kodeSales: 'S01', uangDiterima: 3_095_500, idempotencyKey: 'kunci-12345' };

describe('a validation failure names its field in the user\'s language (issue 25 point 7)', () => {
  beforeEach(() => {
    locale.current = 'id';
  });

  it('answers a field of the wrong type with the field\'s message, not "Terjadi Kesalahan Saat Mengirim Data"', async () => {
    // The authorization dialog's note sent as a number, an object, an array.
    for (const notes of [12345, { a: 1 }, ['x']]) {
      expect(await told(manualAuthorizationSchema, { userId: 'spv', password: 'spv12345', notes })).toEqual({ status: 400, message: 'Catatan tidak valid' });
    }
    // The password as a number: the schema's own wording stays.
    expect(await told(manualAuthorizationSchema, { userId: 'spv', password: 12345 })).toEqual({ status: 400, message: 'Password tidak valid' });
    expect(await told(saleSchema, { ...sale, uangDiterima: 'banyak' })).toEqual({ status: 400, message: 'Jumlah Rp tidak valid' });
    expect(await told(saleSchema, { ...sale, idempotencyKey: 42 })).toEqual({ status: 400, message: 'Kunci Pengiriman tidak valid' });
  });

  it('says a missing field must not be empty and a long one is too long', async () => {
    const { idempotencyKey: _, ...withoutKey } = sale;
    expect(await told(saleSchema, withoutKey)).toEqual({ status: 400, message: 'Kunci Pengiriman Tidak Boleh Kosong' });
    expect(await told(saleSchema, { ...sale, keystore: 'k'.repeat(41) })).toEqual({ status: 400, message: 'Kode Otorisasi terlalu panjang' });
    expect(await told(z.object({ keterangan: z.string() }), {})).toEqual({ status: 400, message: 'Keterangan Tidak Boleh Kosong' });
  });

  it('words it in the user\'s language', async () => {
    locale.current = 'en';
    expect(await told(manualAuthorizationSchema, { userId: 'spv', password: 'x', notes: 1 })).toEqual({ status: 400, message: 'Note is not valid' });
    const { idempotencyKey: _, ...withoutKey } = sale;
    expect(await told(saleSchema, withoutKey)).toEqual({ status: 400, message: 'Request key must not be empty' });
  });

  it('names the item of a sale line whose price is not valid, never "Harga barang undefined tidak valid"', async () => {
    expect(await told(saleSchema, { ...sale, lines: [line, { barcode: 'B-0002', hargaHitung: 1_000, hargaJual: 0 }] }))
      .toEqual({ status: 400, message: 'Harga barang B-0002 tidak valid' });
    expect(await told(saleSchema, { ...sale, lines: [{ ...line, hargaJual: '3.095.500' }] }))
      .toEqual({ status: 400, message: 'Harga barang b-0001 tidak valid' });
    // A value the message names but nobody gave reads "-".
    expect((await answerError(new AppError('validation', 'penjualanHargaInvalid'))).message).toBe('Harga barang - tidak valid');
  });
});

describe('completeValues', () => {
  it('reads the placeholders of a message as written and as next-intl compiles it in a build', async () => {
    const { completeValues } = await import('@/lib/validation/issue-error');
    expect(completeValues('penjualanHargaInvalid', {})).toEqual({ barcode: '-' });
    expect(completeValues('penjualanHargaInvalid', { barcode: 'B-1' })).toEqual({ barcode: 'B-1' });
    vi.resetModules();
    vi.doMock('@/messages/id.json', () => ({ default: { errors: { penjualanHargaInvalid: ['Harga barang ', ['barcode'], ' tidak valid'], fieldInvalid: [['label'], ' tidak valid'] } } }));
    const compiled = await import('@/lib/validation/issue-error');
    expect(compiled.completeValues('penjualanHargaInvalid', {})).toEqual({ barcode: '-' });
    expect(compiled.completeValues('fieldInvalid', {})).toEqual({});
    vi.doUnmock('@/messages/id.json');
  });
});
