import type { SearchAs } from '../paging/find-page';
import { MASTERS, type MasterField, type MasterId } from './definitions';

const PICTURES: MasterField['kind'][] = ['image', 'images'];
const LISTS: MasterField['kind'][] = ['tags', 'multiselect'];

/** The fields a master's list shows as columns. */
export function listFieldsOf(id: MasterId): MasterField[] {
  return MASTERS[id].fields.filter((field) => !field.hiddenInList);
}

/** The columns a master's list sorts by: every shown column but pictures and lists. */
export function sortableOf(id: MasterId): string[] {
  return listFieldsOf(id).filter((field) => !PICTURES.includes(field.kind) && !LISTS.includes(field.kind)).map((field) => field.name);
}

/** The columns a search looks in, as the list shows them: a list as its items ("CC, KL"), never a picture or a tick. */
export function searchableOf(id: MasterId): Record<string, SearchAs> {
  return Object.fromEntries(listFieldsOf(id)
    .filter((field) => !PICTURES.includes(field.kind) && field.kind !== 'checkbox')
    .map((field) => [field.name, LISTS.includes(field.kind) ? 'list' : 'text']));
}
