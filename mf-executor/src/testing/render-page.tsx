import { type RenderPageOptions, renderRemotePage } from '@zaber/shared/testing/render-page';
import type { PageProps } from '@zaber/shared/ui/route-outlet';
import type { ComponentType } from 'react';
import { executorTexts } from '../i18n/cs';

/** Renders one page of mf-executor at a path as the shell would host it, for a signed-in professional. */
export function renderPage(Page: ComponentType<PageProps>, path: string, { profile, ...options }: Pick<RenderPageOptions, 'mocks' | 'profile'>) {
  return renderRemotePage(Page, path, {
    ...options,
    role: 'executor',
    profile: { title: 'Petr Fotograf', username: 'petr-fotograf', ...profile },
    remote: 'mf-executor',
    texts: { executor: executorTexts },
  });
}
