import { documentSubject } from '@/lib/auth/otorisasi-subject';
import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { SessionContext } from '@/lib/auth/context';
import { requireAccess } from '@/lib/auth/require-access';
import type { Tx } from '@/lib/db/client';
import { kirimUang } from '@/features/money/schema';
import { withTransaction } from '@/lib/db/transaction';
import { spendGrant } from '@/features/otorisasi';
import { KIRIM_UANG_PATHS } from './kirim-uang';

/**
 * Counts a printed copy of a transfer's receipt. The first copy comes with the sending; every later one is a reprint
 * and spends a supervisor's grant in the same transaction, or is refused and not counted.
 */
export async function recordKirimUangPrint({ ctx, input: { nomorReferensi, grant }, tx }: {
  ctx: SessionContext; input: { nomorReferensi: string; grant: string | null }; tx?: Tx;
}) {
  requireAccess(ctx, KIRIM_UANG_PATHS);
  await withTransaction(tx, async (tx) => {
    const [row] = await tx.update(kirimUang).set({ dicetak: sql`${kirimUang.dicetak} + 1` })
      .where(eq(kirimUang.nomorReferensi, nomorReferensi)).returning({ dicetak: kirimUang.dicetak });
    if (row && row.dicetak > 1) await spendGrant({ ctx, input: { keystore: grant, fitur: 'CETAK_ULANG_KIRIM_UANG', subject: documentSubject(nomorReferensi, 'cetak') }, tx });
  });
}
