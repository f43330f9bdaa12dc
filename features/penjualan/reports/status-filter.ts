import type { ReportSelect } from '@/lib/reports/definition';

/**
 * The sales reports' Status filter: active sales (the default) or cancelled ones, never both at once, so the totals
 * row always adds up what the shop really sold (or what it cancelled) and never mixes them.
 */
export const STATUS_SELECT: ReportSelect = {
  name: 'status', label: 'status',
  options: async () => [{ value: 'AKTIF', label: 'aktif', translate: true }, { value: 'BATAL', label: 'dibatalkan', translate: true }],
};

/** The stored status shown in the words of the filter. */
export const STATUS_LABELS = { AKTIF: 'aktif', BATAL: 'dibatalkan' } as const;
