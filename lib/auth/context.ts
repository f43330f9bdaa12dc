import type { Settings } from '../settings/load';
import type { Level } from './levels';

/** Who is asking, from the session and the database: the `ctx` every service takes. */
export type SessionContext = {
  user: { userId: string; namaUser: string; level: Level };
  shop: { kodeToko: string; namaToko: string; alamatToko: string; appType: string };
  settings: Settings;
  hiddenMenuKeys: ReadonlySet<string>;
  session: { sid: string; iat: number; remember: boolean; ver: number };
};

export function gateContextOf(ctx: SessionContext) {
  return { level: ctx.user.level, appType: ctx.shop.appType, settings: ctx.settings, hiddenMenuKeys: ctx.hiddenMenuKeys };
}
