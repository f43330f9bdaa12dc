import { z } from 'zod';
import { rupiahField } from '../validation/rupiah';

/**
 * The simple masters, parameters and catalogue lists: one definition drives the list's columns, the add/edit form, its
 * validation (shared by browser and server) and the messages. Field names are the spec's; labels are `masters.fields.<name>`.
 */
export type MasterField = {
  name: string;
  kind: 'text' | 'textarea' | 'money' | 'select' | 'color' | 'phone' | 'image';
  /** The row's key: upper-cased, limited characters, read-only in edit mode (kode_harga). */
  key?: boolean;
  /** Chosen at creation, read-only afterwards (a bank account's shop). */
  fixedInEdit?: boolean;
  maxLength?: number;
  /** Where a select's choices come from. */
  options?: 'banks' | 'shops';
  /** May stay empty; `blankAsSpace` stores an empty value as one space (§5: sub_title, deskripsi). */
  optional?: boolean;
  blankAsSpace?: boolean;
  /** The message key (under `errors.`) when the field is missing, instead of "<label> Tidak Boleh Kosong". */
  requiredKey?: string;
};

export const MASTER_IDS = ['bank', 'rekening', 'kode-transaksi', 'harga-beli', 'kategori-katalog', 'kontak-admin-katalog', 'group-description-katalog'] as const;
export type MasterId = (typeof MASTER_IDS)[number];

type Definition = {
  id: MasterId;
  path: string;
  fields: MasterField[];
  /** Which toasts and confirmation it uses: the parameter screens' (§8 of the first document) or the catalogue's. */
  messages: 'masters' | 'katalog';
  /** Key under `masters.entities` naming the list in the catalogue's failure messages. */
  entity?: string;
  /** Storage folder of its images (per shop code below it). */
  imageFolder?: string;
  /** The list offers a CSV export. */
  csv?: boolean;
};

export const MASTERS: Record<MasterId, Definition> = {
  bank: {
    id: 'bank', path: '/master-bank', messages: 'masters',
    fields: [{ name: 'kode_bank', kind: 'text', key: true, maxLength: 20 }, { name: 'nama_bank', kind: 'text', maxLength: 100 }],
  },
  rekening: {
    id: 'rekening', path: '/master-rekening', messages: 'masters',
    fields: [
      { name: 'no_rekening', kind: 'text', key: true, maxLength: 30 },
      { name: 'nama_rekening', kind: 'text', maxLength: 100 },
      { name: 'kode_bank', kind: 'select', options: 'banks' },
      { name: 'kode_toko', kind: 'select', options: 'shops', fixedInEdit: true },
    ],
  },
  'kode-transaksi': {
    id: 'kode-transaksi', path: '/master-kode-transaksi', messages: 'masters',
    fields: [{ name: 'kode_transaksi', kind: 'text', key: true, maxLength: 30 }, { name: 'nama_transaksi', kind: 'text', maxLength: 100 }],
  },
  'harga-beli': {
    id: 'harga-beli', path: '/parameter-harga-beli', messages: 'masters',
    fields: [{ name: 'kode_harga', kind: 'text', key: true, maxLength: 30 }, { name: 'harga_per_gram', kind: 'money' }],
  },
  'kategori-katalog': {
    id: 'kategori-katalog', path: '/kategori-katalog', messages: 'katalog', entity: 'kategori', imageFolder: 'KATEGORI', csv: true,
    fields: [
      { name: 'kode_kategori', kind: 'text', key: true, maxLength: 30 },
      { name: 'title', kind: 'text', maxLength: 100 },
      { name: 'warna', kind: 'color', requiredKey: 'warnaRequired' },
      { name: 'gambar', kind: 'image', requiredKey: 'gambarKategoriRequired' },
    ],
  },
  'kontak-admin-katalog': {
    id: 'kontak-admin-katalog', path: '/kontak-admin-katalog', messages: 'katalog', entity: 'kontak', csv: true,
    fields: [
      { name: 'kode_admin', kind: 'text', key: true, maxLength: 30 },
      { name: 'nama_admin', kind: 'text', maxLength: 100, requiredKey: 'namaAdminRequired' },
      { name: 'no_hp', kind: 'phone', requiredKey: 'noHpRequired' },
    ],
  },
  'group-description-katalog': {
    id: 'group-description-katalog', path: '/group-description-katalog', messages: 'katalog', entity: 'group', csv: true,
    fields: [{ name: 'kode_group', kind: 'text', key: true, maxLength: 30 }, { name: 'description', kind: 'textarea', maxLength: 2000 }],
  },
};

export const keyFieldOf = (id: MasterId) => MASTERS[id].fields.find((field) => field.key)!.name;
export const imageFieldsOf = (id: MasterId) => MASTERS[id].fields.filter((field) => field.kind === 'image');

/** An upload field: a chosen file in the browser and on the server; an empty file input means "none chosen". */
const isFile = (value: unknown): value is File => typeof File !== 'undefined' && value instanceof File;

// Error values are keys under `errors.`; the form adds the field's label ("Kode Bank Tidak Boleh Kosong").
function fieldSchema(field: MasterField, mode: 'create' | 'edit') {
  const required = field.requiredKey ?? 'fieldRequired';
  switch (field.kind) {
    case 'money':
      return rupiahField(required, 'fieldInvalid');
    case 'image': {
      const chosen = z.custom<File>((value) => isFile(value) && value.size > 0, { error: required });
      // Editing keeps the stored image unless another is chosen.
      return mode === 'edit' ? z.preprocess((value) => (isFile(value) && value.size > 0 ? value : undefined), chosen.optional()) : chosen;
    }
    case 'color':
      return z.string({ error: required }).regex(/^#[0-9a-fA-F]{6}$/, required).transform((value) => value.toLowerCase());
    case 'phone':
      return z.string({ error: required }).trim().min(1, { error: required, abort: true }).min(11, { error: 'noHpInvalid', abort: true })
        .max(20, 'noHpInvalid').regex(/^\+?[0-9 -]+$/, 'noHpInvalid');
    default: {
      if (field.optional) {
        const text = z.string().trim().max(field.maxLength ?? 200, 'fieldTooLong').optional();
        return text.transform((value) => (value ? value : field.blankAsSpace ? ' ' : ''));
      }
      const text = z.string({ error: required }).trim().min(1, { error: required, abort: true });
      if (field.key) return text.max(field.maxLength ?? 30, 'fieldTooLong').regex(/^[A-Za-z0-9_.-]+$/, 'kodeChars').transform((value) => value.toUpperCase());
      return field.maxLength ? text.max(field.maxLength, 'fieldTooLong') : text;
    }
  }
}

export function masterSchema(id: MasterId, mode: 'create' | 'edit' = 'create') {
  return z.object(Object.fromEntries(MASTERS[id].fields.map((field) => [field.name, fieldSchema(field, mode)])));
}

export type MasterRow = Record<string, string | number>;
/** What the service stores: an image field holds its stored key, its original name beside it as `<field>_name`. */
export type MasterValue = Record<string, string | number | undefined>;
export type MasterOptions = Partial<Record<NonNullable<MasterField['options']>, { value: string; label: string }[]>>;
