import 'server-only';
import { formatRupiah } from '../../../lib/format';
import { imageFieldsOf, type MasterId, type MasterRow } from '../../../lib/masters/definitions';
import type { Settings } from '../../../lib/settings/load';
import { appPrice } from '@/features/katalog/services/app-price';

export type PresentContext = { origin: string; hargaGlobal: number; settings: Settings };

/**
 * A row as the app reads it: each image as `<field>_path` (the stored key, or a list of them), `<field>_name` and
 * `<field>_url`; an item's harga_jual is its app price (following the global gold price when priced per gram) with
 * `harga_jual_str` beside it; a splash screen's image URL also as `url`.
 */
export function presentRow(id: MasterId, row: MasterRow, { origin, hargaGlobal, settings }: PresentContext) {
  const out: Record<string, unknown> = { ...row };
  const url = (key: string) => `${origin}/api/images/${key}`;
  for (const field of imageFieldsOf(id)) {
    const stored = row[field.name];
    delete out[field.name];
    out[`${field.name}_path`] = stored ?? null;
    out[`${field.name}_url`] = Array.isArray(stored) ? stored.map(url) : stored ? url(String(stored)) : null;
  }
  if (id === 'item-katalog') {
    const price = appPrice(row as { berat: string; ikut_harga_global: boolean; harga_jual: number }, hargaGlobal, settings);
    out.harga_jual = price;
    out.harga_jual_str = price === null ? '' : formatRupiah(price);
  }
  if (id === 'splashscreen-katalog') out.url = out.image_url;
  return out;
}
