'use server';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { getClientAddress } from '@/lib/auth/request-info';
import { readDeviceNonce } from '@/lib/auth/device-cookie';
import { isOtorisasiFeature } from '../../../lib/auth/otorisasi-features';
import { startFingerprint } from '../services/fingerprint';
import { authorizeManual } from '../services/manual';
import { parseSubject } from '../services/request';
import { createQrRequest, decideQrRequest, readQrDecision, removeQrRequest } from '../services/qr';
import { AppError } from '@/lib/errors/app-error';
import { toErrorKey } from '@/lib/i18n/error-key';
import type { ActionResult } from '@/lib/actions/result';
import { runAction } from '@/lib/actions/run-action';

/**
 * What the dialog resolves with: the grant the guarded action uses, who approved, how, and the note. `DIRECT`: the user
 * may approve the action himself; no dialog, no keystore.
 */
export type OtorisasiGrant = { keystore: string; approvedBy: string; mode: 'MANUAL' | 'FINGERPRINT' | 'QR' | 'DIRECT'; keterangan: string };

const feature = (value: unknown) => {
  if (!isOtorisasiFeature(value)) throw new AppError('validation', 'otorisasiUnknown');
  return value;
};
const manualSchema = z.object({
  userId: z.string().trim().min(1, 'userIdRequired').max(30, 'userIdTooLong'),
  password: z.string().min(1, 'passwordRequired').max(200, 'passwordTooLong'),
  keterangan: z.string().trim().max(200, 'keteranganTooLong').optional(),
});

// The dialog serves every screen: any logged-in user may ask; the guarded action checks its own gate and the grant.

/** The cashier's own note: plain text, kept as a note, never as what is approved. */
const noteOf = (value: unknown) => {
  if (value !== undefined && value !== null && typeof value !== 'string') throw new AppError('validation', 'otorisasiNoteInvalid', {}, 'notes');
  return (value ?? '').slice(0, 200);
};

export async function authorizeManualAction(fitur: string, subject: unknown, notes: unknown, input: unknown): Promise<ActionResult<OtorisasiGrant>> {
  return runAction('session', async (ctx) => {
    // Everything is checked before the password is: a malformed request costs no attempt and reveals nothing.
    const ask = { fitur: feature(fitur), subject: parseSubject(subject), notes: noteOf(notes) };
    const parsed = manualSchema.safeParse(input);
    if (!parsed.success) throw new AppError('validation', toErrorKey(parsed.error.issues[0].message));
    const grant = await authorizeManual({
      ctx, address: await getClientAddress(), deviceNonce: await readDeviceNonce(parsed.data.userId),
      input: { ...parsed.data, ...ask },
    });
    return { status: 'success', data: grant };
  });
}

export async function requestQrAction(fitur: string, subject: unknown, notes: unknown) {
  return runAction('session', async (ctx) => ({
    status: 'success', data: await createQrRequest({ ctx, input: { fitur: feature(fitur), subject: parseSubject(subject), notes: noteOf(notes) } }),
  }));
}

export async function removeQrAction(keystore: string) {
  return runAction('session', async (ctx) => {
    await removeQrRequest({ ctx, input: { keystore: String(keystore) } });
    return { status: 'success' };
  });
}

/** After a qr-auth or fingerprint-auth event: the decision as stored, never as the event says. */
export async function readDecisionAction(keystore: string) {
  return runAction('session', async (ctx) => {
    const decision = await readQrDecision({ ctx, input: { keystore: String(keystore) } });
    return { status: 'success', data: decision ?? undefined };
  });
}

export async function startFingerprintAction(fitur: string, subject: unknown, notes: unknown, approver: string, keterangan: string) {
  return runAction('session', async (ctx) => ({
    status: 'success', data: await startFingerprint({ ctx, input: {
      approver: String(approver), fitur: feature(fitur), subject: parseSubject(subject), notes: noteOf(notes), keterangan: String(keterangan ?? ''),
    } }),
  }));
}

/** The approval page: a supervisor or owner approves or rejects an open QR request. */
export async function decideQrAction(keystore: string, approve: boolean) {
  return runAction('/otorisasi-qr', async (ctx) => {
    const decided = await decideQrRequest({ ctx, input: { keystore: String(keystore), approve: approve === true } });
    const t = await getTranslations('otorisasi.approval');
    return { status: 'success', message: t(decided.status === 'APPROVED' ? 'approved' : 'rejected') };
  });
}
