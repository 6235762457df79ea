import { useQuery } from '@apollo/client/react';
import { Alert, Card, Descriptions, Typography } from '@zaber/shared/antd';
import { href } from '@zaber/shared/routes';
import { PageHeader } from '@zaber/shared/ui/page-header';
import type { PageProps } from '@zaber/shared/ui/route-outlet';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatBudget, formatDate } from '../../../lib/format';
import { usePageMeta } from '../../../lib/use-page-meta';
import { LoadError, Loading, NotFound } from '../../../lib/ui/query-state';
import { PublicRequestDetailDocument } from '../api/operations.generated';
import { JoinAsProfessional } from './join-as-professional';

/** A request as a guest reads it: what, where, when, budget; never who. */
export function RequestDetailPage({ match }: PageProps) {
  const { t } = useTranslation();
  const { data, loading, error } = useQuery(PublicRequestDetailDocument, { variables: { id: match.params.id ?? '' } });
  const request = data?.publicRequest;
  usePageMeta(request?.title, request?.description);
  if (error) return <LoadError />;
  if (loading && !data) return <Loading />;
  if (!request) return <NotFound />;

  return (
    <>
      <PageHeader route={match.route.id} params={match.params} title={request.title} breadcrumbLabel={t('common.breadcrumb')} />
      <Card style={{ marginBottom: 16 }}>
        <Descriptions
          column={{ xs: 1, sm: 2 }}
          items={[
            { key: 'category', label: t('public.packages.filterCategory'), children: [request.category.name, request.subcategory?.name].filter(Boolean).join(' › ') },
            { key: 'place', label: t('public.requests.place'), children: request.placeName },
            { key: 'date', label: t('public.requests.date'), children: request.date ? formatDate(request.date) : t('public.requests.dateToAgree') },
            { key: 'budget', label: t('public.requests.budget'), children: formatBudget(request.budgetMin, request.budgetMax) ?? t('public.requests.budgetOpen') },
          ]}
        />
        <Typography.Paragraph style={{ fontSize: 16, whiteSpace: 'pre-line', marginTop: 16 }}>{request.description}</Typography.Paragraph>
        <Typography.Text type="secondary">
          {t('public.requests.created', { date: formatDate(request.created) })} · {t('public.requests.proposals', { count: request.proposalsCount })}
        </Typography.Text>
      </Card>
      <Alert type="info" showIcon message={t('public.requests.contactHidden')} style={{ marginBottom: 16 }} />
      <JoinAsProfessional />
      <Link to={href('requests')}>← {t('public.requests.back')}</Link>
    </>
  );
}
