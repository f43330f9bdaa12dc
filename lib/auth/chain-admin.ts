import 'server-only';
import { gateContextOf, type SessionContext } from './context';
import { passesGate } from '@/lib/routes/gate';
import { CHAIN_ADMIN, SETTINGS_GATE } from '@/lib/routes/table';
import { ForbiddenError } from '@/lib/errors/app-error';

/**
 * The services' own check of the route table's gates for the chain-wide data (parameters, masters of money,
 * catalogue) and the settings: a request that reached a service some other way is refused here too.
 */
export function requireChainAdmin(ctx: SessionContext): void {
  if (!passesGate(CHAIN_ADMIN, gateContextOf(ctx))) throw ForbiddenError();
}

export function requireSettingsAdmin(ctx: SessionContext): void {
  if (!passesGate(SETTINGS_GATE, gateContextOf(ctx))) throw ForbiddenError();
}
