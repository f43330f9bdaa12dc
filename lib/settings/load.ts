import 'server-only';
import { getDb } from '../db/client';
import { paraSystem } from '../db/schema';
import { MODULE_FLAGS, SYSTEM_VARIABLES } from './keys';

export type Settings = Readonly<Record<string, string>>;

const DEFAULTS: Record<string, string> = {
  ...Object.fromEntries(Object.entries(MODULE_FLAGS).map(([key, value]) => [key, String(value)])),
  ...SYSTEM_VARIABLES,
};

/** Every flag and variable: the stored value, else the default. Read per request so a change applies at once. */
export async function loadSettings(): Promise<Settings> {
  const rows = await getDb().select({ key: paraSystem.key, value: paraSystem.value }).from(paraSystem);
  return { ...DEFAULTS, ...Object.fromEntries(rows.map((row) => [row.key, row.value])) };
}
