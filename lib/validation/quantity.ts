/**
 * A quantity as the quantity mask keeps it: whole pieces of 1 or more. Below 1 the mask blanks the field, so 0 reads as
 * nothing written (undefined); anything that is not digits only is null.
 */
export function parseQuantity(value: unknown, max = 1_000_000): number | null | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  let text: string;
  if (typeof value === 'number') text = Number.isSafeInteger(value) ? String(value) : 'x';
  else if (typeof value === 'string') text = value.trim();
  else return null;
  if (text === '') return undefined;
  if (!/^\d{1,15}$/.test(text)) return null;
  const quantity = Number(text);
  if (quantity < 1) return undefined;
  return quantity <= max ? quantity : null;
}
