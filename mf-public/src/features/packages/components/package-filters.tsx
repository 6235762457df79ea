import { SERVICE_CATEGORIES } from '@zaber/shared/platform/services';
import type { UrlState } from '@zaber/shared/platform/url-state';
import { Select } from '@zaber/shared/ui/antd/select';
import { Typography } from '@zaber/shared/ui/typography';
import { useT } from '../../../i18n/use-t';
import { CatalogueFilterFields } from '../../../lib/search/catalogue-filters';
import { PriceFilter } from '../../../lib/search/price-filter';
import type { PACKAGE_URL } from './package-params';

/**
 * The fields of the package catalogue's filters. Their code (antd's selects, the price form and its
 * schema) loads with the filters: on a phone, when the drawer opens.
 */
export function PackageFilters({ url }: { url: UrlState<typeof PACKAGE_URL> }) {
  const t = useT();
  return (
    <>
      <label>
        <Typography.Text>{t('public.packages.filterCategory')}</Typography.Text>
        <Select
          className="z-w-full"
          value={url.values.category ?? ''}
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
    </>
  );
}
