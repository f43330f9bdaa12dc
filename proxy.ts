import { NextResponse, type NextRequest } from 'next/server';
import { isSecureRequest, LOGGED_OUT_COOKIE, openSession, renewSession, sessionCookieOptions, SESSION_COOKIE } from './lib/auth/seal';
import { shouldTouch } from './lib/auth/session-policy';
import { findBuiltRoute } from './lib/routes';

/**
 * Redirects only: no valid session on a gated page goes to `/` (with expired=1 so the browser clears its data and
 * says the session ended; plain `/` after a deliberate logout, e.g. Back), a valid session on the login page goes to /home. It also renews the idle timer. Every page, action and
 * route handler checks the session, level, access and module flags again on the server.
 */
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const route = findBuiltRoute(pathname);
  const cookie = request.cookies.get(SESSION_COOKIE)?.value;
  const session = await openSession(cookie);

  if (route?.gate === 'public') {
    if (pathname !== '/') return NextResponse.next();
    // Sent back here because the server refused the session (disabled user, changed password): drop the cookie.
    if (request.nextUrl.searchParams.has('expired')) {
      const response = NextResponse.next();
      if (cookie) response.cookies.delete(SESSION_COOKIE);
      return response;
    }
    return session ? NextResponse.redirect(new URL('/home', request.url)) : NextResponse.next();
  }
  if (!session) {
    // Unknown paths still answer 404 to a visitor; only the product's screens send to login.
    if (!route) return NextResponse.next();
    const loggedOut = !cookie && request.cookies.has(LOGGED_OUT_COOKIE);
    const response = NextResponse.redirect(new URL(loggedOut ? '/' : '/?expired=1', request.url));
    if (cookie) response.cookies.delete(SESSION_COOKIE);
    return response;
  }
  const response = NextResponse.next();
  const now = Date.now();
  if (cookie && shouldTouch(session, now)) {
    response.cookies.set(SESSION_COOKIE, await renewSession(cookie, session, now), sessionCookieOptions(session, isSecureRequest(request.headers.get('x-kilau-https'))));
  }
  return response;
}

export const config = {
  // Pages only: static files, images and the health route pass untouched.
  matcher: ['/((?!_next/static|_next/image|favicon.ico|api/health|api/images|icons.svg|socket.io).*)'],
};
