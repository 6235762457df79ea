import { useState, type FormEvent } from 'react';
import { useQuery } from '@apollo/client/react';
import { Button, Flex, Input, Select, Tag, Typography } from '@zaber/shared/antd';
import { SERVICE_CATEGORIES } from '@zaber/shared/constants/services';
import { href } from '@zaber/shared/routes';
import { PageHeader } from '@zaber/shared/ui/page-header';
import type { PageProps } from '@zaber/shared/ui/route-outlet';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { findService } from '../../../lib/category-links';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useProvinces } from '../../../lib/use-provinces';
import { CardGrid } from '../../../lib/ui/card-grid';
import { ExecutorCard } from '../../../lib/ui/executor-card';
import { Paging } from '../../../lib/ui/paging';
import { LoadError, Loading, NotFound } from '../../../lib/ui/query-state';
import { ExecutorListDocument, type ExecutorSort, type WorkType } from '../api/operations.generated';

const PAGE_SIZE = 12;
const SORTS: readonly ExecutorSort[] = ['RATING', 'REVIEWS', 'RESPONSE_TIME'];
const SORT_LABEL: Record<ExecutorSort, string> = { RATING: 'public.executors.sortRating', REVIEWS: 'public.executors.sortReviews', RESPONSE_TIME: 'public.executors.sortResponse' };

/** /profici/ (everyone), /fotografove/[kategorie]/ (photos), /kameramani/[kategorie]/ (videos). */
export function ExecutorListPage({ match }: PageProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const provinces = useProvinces();
  const routeId = match.route.id;
  const workType: WorkType | null = routeId === 'photographers' ? 'PHOTO' : routeId === 'videographers' ? 'VIDEO' : null;
  const categorySlug = match.params.categorySlug;
  const service = findService(categorySlug);
  const sortParam = params.get('razeni') as ExecutorSort | null;
  const sort = sortParam && SORTS.includes(sortParam) ? sortParam : 'RATING';
  const page = Math.max(1, Number(params.get('strana')) || 1);
  const provinceSlug = params.get('kraj') || null;
  const searchParam = params.get('q') || null;
  const [search, setSearch] = useState(searchParam ?? '');
  const { data, loading, error } = useQuery(ExecutorListDocument, {
    variables: { filter: { workType, categorySlug: service?.slug ?? null, provinceSlug, search: searchParam }, sort, page, pageSize: PAGE_SIZE },
    skip: Boolean(categorySlug && !service),
  });
  const title = service ? t('public.executors.inCategory', { title: match.route.title, category: service.name }) : match.route.title;
  const description =
    routeId === 'photographers' ? t('public.executors.photographersDescription') : routeId === 'videographers' ? t('public.executors.videographersDescription') : t('public.executors.metaDescription');
  usePageMeta(title, description);

  if (categorySlug && !service) return <NotFound />;

  const update = (changes: Record<string, string | number | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, String(value));
    }
    if (!('strana' in changes)) next.delete('strana');
    setParams(next);
  };
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ q: search.trim() });
  };
  // Category chips of this listing: videographers list the services that take videos, photographers the rest.
  const chips = SERVICE_CATEGORIES.filter((c) => (workType ? c.allowedWorkTypes.includes(workType) : false));
  const result = data?.executors;

  return (
    <>
      <PageHeader route={routeId} params={match.params} title={title} breadcrumbLabel={t('common.breadcrumb')} />
      {chips.length > 0 && (
        <Flex gap={8} wrap style={{ marginBottom: 16 }}>
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
      <div className="zp-filters">
        <label>
          <Typography.Text>{t('public.packages.filterProvince')}</Typography.Text>
          <Select
            style={{ width: '100%' }}
            value={provinceSlug ?? ''}
            onChange={(value: string) => update({ kraj: value })}
            options={[{ value: '', label: t('public.common.allProvinces') }, ...provinces.map((p) => ({ value: p.slug, label: p.name }))]}
            aria-label={t('public.packages.filterProvince')}
          />
        </label>
        <label>
          <Typography.Text>{t('public.executors.sort')}</Typography.Text>
          <Select
            style={{ width: '100%' }}
            value={sort}
            onChange={(value: ExecutorSort) => update({ razeni: value === 'RATING' ? null : value })}
            options={SORTS.map((s) => ({ value: s, label: t(SORT_LABEL[s]) }))}
            aria-label={t('public.executors.sort')}
          />
        </label>
        <form onSubmit={onSearch} role="search">
          <Flex gap={8}>
            <Input value={search} onChange={(e) => setSearch(e.target.value)} placeholder={t('public.executors.filterSearch')} aria-label={t('public.executors.filterSearch')} />
            <Button htmlType="submit">{t('public.common.search')}</Button>
          </Flex>
        </form>
      </div>
      {error && <LoadError />}
      {loading && !result && <Loading />}
      {result && (
        <>
          <Typography.Paragraph type="secondary" data-testid="result-count">
            {t('public.common.results', { count: result.pageInfo.totalCount })}
          </Typography.Paragraph>
          {result.items.length === 0 ? (
            <Typography.Paragraph>{t('public.executors.empty')}</Typography.Paragraph>
          ) : (
            <CardGrid>
              {result.items.map((executor) => (
                <ExecutorCard key={executor.id} executor={executor} />
              ))}
            </CardGrid>
          )}
          <Paging page={result.pageInfo.page} pageSize={result.pageInfo.pageSize} totalCount={result.pageInfo.totalCount} onChange={(p) => update({ strana: p })} />
        </>
      )}
    </>
  );
}
