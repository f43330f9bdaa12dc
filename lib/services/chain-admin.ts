import 'server-only';
import { gateContextOf, type SessionContext } from '../auth/context';
import { passesGate } from '../routes/gate';
import { CHAIN_ADMIN, SETTINGS_GATE } from '../routes/table';
import { ForbiddenError } from './errors';

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
