import { useQuery } from '@apollo/client/react';
import { Flex } from '@zaber/shared/antd/flex';
import { Tag } from '@zaber/shared/antd/tag';
import { SERVICE_CATEGORIES } from '@zaber/shared/constants/services';
import { href } from '@zaber/shared/routes';
import { RequestCard } from '@zaber/shared/ui/cards/request-card';
import { ListPage } from '@zaber/shared/ui/list-page';
import { PageHeader } from '@zaber/shared/ui/page-header';
import { NotFound } from '@zaber/shared/ui/query-state';
import type { PageProps } from '@zaber/shared/ui/route-outlet';
import { pageParam, useUrlState } from '@zaber/shared/url-state';
import { Link } from 'react-router-dom';
import { useT } from '../../../i18n/use-t';
import { serviceOf } from '../../../lib/category-links';
import { usePageMeta } from '../../../lib/use-page-meta';
import { PublicRequestListDocument } from '../api/operations.generated';
import { JoinAsProfessional } from './join-as-professional';

const PAGE_SIZE = 10;
const URL_SCHEMA = { page: pageParam('strana') };

/** Guests' read-only list of open requests: /poptavky/ and /poptavky/{categorySlug}/. */
export function RequestListPage({ match }: PageProps) {
  const t = useT();
  const url = useUrlState(URL_SCHEMA);
  const categorySlug = match.params.categorySlug;
  const service = serviceOf(categorySlug);
  const subcategory = service?.subcategories.find((s) => s.slug === categorySlug);
  const categoryName = subcategory?.name ?? service?.name;
  const { data, loading, error } = useQuery(PublicRequestListDocument, {
    variables: { categorySlug: categorySlug ?? null, page: url.values.page, pageSize: PAGE_SIZE },
    skip: Boolean(categorySlug && !service),
  });
  const title = categoryName ? `${t('public.siteMap.projects')}: ${categoryName}` : match.route.title;
  usePageMeta(title, t('public.requests.metaDescription'));
  if (categorySlug && !service) return <NotFound />;

  return (
    <>
      <PageHeader route={match.route.id} params={match.params} title={title} breadcrumbLabel={t('common.breadcrumb')} />
      <JoinAsProfessional />
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <Link to={href('requests')}>
          <Tag color={!service ? 'blue' : undefined} style={{ fontSize: 14, padding: '4px 10px' }}>
            {t('public.common.allCategories')}
          </Tag>
        </Link>
        {SERVICE_CATEGORIES.map((c) => (
          <Link key={c.slug} to={href('request-category', { categorySlug: c.slug })}>
            <Tag color={service?.slug === c.slug ? 'blue' : undefined} style={{ fontSize: 14, padding: '4px 10px' }}>
              {c.name}
            </Tag>
          </Link>
        ))}
      </Flex>
      <ListPage
        result={data?.publicRequests}
        loading={loading}
        error={error}
        layout="list"
        showCount={false}
        empty={t('public.requests.empty')}
        renderItem={(request) => <RequestCard key={request.id} request={request} />}
        onPageChange={(p) => url.set({ page: p })}
      />
    </>
  );
}
