import { PROPOSALS_PER_REQUEST_MAX } from '@zaber/shared/platform/business';
import { formatDate, formatDateTime } from '@zaber/shared/platform/dates';
import { formatMoney } from '@zaber/shared/platform/format';
import { formatBudget } from '@zaber/shared/requests/request-card';
import { Flex } from '@zaber/shared/ui/antd/flex';
import { Tag } from '@zaber/shared/ui/antd/tag';
import { Surface } from '@zaber/shared/ui/surface';
import { Typography } from '@zaber/shared/ui/typography';
import { Link } from 'react-router-dom';
import { useT } from '../../../i18n/use-t';
import type { RequestFeedQuery } from '../api/operations.generated';

export type FeedRequest = RequestFeedQuery['requestFeed']['items'][number];

/**
 * A request of the professionals' feed. Unlike the shared RequestCard (what guests see) it says
 * where, how full the request is ("3/10"), whether it is boosted and whether the professional already
 * answered it: what decides if a proposal pays.
 */
export function FeedRequestCard({ request }: { request: FeedRequest }) {
  const t = useT();
  const service = [request.category.name, request.subcategory?.name].filter(Boolean).join(' › ');
  const full = request.proposalsCount >= PROPOSALS_PER_REQUEST_MAX;
  return (
    <Surface hoverable className="zp-card" size="small" data-testid="request-card">
      <article aria-labelledby={`request-${request.id}`}>
        <Flex justify="space-between" wrap gap={8} align="center">
          <Flex gap={8} wrap align="center">
            <Typography.Title level={2} id={`request-${request.id}`} className="z-font-lg z-m-0">
              <Link to={request.url} className="zp-stretched">
                {request.title}
              </Link>
            </Typography.Title>
            {request.boosted && (
              <Tag color="gold" data-testid="boosted-tag">
                {t('common.requests.boosted')}
              </Tag>
            )}
            {request.myProposal && (
              <Tag color="green" data-testid="proposal-sent">
                {request.myProposal.cost === null || request.myProposal.cost === undefined
                  ? t('executor.feed.proposalSent')
                  : t('executor.feed.proposalSentCost', { cost: formatMoney(request.myProposal.cost) })}
              </Tag>
            )}
          </Flex>
          <Typography.Text type={full ? 'danger' : 'secondary'} data-testid="proposals-count">
            {t('executor.feed.proposals', { count: request.proposalsCount, max: PROPOSALS_PER_REQUEST_MAX })}
          </Typography.Text>
        </Flex>
        <Typography.Text type="secondary" className="z-font-sm">
          {service}
        </Typography.Text>
        <Typography.Paragraph ellipsis={{ rows: 2 }} className="z-m-6px-0">
          {request.description}
        </Typography.Paragraph>
        <dl className="zx-facts">
          <div>
            <dt>{t('common.requests.place')}</dt>
            <dd>{request.placeName}</dd>
          </div>
          <div>
            <dt>{t('common.cards.date')}</dt>
            <dd>{request.date ? formatDate(request.date) : t('common.cards.dateToAgree')}</dd>
          </div>
          <div>
            <dt>{t('common.cards.budget')}</dt>
            <dd>{formatBudget(t, request.budgetMin, request.budgetMax) ?? t('common.cards.budgetOpen')}</dd>
          </div>
        </dl>
        <Typography.Text type="secondary" className="z-font-sm">
          <time dateTime={request.created}>{t('common.cards.created', { date: formatDateTime(request.created) })}</time>
        </Typography.Text>
      </article>
    </Surface>
  );
}
