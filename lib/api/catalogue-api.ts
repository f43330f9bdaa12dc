import 'server-only';
import type { MasterId } from '../masters/definitions';

/** The app's catalogue calls (§7) and the list each one serves. */
export const CATALOGUE_API: Record<string, MasterId> = {
  'kategori-katalog': 'kategori-katalog',
  'member/admin-chat': 'kontak-admin-katalog',
  'member/group-description': 'group-description-katalog',
};

export type CatalogueCall =
  | { op: 'list'; id: MasterId }
  | { op: 'create'; id: MasterId }
  | { op: 'update'; id: MasterId; key: string }
  | { op: 'delete'; id: MasterId; key: string };

/**
 * Reads a call: GET and POST on the list's path, PUT <path>/edit/<kode>, DELETE <path>/delete/<kode>
 * (the price list uses PUT/DELETE harga/<kode>). Anything else is no call.
 */
export function parseCatalogueCall(method: string, segments: string[]): CatalogueCall | null {
  const path = segments.join('/');
  if (CATALOGUE_API[path]) {
    if (method === 'GET') return { op: 'list', id: CATALOGUE_API[path] };
    if (method === 'POST') return { op: 'create', id: CATALOGUE_API[path] };
    return null;
  }
  const [action, key] = segments.slice(-2);
  const base = segments.slice(0, -2).join('/');
  if (!CATALOGUE_API[base] || !key) return null;
  if (method === 'PUT' && action === 'edit') return { op: 'update', id: CATALOGUE_API[base], key };
  if (method === 'DELETE' && action === 'delete') return { op: 'delete', id: CATALOGUE_API[base], key };
  return null;
}
