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

/**
 * A typed or pasted decimal as the form sends it: digits and one decimal mark, a dot, whichever of comma or dot was
 * typed ("12,3456" → "12.345" at 3 places, "3.5" → "3.5", "1,2.3" → "1.23"); a later mark is dropped, as is anything
 * else, so no language's reading can turn 3,5 g into 35 g. A leading mark gets its zero (",5" → "0.5").
 */
export function decimalOf(text: string, decimals: number): string {
  let whole = '';
  let fraction: string | null = null;
  for (const character of text) {
    if (character >= '0' && character <= '9') {
      if (fraction === null) whole += character;
      else if (fraction.length < decimals) fraction += character;
    } else if ((character === ',' || character === '.') && fraction === null && decimals > 0) fraction = '';
  }
  if (fraction === null) return whole;
  return `${whole || '0'}.${fraction}`;
}

/** The canonical decimal ("1.875") as the screen shows it, with the decimal mark of the user's language ("1,875"). */
export function shownDecimal(value: string, decimalMark: string): string {
  return value.replace('.', decimalMark);
}

/** The settings of the numeric masks: how many decimals each keeps. Comma or dot is taken as the decimal mark. */
export const DECIMALS = { decimal: 2, percent: 2, weight: 3 } as const;
export type NumericMask = keyof typeof DECIMALS;

/** The most digits a Rupiah amount may have on screen (the ledger's limit is below it). */
export const MONEY_MAX_DIGITS = 13;
