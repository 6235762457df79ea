import { formatDateTime } from '@zaber/shared/platform/dates';
import { formatMoney } from '@zaber/shared/platform/format';
import { ProposalStatusTag } from '@zaber/shared/requests/status-tags';
import { Button } from '@zaber/shared/ui/antd/button';
import { Descriptions } from '@zaber/shared/ui/antd/descriptions';
import { Flex } from '@zaber/shared/ui/antd/flex';
import { Tag } from '@zaber/shared/ui/antd/tag';
import { useShell } from '@zaber/shared/ui/shell-services';
import { Surface } from '@zaber/shared/ui/surface';
import { Typography } from '@zaber/shared/ui/typography';
import { useEffect, useRef } from 'react';
import { useT } from '../../../i18n/use-t';
import type { MyProposalFieldsFragment } from '../api/operations.generated';

/**
 * The professional's own proposal to the request: what they sent, its state, whether the client saw
 * it. `takeFocus` (just sent): the dialog and the button that opened it are gone, so its heading takes
 * the focus instead of the page's start.
 */
export function MyProposal({ proposal, takeFocus = false }: { proposal: MyProposalFieldsFragment; takeFocus?: boolean }) {
  const t = useT();
  const { openModal } = useShell();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) heading.current?.focus();
  }, [takeFocus]);
  const { conversationId } = proposal;
  const items = [
    { key: 'price', label: t('executor.detail.price'), children: <strong>{formatMoney(proposal.price)}</strong> },
    { key: 'sent', label: t('executor.proposals.sent'), children: formatDateTime(proposal.created) },
  ];
  if (proposal.cost !== null) {
    items.push({ key: 'cost', label: t('executor.detail.cost'), children: <>{formatMoney(proposal.cost)}</> });
  }
  return (
    <Surface data-testid="my-proposal">
      <section aria-labelledby="my-proposal-title">
        <Typography.Title level={2} id="my-proposal-title" ref={heading} tabIndex={-1} className="z-font-xl">
          {t('executor.detail.myProposal')}
        </Typography.Title>
        <Flex gap={6} wrap className="z-mb-3">
          <ProposalStatusTag status={proposal.status} />
          <Tag color={proposal.seenByClient ? 'green' : 'default'} data-testid="seen-tag">
            {proposal.seenByClient ? t('executor.detail.seen') : t('executor.detail.unseen')}
          </Tag>
          {proposal.boosted && <Tag color="gold">{t('common.proposals.boosted')}</Tag>}
          {proposal.highlighted && <Tag color="green">{t('common.proposals.highlighted')}</Tag>}
          {proposal.refunded && <Tag color="cyan">{t('executor.detail.refunded')}</Tag>}
        </Flex>
        <Descriptions column={1} size="small" items={items} />
        <Typography.Paragraph className="z-ws-pre-line z-mt-3 z-mb-0">{proposal.text}</Typography.Paragraph>
        {conversationId ? (
          <Button type="primary" className="z-mt-3" onClick={() => openModal({ type: 'conversation', conversationId })}>
            {t('executor.detail.messages')}
          </Button>
        ) : (
          <Typography.Paragraph type="secondary" className="z-mt-3 z-mb-0">
            {t('executor.detail.messagesLater')}
          </Typography.Paragraph>
        )}
      </section>
    </Surface>
  );
}
