import { profileLoaded, signedOut, tokenRead, type ViewerProfile } from '@zaber/shared/platform/store/auth-slice';
import type { ShellStore } from '@zaber/shared/platform/store/shell-state';

export const PROFILE_ERROR_REDIRECT_MS = 1000;

export interface AuthDeps {
  readToken: () => string | null;
  clearToken: () => void;
  /** currentProfile, network-only; throws on a failed load. */
  fetchProfile: () => Promise<ViewerProfile | null>;
  /** Invalidates the token server-side; never throws. */
  logoutOnServer: () => Promise<void>;
  goHome: () => void;
  schedule: (run: () => void, ms: number) => void;
  isDecodingSignatureError: (error: unknown) => boolean;
  /** The page is being left (a full load, e.g. onto a new version): its requests are cut, not failed. */
  isLeaving?: () => boolean;
}

function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/** Forgets the session here and on the server. */
export function signOut(store: ShellStore, deps: Pick<AuthDeps, 'clearToken' | 'logoutOnServer'>): void {
  deps.clearToken();
  store.dispatch(signedOut());
  void deps.logoutOnServer();
}

export interface LogOutDeps extends Pick<AuthDeps, 'clearToken' | 'logoutOnServer' | 'goHome'> {
  /** Tells the user they were signed out (the snackbar). */
  notifyLoggedOut: () => void;
}

/**
 * The user signs out (the profile menu, or `/account/logout/`): the session is forgotten here and
 * on the server, a notice says so, and the page goes home. A visitor without a session only goes home.
 */
export function logOut(store: ShellStore, deps: LogOutDeps): void {
  const { auth } = store.getState();
  if (auth.token !== null || auth.profile !== null) {
    signOut(store, deps);
    deps.notifyLoggedOut();
  }
  deps.goHome();
}

/**
 * The authentication state machine of spec §4, run at start and on every navigation:
 * - no token → any loaded profile is cleared;
 * - token + profile → logged in;
 * - token but no profile → profile cleared and logged out;
 * - profile load error → logged out and sent home after 1 s ('Error decoding signature': at once);
 *   a load cut because the page is being left (or aborted) is no error: the next page asks again.
 */
export async function syncAuth(store: ShellStore, deps: AuthDeps): Promise<void> {
  const token = deps.readToken();
  if (!token) {
    const { auth } = store.getState();
    if (auth.token !== null || auth.profile !== null) store.dispatch(signedOut());
    return;
  }
  store.dispatch(tokenRead(token));
  let profile: ViewerProfile | null;
  try {
    profile = await deps.fetchProfile();
  } catch (error) {
    // A newer sign-in or sign-out happened meanwhile: this answer is stale.
    if (deps.readToken() !== token) return;
    if (deps.isLeaving?.() || isAbort(error)) return;
    signOut(store, deps);
    if (deps.isDecodingSignatureError(error)) deps.goHome();
    else deps.schedule(deps.goHome, PROFILE_ERROR_REDIRECT_MS);
    return;
  }
  if (deps.readToken() !== token) return;
  if (!profile) {
    signOut(store, deps);
    return;
  }
  store.dispatch(profileLoaded(profile));
}
