import { useQuery } from '@apollo/client/react';
import { appliedPriceFilter } from '@zaber/shared/money/price-range';
import { PackageCard } from '@zaber/shared/packages/package-card';
import { HALERU_PER_KORUNA } from '@zaber/shared/platform/business';
import { href } from '@zaber/shared/platform/routes';
import { useUrlState } from '@zaber/shared/platform/url-state';
import { Button } from '@zaber/shared/ui/antd/button';
import { coverLeadImage } from '@zaber/shared/ui/card-cover';
import { FilterPanel, lazyFilterFields } from '@zaber/shared/ui/filter-panel';
import { ListPage } from '@zaber/shared/ui/list-page';
import { PageHeader } from '@zaber/shared/ui/page-header';
import type { PageProps } from '@zaber/shared/ui/route-outlet';
import { useT } from '../../../i18n/use-t';
import { activeCatalogueFilters, catalogueFilter } from '../../../lib/search/catalogue-params';
import { ReadingChips } from '../../../lib/search/reading-chips';
import { SearchBox } from '../../../lib/search/search-box';
import { useSearchText } from '../../../lib/search/use-search-text';
import { usePageMeta } from '../../../lib/use-page-meta';
import { PackageListDocument } from '../api/operations.generated';
import { PACKAGE_URL } from './package-params';

// The filters' fields (antd's selects, the price form): loaded with the filters, never on a phone's first screen.
const PackageFilters = lazyFilterFields(() => import(/* webpackChunkName: "PackageFilters" */ './package-filters').then((m) => m.PackageFilters));

const PAGE_SIZE = 12;

const halere = (crowns: number | null) => (crowns === null ? null : crowns * HALERU_PER_KORUNA);

export function PackageListPage({ match }: PageProps) {
  const t = useT();
  const url = useUrlState(PACKAGE_URL);
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
        className="z-mb-3"
      />
      <FilterPanel
        activeCount={[category, url.raw.priceMin, url.raw.priceMax].filter(Boolean).length + activeCatalogueFilters(url.values)}
        resultCount={result ? { count: result.pageInfo.totalCount, capped: result.pageInfo.totalCountCapped } : null}
      >
        <PackageFilters url={url} />
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
