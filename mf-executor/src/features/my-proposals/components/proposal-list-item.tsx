import { formatDate, formatDateTime } from '@zaber/shared/platform/dates';
import { formatMoney } from '@zaber/shared/platform/format';
import { ProposalStatusTag } from '@zaber/shared/requests/status-tags';
import { Button } from '@zaber/shared/ui/antd/button';
import { Flex } from '@zaber/shared/ui/antd/flex';
import { Tag } from '@zaber/shared/ui/antd/tag';
import { useShell } from '@zaber/shared/ui/shell-services';
import { Surface } from '@zaber/shared/ui/surface';
import { Typography } from '@zaber/shared/ui/typography';
import { Link } from 'react-router-dom';
import { useT } from '../../../i18n/use-t';
import type { ProposalListQuery } from '../api/operations.generated';

export type MyProposalItem = ProposalListQuery['myProposals']['items'][number];

/** One of the professional's proposals: the request it answers, price, state, what it cost. */
export function ProposalListItem({ proposal }: { proposal: MyProposalItem }) {
  const t = useT();
  const { openModal } = useShell();
  const { request, conversationId } = proposal;
  return (
    <Surface hoverable className="zp-card" size="small" data-testid="proposal-item">
      <article aria-labelledby={`proposal-${proposal.id}`}>
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Typography.Title level={2} id={`proposal-${proposal.id}`} className="z-font-lg z-m-0">
            <Link to={request.url} className="zp-stretched">
              {request.title}
            </Link>
          </Typography.Title>
          <Typography.Text strong className="z-font-lg">
            {formatMoney(proposal.price)}
          </Typography.Text>
        </Flex>
        <Flex gap={6} wrap className="z-m-2-0">
          <ProposalStatusTag status={proposal.status} />
          <Tag color={proposal.seenByClient ? 'green' : 'default'}>{proposal.seenByClient ? t('executor.detail.seen') : t('executor.detail.unseen')}</Tag>
          {proposal.boosted && <Tag color="gold">{t('common.proposals.boosted')}</Tag>}
          {proposal.highlighted && <Tag color="green">{t('common.proposals.highlighted')}</Tag>}
          {proposal.refunded && (
            <Tag color="cyan" data-testid="refunded-tag">
              {t('executor.proposals.refunded')}
            </Tag>
          )}
        </Flex>
        <dl className="zx-facts">
          <div>
            <dt>{t('executor.proposals.sent')}</dt>
            <dd>
              <time dateTime={proposal.created}>{formatDateTime(proposal.created)}</time>
            </dd>
          </div>
          <div>
            <dt>{t('executor.proposals.date')}</dt>
            <dd>{request.date ? formatDate(request.date) : t('common.cards.dateToAgree')}</dd>
          </div>
          <div>
            <dt>{t('common.requests.place')}</dt>
            <dd>{request.placeName}</dd>
          </div>
          {proposal.cost !== null && (
            <div>
              <dt>{t('executor.proposals.cost')}</dt>
              <dd>{formatMoney(proposal.cost)}</dd>
            </div>
          )}
        </dl>
        {conversationId && (
          <Button className="zx-above-link" onClick={() => openModal({ type: 'conversation', conversationId })}>
            {t('executor.detail.messages')}
          </Button>
        )}
      </article>
    </Surface>
  );
}
