import { useQuery } from '@apollo/client/react';
import { Button } from '@zaber/shared/antd/button';
import { Flex } from '@zaber/shared/antd/flex';
import { Select } from '@zaber/shared/antd/select';
import { Tag } from '@zaber/shared/antd/tag';
import { HALERU_PER_KORUNA } from '@zaber/shared/constants/business';
import { SERVICE_CATEGORIES } from '@zaber/shared/constants/services';
import { appliedPriceFilter } from '@zaber/shared/money/price-filter';
import { href } from '@zaber/shared/routes';
import { coverLeadImage } from '@zaber/shared/ui/card-cover';
import { FilterPanel } from '@zaber/shared/ui/filter-panel';
import { ListPage } from '@zaber/shared/ui/list-page';
import { PageHeader } from '@zaber/shared/ui/page-header';
import { NotFound } from '@zaber/shared/ui/query-state';
import type { PageProps } from '@zaber/shared/ui/route-outlet';
import { Typography } from '@zaber/shared/ui/typography';
import { enumParam, numberParam, pageParam, textParam, useUrlState } from '@zaber/shared/url-state';
import { Link } from 'react-router-dom';
import { type PublicKey, useT } from '../../../i18n/use-t';
import { findService } from '../../../lib/category-links';
import { activeCatalogueFilters, CatalogueFilterFields, catalogueFilter, catalogueParams } from '../../../lib/search/catalogue-filters';
import { PriceFilter } from '../../../lib/search/price-filter';
import { ReadingChips } from '../../../lib/search/reading-chips';
import { SearchBox } from '../../../lib/search/search-box';
import { useSearchText } from '../../../lib/search/use-search-text';
import { ExecutorCard } from '../../../lib/ui/executor-card';
import { usePageMeta } from '../../../lib/use-page-meta';
import { ExecutorListDocument, type ExecutorSort, type WorkType } from '../api/operations.generated';

const PAGE_SIZE = 12;
const SORTS: readonly ExecutorSort[] = ['RECOMMENDED', 'RATING', 'REVIEWS', 'RESPONSE_TIME'];
const SORT_LABEL: Record<ExecutorSort, PublicKey> = {
  RECOMMENDED: 'public.executors.sortRecommended',
  RATING: 'public.executors.sortRating',
  REVIEWS: 'public.executors.sortReviews',
  RESPONSE_TIME: 'public.executors.sortResponse',
};

const URL_SCHEMA = {
  ...catalogueParams,
  priceMax: numberParam('cena_do'),
  sort: enumParam('razeni', SORTS, 'RECOMMENDED'),
  search: textParam('q'),
  page: pageParam('strana'),
};

const halere = (crowns: number | null) => (crowns === null ? null : crowns * HALERU_PER_KORUNA);

/** /profici/ (everyone), /fotografove/[kategorie]/ (photos), /kameramani/[kategorie]/ (videos). */
export function ExecutorListPage({ match }: PageProps) {
  const t = useT();
  const url = useUrlState(URL_SCHEMA);
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

  // Category chips of this listing: videographers list the services that take videos, photographers the rest.
  const chips = SERVICE_CATEGORIES.filter((c) => (workType ? c.allowedWorkTypes.includes(workType) : false));

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
        style={{ marginBottom: 12 }}
      />
      <FilterPanel
        activeCount={[service, url.raw.priceMax, sort !== 'RECOMMENDED'].filter(Boolean).length + activeCatalogueFilters(url.values)}
        resultCount={result ? { count: result.pageInfo.totalCount, capped: result.pageInfo.totalCountCapped } : null}
      >
        {chips.length > 0 && (
          <Flex gap={8} wrap style={{ gridColumn: '1 / -1' }} data-testid="category-chips">
            <Link to={href(routeId)}>
              <Tag color={!service ? 'blue' : undefined} style={{ fontSize: 14, padding: '4px 10px' }}>
                {t('public.common.allCategories')}
              </Tag>
            </Link>
            {chips.map((c) => (
              <Link key={c.slug} to={href(routeId, { categorySlug: c.slug })}>
                <Tag color={service?.slug === c.slug ? 'blue' : undefined} style={{ fontSize: 14, padding: '4px 10px' }}>
                  {c.name}
                </Tag>
              </Link>
            ))}
          </Flex>
        )}
        <CatalogueFilterFields values={url.values} onChange={url.set} />
        <PriceFilter
          rawMin={null}
          rawMax={url.raw.priceMax}
          fields={['priceMax']}
          labels={{ priceMin: t('public.packages.filterPriceMin'), priceMax: t('public.filters.priceMax') }}
          onApply={(values) => url.set({ priceMax: values.priceMax })}
        />
        <label>
          <Typography.Text>{t('public.executors.sort')}</Typography.Text>
          <Select
            style={{ width: '100%' }}
            value={sort}
            onChange={(value: ExecutorSort) => url.set({ sort: value })}
            options={SORTS.map((s) => ({ value: s, label: t(SORT_LABEL[s]) }))}
            aria-label={t('public.executors.sort')}
          />
        </label>
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
