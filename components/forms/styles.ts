/**
 * The one source of the form controls' class strings: every input, select and textarea of the app takes its look
 * from here, so a change of style is one edit. Widths and one-off touches are added by the caller.
 */
const look =
  'rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm shadow-xs outline-none transition focus:border-amber-500 focus:ring-2 focus:ring-amber-200 disabled:bg-stone-100 disabled:text-stone-400 aria-[invalid=true]:border-red-500';

/** A control whose width the caller sets (a filter bar, a toolbar): add w-44, min-w-40… */
export const sizedControlClass = `${look} read-only:bg-stone-100`;

/** A control as wide as its field. */
export const controlClass = `w-full ${sizedControlClass}`;

/** The date input is read-only by design (typing blocked, the calendar picks): grey only when the date lock is on. */
export const dateControlClass = `w-full ${look} pr-9 font-mono`;

/** Figures (money, weights, masks): right-aligned, fixed-width digits. */
export const numberControlClass = `${controlClass} text-right font-mono tabular-nums`;

/** A compact control inside a table row. */
export const compactControlClass =
  'rounded-lg border border-stone-300 bg-white px-2 py-1.5 text-sm outline-none focus:border-amber-500 focus:ring-2 focus:ring-amber-200 aria-[invalid=true]:border-red-500';

export const labelClass = 'text-sm font-medium text-stone-700';
export const fieldClass = 'flex flex-col gap-1';
export const errorListClass = 'text-xs text-red-600';
export const checkboxClass = 'size-4 accent-amber-600';
