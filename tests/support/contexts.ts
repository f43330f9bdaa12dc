import type { SessionContext } from '../../lib/auth/context';
import type { Level } from '../../lib/auth/levels';
import { DEFAULT_SETTINGS } from '../../lib/settings/keys';

/** A session context for service tests, as the DAL would build it for a demo user. */
export function contextFor(userId: string, level: Level, shop: { kodeToko: string; appType: string } = { kodeToko: 'PUSAT', appType: 'PUSAT' }): SessionContext {
  return {
    user: { userId, namaUser: userId, level },
    shop: { ...shop, namaToko: shop.kodeToko, alamatToko: '' },
    settings: DEFAULT_SETTINGS,
    hiddenMenuKeys: new Set(),
    session: { sid: `test-${userId}`, iat: 0, remember: false, ver: 1 },
  };
}
