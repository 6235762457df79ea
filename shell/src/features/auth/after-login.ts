import { href, resolveOwner } from '@zaber/shared/platform/routes';

export type AfterLogin = { kind: 'go'; path: string } | { kind: 'stay' } | { kind: 'reload' };

/**
 * Where a user goes once signed in: back to the protected page they were asked to sign in on
 * (it reloads, spec §2 Error page), on the page where an action resumes, or else to their dashboard.
 */
export function afterLogin(pathname: string, { resumed }: { resumed: boolean }): AfterLogin {
  if (resolveOwner(pathname, 'guest')?.owner === 'login-required') return { kind: 'reload' };
  if (resumed) return { kind: 'stay' };
  return { kind: 'go', path: href('dashboard') };
}
