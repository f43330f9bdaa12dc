/**
 * The input masks of §5 as plain functions, shared by the kit's inputs (which use them through react-number-format)
 * and by any schema that must refuse what the mask would not have let through.
 */

/** The character masks: what each lets the user type. */
export type CharMask = 'digitsDot' | 'digitsDotK' | 'digitsMinus' | 'digits' | 'quantity';

const ALLOWED: Record<CharMask, RegExp> = {
  digitsDot: /[0-9.]/,
  digitsDotK: /[0-9.K]/,
  digitsMinus: /[0-9-]/,
  digits: /[0-9]/,
  quantity: /[0-9]/,
};

/** One typed character: is it one of the mask's? (a lowercase k counts as K). */
export function isMaskChar(character: string, mask: CharMask): boolean {
  return ALLOWED[mask].test(character.toUpperCase());
}

/** The text with every character the mask does not allow dropped; K is kept upper case; a quantity is blanked below 1. */
export function applyCharMask(text: string, mask: CharMask): string {
  const kept = Array.from(text.toUpperCase()).filter((character) => ALLOWED[mask].test(character)).join('');
  return mask === 'quantity' ? quantityOf(kept) : kept;
}

/** A quantity: whole, without leading zeros, and empty rather than 0 (§5 "blanks values below 1"). */
export function quantityOf(text: string): string {
  const digits = text.replace(/\D/g, '').replace(/^0+/, '');
  return digits;
}

/**
 * Is this decimal text (dot as the decimal mark, as the masks hand it over) above 100? Compared on the digits, never
 * through a float: "100.00" is not, "100.01" is.
 */
export function isOver100(text: string): boolean {
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text.trim());
  if (!match) return false;
  const whole = match[1].replace(/^0+/, '');
  if (whole.length !== 3) return whole.length > 3;
  if (whole !== '100') return whole > '100';
  return /[1-9]/.test(match[2] ?? '');
}

/** The settings of the numeric masks: how many decimals each keeps. Comma or dot is taken as the decimal mark. */
export const DECIMALS = { decimal: 2, percent: 2, weight: 3 } as const;
export type NumericMask = keyof typeof DECIMALS;

/** The most digits a Rupiah amount may have on screen (the ledger's limit is below it). */
export const MONEY_MAX_DIGITS = 13;
