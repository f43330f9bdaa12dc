// Posts test-support's two-line sale of CAB01 into the e2e database through the sale service, for the nota specs:
//   node --conditions=react-server --import tsx features/nota/e2e/post-sale.ts '<SaleOptions as JSON>'
// (the services are 'server-only', so this runs as a child with the react-server condition, as the bench does).
// Prints the sale's number.
import { closeDb, getDb } from '@/lib/db/client';
import { insertSale, type SaleOptions } from '../test-support';

const options = JSON.parse(process.argv[2] ?? '{}') as SaleOptions;
try {
  process.stdout.write(await insertSale(getDb(), options));
} finally {
  await closeDb();
}
