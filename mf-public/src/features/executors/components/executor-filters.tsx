import { href, type RouteId } from '@zaber/shared/platform/routes';
import { SERVICE_CATEGORIES, type ServiceCategory } from '@zaber/shared/platform/services';
import type { UrlState } from '@zaber/shared/platform/url-state';
import { Flex } from '@zaber/shared/ui/antd/flex';
import { Select } from '@zaber/shared/ui/antd/select';
import { Tag } from '@zaber/shared/ui/antd/tag';
import { Typography } from '@zaber/shared/ui/typography';
import { Link } from 'react-router-dom';
import { useT } from '../../../i18n/use-t';
import { CatalogueFilterFields } from '../../../lib/search/catalogue-filters';
import { PriceFilter } from '../../../lib/search/price-filter';
import type { ExecutorSort, WorkType } from '../api/operations.generated';
import { type EXECUTOR_URL, SORT_LABEL, SORTS } from './executor-params';

export interface ExecutorFiltersProps {
  url: UrlState<typeof EXECUTOR_URL>;
  routeId: RouteId;
  workType: WorkType | null;
  service: ServiceCategory | undefined;
}

/**
 * The fields of the professionals catalogue's filters. Their code (antd's selects, the price form
 * and its schema) loads with the filters: on a phone, when the drawer opens.
 */
export function ExecutorFilters({ url, routeId, workType, service }: ExecutorFiltersProps) {
  const t = useT();
  // Category chips of this listing: videographers list the services that take videos, photographers the rest.
  const chips = SERVICE_CATEGORIES.filter((c) => (workType ? c.allowedWorkTypes.includes(workType) : false));
  return (
    <>
      {chips.length > 0 && (
        <Flex gap={8} wrap className="z-grid-column-1-1" data-testid="category-chips">
          <Link to={href(routeId)}>
            <Tag color={!service ? 'blue' : undefined} className="z-font-base z-p-1-10px">
              {t('public.common.allCategories')}
            </Tag>
          </Link>
          {chips.map((c) => (
            <Link key={c.slug} to={href(routeId, { categorySlug: c.slug })}>
              <Tag color={service?.slug === c.slug ? 'blue' : undefined} className="z-font-base z-p-1-10px">
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
          className="z-w-full"
          value={url.values.sort}
          onChange={(value: ExecutorSort) => url.set({ sort: value })}
          options={SORTS.map((s) => ({ value: s, label: t(SORT_LABEL[s]) }))}
          aria-label={t('public.executors.sort')}
        />
      </label>
    </>
  );
}
