// A child process for the crash test: posts transfers one after another until it is killed.
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { postJournal } from '../../lib/ledger/post-journal';

const [cash, bank] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 4 });
const db = drizzle(pool);
for (let n = 0; ; n++) {
  await db.transaction((tx) =>
    postJournal(tx, {
      kodeToko: 'CAB01', trx: 'MUTASI_UANG_CASH', keterangan: `batch ${n}`, createdBy: 'batch', idempotencyKey: `batch-${process.pid}-${n}`,
      lines: [{ nomorAkun: bank, debit: 1000 + n, kredit: 0 }, { nomorAkun: cash, debit: 0, kredit: 1000 + n }],
    }),
  );
  if (n === 20) process.stdout.write('running\n');
}
