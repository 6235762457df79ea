import { useCommonT } from '@zaber/shared/platform/i18n/use-common-t';
import type { MouseEvent } from 'react';

export interface PagingProps {
  page: number;
  pageSize: number;
  totalCount: number;
  onChange(page: number): void;
  /** The address of a page: pages and arrows are then real links, followed without JavaScript too. */
  hrefFor?(page: number): string;
}

/** The pages shown around the current one: the first, the last, two on each side, gaps as null. */
export function visiblePages(current: number, last: number): (number | null)[] {
  const pages = new Set([1, last]);
  for (let p = current - 2; p <= current + 2; p++) if (p >= 1 && p <= last) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((p, i) => (i > 0 && p - (sorted[i - 1] ?? p) > 1 ? [null, p] : [p]));
}

/**
 * A list's page numbers, first and last always there, as links (`?strana=2`) where the list gives
 * their addresses: with JavaScript the list changes in place, a new tab or a crawler follows the link.
 * Plain elements styled like antd's Pagination (card-styles.tsx): no component code on the first load.
 */
export function Paging({ page, pageSize, totalCount, onChange, hrefFor }: PagingProps) {
  const t = useCommonT();
  if (totalCount <= pageSize) return null;
  const last = Math.ceil(totalCount / pageSize);
  const go = (target: number) => (event: MouseEvent<HTMLElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    onChange(target);
  };
  const control = (target: number, label: string, content: string, rel?: 'prev' | 'next') =>
    hrefFor ? (
      <a href={hrefFor(target)} onClick={go(target)} aria-label={label} rel={rel}>
        {content}
      </a>
    ) : (
      <button type="button" onClick={go(target)} aria-label={label}>
        {content}
      </button>
    );
  return (
    <nav aria-label={t('common.list.pagination')} className="zp-paging">
      <ul>
        {page > 1 && <li>{control(page - 1, t('common.list.previousPage'), '‹', 'prev')}</li>}
        {visiblePages(page, last).map((p, i) =>
          p === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place.
            <li key={`gap-${i}`} aria-hidden="true" className="zp-paging__gap">
              …
            </li>
          ) : (
            <li key={p}>
              {p === page ? (
                <span aria-current="page" className="zp-paging__current">
                  {p}
                </span>
              ) : (
                control(p, String(p), String(p))
              )}
            </li>
          ),
        )}
        {page < last && <li>{control(page + 1, t('common.list.nextPage'), '›', 'next')}</li>}
      </ul>
    </nav>
  );
}
