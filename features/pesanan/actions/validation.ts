'use server';
import { getTranslations } from 'next-intl/server';
import type { ActionResult } from '@/lib/actions/result';
import { runAction } from '@/lib/actions/run-action';
import type { ValidationNumbersInput } from '@/lib/validation/day-validation';
import { listOrderValidation, validatePesanan, type OrderValidationRow } from '../services/validate-pesanan';

export async function listOrderValidationAction(tanggal: string): Promise<ActionResult<{ tanggal: string; rows: OrderValidationRow[]; canValidate: boolean }>> {
  return runAction('/validasi-pesanan', async (ctx) => ({ status: 'success', data: await listOrderValidation({ ctx, input: { tanggal: String(tanggal) } }) }), undefined, tanggal);
}

export async function validatePesananAction(input: ValidationNumbersInput): Promise<ActionResult<{ validated: number }>> {
  return runAction('/validasi-pesanan', async (ctx) => {
    const result = await validatePesanan({ ctx, input });
    return { status: 'success', message: (await getTranslations('orderValidation'))('validated', { count: result.validated }), data: result };
  }, undefined, input);
}
