import type { Level } from '../auth/levels';
import type { ModuleKey } from '../settings/keys';
import type { Condition } from './gate';
import { ROUTES } from './table';

/** What a module flag does to the screens of the route table: opens them, closes them, or limits them to some levels. */
export type ModuleScreens = {
  opens: string[];
  closes: string[];
  restricts: { levels: readonly Level[]; paths: string[] } | null;
};

function conditionsOf(conditions: readonly Condition[]): Condition[] {
  return conditions.flatMap((condition) => ('anyOf' in condition ? conditionsOf(condition.anyOf) : [condition]));
}

/**
 * The screens a module's switch governs, read from the route table's gates (a module, a module that must be off, a level
 * list that applies while the module is on, a menu entry that leads elsewhere while it is on), in table order. Built or
 * not: a screen not built yet still belongs to its module.
 */
export function screensOfModule(key: ModuleKey): ModuleScreens {
  const result: ModuleScreens = { opens: [], closes: [], restricts: null };
  const add = (list: string[], path: string) => {
    if (!list.includes(path)) list.push(path);
  };
  for (const route of ROUTES) {
    if (route.target?.module === key) add(result.opens, route.target.whenOn);
    if (typeof route.gate === 'string') continue;
    for (const condition of conditionsOf(route.gate)) {
      if ('module' in condition && condition.module === key) add(result.opens, route.path);
      if ('moduleOff' in condition && condition.moduleOff === key) add(result.closes, route.path);
      if ('levelsWhen' in condition && condition.levelsWhen === key) {
        result.restricts ??= { levels: condition.levels, paths: [] };
        add(result.restricts.paths, route.path);
      }
    }
  }
  return result;
}

/** A screen's name from its path, for screens without a title message yet: /laporan-akhir_hari → Laporan Akhir Hari. */
export function titleFromPath(path: string): string {
  return path.slice(1).split(/[-_]/).filter(Boolean).map((word) => word[0].toUpperCase() + word.slice(1)).join(' ');
}
