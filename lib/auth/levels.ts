/** User levels of the spec (§3, §6); USER is the ordinary user. */
export const LEVELS = ['OWN', 'SU', 'MU', 'DEV', 'SPV', 'KASIR', 'USER'] as const;
export type Level = (typeof LEVELS)[number];

export function isLevel(value: string): value is Level {
  return (LEVELS as readonly string[]).includes(value);
}

/** SU and OWN pass every menu permission (§6). */
export function seesEverything(level: Level): boolean {
  return level === 'SU' || level === 'OWN';
}
