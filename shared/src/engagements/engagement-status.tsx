import type { ConversationSide } from '@zaber/shared/conversations/constants';
import { useCommonT } from '@zaber/shared/platform/i18n/use-common-t';
import { Tag } from '@zaber/shared/ui/antd/tag';

/** A package order or a targeted request waits for the professional, who accepts or rejects it (spec §4). */
export const ENGAGEMENT_STATUSES = ['PENDING', 'ACCEPTED', 'REJECTED'] as const;
export type EngagementStatus = (typeof ENGAGEMENT_STATUSES)[number];

/**
 * The colour of each status; its word is `common.engagements.status.<side>.<status>`: the client
 * reads "Čeká na potvrzení", the professional, whom it waits for, "Čeká na vás". A rejection is
 * grey, as a rejected proposal is: it ends the engagement, it is no error.
 */
export const ENGAGEMENT_STATUS_COLORS: Readonly<Record<EngagementStatus, string>> = { PENDING: 'gold', ACCEPTED: 'green', REJECTED: 'default' };

/** An engagement's status as a coloured tag, in the words of the side that reads it. */
export function EngagementStatusTag({ status, side }: { status: EngagementStatus; side: ConversationSide }) {
  const t = useCommonT();
  return (
    <Tag color={ENGAGEMENT_STATUS_COLORS[status]} data-status={status}>
      {t(`common.engagements.status.${side}.${status}`)}
    </Tag>
  );
}
