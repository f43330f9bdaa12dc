'use server';
import { getTranslations } from 'next-intl/server';
import type { ActionResult } from '@/lib/actions/result';
import { runAction } from '@/lib/actions/run-action';
import type { ValidationNumbersInput } from '@/lib/validation/day-validation';
import { listRepairValidation, validateService, type RepairValidationRow } from '../services/validate-service';

export async function listRepairValidationAction(tanggal: string): Promise<ActionResult<{ tanggal: string; rows: RepairValidationRow[]; canValidate: boolean }>> {
  return runAction('/validasi-service', async (ctx) => ({ status: 'success', data: await listRepairValidation({ ctx, input: { tanggal: String(tanggal) } }) }), undefined, tanggal);
}

export async function validateServiceAction(input: ValidationNumbersInput): Promise<ActionResult<{ validated: number }>> {
  return runAction('/validasi-service', async (ctx) => {
    const result = await validateService({ ctx, input });
    return { status: 'success', message: (await getTranslations('serviceValidation'))('validated', { count: result.validated }), data: result };
  }, undefined, input);
}
