'use server';
import { getTranslations } from 'next-intl/server';
import type { ActionResult } from '@/lib/actions/result';
import { runAction } from '@/lib/actions/run-action';
import { closeOpname } from '../services/close-opname';
import { OPNAME_PATH, readOpname, type OpnameState } from '../services/read-opname';
import { scanOpname } from '../services/scan-opname';
import { startOpname } from '../services/start-opname';

/** Start a count of a tray (or of a whole warehouse when kodeBaki is ''). */
export async function startOpnameAction(input: { kodeGudang: string; kodeBaki: string; idempotencyKey: string }): Promise<ActionResult<OpnameState>> {
  return runAction(OPNAME_PATH, async (ctx) => {
    const data = await startOpname({ ctx, input });
    return { status: 'success', data, message: (await getTranslations('stockOpname'))('started', { nomor: data.noOpname }) };
  }, undefined, input);
}

/** One scan, or a pasted list: saved at once, so a reload or another device sees it. */
export async function scanOpnameAction(noOpname: string, barcodes: string[]): Promise<ActionResult<OpnameState>> {
  return runAction(OPNAME_PATH, async (ctx) => ({ status: 'success', data: await scanOpname({ ctx, input: { noOpname, barcodes } }) }), undefined, [noOpname, barcodes]);
}

/** The count as it stands (the other devices' scans too). */
export async function readOpnameAction(noOpname: string): Promise<ActionResult<OpnameState>> {
  return runAction(OPNAME_PATH, async (ctx) => ({ status: 'success', data: await readOpname({ ctx, input: { noOpname: String(noOpname) } }) }), undefined, noOpname);
}

/** Close with a supervisor's grant: the missing items are adjusted to MISSING in one document. */
export async function closeOpnameAction(noOpname: string, otorisasi: string | undefined): Promise<ActionResult<OpnameState>> {
  return runAction(OPNAME_PATH, async (ctx) => {
    const data = await closeOpname({ ctx, input: { noOpname: String(noOpname), otorisasi: typeof otorisasi === 'string' ? otorisasi : '' } });
    return { status: 'success', data, message: (await getTranslations('stockOpname'))('closed', { nomor: data.noOpname, hilang: data.totals.missingQty }) };
  }, undefined, [noOpname, otorisasi]);
}
