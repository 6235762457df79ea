import type { ShellServices } from '@zaber/shared/platform/contract';
import { matchRoute, type RouteMatch } from '@zaber/shared/platform/routes';
import { createContext, useContext } from 'react';
import { useLocation } from 'react-router-dom';

export const ShellServicesContext = createContext<ShellServices | null>(null);

/** The services the shell handed to this remote at mount. */
export function useShell(): ShellServices {
  const services = useContext(ShellServicesContext);
  if (!services) throw new Error('useShell must be used inside a remote mounted by the shell');
  return services;
}

/** The route-table entry of the current location (null when no route matches). */
export function useRouteMatch(): RouteMatch | null {
  const { pathname } = useLocation();
  return matchRoute(pathname);
}
