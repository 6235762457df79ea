import { useQuery } from '@apollo/client/react';
import { Alert } from '@zaber/shared/antd/alert';
import { Flex } from '@zaber/shared/antd/flex';
import { Tag } from '@zaber/shared/antd/tag';
import { SERVICE_CATEGORIES } from '@zaber/shared/constants/services';
import { useCommonT } from '@zaber/shared/i18n/use-common-t';
import { PublicRequestDetailDocument, PublicRequestListDocument } from '@zaber/shared/lib/ui-fragments.generated';
import { href } from '@zaber/shared/routes';
import { AlertIcon } from '@zaber/shared/ui/alert-icon';
import { RequestCard } from '@zaber/shared/ui/cards/request-card';
import { FilterPanel } from '@zaber/shared/ui/filter-panel';
import { ListPage } from '@zaber/shared/ui/list-page';
import { PageHeader } from '@zaber/shared/ui/page-header';
import { LoadError, Loading, NotFound } from '@zaber/shared/ui/query-state';
import { RequestFacts } from '@zaber/shared/ui/requests/request-facts';
import type { PageProps } from '@zaber/shared/ui/route-outlet';
import { pageParam, useUrlState } from '@zaber/shared/url-state';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/*
 * The public list and detail of open requests, as a guest reads them. mf-public renders them for
 * guests; mf-client and mf-executor render them too (the route table gives them /poptavky/ for
 * signed-in users), so a signed-in user never sees less than a guest.
 */

export interface RequestPageProps extends PageProps {
  /** Below the title, e.g. the guests' "join as a professional" box. */
  aside?: ReactNode;
  /** The app's `<title>` / meta description hook, called on every render. */
  usePageMeta?(title: string | null | undefined, description: string | null | undefined): void;
  metaDescription?: string;
}

const PAGE_SIZE = 10;
const URL_SCHEMA = { page: pageParam('strana') };
const noMeta = () => undefined;

/** The service of a category or subcategory slug. */
function serviceOf(slug: string | undefined) {
  if (!slug) return undefined;
  return SERVICE_CATEGORIES.find((c) => c.slug === slug || c.subcategories.some((s) => s.slug === slug));
}

/** /poptavky/ and /poptavky/{categorySlug}/: open requests, newest first, with category chips. */
export function PublicRequestListPage({ match, aside, usePageMeta = noMeta, metaDescription }: RequestPageProps) {
  const t = useCommonT();
  const url = useUrlState(URL_SCHEMA);
  const categorySlug = match.params.categorySlug;
  const service = serviceOf(categorySlug);
  const subcategory = service?.subcategories.find((s) => s.slug === categorySlug);
  const categoryName = subcategory?.name ?? service?.name;
  const { data, loading, error } = useQuery(PublicRequestListDocument, {
    variables: { categorySlug: categorySlug ?? null, page: url.values.page, pageSize: PAGE_SIZE },
    skip: Boolean(categorySlug && !service),
  });
  const title = categoryName ? `${t('common.requests.projects')}: ${categoryName}` : match.route.title;
  usePageMeta(title, metaDescription);
  if (categorySlug && !service) return <NotFound />;

  return (
    <>
      <PageHeader route={match.route.id} params={match.params} title={title} breadcrumbLabel={t('common.breadcrumb')} />
      {aside}
      <FilterPanel activeCount={service ? 1 : 0} className="zp-request-filters">
        <Flex gap={8} wrap style={{ marginBottom: 16 }} data-testid="category-chips">
          <Link to={href('requests')}>
            <Tag color={!service ? 'blue' : undefined} style={{ fontSize: 14, padding: '4px 10px' }}>
              {t('common.requests.allCategories')}
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
      </FilterPanel>
      <ListPage
        result={data?.publicRequests}
        loading={loading}
        error={error}
        layout="list"
        showCount={false}
        empty={t('common.requests.empty')}
        renderItem={(request) => <RequestCard key={request.id} request={request} />}
        describe={(request) => ({ path: request.url, name: request.title })}
        onPageChange={(p) => url.set({ page: p })}
      />
    </>
  );
}

/** /poptavky/{id}/{slug}/: what, where, when, budget; never who. */
export function PublicRequestDetailPage({ match, aside, usePageMeta = noMeta }: RequestPageProps) {
  const t = useCommonT();
  const { data, loading, error } = useQuery(PublicRequestDetailDocument, { variables: { id: match.params.id ?? '' } });
  const request = data?.publicRequest;
  usePageMeta(request?.title, request?.description);
  if (error) return <LoadError />;
  if (loading && !data) return <Loading />;
  if (!request) return <NotFound />;

  return (
    <>
      <PageHeader route={match.route.id} params={match.params} title={request.title} breadcrumbLabel={t('common.breadcrumb')} />
      <RequestFacts request={request} />
      <Alert type="info" showIcon icon={<AlertIcon type="info" />} title={t('common.requests.contactHidden')} style={{ marginBottom: 16 }} />
      {aside}
      <Link to={href('requests')}>← {t('common.requests.back')}</Link>
    </>
  );
}
