// The forms a counter document (sale, buyback) prints in, and each one's counter column of `counterLifecycle`
// (lib/db/schema/columns.ts): each form's first print is free, a second of the same form is a reprint.
export const PRINT_FORMS = ['thermal', 'slip-pdf', 'a4'] as const;
export type PrintForm = (typeof PRINT_FORMS)[number];

export const PRINT_COUNTER_COLUMNS = { thermal: 'dicetakThermal', 'slip-pdf': 'dicetakSlipPdf', a4: 'dicetakA4' } as const satisfies Record<PrintForm, string>;

/** Prints so far: every form together, and per form. */
export type PrintCounts = { dicetak: number; cetak: Record<PrintForm, number> };
