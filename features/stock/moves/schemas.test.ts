import { describe, expect, it } from 'vitest';
import { kirimSchema, pindahSchema, terimaSchema } from './schemas';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('the move forms\' schemas, the same in the browser and the service (issue 26 point 6)', () => {
  it('words what is missing: no line scanned, no destination tray, no shop', () => {
    expect(messages(pindahSchema.safeParse({ idempotencyKey: 'pindah-0001' }))).toEqual([
      ['kodeGudang', 'gudangTujuanRequired'], ['kodeBaki', 'bakiTujuanRequired'], ['items', 'pindahBarangKosong'],
    ]);
    expect(messages(kirimSchema.safeParse({ idempotencyKey: 'kirim-0001', kodeTokoTujuan: '', items: [] }))).toEqual([
      ['kodeTokoTujuan', 'tokoRequired'], ['items', 'pindahBarangKosong'],
    ]);
    expect(messages(terimaSchema.safeParse({ idempotencyKey: 'terima-0001', noKirim: 'KB-CAB01-261126-0001', kodeGudang: 'CAB02-ETALASE' })))
      .toEqual([['kodeBaki', 'bakiTujuanRequired']]);
  });

  it('takes a complete form as it is sent', () => {
    const seen = { kodeBarcode: 'CAB01000001', kodeGudang: 'CAB01-ETALASE', kodeBaki: 'BAKI-CC1' };
    expect(pindahSchema.parse({ idempotencyKey: 'pindah-0001', kodeGudang: 'CAB01-ETALASE', kodeBaki: 'BAKI-LT4', items: [seen] }))
      .toEqual({ idempotencyKey: 'pindah-0001', kodeGudang: 'CAB01-ETALASE', kodeBaki: 'BAKI-LT4', items: [seen] });
    expect(kirimSchema.parse({ idempotencyKey: 'kirim-0001', kodeTokoTujuan: 'CAB02', items: [seen] }))
      .toEqual({ idempotencyKey: 'kirim-0001', kodeTokoTujuan: 'CAB02', keterangan: '', items: [seen] });
  });
});
