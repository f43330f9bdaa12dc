import 'server-only';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { DEFAULT_SETTINGS } from '../settings/keys';
import type { SessionContext } from './context';
import { isLevel, seesEverything } from './levels';
import type { SessionData } from './session-policy';

type Row = {
  user_id: string; nama_user: string; level: string; is_active: boolean; session_version: number; session_live: boolean;
  kode_toko: string; nama_toko: string; alamat_toko: string; app_type: string;
  settings: Record<string, string> | null;
  level_access: [string, boolean][] | null;
  user_access: [string, boolean][] | null;
};

/**
 * Everything a request needs to know about its user, in one round trip: the user and shop, the settings
 * and the access rows. Null when the user is gone, disabled, changed password after this session began, or the
 * session was ended (logout).
 */
export async function loadSessionContext(db: Database, session: SessionData): Promise<SessionContext | null> {
  const result = await db.execute(sql`
    select u.user_id, u.nama_user, u.level, u.is_active, u.session_version,
           exists(select 1 from user_session s
                   where s.sid = ${session.sid} and s.user_id = u.user_id and s.revoked_at is null) as session_live,
           t.kode_toko, t.nama_toko, t.alamat_toko, t.app_type,
           (select json_object_agg(key, value) from para_system) as settings,
           (select json_agg(json_build_array(menu_key, is_show)) from hak_akses_level where level = u.level) as level_access,
           (select json_agg(json_build_array(menu_key, is_show)) from hak_akses_user where user_id = u.user_id) as user_access
      from users u join toko t on t.kode_toko = u.kode_toko
     where u.user_id = ${session.uid}`);
  const row = result.rows[0] as Row | undefined;
  if (!row || !row.is_active || !row.session_live || row.session_version !== session.ver || !isLevel(row.level)) return null;
  const level = row.level;
  return {
    user: { userId: row.user_id, namaUser: row.nama_user, level },
    shop: { kodeToko: row.kode_toko, namaToko: row.nama_toko, alamatToko: row.alamat_toko, appType: row.app_type },
    settings: { ...DEFAULT_SETTINGS, ...row.settings },
    hiddenMenuKeys: seesEverything(level) ? new Set() : hiddenKeys(row.level_access ?? [], row.user_access ?? []),
    session: { sid: session.sid, iat: session.iat, remember: session.remember, ver: session.ver },
  };
}

/** The level's rows, overridden by the user's own rows; the keys whose is_show is false. */
export function hiddenKeys(levelRows: [string, boolean][], userRows: [string, boolean][]): Set<string> {
  const shown = new Map(levelRows);
  for (const [key, isShow] of userRows) shown.set(key, isShow);
  return new Set([...shown].filter(([, isShow]) => !isShow).map(([key]) => key));
}
