import 'server-only';
import type { MasterId } from '@/lib/masters/definitions';

/**
 * The app's catalogue calls (§7) and the list each one serves. Most lists take PUT <path>/edit/<kode> and
 * DELETE <path>/delete/<kode>; the price list takes PUT and DELETE harga/<kode>; splash screens are only read and edited.
 */
const CATALOGUE_API: Record<string, { id: MasterId; style: 'edit-delete' | 'direct' | 'edit-only' }> = {
  'kategori-katalog': { id: 'kategori-katalog', style: 'edit-delete' },
  harga: { id: 'harga-katalog', style: 'direct' },
  'banner-katalog': { id: 'banner-katalog', style: 'edit-delete' },
  'info-katalog': { id: 'info-katalog', style: 'edit-delete' },
  'item-katalog': { id: 'item-katalog', style: 'edit-delete' },
  'member/list-gift': { id: 'hadiah-katalog', style: 'edit-delete' },
  'member/admin-chat': { id: 'kontak-admin-katalog', style: 'edit-delete' },
  'member/group-description': { id: 'group-description-katalog', style: 'edit-delete' },
  'splash-screen': { id: 'splashscreen-katalog', style: 'edit-only' },
};

/** The API paths, for the README and its test. */
export const CATALOGUE_API_PATHS = Object.keys(CATALOGUE_API);

export type CatalogueCall =
  | { op: 'list'; id: MasterId }
  | { op: 'create'; id: MasterId }
  | { op: 'update'; id: MasterId; key: string }
  | { op: 'delete'; id: MasterId; key: string };

/** Reads a call from the method and the path under /api/v1/app/; anything else is no call. */
export function parseCatalogueCall(method: string, segments: string[]): CatalogueCall | null {
  const whole = CATALOGUE_API[segments.join('/')];
  if (whole) {
    if (method === 'GET') return { op: 'list', id: whole.id };
    if (method === 'POST' && whole.style !== 'edit-only') return { op: 'create', id: whole.id };
    return null;
  }
  const key = segments.at(-1);
  const direct = CATALOGUE_API[segments.slice(0, -1).join('/')];
  if (key && direct && direct.style !== 'edit-delete') {
    if (method === 'PUT') return { op: 'update', id: direct.id, key };
    if (method === 'DELETE' && direct.style === 'direct') return { op: 'delete', id: direct.id, key };
    return null;
  }
  const action = segments.at(-2);
  const listed = CATALOGUE_API[segments.slice(0, -2).join('/')];
  if (!key || listed?.style !== 'edit-delete') return null;
  if (method === 'PUT' && action === 'edit') return { op: 'update', id: listed.id, key };
  if (method === 'DELETE' && action === 'delete') return { op: 'delete', id: listed.id, key };
  return null;
}
