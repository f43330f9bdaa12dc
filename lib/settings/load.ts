import 'server-only';
import { getDb } from '../db/client';
import { paraSystem } from '@/lib/db/schema/shop';
import { DEFAULT_SETTINGS } from './keys';

export type Settings = Readonly<Record<string, string>>;

/** Every flag and variable: the stored value, else the default. Read per request so a change applies at once. */
export async function loadSettings(): Promise<Settings> {
  const rows = await getDb().select({ key: paraSystem.key, value: paraSystem.value }).from(paraSystem);
  return { ...DEFAULT_SETTINGS, ...Object.fromEntries(rows.map((row) => [row.key, row.value])) };
}
