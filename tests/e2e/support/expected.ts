/**
 * Expected text of figures the specs read from the seeded database, written without lib/format so that a defect there
 * cannot hide in the expectation: Intl's id-ID formatting of BigInt and of decimal strings (an exact decimal, rounded
 * half up). Checked by hand against literals in tests/unit/expected-text.test.ts. Where the data is fixed, a spec
 * states the literal text instead.
 */
const formats = new Map<number, Intl.NumberFormat>();
const idFormat = (decimals: number) => {
  if (!formats.has(decimals)) {
    formats.set(decimals, new Intl.NumberFormat('id-ID', {
      minimumFractionDigits: decimals, maximumFractionDigits: decimals, roundingMode: 'halfExpand', useGrouping: 'always',
    }));
  }
  return formats.get(decimals)!;
};

/** `Rp. 1.234.567` for whole Rupiah as PostgreSQL sends them ("1234567"); `-Rp. 1.500` below zero. */
export function rupiahText(amount: string | number | bigint): string {
  const value = BigInt(amount);
  return `${value < 0n ? '-' : ''}Rp. ${idFormat(0).format(value < 0n ? -value : value)}`;
}

/** Numeric text ("1234.005") with `decimals` places, Indonesian separators: `1.234,01`. */
export function decimalText(value: string, decimals: number): string {
  if (!/^-?\d+(\.\d+)?$/.test(value)) throw new Error(`not numeric text: ${value}`);
  return idFormat(decimals).format(value as Intl.StringNumericLiteral);
}

/** Grams from numeric text with 2 or 3 decimals. */
export const weightText = (grams: string, decimals: 2 | 3) => decimalText(grams, decimals);

/** A percentage from numeric text: `12,50 %`. */
export const percentText = (value: string) => `${decimalText(value, 2)} %`;
