import { useQuery } from '@apollo/client/react';
import { useProvinces } from '@zaber/shared/places/use-provinces';
import { HALERU_PER_KORUNA } from '@zaber/shared/platform/business';
import { href } from '@zaber/shared/platform/routes';
import { SERVICE_CATEGORIES } from '@zaber/shared/platform/services';
import { numberParam, textParam, type UrlParam, useUrlState } from '@zaber/shared/platform/url-state';
import { isoDate } from '@zaber/shared/requests/schema';
import { AlertIcon } from '@zaber/shared/ui/alert-icon';
import { Alert } from '@zaber/shared/ui/antd/alert';
import { Button } from '@zaber/shared/ui/antd/button';
import { FilterPanel } from '@zaber/shared/ui/filter-panel';
import { PageHeader } from '@zaber/shared/ui/page-header';
import { NotFound } from '@zaber/shared/ui/query-state';
import type { PageProps } from '@zaber/shared/ui/route-outlet';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useT } from '../../../i18n/use-t';
import { usePageTitle } from '../../../lib/use-page-title';
import { useViewer } from '../../../lib/use-viewer';
import { ExecutorCategoryListDocument, RequestFeedDocument, type RequestFeedQuery } from '../api/operations.generated';
import { type CategoryOption, FeedFilters } from './feed-filters';
import { FeedList } from './feed-list';

/** Requests per "Načíst další". */
export const FEED_PAGE_SIZE = 20;

/** A YYYY-MM-DD day; anything else reads as absent. */
function dateParam(key: string): UrlParam<string | null> {
  return {
    key,
    parse: (raw) => (raw && isoDate.safeParse(raw).success ? raw : null),
    serialize: (value) => value,
  };
}

/** Query-string keys of the filters (the service is the path: /poptavky/{categorySlug}/). */
const URL_SCHEMA = {
  province: textParam('kraj'),
  dateFrom: dateParam('termin_od'),
  dateTo: dateParam('termin_do'),
  budgetMin: numberParam('rozpocet_od'),
};

/** A service or subcategory slug's name; undefined when the marketplace has no such service. */
function categoryName(slug: string): string | undefined {
  for (const service of SERVICE_CATEGORIES) {
    if (service.slug === slug) return service.name;
    const sub = service.subcategories.find((s) => s.slug === slug);
    if (sub) return sub.name;
  }
  return undefined;
}

/** fetchMore's merge: the next page's requests after the ones shown, its cursor and count. */
function appendPage(previous: RequestFeedQuery, { fetchMoreResult }: { fetchMoreResult: RequestFeedQuery }): RequestFeedQuery {
  const shown = new Set(previous.requestFeed.items.map((r) => r.id));
  return {
    requestFeed: {
      ...fetchMoreResult.requestFeed,
      items: [...previous.requestFeed.items, ...fetchMoreResult.requestFeed.items.filter((r) => !shown.has(r.id))],
    },
  };
}

/** /poptavky/ and /poptavky/{categorySlug}/ for a professional: open requests of their services. */
export function RequestFeedPage({ match }: PageProps) {
  const t = useT();
  const url = useUrlState(URL_SCHEMA);
  const navigate = useNavigate();
  const { search } = useLocation();
  const viewer = useViewer();
  const provinces = useProvinces();
  const categorySlug = match.params.categorySlug ?? null;
  const currentName = categorySlug ? categoryName(categorySlug) : undefined;
  const unknownCategory = Boolean(categorySlug && !currentName);

  const categoriesQuery = useQuery(ExecutorCategoryListDocument, {
    variables: { username: viewer?.username ?? '' },
    skip: !viewer,
    fetchPolicy: 'cache-first',
  });
  const myCategories: CategoryOption[] = categoriesQuery.data?.publicProfile?.categories.map((c) => c.category) ?? [];
  const categories =
    categorySlug && currentName && !myCategories.some((c) => c.slug === categorySlug)
      ? [...myCategories, { slug: categorySlug, name: currentName }]
      : myCategories;
  const noCategories = Boolean(categoriesQuery.data && myCategories.length === 0);

  const { province, dateFrom, dateTo, budgetMin } = url.values;
  const filter = {
    categorySlug,
    provinceSlug: province,
    dateFrom,
    dateTo,
    budgetMin: budgetMin === null ? null : budgetMin * HALERU_PER_KORUNA,
  };
  const feed = useQuery(RequestFeedDocument, { variables: { filter, first: FEED_PAGE_SIZE }, skip: unknownCategory });
  const [loadingMore, setLoadingMore] = useState(false);
  const [loadMoreFailed, setLoadMoreFailed] = useState(false);
  usePageTitle(currentName ? t('executor.feed.categoryTitle', { name: currentName }) : null);

  if (unknownCategory) return <NotFound />;

  const filtered = Boolean(categorySlug) || url.active;
  const title = currentName ? t('executor.feed.categoryTitle', { name: currentName }) : match.route.title;
  const toCategory = (slug: string | null) => navigate(`${slug ? href('request-category', { categorySlug: slug }) : href('requests')}${search}`);
  const clearFilters = () => navigate(href('requests'));

  const loadMore = async () => {
    const after = feed.data?.requestFeed.nextCursor;
    if (!after) return;
    setLoadingMore(true);
    setLoadMoreFailed(false);
    try {
      await feed.fetchMore({ variables: { after }, updateQuery: appendPage });
    } catch {
      setLoadMoreFailed(true);
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <>
      <PageHeader route={match.route.id} params={match.params} title={title} breadcrumbLabel={t('common.breadcrumb')} />
      {noCategories && (
        <Alert
          type="info"
          showIcon
          icon={<AlertIcon type="info" />}
          title={t('executor.feed.noCategories')}
          action={viewer && <Link to={viewer.url}>{t('executor.feed.addCategories')}</Link>}
          className="z-mb-4"
        />
      )}
      <FilterPanel activeCount={[categorySlug, province, dateFrom, dateTo, url.raw.budgetMin].filter(Boolean).length} className="zx-filters">
        <FeedFilters
          values={{ categorySlug, province, dateFrom, dateTo }}
          rawBudgetMin={url.raw.budgetMin}
          categories={categories}
          provinces={provinces}
          onCategory={toCategory}
          onChange={(changes) => url.set(changes)}
        />
      </FilterPanel>
      <FeedList
        page={feed.data?.requestFeed}
        loading={feed.loading}
        error={feed.error}
        empty={filtered ? t('executor.feed.emptyFiltered') : t('executor.feed.empty')}
        countExtra={
          filtered && (
            <Button type="link" onClick={clearFilters}>
              {t('common.list.resetFilters')}
            </Button>
          )
        }
        loadingMore={loadingMore}
        loadMoreFailed={loadMoreFailed}
        onLoadMore={() => void loadMore()}
      />
    </>
  );
}
