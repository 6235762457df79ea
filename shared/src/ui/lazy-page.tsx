import { lazy, type ComponentType } from 'react';
import type { PageProps } from '@zaber/shared/ui/route-outlet';

/**
 * A page loaded on first visit, as its own chunk: `lazyPage(() => import('./home-page'), 'HomePage')`.
 * Named exports stay named; RouteOutlet renders it inside Suspense with a page skeleton.
 * A failed load is not remembered (React.lazy would), so the error panel's retry loads again.
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
    return <Loaded {...props} />;
  }
  LazyPage.displayName = `Lazy(${name})`;
  return LazyPage;
}
