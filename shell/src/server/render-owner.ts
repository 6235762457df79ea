import { AUTH_COOKIE_NAME, SESSION_MARKER_COOKIE_NAME } from '@zaber/shared/platform/business';
import { isRemoteId, type RemoteId } from '@zaber/shared/platform/remotes';
import { resolveOwner } from '@zaber/shared/platform/routes';

/** The cookie of a signed-in visitor (the token, or the session marker when the token is out of scripts' reach). */
export const SESSION_COOKIES: readonly string[] = [AUTH_COOKIE_NAME, SESSION_MARKER_COOKIE_NAME];

/** Cookies that make a page personal (never held by a shared cache): a session, a stored consent choice. */
export const PERSONAL_COOKIES: readonly string[] = [...SESSION_COOKIES, 'zaber-consent'];

export function cookieNames(header = ''): Set<string> {
  return new Set(
    header
      .split(';')
      .map((c) => c.trim().split('=')[0] ?? '')
      .filter(Boolean),
  );
}

/**
 * The remote that renders this path on the server, or null (the page is rendered in the browser).
 * Only public pages of a remote that has a renderer; a signed-in visitor gets server HTML only where
 * every role sees the same remote (the header then settles into the signed-in one in the browser).
 */
export function serverRenderedOwner(pathname: string, cookieHeader: string | undefined, renderers: ReadonlySet<string>): RemoteId | null {
  const guest = resolveOwner(pathname, 'guest')?.owner;
  if (!guest || !isRemoteId(guest) || !renderers.has(guest)) return null;
  const cookies = cookieNames(cookieHeader);
  const signedIn = SESSION_COOKIES.some((c) => cookies.has(c));
  if (signedIn && (resolveOwner(pathname, 'client')?.owner !== guest || resolveOwner(pathname, 'executor')?.owner !== guest)) return null;
  return guest;
}

/** Whether a response may be held by a shared cache (a CDN): no personal cookie came with the request. */
export function isAnonymous(cookieHeader: string | undefined): boolean {
  const cookies = cookieNames(cookieHeader);
  return !PERSONAL_COOKIES.some((c) => cookies.has(c));
}
