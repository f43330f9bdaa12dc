'use server';
import { getTranslations } from 'next-intl/server';
import type { ActionResult } from '@/lib/actions/result';
import { runAction } from '@/lib/actions/run-action';
import { runFormAction } from '@/lib/actions/run-form-action';
import { saveWeighingSchema } from '../schemas';
import { saveWeighing, type SavedWeighing } from '../services/save-weighing';
import type { Weighing } from '../services/read-weighing';
import { getWeighing, resetWeighing, startWeighing, WEIGHING_PATH } from '../services/weighing-session';

type TrayInput = { kodeGudang: string; kodeBaki: string; sort: string };

/** timbang-baki/start: the tray's items (data_timbang) in a weighing. */
export async function startWeighingAction(input: TrayInput): Promise<ActionResult<Weighing>> {
  return runAction(WEIGHING_PATH, async (ctx) => ({ status: 'success', data: await startWeighing({ ctx, input }) }), 'stockWeighing.failed', input);
}

/** timbang-baki (get): the tray's open weighing, or none. */
export async function getWeighingAction(input: TrayInput): Promise<ActionResult<Weighing | null>> {
  return runAction(WEIGHING_PATH, async (ctx) => ({ status: 'success', data: await getWeighing({ ctx, input }) }), 'stockWeighing.failed', input);
}

/** timbang-baki/reset: the open weighing discarded. */
export async function resetWeighingAction(input: TrayInput): Promise<ActionResult<{ discarded: string | null }>> {
  return runAction(WEIGHING_PATH, async (ctx) => ({
    status: 'success', data: await resetWeighing({ ctx, input }), message: (await getTranslations('stockWeighing'))('resetDone'),
  }), 'stockWeighing.failed', input);
}

/** The weighed gross reading saved: OK or SELISIH. */
export async function saveWeighingAction(_previous: unknown, formData: FormData) {
  return runFormAction<typeof saveWeighingSchema, SavedWeighing>(WEIGHING_PATH, formData, saveWeighingSchema, async (ctx, input) => ({
    message: (await getTranslations('stockWeighing'))('saved'),
    data: await saveWeighing({ ctx, input }),
  }), 'stockWeighing.failed');
}
