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

/** Who may open /settingsystem (§6). */
export const SETTINGS_LEVELS = ['OWN', 'SU', 'DEV', 'MU'] as const satisfies readonly Level[];

/** Who may open Manage Users (/data-users, /hak-akses-users); the spec leaves it open, see docs/decisions/004. */
export const USER_ADMIN_LEVELS = ['OWN', 'SU', 'MU', 'DEV'] as const satisfies readonly Level[];
