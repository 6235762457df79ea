import { formatMoney } from '@zaber/shared/platform/format';
import { useCommonT } from '@zaber/shared/platform/i18n/use-common-t';
import { Flex } from '@zaber/shared/ui/antd/flex';
import { Tag } from '@zaber/shared/ui/antd/tag';
import { Surface } from '@zaber/shared/ui/surface';
import { Typography } from '@zaber/shared/ui/typography';
import type { ReactNode } from 'react';

/** What a client sees of a proposal: who, for how much, what they say; boosted and highlighted ones stand out. */
export interface ProposalCardData {
  /** Haléř; null while a professional has not entered a valid price yet (their preview). */
  price: number | null;
  text: string;
  boosted: boolean;
  highlighted: boolean;
  executor: { title: string; avatar: string | null };
}

export interface ProposalCardProps {
  proposal: ProposalCardData;
  /** Beside the boosted/highlighted tags: a status, a "new" badge. */
  tags?: ReactNode;
  /** Under the text: a date, actions. */
  footer?: ReactNode;
  /** The text when there is none yet (a professional's preview). */
  emptyText?: string;
  'data-testid'?: string;
}

/**
 * A proposal as the client reads it among the others of a request. mf-executor shows the same card
 * as the preview before a professional pays for sending it, so both sides see one design.
 */
export function ProposalCard({ proposal, tags, footer, emptyText, ...rest }: ProposalCardProps) {
  const t = useCommonT();
  const { executor, highlighted, boosted, price, text } = proposal;
  return (
    // A highlighted proposal (paid, DESIGN.md §5) is tinted in the brand colour, border and background.
    <Surface className={highlighted ? 'zp-surface--highlighted' : undefined} data-testid={rest['data-testid'] ?? 'proposal-card'}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Flex align="center" gap={12}>
          <span className="zp-avatar" aria-hidden="true">
            {executor.avatar ? <img src={executor.avatar} alt="" width={48} height={48} /> : executor.title.slice(0, 1)}
          </span>
          <Typography.Text strong className="z-font-md">
            {executor.title}
          </Typography.Text>
        </Flex>
        <Typography.Text strong className="z-font-xl" data-testid="proposal-price">
          {price === null ? '—' : formatMoney(price)}
        </Typography.Text>
      </Flex>
      {(boosted || highlighted || tags) && (
        <Flex gap={6} wrap className="z-mt-2">
          {boosted && <Tag color="gold">{t('common.proposals.boosted')}</Tag>}
          {highlighted && <Tag color="green">{t('common.proposals.highlighted')}</Tag>}
          {tags}
        </Flex>
      )}
      <Typography.Paragraph type={text.trim() ? undefined : 'secondary'} className="z-ws-pre-line z-m-3-0-0">
        {text.trim() ? text : emptyText}
      </Typography.Paragraph>
      {footer}
    </Surface>
  );
}
