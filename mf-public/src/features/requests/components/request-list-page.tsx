import { useQuery } from '@apollo/client/react';
import { Card, Flex, Tag, Typography } from '@zaber/shared/antd';
import { SERVICE_CATEGORIES } from '@zaber/shared/constants/services';
import { href } from '@zaber/shared/routes';
import { PageHeader } from '@zaber/shared/ui/page-header';
import type { PageProps } from '@zaber/shared/ui/route-outlet';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { serviceOf } from '../../../lib/category-links';
import { formatBudget, formatDate } from '../../../lib/format';
import { usePageMeta } from '../../../lib/use-page-meta';
import { Paging } from '../../../lib/ui/paging';
import { LoadError, Loading, NotFound } from '../../../lib/ui/query-state';
import { PublicRequestListDocument } from '../api/operations.generated';
import { JoinAsProfessional } from './join-as-professional';

const PAGE_SIZE = 10;

/** Guests' read-only list of open requests: /poptavky/ and /poptavky/{categorySlug}/. */
export function RequestListPage({ match }: PageProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const categorySlug = match.params.categorySlug;
  const service = serviceOf(categorySlug);
  const subcategory = service?.subcategories.find((s) => s.slug === categorySlug);
  const categoryName = subcategory?.name ?? service?.name;
  const page = Math.max(1, Number(params.get('strana')) || 1);
  const { data, loading, error } = useQuery(PublicRequestListDocument, { variables: { categorySlug: categorySlug ?? null, page, pageSize: PAGE_SIZE }, skip: Boolean(categorySlug && !service) });
  const title = categoryName ? `${t('public.siteMap.projects')}: ${categoryName}` : match.route.title;
  usePageMeta(title, t('public.requests.metaDescription'));
  if (categorySlug && !service) return <NotFound />;
  const result = data?.publicRequests;

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
      {error && <LoadError />}
      {loading && !result && <Loading />}
      {result && result.items.length === 0 && <Typography.Paragraph>{t('public.requests.empty')}</Typography.Paragraph>}
      {result && (
        <Flex vertical gap={12}>
          {result.items.map((request) => (
            <Card key={request.id} hoverable className="zp-card" size="small" data-testid="request-card">
              <Flex justify="space-between" wrap gap={8}>
                <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
                  <Link to={request.url} className="zp-stretched">
                    {request.title}
                  </Link>
                </Typography.Title>
                <Typography.Text type="secondary">{t('public.requests.proposals', { count: request.proposalsCount })}</Typography.Text>
              </Flex>
              <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: '6px 0' }}>
                {request.description}
              </Typography.Paragraph>
              <Flex gap={16} wrap>
                <Typography.Text type="secondary">
                  {t('public.requests.date')}: {request.date ? formatDate(request.date) : t('public.requests.dateToAgree')}
                </Typography.Text>
                <Typography.Text type="secondary">
                  {t('public.requests.budget')}: {formatBudget(request.budgetMin, request.budgetMax) ?? t('public.requests.budgetOpen')}
                </Typography.Text>
                <Typography.Text type="secondary">{t('public.requests.created', { date: formatDate(request.created) })}</Typography.Text>
              </Flex>
            </Card>
          ))}
        </Flex>
      )}
      {result && <Paging page={result.pageInfo.page} pageSize={result.pageInfo.pageSize} totalCount={result.pageInfo.totalCount} onChange={(p) => setParams(p > 1 ? { strana: String(p) } : {})} />}
    </>
  );
}
