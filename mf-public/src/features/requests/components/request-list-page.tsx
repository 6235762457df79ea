import { useQuery } from '@apollo/client/react';
import { useCommonT } from '@zaber/shared/platform/i18n/use-common-t';
import { href } from '@zaber/shared/platform/routes';
import { SERVICE_CATEGORIES } from '@zaber/shared/platform/services';
import { pageParam, useUrlState } from '@zaber/shared/platform/url-state';
import { RequestCard } from '@zaber/shared/requests/request-card';
import { Flex } from '@zaber/shared/ui/antd/flex';
import { Tag } from '@zaber/shared/ui/antd/tag';
import { FilterPanel } from '@zaber/shared/ui/filter-panel';
import { ListPage } from '@zaber/shared/ui/list-page';
import { PageHeader } from '@zaber/shared/ui/page-header';
import { NotFound } from '@zaber/shared/ui/query-state';
import type { PageProps } from '@zaber/shared/ui/route-outlet';
import { Link } from 'react-router-dom';
import { useT } from '../../../i18n/use-t';
import { usePageMeta } from '../../../lib/use-page-meta';
import { PublicRequestListDocument } from '../api/operations.generated';
import { JoinAsProfessional } from './join-as-professional';

const PAGE_SIZE = 10;
const URL_SCHEMA = { page: pageParam('strana') };

/** The service of a category or subcategory slug. */
function serviceOf(slug: string | undefined) {
  if (!slug) return undefined;
  return SERVICE_CATEGORIES.find((c) => c.slug === slug || c.subcategories.some((s) => s.slug === slug));
}

/**
 * Guests' read-only list of open requests, newest first, with category chips: /poptavky/ and
 * /poptavky/{categorySlug}/. Signed-in clients and professionals get their own lists there.
 */
export function RequestListPage({ match }: PageProps) {
  const t = useT();
  const common = useCommonT();
  const url = useUrlState(URL_SCHEMA);
  const categorySlug = match.params.categorySlug;
  const service = serviceOf(categorySlug);
  const subcategory = service?.subcategories.find((s) => s.slug === categorySlug);
  const categoryName = subcategory?.name ?? service?.name;
  const { data, loading, error } = useQuery(PublicRequestListDocument, {
    variables: { categorySlug: categorySlug ?? null, page: url.values.page, pageSize: PAGE_SIZE },
    skip: Boolean(categorySlug && !service),
  });
  const title = categoryName ? `${common('common.requests.projects')}: ${categoryName}` : match.route.title;
  usePageMeta(title, t('public.requests.metaDescription'));
  if (categorySlug && !service) return <NotFound />;

  return (
    <>
      <PageHeader route={match.route.id} params={match.params} title={title} breadcrumbLabel={common('common.breadcrumb')} />
      <JoinAsProfessional />
      <FilterPanel activeCount={service ? 1 : 0} className="zp-request-filters">
        <Flex gap={8} wrap className="z-mb-4" data-testid="category-chips">
          <Link to={href('requests')}>
            <Tag color={!service ? 'blue' : undefined} className="z-font-base z-p-1-10px">
              {common('common.requests.allCategories')}
            </Tag>
          </Link>
          {SERVICE_CATEGORIES.map((c) => (
            <Link key={c.slug} to={href('request-category', { categorySlug: c.slug })}>
              <Tag color={service?.slug === c.slug ? 'blue' : undefined} className="z-font-base z-p-1-10px">
                {c.name}
              </Tag>
            </Link>
          ))}
        </Flex>
      </FilterPanel>
      <ListPage
        result={data?.publicRequests}
        loading={loading}
        error={error}
        layout="list"
        showCount={false}
        empty={common('common.requests.empty')}
        renderItem={(request) => <RequestCard key={request.id} request={request} />}
        describe={(request) => ({ path: request.url, name: request.title })}
        onPageChange={(p) => url.set({ page: p })}
      />
    </>
  );
}
