'use server';
import { getTranslations } from 'next-intl/server';
import type { ActionResult } from '@/lib/actions/result';
import { runAction } from '@/lib/actions/run-action';
import type { ValidateInput } from '../schemas';
import { listValidation, validateDocuments, type ValidationRow } from '../services/validate';

export async function listValidationAction(tanggal: string): Promise<ActionResult<{ tanggal: string; rows: ValidationRow[]; canValidate: boolean }>> {
  return runAction('/validasi-jual-beli', async (ctx) => ({ status: 'success', data: await listValidation({ ctx, input: { tanggal: String(tanggal) } }) }), undefined, tanggal);
}

export async function validateAction(input: ValidateInput): Promise<ActionResult<{ penjualan: number; pembelian: number }>> {
  return runAction('/validasi-jual-beli', async (ctx) => {
    const result = await validateDocuments({ ctx, input });
    return { status: 'success', message: (await getTranslations('sales'))('validated', { count: result.penjualan + result.pembelian }), data: result };
  }, undefined, input);
}
