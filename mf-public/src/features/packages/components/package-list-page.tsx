import { useState, type FormEvent } from 'react';
import { useQuery } from '@apollo/client/react';
import { Button } from '@zaber/shared/antd/button';
import { Flex } from '@zaber/shared/antd/flex';
import { Input } from '@zaber/shared/antd/input';
import { InputNumber } from '@zaber/shared/antd/input-number';
import { Select } from '@zaber/shared/antd/select';
import { Typography } from '@zaber/shared/ui/typography';
import { HALERU_PER_KORUNA } from '@zaber/shared/constants/business';
import { SERVICE_CATEGORIES } from '@zaber/shared/constants/services';
import { PackageCard } from '@zaber/shared/ui/cards/package-card';
import { ListPage } from '@zaber/shared/ui/list-page';
import { PageHeader } from '@zaber/shared/ui/page-header';
import type { PageProps } from '@zaber/shared/ui/route-outlet';
import { numberParam, pageParam, textParam, useUrlState } from '@zaber/shared/url-state';
import { useT } from '../../../i18n/use-t';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useProvinces } from '../../../lib/use-provinces';
import { PackageListDocument } from '../api/operations.generated';

const PAGE_SIZE = 12;

/** Query-string keys of the filters, so a filtered page can be shared and indexed. */
const URL_SCHEMA = {
  category: textParam('sluzba'),
  province: textParam('kraj'),
  priceMin: numberParam('cena_od'),
  priceMax: numberParam('cena_do'),
  search: textParam('q'),
  page: pageParam('strana'),
};

const halere = (crowns: number | null) => (crowns === null ? null : crowns * HALERU_PER_KORUNA);

export function PackageListPage({ match }: PageProps) {
  const t = useT();
  const url = useUrlState(URL_SCHEMA);
  const { category, province, priceMin, priceMax, search: searchParam, page } = url.values;
  const provinces = useProvinces();
  const filter = { categorySlug: category, provinceSlug: province, priceMin: halere(priceMin), priceMax: halere(priceMax), search: searchParam };
  const { data, loading, error } = useQuery(PackageListDocument, { variables: { filter, page, pageSize: PAGE_SIZE } });
  const [search, setSearch] = useState(searchParam ?? '');
  usePageMeta(match.route.title, t('public.packages.metaDescription'));

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    url.set({ search });
  };

  return (
    <>
      <PageHeader route={match.route.id} params={match.params} breadcrumbLabel={t('common.breadcrumb')} />
      <div className="zp-filters">
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
        <label>
          <Typography.Text>{t('public.packages.filterProvince')}</Typography.Text>
          <Select
            style={{ width: '100%' }}
            value={province ?? ''}
            onChange={(value: string) => url.set({ province: value })}
            options={[{ value: '', label: t('public.common.allProvinces') }, ...provinces.map((p) => ({ value: p.slug, label: p.name }))]}
            aria-label={t('public.packages.filterProvince')}
          />
        </label>
        <label>
          <Typography.Text>{t('public.packages.filterPriceMin')}</Typography.Text>
          <InputNumber
            style={{ width: '100%' }}
            min={0}
            step={500}
            value={priceMin}
            onChange={(v) => url.set({ priceMin: v ?? null })}
            aria-label={t('public.packages.filterPriceMin')}
          />
        </label>
        <label>
          <Typography.Text>{t('public.packages.filterPriceMax')}</Typography.Text>
          <InputNumber
            style={{ width: '100%' }}
            min={0}
            step={500}
            value={priceMax}
            onChange={(v) => url.set({ priceMax: v ?? null })}
            aria-label={t('public.packages.filterPriceMax')}
          />
        </label>
        <form onSubmit={onSearch} role="search">
          <Flex gap={8}>
            <Input
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              placeholder={t('public.packages.filterSearch')}
              aria-label={t('public.packages.filterSearch')}
            />
            <Button htmlType="submit">{t('public.common.search')}</Button>
          </Flex>
        </form>
      </div>
      <ListPage
        result={data?.packages}
        loading={loading}
        error={error}
        empty={t('public.packages.empty')}
        renderItem={(pkg) => <PackageCard key={pkg.id} pkg={pkg} />}
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
