import { ICON_SPRITE } from '@/components/shell/icon-sprite';

// Public and the same for everyone: the page asks for it with its content's hash (iconHref), so the browser keeps it.
export const dynamic = 'force-static';

export function GET() {
  return new Response(ICON_SPRITE, {
    headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=31536000, immutable' },
  });
}
