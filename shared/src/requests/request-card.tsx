import { formatDate } from '@zaber/shared/platform/dates';
import { formatMoney } from '@zaber/shared/platform/format';
import type { TypedT } from '@zaber/shared/platform/i18n/text-key';
import { type CommonKey, useCommonT } from '@zaber/shared/platform/i18n/use-common-t';
import { Flex } from '@zaber/shared/ui/antd/flex';
import { Surface } from '@zaber/shared/ui/surface';
import { Typography } from '@zaber/shared/ui/typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/**
 * What a request card shows: `RequestCardFields` (request-card.graphql) selects it from a
 * PublicRequest; lists of signed-in users select the same fields from a Request.
 */
export interface RequestCardData {
  id: string;
  url: string;
  title: string;
  placeName: string;
  date: string | null;
  budgetMin: number | null;
  budgetMax: number | null;
  description: string;
  proposalsCount: number;
  created: string;
  category: { name: string };
}

/** A budget range in haléř; null ends are open; null when neither end is set. */
export function formatBudget(t: TypedT<CommonKey>, min: number | null | undefined, max: number | null | undefined): string | null {
  if (min && max) return `${formatMoney(min)} – ${formatMoney(max)}`;
  if (max) return t('common.cards.budgetTo', { max: formatMoney(max) });
  if (min) return t('common.cards.budgetFrom', { min: formatMoney(min) });
  return null;
}

export interface RequestCardProps {
  request: RequestCardData;
  /** Beside the title: status tags, an unread badge. */
  tags?: ReactNode;
}

export function RequestCard({ request, tags }: RequestCardProps) {
  const t = useCommonT();
  return (
    <Surface hoverable className="zp-card" size="small" data-testid="request-card">
      <Flex justify="space-between" wrap gap={8}>
        <Flex gap={8} wrap align="center">
          <Typography.Title level={2} className="z-font-lg z-m-0">
            <Link to={request.url} className="zp-stretched">
              {request.title}
            </Link>
          </Typography.Title>
          {tags}
        </Flex>
        <Typography.Text type="secondary">{t('common.cards.proposals', { count: request.proposalsCount })}</Typography.Text>
      </Flex>
      <Typography.Paragraph ellipsis={{ rows: 2 }} className="z-m-6px-0">
        {request.description}
      </Typography.Paragraph>
      <Flex gap={16} wrap>
        <Typography.Text type="secondary">
          {request.date ? `${t('common.cards.date')}: ${formatDate(request.date)}` : t('common.cards.dateToAgree')}
        </Typography.Text>
        <Typography.Text type="secondary">
          {t('common.cards.budget')}: {formatBudget(t, request.budgetMin, request.budgetMax) ?? t('common.cards.budgetOpen')}
        </Typography.Text>
        <Typography.Text type="secondary">{t('common.cards.created', { date: formatDate(request.created) })}</Typography.Text>
      </Flex>
    </Surface>
  );
}
