import type { Level } from '../auth/levels';
import type { ModuleKey, SystemVariableKey } from '../settings/keys';
import { settingFlag } from '../settings/read';

/** One condition of a gate; a route passes when every condition of its gate holds. */
export type Condition =
  | { module: ModuleKey }
  | { moduleOff: ModuleKey }
  | { variable: SystemVariableKey; equals: string }
  | { variable: SystemVariableKey; notEquals: string }
  | { levels: readonly Level[] }
  /** The level list applies only while the module is on (SETTING_NOTA_OWNER_ONLY). */
  | { levelsWhen: ModuleKey; levels: readonly Level[] }
  | { appType: 'PUSAT' | 'CABANG' }
  | { anyOf: readonly Condition[] };

export type Gate = 'public' | 'login' | readonly Condition[];

/** What a gate is checked against: taken from the session and the database, never from the client. */
export type GateContext = {
  level: Level;
  appType: string;
  settings: Readonly<Record<string, string>>;
  /** Menu keys the user's access tree hides (is_show false); SU and OWN never have any. */
  hiddenMenuKeys?: ReadonlySet<string>;
};

export function passesGate(gate: Gate, ctx: GateContext | null): boolean {
  if (gate === 'public') return true;
  if (!ctx) return false;
  if (gate === 'login') return true;
  return gate.every((condition) => holds(condition, ctx));
}

function holds(condition: Condition, ctx: GateContext): boolean {
  const flag = (key: ModuleKey) => settingFlag(ctx.settings, key);
  if ('anyOf' in condition) return condition.anyOf.some((inner) => holds(inner, ctx));
  if ('levelsWhen' in condition) return !flag(condition.levelsWhen) || condition.levels.includes(ctx.level);
  if ('module' in condition) return flag(condition.module);
  if ('moduleOff' in condition) return !flag(condition.moduleOff);
  if ('levels' in condition) return condition.levels.includes(ctx.level);
  if ('appType' in condition) return ctx.appType === condition.appType;
  const value = ctx.settings[condition.variable] ?? '';
  return 'equals' in condition ? value === condition.equals : value !== condition.notEquals;
}
