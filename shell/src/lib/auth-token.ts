import { SESSION_MARKER_COOKIE_NAME } from '@zaber/shared/platform/business';

/*
 * The token is kept in the `zaber-token` cookie (spec §4), which is HttpOnly: the browser sends it
 * with every request and websocket upgrade, and no script can read it. What the shell reads is the
 * `zaber-session` marker the API sets and clears with it (a random value, no secret): "a token
 * exists", the start of the auth state machine, kept as `auth.token` in the store.
 */

/** The session marker, or null when no session exists. */
export function readToken(cookie: string = document.cookie): string | null {
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === SESSION_MARKER_COOKIE_NAME) {
      const value = rest.join('=');
      return value.length > 0 ? decodeURIComponent(value) : null;
    }
  }
  return null;
}

/** Forgets the session here; the API clears the HttpOnly token cookie (logout, or a dead token's answer). */
export function clearToken(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari before 18.4.
  document.cookie = `${SESSION_MARKER_COOKIE_NAME}=; path=/; max-age=0; samesite=lax`;
}
