'use server';
import { getTranslations } from 'next-intl/server';
import { getClientAddress } from '@/lib/auth/request-info';
import { readDeviceNonce } from '@/lib/auth/device-cookie';
import { isOtorisasiFeature } from '../../../lib/auth/otorisasi-features';
import { startFingerprint } from '../services/fingerprint';
import { authorizeManual } from '../services/manual';
import { parseSubject } from '../services/request';
import { createQrRequest, decideQrRequest, readQrDecision, removeQrRequest } from '../services/qr';
import { AppError } from '@/lib/errors/app-error';
import { parseInput } from '@/lib/validation/parse-input';
import { asFields, manualAuthorizationSchema } from '../schemas';
import type { ActionResult } from '@/lib/actions/result';
import { runAction } from '@/lib/actions/run-action';
import type { OtorisasiGrant } from '@/lib/client/request-authorization';

const feature = (value: unknown) => {
  if (!isOtorisasiFeature(value)) throw new AppError('validation', 'otorisasiUnknown');
  return value;
};

// The dialog serves every screen: any logged-in user may ask; the guarded action checks its own gate and the grant.

export async function authorizeManualAction(fitur: string, subject: unknown, notes: string, input: unknown): Promise<ActionResult<OtorisasiGrant>> {
  return runAction('session', async (ctx) => {
    // Every field (the note too) is checked before the device cookie is read or the password checked.
    const ask = { fitur: feature(fitur), subject: parseSubject(subject) };
    const parsed = parseInput(manualAuthorizationSchema, { ...asFields(input), notes });
    const grant = await authorizeManual({
      ctx, address: await getClientAddress(), deviceNonce: await readDeviceNonce(parsed.userId),
      input: { ...parsed, ...ask },
    });
    return { status: 'success', data: grant };
  });
}

export async function requestQrAction(fitur: string, subject: unknown, notes: string) {
  return runAction('session', async (ctx) => ({
    status: 'success', data: await createQrRequest({ ctx, input: { fitur: feature(fitur), subject: parseSubject(subject), notes } }),
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

export async function startFingerprintAction(fitur: string, subject: unknown, notes: string, approver: string, keterangan: string) {
  return runAction('session', async (ctx) => ({
    status: 'success', data: await startFingerprint({ ctx, input: { approver, fitur: feature(fitur), subject: parseSubject(subject), notes, keterangan } }),
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
