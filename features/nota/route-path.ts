import 'server-only';
import { gateContextOf, type SessionContext } from '@/lib/auth/context';
import { checkRouteAccess } from '@/lib/routes';
import { CUSTODY_SLIP_PATHS, isCustodySlipKind, isLoanDocKind, LOAN_DOC_PATHS, NOTA_PATHS } from './paths';

/**
 * The screen a nota route handler is checked as (withAccess): the first of the kind's screens the user may open, else
 * the first (which then answers as refused). An unknown kind has none: 404.
 */
export function notaRoutePath(kind: string, session: SessionContext | null): string | null {
  if (kind !== 'penjualan' && kind !== 'pembelian' && !isLoanDocKind(kind) && !isCustodySlipKind(kind)) return null;
  const paths = isLoanDocKind(kind) ? LOAN_DOC_PATHS[kind] : isCustodySlipKind(kind) ? CUSTODY_SLIP_PATHS[kind] : NOTA_PATHS[kind];
  if (!session) return paths[0];
  const gate = gateContextOf(session);
  return paths.find((path) => checkRouteAccess(path, gate) === 'ok') ?? paths[0];
}
