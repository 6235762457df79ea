import { useCommonT } from '@zaber/shared/platform/i18n/use-common-t';
import { itemList } from '@zaber/shared/platform/ssr/json-ld';
import { PAGE_KEY } from '@zaber/shared/platform/url-state';
import { Flex } from '@zaber/shared/ui/antd/flex';
import { CardGrid, CardList } from '@zaber/shared/ui/card-grid';
import { HydrateWhen } from '@zaber/shared/ui/hydrate-when';
import { usePageHead } from '@zaber/shared/ui/page-head';
import { Paging } from '@zaber/shared/ui/paging';
import { Empty, LoadError, Loading } from '@zaber/shared/ui/query-state';
import { Typography } from '@zaber/shared/ui/typography';
import { isValidElement, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

export interface ListResult<Item> {
  items: readonly Item[];
  /** totalCountCapped: the catalogue stopped counting at totalCount (the API's cap); there are more. */
  pageInfo: { page: number; pageSize: number; totalCount: number; totalCountCapped?: boolean };
}

interface ListPageBaseProps<Item> {
  result: ListResult<Item> | undefined;
  loading: boolean;
  error: unknown;
  /** Each item's address and name, for the list's schema.org ItemList. */
  describe?(item: Item): { path: string; name: string };
  /** Said when nothing matches; defaults to a generic "nothing here yet". */
  empty?: string;
  /** Cards in a grid (packages, professionals) or one below another (requests). */
  layout?: 'grid' | 'list';
  gridMin?: number;
  /** Shows "N results" (`data-testid="result-count"`) above the cards. */
  showCount?: boolean;
  /** Beside the result count, e.g. a "clear filters" link. */
  countExtra?: ReactNode;
  onPageChange(page: number): void;
}

/**
 * Each item drawn as a card (`renderItem`), or the page's items drawn at once (`renderItems`, e.g.
 * a `DataTable`).
 */
export type ListPageProps<Item> = ListPageBaseProps<Item> &
  (
    | {
        /** One card; give it a `key`. `index` is its place on the page (the first card's cover is the page's lead image). */
        renderItem(item: Item, index: number): ReactNode;
        renderItems?: never;
      }
    | { renderItems(items: readonly Item[]): ReactNode; renderItem?: never }
  );

/**
 * The address of a page of the list on this page (`?strana=2`, the other parameters kept): every
 * page is a link of its own, so crawlers and visitors without JavaScript walk the list.
 */
export function usePageHref(): (page: number) => string {
  const { pathname, search } = useLocation();
  return (page) => {
    const params = new URLSearchParams(search);
    if (page > 1) params.set(PAGE_KEY, String(page));
    else params.delete(PAGE_KEY);
    const query = params.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
}

/** A card of the list: on a page the server rendered, each hydrates as it comes into view (most are below the fold on a phone). */
function card(node: ReactNode, index: number) {
  return (
    <HydrateWhen key={isValidElement(node) && node.key !== null ? node.key : index} on="visible">
      {node}
    </HydrateWhen>
  );
}

/** The body of a list page: loading / error states, result count, empty state, cards or a table, paging. */
export function ListPage<Item>({
  result,
  loading,
  error,
  renderItem,
  renderItems,
  empty,
  layout = 'grid',
  gridMin,
  showCount = true,
  countExtra,
  onPageChange,
  describe,
}: ListPageProps<Item>) {
  const t = useCommonT();
  const hrefFor = usePageHref();
  const first = result ? (result.pageInfo.page - 1) * result.pageInfo.pageSize + 1 : 1;
  usePageHead({ jsonLd: result && describe && result.items.length > 0 ? { 'item-list': itemList(result.items.map(describe), first) } : {} });
  return (
    <>
      {Boolean(error) && <LoadError />}
      {loading && !result && <Loading />}
      {result && (
        <>
          {showCount && (
            <Flex justify="space-between" align="center" className="z-mb-3">
              <Typography.Text type="secondary" data-testid="result-count">
                {t(result.pageInfo.totalCountCapped ? 'common.list.resultsMore' : 'common.list.results', { count: result.pageInfo.totalCount })}
              </Typography.Text>
              {countExtra}
            </Flex>
          )}
          {result.items.length === 0 ? (
            <Empty>{empty}</Empty>
          ) : renderItems ? (
            renderItems(result.items)
          ) : layout === 'grid' ? (
            <CardGrid min={gridMin}>{result.items.map((item, index) => card(renderItem?.(item, index), index))}</CardGrid>
          ) : (
            <CardList>{result.items.map((item, index) => card(renderItem?.(item, index), index))}</CardList>
          )}
          <Paging
            page={result.pageInfo.page}
            pageSize={result.pageInfo.pageSize}
            totalCount={result.pageInfo.totalCount}
            onChange={onPageChange}
            hrefFor={hrefFor}
          />
        </>
      )}
    </>
  );
}
