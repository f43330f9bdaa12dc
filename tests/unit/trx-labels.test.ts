import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TRX } from '../../lib/ledger/accounts';

const id = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../messages/id.json'), 'utf8')) as { codes: { trx: Record<string, string> } };

describe('transaction kinds', () => {
  // Tutup Toko, the journal screens and the reports print a kind by its label; a raw code (PERPANJANG_HUTANG) has no
  // place to break and pushed the closing's cash table past a phone's width.
  it('each has its label', () => {
    expect(Object.values(TRX).filter((trx) => !id.codes.trx[trx])).toEqual([]);
  });
});
