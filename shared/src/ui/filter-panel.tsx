import { formatNumber } from '@zaber/shared/platform/format';
import { useCommonT } from '@zaber/shared/platform/i18n/use-common-t';
import { Button } from '@zaber/shared/ui/antd/button';
import { HydrateWhen } from '@zaber/shared/ui/hydrate-when';
import { type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';

// The drawer is antd's; only phones that open the filters load it.
const Drawer = lazy(() => import('@zaber/shared/ui/antd/drawer').then((m) => ({ default: m.Drawer })));

/** Where the filters show in the page rather than in the drawer (card-styles.tsx hides them below). */
const INLINE_FILTERS = '(min-width: 768px)';

/**
 * A list page's filter fields as a lazy component, so their code (antd's selects, forms, schemas)
 * is not part of the page: where the filters show in the page it loads at once, with the page; on
 * a phone only when the drawer opens.
 */
export function lazyFilterFields<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const get = () => {
    loading ??= load().then((component) => ({ default: component }));
    return loading;
  };
  if (typeof window !== 'undefined' && window.matchMedia?.(INLINE_FILTERS).matches) void get();
  return lazy(get);
}

export interface FilterPanelProps {
  /** How many filters are set, shown on the phones' button. */
  activeCount: number;
  /** How many results the filters give, for the drawer's button; null while not known. */
  resultCount?: { count: number; capped: boolean } | null;
  /** The filter fields. */
  children: ReactNode;
  className?: string;
}

/**
 * The filters of a list page: inline on screens ≥ 768 px; on phones a "Filtry" button (with the
 * number of active filters) opening a drawer, so the results start on the first screen. Which one
 * shows is the stylesheet's decision (card-styles.tsx), so the server's HTML is right at any width.
 */

export function FilterPanel({ activeCount, resultCount = null, children, className = 'zp-filters' }: FilterPanelProps) {
  const t = useCommonT();
  // Open on the page it was opened on: a category link in the drawer goes to another page, closing it.
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  const title = t('common.filters.title');
  const label = activeCount > 0 ? `${title} (${activeCount})` : title;
  const show = !resultCount
    ? t('common.filters.showResults')
    : resultCount.capped
      ? t('common.filters.showCountMore', { shown: formatNumber(resultCount.count) })
      : t('common.filters.showCount', { count: resultCount.count, shown: formatNumber(resultCount.count) });
  return (
    <>
      <div className="zp-filters-button">
        <Button onClick={() => setOpen(true)} aria-haspopup="dialog" aria-expanded={open} data-testid="filters-button">
          {label}
        </Button>
      </div>
      {/* While the drawer holds the fields, they are not in the page twice. */}
      {/* Two elements: the phones' rule hiding the wrapper must not compete with the grid of `className`. */}
      {/* Hidden on phones: there it never hydrates (the drawer renders its own). */}
      {!open && (
        <HydrateWhen on="visible" className="zp-filters-inline">
          <div className={className}>{children}</div>
        </HydrateWhen>
      )}
      {open && (
        <Suspense fallback={null}>
          <Drawer
            open
            placement="bottom"
            size="85vh"
            title={title}
            closable={{ 'aria-label': t('common.filters.close') }}
            onClose={() => setOpen(false)}
            footer={
              <Button type="primary" block onClick={() => setOpen(false)}>
                {show}
              </Button>
            }
          >
            <div className={`${className} z-mb-0`}>{children}</div>
          </Drawer>
        </Suspense>
      )}
    </>
  );
}
