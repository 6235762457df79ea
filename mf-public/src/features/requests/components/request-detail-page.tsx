import { useQuery } from '@apollo/client/react';
import { Alert } from '@zaber/shared/antd/alert';
import { Surface } from '@zaber/shared/ui/surface';
import { Descriptions } from '@zaber/shared/antd/descriptions';
import { Typography } from '@zaber/shared/ui/typography';
import { href } from '@zaber/shared/routes';
import { PageHeader } from '@zaber/shared/ui/page-header';
import type { PageProps } from '@zaber/shared/ui/route-outlet';
import { Link } from 'react-router-dom';
import { formatDate } from '@zaber/shared/lib/format';
import { formatBudget } from '@zaber/shared/ui/cards/request-card';
import { LoadError, Loading, NotFound } from '@zaber/shared/ui/query-state';
import { useT } from '../../../i18n/use-t';
import { usePageMeta } from '../../../lib/use-page-meta';
import { PublicRequestDetailDocument } from '../api/operations.generated';
import { JoinAsProfessional } from './join-as-professional';

/** A request as a guest reads it: what, where, when, budget; never who. */
export function RequestDetailPage({ match }: PageProps) {
  const t = useT();
  const { data, loading, error } = useQuery(PublicRequestDetailDocument, { variables: { id: match.params.id ?? '' } });
  const request = data?.publicRequest;
  usePageMeta(request?.title, request?.description);
  if (error) return <LoadError />;
  if (loading && !data) return <Loading />;
  if (!request) return <NotFound />;

  return (
    <>
      <PageHeader route={match.route.id} params={match.params} title={request.title} breadcrumbLabel={t('common.breadcrumb')} />
      <Surface style={{ marginBottom: 16 }}>
        <Descriptions
          column={{ xs: 1, sm: 2 }}
          items={[
            {
              key: 'category',
              label: t('public.packages.filterCategory'),
              children: [request.category.name, request.subcategory?.name].filter(Boolean).join(' › '),
            },
            { key: 'place', label: t('public.requests.place'), children: request.placeName },
            { key: 'date', label: t('common.cards.date'), children: request.date ? formatDate(request.date) : t('common.cards.dateToAgree') },
            { key: 'budget', label: t('common.cards.budget'), children: formatBudget(t, request.budgetMin, request.budgetMax) ?? t('common.cards.budgetOpen') },
          ]}
        />
        <Typography.Paragraph style={{ fontSize: 16, whiteSpace: 'pre-line', marginTop: 16 }}>{request.description}</Typography.Paragraph>
        <Typography.Text type="secondary">
          {t('common.cards.created', { date: formatDate(request.created) })} · {t('common.cards.proposals', { count: request.proposalsCount })}
        </Typography.Text>
      </Surface>
      <Alert type="info" showIcon message={t('public.requests.contactHidden')} style={{ marginBottom: 16 }} />
      <JoinAsProfessional />
      <Link to={href('requests')}>← {t('public.requests.back')}</Link>
    </>
  );
}
