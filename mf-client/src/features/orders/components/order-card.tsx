import { EngagementStatusTag } from '@zaber/shared/engagements/engagement-status';
import { MessageButton } from '@zaber/shared/engagements/message-button';
import { formatDate } from '@zaber/shared/platform/dates';
import { formatMoney } from '@zaber/shared/platform/format';
import { Button } from '@zaber/shared/ui/antd/button';
import { Flex } from '@zaber/shared/ui/antd/flex';
import { Surface } from '@zaber/shared/ui/surface';
import { Typography } from '@zaber/shared/ui/typography';
import { Link } from 'react-router-dom';
import { useT } from '../../../i18n/use-t';
import { RejectedAlert } from '../../../lib/ui/engagement';
import type { MyOrderListQuery } from '../api/operations.generated';

export type MyOrder = MyOrderListQuery['myOrders']['items'][number];

export interface OrderCardProps {
  order: MyOrder;
  /** Its conversation reached DONE and the client has not reviewed it yet. */
  reviewable: boolean;
  onReview(order: MyOrder): void;
}

/** One of the client's package orders: what, from whom, for how much and when, the decision, messages and the review. */
export function OrderCard({ order, reviewable, onReview }: OrderCardProps) {
  const t = useT();
  const professional = order.otherParty;
  const services = order.additionalServices.map((s) => `${s.title} (${formatMoney(s.price)})`).join(', ');
  return (
    <Surface size="small" data-testid="order-card">
      <Flex justify="space-between" wrap gap={8} align="center">
        <Flex gap={8} wrap align="center" className="z-min-w-0">
          <Typography.Title level={2} className="z-font-lg z-m-0 z-wrap-anywhere">
            <Link to={order.package.url}>{order.package.title}</Link>
          </Typography.Title>
          <EngagementStatusTag status={order.status} side="CLIENT" />
        </Flex>
        <Typography.Text strong className="z-font-lg">
          {formatMoney(order.total)}
        </Typography.Text>
      </Flex>
      <div className="zc-meta z-mt-6px">
        <Typography.Text type="secondary">
          {t('client.engagement.professional')}: {professional.url ? <Link to={professional.url}>{professional.title}</Link> : professional.title}
        </Typography.Text>
        <Typography.Text type="secondary">
          {t('client.orders.option')}: {order.priceOptionTitle} ({formatMoney(order.price)})
        </Typography.Text>
        {services && (
          <Typography.Text type="secondary">
            {t('client.orders.services')}: {services}
          </Typography.Text>
        )}
        <Typography.Text type="secondary">
          {order.preferredDate ? `${t('client.engagement.date')}: ${formatDate(order.preferredDate)}` : t('client.engagement.dateToBeAgreed')}
        </Typography.Text>
        <Typography.Text type="secondary">{t('client.orders.number', { number: order.number })}</Typography.Text>
        <Typography.Text type="secondary">{t('client.engagement.sent', { date: formatDate(order.created) })}</Typography.Text>
      </div>
      {order.status === 'REJECTED' && <RejectedAlert />}
      {(order.conversationId || reviewable) && (
        <Flex gap={12} wrap align="center" className="z-mt-3">
          {order.conversationId && (
            <MessageButton
              conversationId={order.conversationId}
              unreadCount={order.unreadCount}
              text={t('client.engagement.messages')}
              label={t('client.engagement.messagesWith', { name: professional.title })}
            />
          )}
          {reviewable && (
            <Button type="primary" onClick={() => onReview(order)} aria-label={t('client.engagement.reviewWho', { name: professional.title })}>
              {t('client.engagement.review')}
            </Button>
          )}
        </Flex>
      )}
    </Surface>
  );
}
