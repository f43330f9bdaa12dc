import { checkRouteAccess } from '../routes';
import { ForbiddenError, type ErrorKey } from '@/lib/errors/app-error';
import { gateContextOf, type SessionContext } from './context';

/**
 * A service's first line: the gate of the screen it serves (level, module, app type, the user's access tree), read
 * from the same route table as the page, the proxy and the menu. A verb serving several screens names them all and
 * passes when one of them may be opened. Refused: forbidden, "notAvailable" unless the verb has its own wording.
 */
export function requireAccess(ctx: SessionContext, path: string | readonly string[], messageKey: ErrorKey = 'notAvailable'): void {
  const paths: readonly string[] = Array.isArray(path) ? path : [path as string];
  const gate = gateContextOf(ctx);
  if (!paths.some((one) => checkRouteAccess(one, gate) === 'ok')) throw ForbiddenError(messageKey);
}
