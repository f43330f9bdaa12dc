/** Browser-side data of the product lives under this prefix, so logout and session expiry can clear all of it. */
const PREFIX = 'kilau.';
/** Kept across logout: the user asked for it with "remember". */
const KEPT = new Set([`${PREFIX}rememberedUser`]);

export const localKeys = {
  rememberedUser: `${PREFIX}rememberedUser`,
  sidebarMini: `${PREFIX}sidebarMini`,
  reportPeriod: `${PREFIX}reportPeriod`,
} as const;

export function clearLocalData(): void {
  for (const key of Object.keys(localStorage)) {
    if (key.startsWith(PREFIX) && !KEPT.has(key)) localStorage.removeItem(key);
  }
  sessionStorage.clear();
}

/** After an expired or invalid session: clear local data and go to the login page. */
export function endExpiredSession(): void {
  clearLocalData();
  window.location.assign('/?expired=1');
}
