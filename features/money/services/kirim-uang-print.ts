import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { SessionContext } from '@/lib/auth/context';
import type { Database } from '@/lib/db/client';
import { kirimUang } from '@/lib/db/schema';
import { spendGrant } from '@/features/otorisasi/services/grant';

/**
 * Counts a printed copy of a transfer's receipt. The first copy comes with the sending; every later one is a reprint
 * and spends a supervisor's grant in the same transaction, or is refused and not counted.
 */
export async function recordKirimUangPrint(db: Database, ctx: SessionContext, nomorReferensi: string, grant: string | null) {
  await db.transaction(async (tx) => {
    const [row] = await tx.update(kirimUang).set({ dicetak: sql`${kirimUang.dicetak} + 1` })
      .where(eq(kirimUang.nomorReferensi, nomorReferensi)).returning({ dicetak: kirimUang.dicetak });
    if (row && row.dicetak > 1) await spendGrant(tx, ctx, grant, 'CETAK_ULANG_KIRIM_UANG');
  });
}
