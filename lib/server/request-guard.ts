import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { isBadRequestTarget } from '../http/bad-text';
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE } from '../i18n/locales';
import { FILE_UPLOAD_PATHS, IMAGE_BODY_BYTES, IMAGE_UPLOAD_PATHS, IMPORT_BODY_BYTES, IMPORT_UPLOAD_PATHS, SMALL_BODY_BYTES, toMb } from '../images/limits';
import { securityHeaders } from './security-headers';

/**
 * The largest body a request may carry: multipart forms with pictures (the catalogue screens' actions and the app's
 * catalogue API) IMAGE_BODY_BYTES, the spreadsheet import's form IMPORT_BODY_BYTES, anything else SMALL_BODY_BYTES.
 */
export function bodyLimitOf(pathname: string, contentType: string | undefined): number {
  const multipart = /^multipart\/form-data/i.test(contentType ?? '');
  const path = pathname.replace(/\/+$/, '');
  if (multipart && IMPORT_UPLOAD_PATHS.includes(path)) return IMPORT_BODY_BYTES;
  const takesImages = pathname.startsWith('/api/v1/app/') || [...IMAGE_UPLOAD_PATHS, ...FILE_UPLOAD_PATHS].includes(path);
  return multipart && takesImages ? IMAGE_BODY_BYTES : SMALL_BODY_BYTES;
}

const messageCache = new Map<string, Record<string, string>>();
/** A message under `errors.` in the language of the NEXT_LOCALE cookie (Next and next-intl are not running here). */
function errorMessage(req: IncomingMessage, key: string, values: Record<string, string | number> = {}): string {
  const cookie = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`).exec(req.headers.cookie ?? '')?.[1];
  const locale = isLocale(cookie) ? cookie : DEFAULT_LOCALE;
  let errors = messageCache.get(locale);
  if (!errors) {
    const file = path.resolve(process.cwd(), 'messages', `${locale}.json`);
    errors = (JSON.parse(fs.readFileSync(file, 'utf8')) as { errors: Record<string, string> }).errors;
    messageCache.set(locale, errors);
  }
  return (errors[key] ?? key).replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
}

/** Answers the request itself and closes the connection, so the rest of a refused body is never read. */
function refuse(req: IncomingMessage, res: ServerResponse, status: 400 | 413, message: string): void {
  if (res.headersSent) {
    req.socket.destroy();
    return;
  }
  const body = JSON.stringify({ message });
  const security = Object.fromEntries(securityHeaders(false).map(({ key, value }) => [key, value]));
  res.writeHead(status, { ...security, 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body), Connection: 'close' });
  res.end(body, () => req.socket.destroy());
}

/**
 * Runs in server.ts before Next and before anything reads the body. Refuses, in the user's language:
 * - a request target with bad text once decoded (NUL and other control characters): 400 errors.badText;
 * - a body over the route's limit (bodyLimitOf): 413 errors.requestTooLarge at once when Content-Length says so,
 *   and as soon as the limit is passed when the body is streamed without one (or longer than declared).
 * Answers true when it has answered the request (the caller must not pass it on).
 */
export function guardRequest(req: IncomingMessage, res: ServerResponse): boolean {
  const target = req.url ?? '/';
  if (isBadRequestTarget(target)) {
    refuse(req, res, 400, errorMessage(req, 'badText'));
    return true;
  }
  const pathname = target.split('?')[0];
  const limit = bodyLimitOf(pathname, req.headers['content-type']);
  const tooLarge = () => errorMessage(req, 'requestTooLarge', { mb: toMb(limit) });
  if (Number(req.headers['content-length'] ?? 0) > limit) {
    refuse(req, res, 413, tooLarge());
    return true;
  }
  // The HTTP parser pushes each chunk as it arrives: count them there, whoever reads the body and however.
  let received = 0;
  const push = req.push.bind(req);
  req.push = (chunk: unknown, encoding?: BufferEncoding) => {
    if (chunk !== null && chunk !== undefined) {
      received += (chunk as Buffer | string).length;
      if (received > limit) {
        req.push = () => false;
        refuse(req, res, 413, tooLarge());
        return false;
      }
    }
    return push(chunk, encoding);
  };
  return false;
}
