import type { ViewerRole } from '@zaber/shared/platform/roles';
import { type RenderPageOptions, renderRemotePage } from '@zaber/shared/testing/render-page';
import type { PageProps } from '@zaber/shared/ui/route-outlet';
import type { ComponentType } from 'react';
import { clientTexts } from '../i18n/cs';

export { signIn, type TestStore } from '@zaber/shared/testing/render-page';

/** Renders one page of mf-client at a path as the shell would host it, for a client unless `role` says otherwise. */
export function renderPage(
  Page: ComponentType<PageProps>,
  path: string,
  { role = 'client', ...options }: Omit<RenderPageOptions, 'remote' | 'texts' | 'role'> & { role?: ViewerRole },
) {
  return renderRemotePage(Page, path, { ...options, role, remote: 'mf-client', texts: { client: clientTexts } });
}
