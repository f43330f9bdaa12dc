import { createHash } from 'node:crypto';
import type { NextRequest } from 'next/server';
import { getImageStore, isImageKey } from '@/lib/images/store';

// GET /api/images/<folder>/<shop>/<name>: catalogue images for the back office and the customer app. Uploaded names are
// random and change when an image is replaced, so they are cached for good; splash screens keep fixed names
// (SPLASHSCREEN/MEMBER.png …) and are revalidated by ETag.
export async function GET(request: NextRequest, { params }: { params: Promise<{ key: string[] }> }) {
  const key = (await params).key.join('/');
  if (!isImageKey(key)) return new Response(null, { status: 404 });
  const body = await getImageStore().get(key);
  if (!body) return new Response(null, { status: 404 });
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  const cacheControl = key.startsWith('SPLASHSCREEN/') ? 'public, max-age=300, must-revalidate' : 'public, max-age=31536000, immutable';
  const headers = { ETag: etag, 'Cache-Control': cacheControl, 'X-Content-Type-Options': 'nosniff' };
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  // Every stored image is re-encoded as JPEG, whatever its name says.
  return new Response(new Uint8Array(body), { headers: { ...headers, 'Content-Type': 'image/jpeg', 'Content-Length': String(body.length) } });
}
