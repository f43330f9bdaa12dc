import { z } from 'zod';
import { rupiahField } from '../validation/rupiah';

/**
 * The simple masters and parameters: one definition drives the list's columns, the add/edit form, its validation
 * (shared by browser and server) and the messages. Field names are the spec's; labels are `masters.fields.<name>`.
 */
export type MasterField = {
  name: string;
  kind: 'text' | 'money' | 'select';
  /** The row's key: upper-cased, limited characters, read-only in edit mode (kode_harga). */
  key?: boolean;
  /** Chosen at creation, read-only afterwards (a bank account's shop). */
  fixedInEdit?: boolean;
  maxLength?: number;
  /** Where a select's choices come from. */
  options?: 'banks' | 'shops';
};

export const MASTER_IDS = ['bank', 'rekening', 'kode-transaksi', 'harga-beli'] as const;
export type MasterId = (typeof MASTER_IDS)[number];

type Definition = { id: MasterId; path: string; fields: MasterField[] };

export const MASTERS: Record<MasterId, Definition> = {
  bank: {
    id: 'bank', path: '/master-bank',
    fields: [{ name: 'kode_bank', kind: 'text', key: true, maxLength: 20 }, { name: 'nama_bank', kind: 'text', maxLength: 100 }],
  },
  rekening: {
    id: 'rekening', path: '/master-rekening',
    fields: [
      { name: 'no_rekening', kind: 'text', key: true, maxLength: 30 },
      { name: 'nama_rekening', kind: 'text', maxLength: 100 },
      { name: 'kode_bank', kind: 'select', options: 'banks' },
      { name: 'kode_toko', kind: 'select', options: 'shops', fixedInEdit: true },
    ],
  },
  'kode-transaksi': {
    id: 'kode-transaksi', path: '/master-kode-transaksi',
    fields: [{ name: 'kode_transaksi', kind: 'text', key: true, maxLength: 30 }, { name: 'nama_transaksi', kind: 'text', maxLength: 100 }],
  },
  'harga-beli': {
    id: 'harga-beli', path: '/parameter-harga-beli',
    fields: [{ name: 'kode_harga', kind: 'text', key: true, maxLength: 30 }, { name: 'harga_per_gram', kind: 'money' }],
  },
};

export const keyFieldOf = (id: MasterId) => MASTERS[id].fields.find((field) => field.key)!.name;

// Error values are keys under `errors.`; the form adds the field's label ("Kode Bank Tidak Boleh Kosong").
function fieldSchema(field: MasterField) {
  if (field.kind === 'money') {
    return rupiahField('fieldRequired', 'fieldInvalid');
  }
  const text = z.string({ error: 'fieldRequired' }).trim().min(1, { error: 'fieldRequired', abort: true });
  if (field.key) return text.max(field.maxLength ?? 30, 'fieldTooLong').regex(/^[A-Za-z0-9_.-]+$/, 'kodeChars').transform((value) => value.toUpperCase());
  return field.maxLength ? text.max(field.maxLength, 'fieldTooLong') : text;
}

export function masterSchema(id: MasterId) {
  return z.object(Object.fromEntries(MASTERS[id].fields.map((field) => [field.name, fieldSchema(field)])));
}

export type MasterRow = Record<string, string | number>;
export type MasterOptions = Partial<Record<NonNullable<MasterField['options']>, { value: string; label: string }[]>>;
