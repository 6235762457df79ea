import { isViewerRole, type ViewerRole } from '@zaber/shared/roles';

/**
 * Development-only role switch, until sign-in exists: the role lives in the `zaber-dev-role`
 * cookie. Compiled in only when ZABER_DEV_ROLE_SWITCH is set at build time.
 */
declare const ZABER_DEV_ROLE_SWITCH: string;
export const DEV_ROLE_COOKIE = 'zaber-dev-role';

export function devRoleSwitchEnabled(): boolean {
  return typeof ZABER_DEV_ROLE_SWITCH !== 'undefined' && ZABER_DEV_ROLE_SWITCH === '1';
}

export function readDevRole(cookie: string): ViewerRole | null {
  const value = cookie
    .split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${DEV_ROLE_COOKIE}=`))
    ?.slice(DEV_ROLE_COOKIE.length + 1);
  return isViewerRole(value) ? value : null;
}

export function writeDevRole(role: ViewerRole): void {
  document.cookie = `${DEV_ROLE_COOKIE}=${role}; path=/; max-age=${60 * 60 * 24 * 14}; samesite=lax`;
}
