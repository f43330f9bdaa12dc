'use server';
import { getTranslations } from 'next-intl/server';
import type { ActionResult } from '@/lib/actions/result';
import { runAction } from '@/lib/actions/run-action';
import type { LoanValidationInput } from '../validation.schema';
import { listLoanValidation, validateHutang, type LoanValidationRow } from '../services/validate-hutang';

export async function listLoanValidationAction(tanggal: string): Promise<ActionResult<{ tanggal: string; rows: LoanValidationRow[]; canValidate: boolean }>> {
  return runAction('/validasi-hutang', async (ctx) => ({ status: 'success', data: await listLoanValidation({ ctx, input: { tanggal: String(tanggal) } }) }), undefined, tanggal);
}

export async function validateHutangAction(input: LoanValidationInput): Promise<ActionResult<{ hutang: number; pelunasan: number }>> {
  return runAction('/validasi-hutang', async (ctx) => {
    const result = await validateHutang({ ctx, input });
    return { status: 'success', message: (await getTranslations('loanValidation'))('validated', { count: result.hutang + result.pelunasan }), data: result };
  }, undefined, input);
}
