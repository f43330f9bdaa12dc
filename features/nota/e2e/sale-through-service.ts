import { execFileSync } from 'node:child_process';
import { testDatabaseUrl } from '@/tests/support/test-database';
import type { SaleOptions } from '../test-support';

/**
 * A sale of CAB01 posted by the sale service itself (postSale, its kernel, the journal and the gram ledger) into the
 * e2e database: test-support's two lines of a test jenis at Rp 1.000.000 a gram, 2,150 g + Rp 350.000 and 1,300 g +
 * Rp 10.000, PPN 1,1 %, Rp 1.000.000 by transfer and Rp 5.000.000 handed over in cash. Answers its number.
 */
export function postTestSale(options: SaleOptions = {}): string {
  return execFileSync('node', ['--conditions=react-server', '--import', 'tsx', 'features/nota/e2e/post-sale.ts', JSON.stringify(options)], {
    env: { ...process.env, DATABASE_URL: testDatabaseUrl('e2e') }, encoding: 'utf8',
  }).trim();
}
