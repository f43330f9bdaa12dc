'use server';
import { getTranslations } from 'next-intl/server';
import type { ActionResult } from '@/lib/actions/result';
import { runAction } from '@/lib/actions/run-action';
import { findNonCash, matchNonCash, NON_CASH_PATH, type NonCashRow, type NonCashSource } from '../services/validasi-non-tunai';

export async function findNonCashAction(tanggal: string): Promise<ActionResult<{ tanggal: string; rows: NonCashRow[]; canMatch: boolean }>> {
  return runAction(NON_CASH_PATH, async (ctx) => ({ status: 'success', data: await findNonCash({ ctx, input: { tanggal: String(tanggal) } }) }), undefined, tanggal);
}

export async function matchNonCashAction(input: { items: { sumber: NonCashSource; dokumen: string }[] }): Promise<ActionResult<{ dicocokkan: number }>> {
  return runAction(NON_CASH_PATH, async (ctx) => {
    const result = await matchNonCash({ ctx, input });
    return { status: 'success', message: (await getTranslations('nonCash'))('matched', { count: result.dicocokkan }), data: result };
  }, undefined, input);
}
