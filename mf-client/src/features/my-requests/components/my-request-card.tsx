import { formatDate } from '@zaber/shared/platform/dates';
import { RequestStatusTag } from '@zaber/shared/requests/status-tags';
import { Flex } from '@zaber/shared/ui/antd/flex';
import { Tag } from '@zaber/shared/ui/antd/tag';
import { Surface } from '@zaber/shared/ui/surface';
import { Typography } from '@zaber/shared/ui/typography';
import { Link } from 'react-router-dom';
import { useT } from '../../../i18n/use-t';
import type { MyRequestListQuery } from '../api/operations.generated';

export type MyRequest = MyRequestListQuery['myRequests']['items'][number];

/** One of the client's requests: what, where, when, its state and how many proposals (and new ones) it has. */
export function MyRequestCard({ request }: { request: MyRequest }) {
  const t = useT();
  return (
    <Surface hoverable className="zp-card" size="small" data-testid="my-request-card">
      <Flex justify="space-between" wrap gap={8} align="center">
        <Flex gap={8} wrap align="center">
          <Typography.Title level={2} className="z-font-lg z-m-0">
            <Link to={request.url} className="zp-stretched">
              {request.title}
            </Link>
          </Typography.Title>
          <RequestStatusTag status={request.status} />
          {request.unreadProposalsCount > 0 && (
            <Tag color="red" data-testid="unread-badge">
              {t('client.myRequests.unread', { count: request.unreadProposalsCount })}
            </Tag>
          )}
        </Flex>
        <Typography.Text strong>{t('common.cards.proposals', { count: request.proposalsCount })}</Typography.Text>
      </Flex>
      <div className="zc-meta z-mt-6px">
        <Typography.Text type="secondary">{request.category.name}</Typography.Text>
        <Typography.Text type="secondary">
          {t('common.requests.place')}: {request.placeName}
        </Typography.Text>
        <Typography.Text type="secondary">
          {request.date ? `${t('common.cards.date')}: ${formatDate(request.date)}` : t('common.cards.dateToAgree')}
        </Typography.Text>
        <Typography.Text type="secondary">{t('common.cards.created', { date: formatDate(request.created) })}</Typography.Text>
      </div>
    </Surface>
  );
}
