import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { jenis } from '@/lib/db/schema/gram-ledger';
import { createRandom } from '@/features/demo/random';
import { useDemoDatabase } from '../../../tests/support/db';
import { STOCK_CLEAN, stockInvariants } from '../../../tests/support/ledger-checks';
import { AppError } from '@/lib/errors/app-error';
import { postStockEntries, type NewItem, type PostStockInput, type StockEntryInput } from './post-stock-entries';

const { db } = useDemoDatabase();

beforeEach(async () => {
  await db().insert(jenis).values({ kodeDept: 'T99', namaDept: 'EMAS UJI', kadar: '75.00' });
});

const item = (kodeBarcode: string, berat: string): NewItem => ({
  kodeBarcode, kodeToko: 'CAB01', kodeGroup: 'CC', kodeDept: 'T99', kodeIntern: 'IN-1', namaBarang: `Cincin ${kodeBarcode}`, berat, kadar: '75.00',
  hargaJual: 1_000_000, kodeGudang: 'CAB01-ETALASE', kodeBaki: 'BAKI-A',
});

const input = (key: string, entries: StockEntryInput[]): PostStockInput => ({
  document: { kodeToko: 'CAB01', jenis: 'UJI', nomor: key }, entries, idempotencyKey: key, createdBy: 'tester',
});

/** Posts in a transaction that stays open `holdMs` after posting, so that others meet its locks. */
function postHolding(key: string, entries: StockEntryInput[], holdMs = 0) {
  return db().transaction(async (tx) => {
    const posted = await postStockEntries(tx, input(key, entries));
    if (holdMs) await new Promise((resolve) => setTimeout(resolve, holdMs));
    return posted;
  });
}

/** What the tests check after every concurrent run (tests/support/ledger-checks.ts): balances, entries and items agree, one chain per item. */
const checkInvariants = () => stockInvariants(db());

const clean = STOCK_CLEAN;

describe('gram ledger under concurrency', () => {
  it('two users selling, or moving and selling, one item at the same moment: one succeeds, the other is told why', async () => {
    await postHolding('tb', [{ kind: 'RECEIVED', item: item('T-1', '1.250') }, { kind: 'RECEIVED', item: item('T-2', '2.000') }]);
    const sales = await Promise.allSettled([
      postHolding('jual-a', [{ kind: 'SOLD', kodeBarcode: 'T-1', expected: { kodeBaki: 'BAKI-A' } }], 300),
      postHolding('jual-b', [{ kind: 'SOLD', kodeBarcode: 'T-1', expected: { kodeBaki: 'BAKI-A' } }], 300),
    ]);
    expect(sales.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = sales.find((outcome) => outcome.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ kind: 'conflict', messageKey: 'stokBarangSudahTerjual', values: { barcode: 'T-1' } });

    const race = await Promise.allSettled([
      postHolding('pindah', [{ kind: 'MOVED', kodeBarcode: 'T-2', expected: { kodeBaki: 'BAKI-A' }, to: { kodeBaki: 'BAKI-B' } }], 300),
      postHolding('jual-c', [{ kind: 'SOLD', kodeBarcode: 'T-2', expected: { kodeBaki: 'BAKI-A' } }], 300),
    ]);
    expect(race.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    const lost = (race.find((outcome) => outcome.status === 'rejected') as PromiseRejectedResult).reason as AppError;
    expect(['stokBarangSudahPindah', 'stokBarangSudahTerjual']).toContain(lost.messageKey);
    expect((await db().execute(sql`select count(*)::int as n from mutasi_stok where kode_barcode in ('T-1', 'T-2')`)).rows[0]).toEqual({ n: 4 });
    expect(await checkInvariants()).toEqual(clean);
    expect((await db().execute(sql`select berat, qty from saldo_stok where kode_dept = 'T99'`)).rows)
      .toEqual(race[0].status === 'fulfilled' ? [{ berat: '2.000', qty: 1 }] : [{ berat: '0.000', qty: 0 }]);
  });

  it('20 documents at once over overlapping items: each conflict told, no deadlock, balances hold, no item in two places', async () => {
    const barcodes = Array.from({ length: 30 }, (_, n) => `T-${String(n).padStart(2, '0')}`);
    await postHolding('tb', barcodes.map((code, n) => ({ kind: 'RECEIVED', item: item(code, `${1 + n}.${String(n * 7).padStart(3, '0')}`) })));
    const random = createRandom('stock-concurrency');
    const documents = Array.from({ length: 20 }, (_, d) => {
      // Each document takes 3–8 items in its own (unsorted) order: the kernel locks them in barcode order.
      const picked = [...new Set(Array.from({ length: random.int(3, 8) }, () => random.pick(barcodes)))];
      const entries: StockEntryInput[] = picked.map((kodeBarcode) => {
        const roll = random.next();
        if (roll < 0.3) return { kind: 'SOLD', kodeBarcode };
        if (roll < 0.5) return { kind: 'ADJUSTED', kodeBarcode, to: { berat: `${random.int(1, 9)}.${random.int(100, 999)}` } };
        if (roll < 0.6) return { kind: 'SENT', kodeBarcode, to: { kodeToko: 'CAB02' } };
        return { kind: 'MOVED', kodeBarcode, to: { kodeBaki: `BAKI-${d}` } };
      });
      return postHolding(`doc-${d}`, entries, random.int(0, 50));
    });
    const outcomes = await Promise.allSettled(documents);
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected') as PromiseRejectedResult[];
    // Only the kernel's own answers: an item already sold, or sent away, by another document. Never a deadlock (40P01).
    for (const { reason } of refused) {
      expect(reason).toBeInstanceOf(AppError);
      expect(['stokBarangSudahTerjual', 'stokBarangTidakTersedia', 'stokBarangTidakDitemukan']).toContain((reason as AppError).messageKey);
    }
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled').length).toBeGreaterThan(0);
    expect(await checkInvariants()).toEqual(clean);
    // Every item was sold or sent at most once.
    expect((await db().execute(sql`
      select kode_barcode from mutasi_stok where jenis_mutasi in ('SOLD', 'SENT') group by 1 having count(*) > 1`)).rows).toEqual([]);
  }, 60_000);

  it('posts 10,000 items in one document and moves them in another, a statement per 5,000', async () => {
    const barcodes = Array.from({ length: 10_000 }, (_, n) => `B-${String(n).padStart(5, '0')}`);
    let started = performance.now();
    await postHolding('tb-10k', barcodes.map((code, n) => ({ kind: 'RECEIVED', item: item(code, `${1 + (n % 9)}.${String(n % 1000).padStart(3, '0')}`) })));
    const receiveMs = Math.round(performance.now() - started);
    started = performance.now();
    const moved = await postHolding('pb-10k', barcodes.map((kodeBarcode) => ({ kind: 'MOVED', kodeBarcode, expected: { kodeBaki: 'BAKI-A' }, to: { kodeBaki: 'BAKI-B' } })));
    const moveMs = Math.round(performance.now() - started);
    console.log(`gram ledger: 10,000 items received in ${receiveMs} ms, moved in ${moveMs} ms (commit and its checks included)`);
    expect(moved.entries).toHaveLength(10_000);
    // 1,111 runs of 1 + 2 + … + 9 g and one more gram (49,996 g), plus ten runs of 0 + 1 + … + 999 mg (4,995 g).
    expect((await db().execute(sql`select berat, qty from saldo_stok where kode_dept = 'T99'`)).rows).toEqual([{ berat: '54991.000', qty: 10_000 }]);
    expect(await checkInvariants()).toEqual(clean);
  }, 120_000);
});
