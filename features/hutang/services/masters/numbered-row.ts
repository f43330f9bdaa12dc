/** A band's key as the list and the URL carry it ("12"): its row number, or undefined for anything else (finds nothing). */
export function rowNumberOf(key: string): number | undefined {
  return /^[1-9]\d{0,8}$/.test(key) ? Number(key) : undefined;
}
