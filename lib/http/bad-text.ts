/**
 * Text a person cannot type: NUL and the other C0 control characters, except tab, line feed and carriage return.
 * PostgreSQL refuses NUL in text (invalid byte sequence, 22021), so such input is refused at the edge with
 * errors.badText (HTTP 400) before any service sees it. Used by every entry point: the API body readers, the action
 * wrappers, the login action and the token route, and server.ts for the request URL.
 */
const BAD_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

/** The message key of the refusal, under `errors.`. */
export const BAD_TEXT_KEY = 'badText';

const isBad = (text: string) => BAD_TEXT.test(text);

/**
 * Whether a parsed body holds bad text anywhere: a string, the keys and values of a JSON object or array (at any
 * depth), a FormData's names, string entries and file names, or a URL's path and query (percent-decoded).
 */
export function hasBadText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return isBad(value);
  if (value === null || typeof value !== 'object' || depth > 64) return false;
  if (value instanceof URL) return hasBadText(decodeLoosely(value.pathname)) || [...value.searchParams].some(([k, v]) => isBad(k) || isBad(v));
  if (typeof FormData !== 'undefined' && value instanceof FormData) {
    for (const [name, entry] of value) {
      if (isBad(name) || (typeof entry === 'string' ? isBad(entry) : isBad(entry.name))) return true;
    }
    return false;
  }
  if (Array.isArray(value)) return value.some((item) => hasBadText(item, depth + 1));
  return Object.entries(value).some(([key, item]) => isBad(key) || hasBadText(item, depth + 1));
}

/** A request target (`/path?query`) with bad text once decoded; a malformed escape is left as written. */
export function isBadRequestTarget(target: string): boolean {
  if (isBad(target)) return true;
  try {
    return hasBadText(new URL(target, 'http://localhost'));
  } catch {
    return false;
  }
}

function decodeLoosely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
