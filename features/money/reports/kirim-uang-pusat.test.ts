import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import id from '@/messages/id.json';
import type { KeyIn } from '@/lib/i18n/keys';
import { labelBatches, labelValues } from '@/lib/reports/value-labels';
import { kirimUangPusat } from './kirim-uang-pusat';

async function* once<T>(rows: T[]) {
  yield rows;
}

describe('Laporan Kirim Uang Pusat: a transfer\'s status in the words of the status filter', () => {
  const rows = [{ nomor_referensi: 'KU-1', status: 'OPEN' }, { nomor_referensi: 'KU-2', status: 'DONE' }] as never[];

  it('on screen and in the exports, in Indonesian and English', async () => {
    for (const [messages, words] of [[id, ['BELUM DITERIMA', 'SUDAH DITERIMA']], [en, ['NOT RECEIVED', 'RECEIVED']]] as const) {
      const t = createTranslator({ locale: 'id', messages, namespace: 'reports' });
      const optionText = (key: KeyIn<'reports', 'options'>) => t(`options.${key}`);
      expect(rows.map((row) => labelValues(row, kirimUangPusat.columns, optionText).status)).toEqual(words);
      const exported: unknown[] = [];
      for await (const batch of labelBatches(once(rows), kirimUangPusat.columns, optionText)) exported.push(...batch.map((row) => row.status));
      expect(exported).toEqual(words);
    }
  });

  it('the filter offers the same words', async () => {
    const [status] = kirimUangPusat.selects;
    expect((await status.options(undefined as never)).map((option) => [option.value, option.label])).toEqual([
      ['ALL', 'semua'], ['OPEN', 'belumDiterima'], ['DONE', 'sudahDiterima'],
    ]);
  });
});
