import { CONVERSATION_STATUS_LABELS, type ConversationStatus } from '@zaber/shared/conversations/constants';
import { useCommonT } from '@zaber/shared/platform/i18n/use-common-t';
import type { ProposalStatus, RequestStatus } from '@zaber/shared/requests/constants';
import { Flex } from '@zaber/shared/ui/antd/flex';
import { Tag } from '@zaber/shared/ui/antd/tag';

const REQUEST_COLORS: Record<RequestStatus, string> = { ACTIVE: 'green', OUTDATED: 'default', CLOSED: 'default' };
const PROPOSAL_COLORS: Record<ProposalStatus, string> = { NEW: 'blue', CANDIDATE: 'gold', EXECUTOR: 'green', REJECTED: 'default' };

/** A request's status (spec §4) as a coloured tag. */
export function RequestStatusTag({ status }: { status: RequestStatus }) {
  const t = useCommonT();
  return (
    <Tag color={REQUEST_COLORS[status]} data-status={status}>
      {t(`common.requests.status.${status}`)}
    </Tag>
  );
}

/** Under a request's title: its status, and whether it is topped. */
export function RequestTags({ request }: { request: { status: RequestStatus; boosted: boolean } }) {
  const t = useCommonT();
  return (
    <Flex gap={6} wrap>
      <RequestStatusTag status={request.status} />
      {request.boosted && <Tag color="gold">{t('common.requests.boosted')}</Tag>}
    </Flex>
  );
}

/** A proposal's status (spec §4) as a coloured tag. */
export function ProposalStatusTag({ status }: { status: ProposalStatus }) {
  const t = useCommonT();
  return (
    <Tag color={PROPOSAL_COLORS[status]} data-status={status}>
      {t(`common.proposals.status.${status}`)}
    </Tag>
  );
}

const CONVERSATION_COLORS: Record<ConversationStatus, string> = {
  NEGOTIATION: 'blue',
  WAITING_FOR_DEPOSIT: 'gold',
  SCHEDULED: 'cyan',
  POST_PRODUCTION: 'purple',
  DONE: 'green',
  CANCELED: 'default',
};

/** An engagement's order progress (spec §4) as a coloured tag. */
export function ConversationStatusTag({ status }: { status: ConversationStatus }) {
  return (
    <Tag color={CONVERSATION_COLORS[status]} data-status={status}>
      {CONVERSATION_STATUS_LABELS[status]}
    </Tag>
  );
}
