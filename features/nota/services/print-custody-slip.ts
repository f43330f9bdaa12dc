import 'server-only';
import type { SessionContext } from '@/lib/auth/context';
import { requireAccess } from '@/lib/auth/require-access';
import type { Db, Tx } from '@/lib/db/client';
import { readDb } from '@/lib/db/transaction';
import type { CustodySlipData, CustodySlipKind } from '@/lib/documents/custody-slip';
import { AppError, ForbiddenError, type ErrorKey } from '@/lib/errors/app-error';
import { settingFlag } from '@/lib/settings/read';
import { parseInput } from '@/lib/validation/parse-input';
import { sendWaText, type WaLookup, type WaResult } from '@/lib/whatsapp/send-text';
import { readOrderSlip } from '@/features/pesanan';
import { readRepairSlip } from '@/features/service';
import { readDepositSlip } from '@/features/titipan';
import { CUSTODY_SLIP_PATHS } from '../paths';
import { custodySlipRefSchema, type CustodySlipRef } from '../schemas';

export type PrintedCustodySlip = { document: CustodySlipData; duplicate: boolean };

/** Each kind's reader, through its feature's door, its duplicate-print flag (§6) and its "not found" wording. */
const KINDS: Record<CustodySlipKind, {
  read: (db: Db, kodeToko: string, nomor: string) => Promise<CustodySlipData | null>;
  duplicate: 'DUPLICATE_PRINT_PESANAN' | 'DUPLICATE_PRINT_TITIPAN' | 'DUPLICATE_PRINT_SERVICE';
  notFound: ErrorKey;
}> = {
  pesanan: { read: readOrderSlip, duplicate: 'DUPLICATE_PRINT_PESANAN', notFound: 'pesananTidakDitemukan' },
  titipan: { read: readDepositSlip, duplicate: 'DUPLICATE_PRINT_TITIPAN', notFound: 'titipanTidakDitemukan' },
  service: { read: readRepairSlip, duplicate: 'DUPLICATE_PRINT_SERVICE', notFound: 'serviceTidakDitemukan' },
};

/**
 * An order's, a deposit's or a repair ticket's slip as it stands now (decision 035), for any form (thermal, PDF slip,
 * A4): checked as the kind's screens (where it is made, its Lihat screen), another shop's number not found, two copies
 * when the kind's duplicate-print flag is on. Nothing is written: these papers are not counted and a reprint needs no
 * grant (each records money already in the ledger and holds nothing a second copy could claim twice).
 */
export async function printCustodySlip({ ctx, input, tx }: { ctx: SessionContext; input: CustodySlipRef; tx?: Tx }): Promise<PrintedCustodySlip> {
  const { kind, nomor: typed } = parseInput(custodySlipRefSchema, input);
  requireAccess(ctx, CUSTODY_SLIP_PATHS[kind]);
  const nomor = typed.toUpperCase();
  const document = await KINDS[kind].read(readDb(tx), ctx.shop.kodeToko, nomor);
  if (!document) throw new AppError('not-found', KINDS[kind].notFound, { nomor });
  return { document, duplicate: settingFlag(ctx.settings, KINDS[kind].duplicate) };
}

/**
 * "Kirim WA" of an order, deposit or repair (WHATSAPP_MODULE, §8): the slip's text to the customer's phone through the
 * counter's gateway. A completed repair's text tells the customer the piece is ready (the cashier's button after Selesai).
 */
export async function sendCustodySlipWa({ ctx, input, text, lookup }: {
  ctx: SessionContext; input: CustodySlipRef; text: (document: CustodySlipData) => string | Promise<string>; lookup?: WaLookup;
}): Promise<WaResult> {
  const { kind } = parseInput(custodySlipRefSchema, input);
  requireAccess(ctx, CUSTODY_SLIP_PATHS[kind]);
  if (!settingFlag(ctx.settings, 'WHATSAPP_MODULE')) throw ForbiddenError('waModuleOff');
  const { document } = await printCustodySlip({ ctx, input });
  return sendWaText({ ctx, phone: document.customer.noHp, message: await text(document), lookup });
}
