import { Button } from '@zaber/shared/ui/antd/button';
import { Flex } from '@zaber/shared/ui/antd/flex';
import { CardList } from '@zaber/shared/ui/card-grid';
import { Empty, LoadError, Loading } from '@zaber/shared/ui/query-state';
import { Typography } from '@zaber/shared/ui/typography';
import type { ReactNode } from 'react';
import { useT } from '../../../i18n/use-t';
import { type FeedRequest, FeedRequestCard } from './feed-request-card';

export interface FeedListProps {
  /** totalCountCapped: the feed stopped counting at totalCount (the API's cap); there are more. */
  page: { items: readonly FeedRequest[]; totalCount: number; totalCountCapped?: boolean; nextCursor: string | null } | undefined;
  loading: boolean;
  error: unknown;
  /** Said when nothing matches. */
  empty: ReactNode;
  /** Beside the count, e.g. "Zrušit filtry". */
  countExtra?: ReactNode;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  onLoadMore(): void;
}

/** The feed's body: count, cards one below another, and "Načíst další" while a next page exists. */
export function FeedList({ page, loading, error, empty, countExtra, loadingMore, loadMoreFailed, onLoadMore }: FeedListProps) {
  const t = useT();
  if (error && !page) return <LoadError />;
  if (!page) return loading ? <Loading /> : null;
  return (
    <section aria-label={t('executor.feed.list')}>
      <Flex justify="space-between" align="center" wrap gap={8} className="z-mb-3">
        <Typography.Text type="secondary" data-testid="result-count">
          <span role="status">{t(page.totalCountCapped ? 'executor.feed.resultsMore' : 'executor.feed.results', { count: page.totalCount })}</span>
        </Typography.Text>
        {countExtra}
      </Flex>
      {page.items.length === 0 ? (
        typeof empty === 'string' ? (
          <Empty>{empty}</Empty>
        ) : (
          empty
        )
      ) : (
        <CardList>
          {page.items.map((request) => (
            <FeedRequestCard key={request.id} request={request} />
          ))}
        </CardList>
      )}
      {loadMoreFailed && (
        <div className="z-mt-4">
          <LoadError />
        </div>
      )}
      {page.nextCursor && (
        <Flex justify="center" className="z-mt-5">
          <Button onClick={onLoadMore} loading={loadingMore} size="large">
            {t('executor.feed.loadMore')}
          </Button>
        </Flex>
      )}
    </section>
  );
}
