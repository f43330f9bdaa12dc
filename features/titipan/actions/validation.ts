'use server';
import { getTranslations } from 'next-intl/server';
import type { ActionResult } from '@/lib/actions/result';
import { runAction } from '@/lib/actions/run-action';
import type { DepositValidationInput } from '../schemas';
import { listDepositValidation, validateTitipan, type DepositValidationRow } from '../services/validate-titipan';

export async function listDepositValidationAction(tanggal: string): Promise<ActionResult<{ tanggal: string; rows: DepositValidationRow[]; canValidate: boolean }>> {
  return runAction('/validasi-titipan', async (ctx) => ({ status: 'success', data: await listDepositValidation({ ctx, input: { tanggal: String(tanggal) } }) }), undefined, tanggal);
}

export async function validateTitipanAction(input: DepositValidationInput): Promise<ActionResult<{ titipan: number }>> {
  return runAction('/validasi-titipan', async (ctx) => {
    const result = await validateTitipan({ ctx, input });
    return { status: 'success', message: (await getTranslations('titipanValidation'))('validated', { count: result.titipan }), data: result };
  }, undefined, input);
}
