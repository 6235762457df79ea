import { useRenderedChunk } from '@zaber/shared/ui/page-head';
import type { PageProps } from '@zaber/shared/ui/route-outlet';
import { type ComponentType, lazy } from 'react';

/**
 * A page loaded on first visit, as its own chunk: `lazyPage(() => import('./home-page'), 'HomePage')`.
 * Named exports stay named; RouteOutlet renders it inside Suspense with a page skeleton.
 * A failed load is not remembered (React.lazy would), so the error panel's retry loads again.
 * Where the page is rendered on the server, name the chunk after the export
 * (`import(/* webpackChunkName: "HomePage" *\/ './home-page')`): the renderer tells the browser to
 * preload the chunk of that name with the HTML.
 */
export function lazyPage<Name extends string>(load: () => Promise<Record<Name, ComponentType<PageProps>>>, name: Name): ComponentType<PageProps> {
  const create = () =>
    lazy<ComponentType<PageProps>>(() =>
      load().then(
        (module) => ({ default: module[name] }),
        (error: unknown) => {
          Loaded = create();
          throw error;
        },
      ),
    );
  let Loaded = create();
  // biome-ignore lint/correctness/noComponentHookFactories: one stable component per page, made once at module load.
  function LazyPage(props: PageProps) {
    useRenderedChunk(name);
    return <Loaded {...props} />;
  }
  LazyPage.displayName = `Lazy(${name})`;
  return LazyPage;
}
