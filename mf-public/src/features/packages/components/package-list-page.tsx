import { useQuery } from '@apollo/client/react';
import { Button } from '@zaber/shared/antd/button';
import { Select } from '@zaber/shared/antd/select';
import { HALERU_PER_KORUNA } from '@zaber/shared/constants/business';
import { SERVICE_CATEGORIES } from '@zaber/shared/constants/services';
import { appliedPriceFilter } from '@zaber/shared/money/price-filter';
import { PackageCard } from '@zaber/shared/packages/package-card';
import { href } from '@zaber/shared/routes';
import { coverLeadImage } from '@zaber/shared/ui/card-cover';
import { FilterPanel } from '@zaber/shared/ui/filter-panel';
import { ListPage } from '@zaber/shared/ui/list-page';
import { PageHeader } from '@zaber/shared/ui/page-header';
import type { PageProps } from '@zaber/shared/ui/route-outlet';
import { Typography } from '@zaber/shared/ui/typography';
import { numberParam, pageParam, textParam, useUrlState } from '@zaber/shared/url-state';
import { useT } from '../../../i18n/use-t';
import { activeCatalogueFilters, CatalogueFilterFields, catalogueFilter, catalogueParams } from '../../../lib/search/catalogue-filters';
import { PriceFilter } from '../../../lib/search/price-filter';
import { ReadingChips } from '../../../lib/search/reading-chips';
import { SearchBox } from '../../../lib/search/search-box';
import { useSearchText } from '../../../lib/search/use-search-text';
import { usePageMeta } from '../../../lib/use-page-meta';
import { PackageListDocument } from '../api/operations.generated';

const PAGE_SIZE = 12;

/** Query-string keys of the filters, so a filtered page can be shared and indexed. */
const URL_SCHEMA = {
  category: textParam('sluzba'),
  ...catalogueParams,
  priceMin: numberParam('cena_od'),
  priceMax: numberParam('cena_do'),
  search: textParam('q'),
  page: pageParam('strana'),
};

const halere = (crowns: number | null) => (crowns === null ? null : crowns * HALERU_PER_KORUNA);

export function PackageListPage({ match }: PageProps) {
  const t = useT();
  const url = useUrlState(URL_SCHEMA);
  const { category, search: searchParam, page } = url.values;
  // An invalid price or range in the URL is not applied (PriceFilter says why).
  const { priceMin, priceMax } = appliedPriceFilter(url.raw.priceMin, url.raw.priceMax);
  const filter = { categorySlug: category, ...catalogueFilter(url.values), priceMin: halere(priceMin), priceMax: halere(priceMax), search: searchParam };
  const { data, loading, error } = useQuery(PackageListDocument, { variables: { filter, page, pageSize: PAGE_SIZE } });
  const result = data?.packages;
  const search = useSearchText(searchParam);
  const leadCover = data?.packages.items[0]?.cover;
  usePageMeta(match.route.title, t('public.packages.metaDescription'), { leadImage: leadCover ? coverLeadImage(leadCover) : null });

  return (
    <>
      <PageHeader route={match.route.id} params={match.params} breadcrumbLabel={t('common.breadcrumb')} />
      <SearchBox
        value={search.text}
        onChange={search.setText}
        onSubmit={(value) => url.set({ search: value })}
        label={t('public.packages.filterSearch')}
        placeholder={t('public.packages.filterSearch')}
        button={<Button htmlType="submit">{t('public.common.search')}</Button>}
        inputClassName="zp-input"
        action={href('packages')}
        style={{ marginBottom: 12 }}
      />
      <FilterPanel
        activeCount={[category, url.raw.priceMin, url.raw.priceMax].filter(Boolean).length + activeCatalogueFilters(url.values)}
        resultCount={result ? { count: result.pageInfo.totalCount, capped: result.pageInfo.totalCountCapped } : null}
      >
        <label>
          <Typography.Text>{t('public.packages.filterCategory')}</Typography.Text>
          <Select
            style={{ width: '100%' }}
            value={category ?? ''}
            onChange={(value: string) => url.set({ category: value })}
            options={[{ value: '', label: t('public.common.allCategories') }, ...SERVICE_CATEGORIES.map((c) => ({ value: c.slug, label: c.name }))]}
            aria-label={t('public.packages.filterCategory')}
          />
        </label>
        <CatalogueFilterFields values={url.values} onChange={url.set} />
        <PriceFilter
          rawMin={url.raw.priceMin}
          rawMax={url.raw.priceMax}
          labels={{ priceMin: t('public.packages.filterPriceMin'), priceMax: t('public.packages.filterPriceMax') }}
          onApply={(values) => url.set(values)}
        />
      </FilterPanel>
      <ReadingChips reading={result?.reading} search={searchParam} onSearch={(text) => url.set({ search: text })} />
      <ListPage
        result={result}
        loading={loading}
        error={error}
        empty={t('public.packages.empty')}
        renderItem={(pkg, index) => <PackageCard key={pkg.id} pkg={pkg} priority={index === 0} />}
        describe={(pkg) => ({ path: pkg.url, name: pkg.title })}
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
