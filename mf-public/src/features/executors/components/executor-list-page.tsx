import { useQuery } from '@apollo/client/react';
import { appliedPriceFilter } from '@zaber/shared/money/price-range';
import { HALERU_PER_KORUNA } from '@zaber/shared/platform/business';
import { href } from '@zaber/shared/platform/routes';
import { useUrlState } from '@zaber/shared/platform/url-state';
import { Button } from '@zaber/shared/ui/antd/button';
import { coverLeadImage } from '@zaber/shared/ui/card-cover';
import { FilterPanel, lazyFilterFields } from '@zaber/shared/ui/filter-panel';
import { ListPage } from '@zaber/shared/ui/list-page';
import { PageHeader } from '@zaber/shared/ui/page-header';
import { NotFound } from '@zaber/shared/ui/query-state';
import type { PageProps } from '@zaber/shared/ui/route-outlet';
import { useT } from '../../../i18n/use-t';
import { findService } from '../../../lib/category-links';
import { activeCatalogueFilters, catalogueFilter } from '../../../lib/search/catalogue-params';
import { ReadingChips } from '../../../lib/search/reading-chips';
import { SearchBox } from '../../../lib/search/search-box';
import { useSearchText } from '../../../lib/search/use-search-text';
import { ExecutorCard } from '../../../lib/ui/executor-card';
import { usePageMeta } from '../../../lib/use-page-meta';
import { ExecutorListDocument, type WorkType } from '../api/operations.generated';
import { EXECUTOR_URL } from './executor-params';

// The filters' fields (antd's selects, the price form): loaded with the filters, never on a phone's first screen.
const ExecutorFilters = lazyFilterFields(() => import(/* webpackChunkName: "ExecutorFilters" */ './executor-filters').then((m) => m.ExecutorFilters));

const PAGE_SIZE = 12;
const halere = (crowns: number | null) => (crowns === null ? null : crowns * HALERU_PER_KORUNA);

/** /profici/ (everyone), /fotografove/[kategorie]/ (photos), /kameramani/[kategorie]/ (videos). */
export function ExecutorListPage({ match }: PageProps) {
  const t = useT();
  const url = useUrlState(EXECUTOR_URL);
  const { sort, search: searchParam, page } = url.values;
  // An invalid "cena_do" in the URL is not applied (PriceFilter says why).
  const { priceMax } = appliedPriceFilter(null, url.raw.priceMax);
  const routeId = match.route.id;
  const workType: WorkType | null = routeId === 'photographers' ? 'PHOTO' : routeId === 'videographers' ? 'VIDEO' : null;
  const categorySlug = match.params.categorySlug;
  // A category this listing's work type does not cover (photo-only on /kameramani/) is not a page here.
  const found = findService(categorySlug);
  const service = found && (!workType || found.allowedWorkTypes.includes(workType)) ? found : undefined;
  const search = useSearchText(searchParam);
  const filter = { workType, categorySlug: service?.slug ?? null, ...catalogueFilter(url.values), priceMax: halere(priceMax), search: searchParam };
  const { data, loading, error } = useQuery(ExecutorListDocument, {
    variables: { filter, sort, page, pageSize: PAGE_SIZE },
    skip: Boolean(categorySlug && !service),
  });
  const result = data?.executors;
  const title = service ? t('public.executors.inCategory', { title: match.route.title, category: service.name }) : match.route.title;
  const description =
    routeId === 'photographers'
      ? t('public.executors.photographersDescription')
      : routeId === 'videographers'
        ? t('public.executors.videographersDescription')
        : t('public.executors.metaDescription');
  const leadCover = data?.executors.items[0]?.cover;
  usePageMeta(title, description, { leadImage: leadCover ? coverLeadImage(leadCover) : null });

  if (categorySlug && !service) return <NotFound />;

  return (
    <>
      <PageHeader route={routeId} params={match.params} title={title} breadcrumbLabel={t('common.breadcrumb')} />
      <SearchBox
        value={search.text}
        onChange={search.setText}
        onSubmit={(value) => url.set({ search: value })}
        label={t('public.executors.filterSearch')}
        placeholder={t('public.executors.filterSearch')}
        button={<Button htmlType="submit">{t('public.common.search')}</Button>}
        inputClassName="zp-input"
        action={href(routeId, match.params)}
        className="z-mb-3"
      />
      <FilterPanel
        activeCount={[service, url.raw.priceMax, sort !== 'RECOMMENDED'].filter(Boolean).length + activeCatalogueFilters(url.values)}
        resultCount={result ? { count: result.pageInfo.totalCount, capped: result.pageInfo.totalCountCapped } : null}
      >
        <ExecutorFilters url={url} routeId={routeId} workType={workType} service={service} />
      </FilterPanel>
      <ReadingChips reading={result?.reading} search={searchParam} onSearch={(text) => url.set({ search: text })} />
      <ListPage
        result={result}
        loading={loading}
        error={error}
        empty={t('public.executors.empty')}
        renderItem={(executor, index) => <ExecutorCard key={executor.id} executor={executor} priority={index === 0} distanceKm={executor.distanceKm} />}
        describe={(executor) => ({ path: executor.url, name: executor.title })}
        countExtra={
          url.active && (
            <Button type="link" onClick={url.clear}>
              {t('common.list.resetFilters')}
            </Button>
          )
        }
        onPageChange={(p) => url.set({ page: p })}
      />
    </>
  );
}
