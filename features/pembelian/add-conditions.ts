// No 'server-only' marker: a new installation (setup, the demo generator) adds its conditions through this.
import type { Tx } from '@/lib/db/client';
import { kondisiPembelian } from './schema';

export type NewCondition = { kodeKondisi: string; namaKondisi: string };

/** Conditions of gold bought back (Master Kondisi Pembelian), in one statement; a code already there is kept as it is. */
export async function addPurchaseConditions(tx: Tx, conditions: NewCondition[], by: string): Promise<void> {
  if (conditions.length === 0) return;
  await tx.insert(kondisiPembelian).values(conditions.map((kondisi) => ({ ...kondisi, createdBy: by, updatedBy: by }))).onConflictDoNothing();
}
