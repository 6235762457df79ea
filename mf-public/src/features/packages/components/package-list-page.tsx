import { useState, type FormEvent } from 'react';
import { useQuery } from '@apollo/client/react';
import { Button, Flex, Input, InputNumber, Select, Typography } from '@zaber/shared/antd';
import { HALERU_PER_KORUNA } from '@zaber/shared/constants/business';
import { SERVICE_CATEGORIES } from '@zaber/shared/constants/services';
import { PageHeader } from '@zaber/shared/ui/page-header';
import type { PageProps } from '@zaber/shared/ui/route-outlet';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useProvinces } from '../../../lib/use-provinces';
import { CardGrid } from '../../../lib/ui/card-grid';
import { PackageCard } from '../../../lib/ui/package-card';
import { Paging } from '../../../lib/ui/paging';
import { LoadError, Loading } from '../../../lib/ui/query-state';
import { PackageListDocument } from '../api/operations.generated';

const PAGE_SIZE = 12;

/** Query-string keys of the filters, so a filtered page can be shared and indexed. */
const KEYS = { category: 'sluzba', province: 'kraj', priceMin: 'cena_od', priceMax: 'cena_do', search: 'q', page: 'strana' } as const;

const crowns = (value: string | null): number | null => {
  const n = value ? Number(value) : NaN;
  return Number.isFinite(n) && n >= 0 ? Math.round(n) : null;
};

export function PackageListPage({ match }: PageProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const provinces = useProvinces();
  const page = Math.max(1, Number(params.get(KEYS.page)) || 1);
  const priceMin = crowns(params.get(KEYS.priceMin));
  const priceMax = crowns(params.get(KEYS.priceMax));
  const filter = {
    categorySlug: params.get(KEYS.category) || null,
    provinceSlug: params.get(KEYS.province) || null,
    priceMin: priceMin === null ? null : priceMin * HALERU_PER_KORUNA,
    priceMax: priceMax === null ? null : priceMax * HALERU_PER_KORUNA,
    search: params.get(KEYS.search) || null,
  };
  const { data, loading, error } = useQuery(PackageListDocument, { variables: { filter, page, pageSize: PAGE_SIZE } });
  const [search, setSearch] = useState(filter.search ?? '');
  usePageMeta(match.route.title, t('public.packages.metaDescription'));

  const update = (changes: Partial<Record<keyof typeof KEYS, string | number | null>>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      const name = KEYS[key as keyof typeof KEYS];
      if (value === null || value === '' || value === undefined) next.delete(name);
      else next.set(name, String(value));
    }
    if (!('page' in changes)) next.delete(KEYS.page);
    setParams(next);
  };

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ search: search.trim() });
  };

  const result = data?.packages;
  return (
    <>
      <PageHeader route={match.route.id} params={match.params} breadcrumbLabel={t('common.breadcrumb')} />
      <div className="zp-filters">
        <label>
          <Typography.Text>{t('public.packages.filterCategory')}</Typography.Text>
          <Select
            style={{ width: '100%' }}
            value={filter.categorySlug ?? ''}
            onChange={(value: string) => update({ category: value })}
            options={[{ value: '', label: t('public.common.allCategories') }, ...SERVICE_CATEGORIES.map((c) => ({ value: c.slug, label: c.name }))]}
            aria-label={t('public.packages.filterCategory')}
          />
        </label>
        <label>
          <Typography.Text>{t('public.packages.filterProvince')}</Typography.Text>
          <Select
            style={{ width: '100%' }}
            value={filter.provinceSlug ?? ''}
            onChange={(value: string) => update({ province: value })}
            options={[{ value: '', label: t('public.common.allProvinces') }, ...provinces.map((p) => ({ value: p.slug, label: p.name }))]}
            aria-label={t('public.packages.filterProvince')}
          />
        </label>
        <label>
          <Typography.Text>{t('public.packages.filterPriceMin')}</Typography.Text>
          <InputNumber style={{ width: '100%' }} min={0} step={500} value={priceMin} onChange={(v) => update({ priceMin: v ?? null })} aria-label={t('public.packages.filterPriceMin')} />
        </label>
        <label>
          <Typography.Text>{t('public.packages.filterPriceMax')}</Typography.Text>
          <InputNumber style={{ width: '100%' }} min={0} step={500} value={priceMax} onChange={(v) => update({ priceMax: v ?? null })} aria-label={t('public.packages.filterPriceMax')} />
        </label>
        <form onSubmit={onSearch} role="search">
          <Flex gap={8}>
            <Input value={search} onChange={(e) => setSearch(e.target.value)} placeholder={t('public.packages.filterSearch')} aria-label={t('public.packages.filterSearch')} />
            <Button htmlType="submit">{t('public.common.search')}</Button>
          </Flex>
        </form>
      </div>
      {error && <LoadError />}
      {loading && !result && <Loading />}
      {result && (
        <>
          <Flex justify="space-between" align="center" style={{ marginBottom: 12 }}>
            <Typography.Text type="secondary" data-testid="result-count">
              {t('public.common.results', { count: result.pageInfo.totalCount })}
            </Typography.Text>
            {params.toString() !== '' && (
              <Button type="link" onClick={() => setParams(new URLSearchParams())}>
                {t('public.packages.filterReset')}
              </Button>
            )}
          </Flex>
          {result.items.length === 0 ? (
            <Typography.Paragraph>{t('public.packages.empty')}</Typography.Paragraph>
          ) : (
            <CardGrid>
              {result.items.map((pkg) => (
                <PackageCard key={pkg.id} pkg={pkg} />
              ))}
            </CardGrid>
          )}
          <Paging page={result.pageInfo.page} pageSize={result.pageInfo.pageSize} totalCount={result.pageInfo.totalCount} onChange={(p) => update({ page: p })} />
        </>
      )}
    </>
  );
}
