import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { paraAkunTransaksi } from '@/lib/db/schema/money-ledger';
import { ValidationError } from '@/lib/errors/app-error';
import type { JournalLine } from './post-journal';

/**
 * The journal lines of one transaction kind as Parameter Akun sets them: each parameter row posts the amount to
 * its fixed account, or (account left empty) to the account the transaction names for that role.
 */
export async function linesFromParameters(db: Db, trx: string, roles: Record<string, string>, amount: number, type = 'DEFAULT'): Promise<JournalLine[]> {
  const parameters = await db.select().from(paraAkunTransaksi).where(and(eq(paraAkunTransaksi.trx, trx), eq(paraAkunTransaksi.type, type)));
  if (!parameters.some((p) => p.jenisAkun === 'D') || !parameters.some((p) => p.jenisAkun === 'K')) throw ValidationError('parameterAkunMissing');
  return parameters.map((parameter) => {
    const nomorAkun = parameter.nomorAkun ?? roles[parameter.kodeAkun];
    if (!nomorAkun) throw ValidationError('parameterAkunMissing');
    return parameter.jenisAkun === 'D' ? { nomorAkun, debit: amount, kredit: 0 } : { nomorAkun, debit: 0, kredit: amount };
  });
}
