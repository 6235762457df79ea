import type { ReactNode } from 'react';
import { Flex } from '@zaber/shared/antd/flex';
import { Typography } from '@zaber/shared/ui/typography';
import { useCommonT } from '@zaber/shared/i18n/use-common-t';
import { CardGrid, CardList } from '@zaber/shared/ui/card-grid';
import { Paging } from '@zaber/shared/ui/paging';
import { Empty, LoadError, Loading } from '@zaber/shared/ui/query-state';

export interface ListResult<Item> {
  items: readonly Item[];
  /** totalCountCapped: the catalogue stopped counting at totalCount (the API's cap); there are more. */
  pageInfo: { page: number; pageSize: number; totalCount: number; totalCountCapped?: boolean };
}

export interface ListPageProps<Item> {
  result: ListResult<Item> | undefined;
  loading: boolean;
  error: unknown;
  /** One card; give it a `key`. */
  renderItem(item: Item): ReactNode;
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

/** The body of a list page: loading / error states, result count, empty state, cards, paging. */
export function ListPage<Item>({
  result,
  loading,
  error,
  renderItem,
  empty,
  layout = 'grid',
  gridMin,
  showCount = true,
  countExtra,
  onPageChange,
}: ListPageProps<Item>) {
  const t = useCommonT();
  return (
    <>
      {Boolean(error) && <LoadError />}
      {loading && !result && <Loading />}
      {result && (
        <>
          {showCount && (
            <Flex justify="space-between" align="center" style={{ marginBottom: 12 }}>
              <Typography.Text type="secondary" data-testid="result-count">
                {t(result.pageInfo.totalCountCapped ? 'common.list.resultsMore' : 'common.list.results', { count: result.pageInfo.totalCount })}
              </Typography.Text>
              {countExtra}
            </Flex>
          )}
          {result.items.length === 0 ? (
            <Empty>{empty}</Empty>
          ) : layout === 'grid' ? (
            <CardGrid min={gridMin}>{result.items.map(renderItem)}</CardGrid>
          ) : (
            <CardList>{result.items.map(renderItem)}</CardList>
          )}
          <Paging page={result.pageInfo.page} pageSize={result.pageInfo.pageSize} totalCount={result.pageInfo.totalCount} onChange={onPageChange} />
        </>
      )}
    </>
  );
}
