import { EngagementStatusTag } from '@zaber/shared/engagements/engagement-status';
import { MessageButton } from '@zaber/shared/engagements/message-button';
import { formatDate } from '@zaber/shared/platform/dates';
import { Flex } from '@zaber/shared/ui/antd/flex';
import { Surface } from '@zaber/shared/ui/surface';
import { Typography } from '@zaber/shared/ui/typography';
import { Link } from 'react-router-dom';
import { useT } from '../../../i18n/use-t';
import { RejectedAlert } from '../../../lib/ui/engagement';
import type { MyPrivateRequestListQuery } from '../api/operations.generated';

export type MyPrivateRequest = MyPrivateRequestListQuery['myPrivateRequests']['items'][number];

/** One targeted request the client sent: to whom, which service, where and when, the decision and its messages. */
export function PrivateRequestCard({ request }: { request: MyPrivateRequest }) {
  const t = useT();
  const professional = request.otherParty;
  const service = request.subcategory ? `${request.category.name} – ${request.subcategory.name}` : request.category.name;
  return (
    <Surface size="small" data-testid="private-request-card">
      <Flex justify="space-between" wrap gap={8} align="center">
        <Typography.Title level={2} className="z-font-lg z-m-0 z-wrap-anywhere">
          {professional.url ? <Link to={professional.url}>{professional.title}</Link> : professional.title}
        </Typography.Title>
        <EngagementStatusTag status={request.status} side="CLIENT" />
      </Flex>
      <div className="zc-meta z-mt-6px">
        <Typography.Text type="secondary">
          {t('client.privateRequests.service')}: {service}
        </Typography.Text>
        <Typography.Text type="secondary">
          {t('client.privateRequests.place')}: {request.placeName}
        </Typography.Text>
        <Typography.Text type="secondary">
          {request.date ? `${t('client.engagement.date')}: ${formatDate(request.date)}` : t('client.engagement.dateToBeAgreed')}
        </Typography.Text>
        <Typography.Text type="secondary">{t('client.engagement.sent', { date: formatDate(request.created) })}</Typography.Text>
      </div>
      {request.status === 'REJECTED' && <RejectedAlert />}
      {request.conversationId && (
        <Flex className="z-mt-3">
          <MessageButton
            conversationId={request.conversationId}
            unreadCount={request.unreadCount}
            text={t('client.engagement.messages')}
            label={t('client.engagement.messagesWith', { name: professional.title })}
          />
        </Flex>
      )}
    </Surface>
  );
}
