import { useMutation } from '@apollo/client/react';
import { formatDate } from '@zaber/shared/platform/dates';
import { errorMessage } from '@zaber/shared/platform/graphql-errors';
import { href } from '@zaber/shared/platform/routes';
import { Rating } from '@zaber/shared/profiles/rating';
import { ProposalCard } from '@zaber/shared/proposals/proposal-card';
import { ProposalStatusTag } from '@zaber/shared/requests/status-tags';
import { Button } from '@zaber/shared/ui/antd/button';
import { Flex } from '@zaber/shared/ui/antd/flex';
import { Popconfirm } from '@zaber/shared/ui/antd/popconfirm';
import { Tag } from '@zaber/shared/ui/antd/tag';
import { useShell } from '@zaber/shared/ui/shell-services';
import { Typography } from '@zaber/shared/ui/typography';
import { useRefetchOnScreen } from '@zaber/shared/ui/use-refetch-on-screen';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../../../i18n/use-t';
import {
  type OwnerProposalFieldsFragment,
  ProposalAcceptDocument,
  ProposalConversationOpenDocument,
  ProposalMarkSeenDocument,
  ProposalRejectDocument,
  ProposalRestoreDocument,
  ProposalShortlistDocument,
  RequestOwnerDetailDocument,
  RequestProposalListDocument,
} from '../api/operations.generated';

export interface ProposalItemProps {
  proposal: OwnerProposalFieldsFragment;
  /** Only an active request takes decisions on its proposals. */
  requestActive: boolean;
  /** Its engagement is DONE and the client has not reviewed it yet. */
  reviewable?: boolean;
}

type Action = 'open' | 'shortlist' | 'accept' | 'reject' | 'restore' | 'message';

/**
 * One proposal for the request's owner: who and for how much at once; the text once opened (which
 * tells the professional it was seen, and stops its refund); then shortlist, accept or reject.
 */
export function ProposalItem({ proposal, requestActive, reviewable = false }: ProposalItemProps) {
  const t = useT();
  const { notify, openModal } = useShell();
  const [running, setRunning] = useState<Action | null>(null);
  // An action moves the proposal between the tabs and may close the request.
  const refresh = useRefetchOnScreen(RequestProposalListDocument, RequestOwnerDetailDocument);
  const [markSeen] = useMutation(ProposalMarkSeenDocument);
  const [shortlist] = useMutation(ProposalShortlistDocument);
  const [accept] = useMutation(ProposalAcceptDocument);
  const [reject] = useMutation(ProposalRejectDocument);
  const [restore] = useMutation(ProposalRestoreDocument);
  const [openConversation] = useMutation(ProposalConversationOpenDocument);
  const { executor, status } = proposal;
  const open = proposal.seenByClient;
  const decidable = open && requestActive && (status === 'NEW' || status === 'CANDIDATE');
  // A rejection or a shortlisting can be taken back while the client can still choose.
  const restorable = requestActive && (status === 'REJECTED' || status === 'CANDIDATE');

  const run = async (action: Action, mutate: () => Promise<unknown>, done?: string) => {
    setRunning(action);
    try {
      await mutate();
      if (done) notify('success', done);
      if (action !== 'open') await refresh();
    } catch (error) {
      notify('error', errorMessage(error, t('common.genericError')));
    } finally {
      setRunning(null);
    }
  };
  const variables = { id: proposal.id };
  /** Writes to the professional: the proposal's conversation, opened the first time, in the shell's modal. */
  const message = () =>
    run('message', async () => {
      const conversationId = proposal.conversationId ?? (await openConversation({ variables: { proposalId: proposal.id } })).data?.openProposalConversation.id;
      if (conversationId) openModal({ type: 'conversation', conversationId });
    });

  const tags = (
    <>
      {!open && (
        <Tag color="red" data-testid="proposal-new">
          {t('client.proposals.new')}
        </Tag>
      )}
      {status !== 'NEW' && <ProposalStatusTag status={status} />}
    </>
  );

  const footer = (
    <>
      <Flex justify="space-between" align="center" wrap gap={8} className="z-mt-3">
        <Rating rating={executor.rating} count={executor.reviewsCount} />
        <Flex gap={12} wrap align="center">
          <Typography.Text type="secondary">{t('client.proposals.sent', { date: formatDate(proposal.created) })}</Typography.Text>
          <Link to={href('profile', { username: executor.username })} aria-label={t('client.proposals.profile', { name: executor.title })}>
            {t('client.proposals.profileLink')}
          </Link>
        </Flex>
      </Flex>
      {open && (
        <Button className="z-mt-3" loading={running === 'message'} disabled={running !== null} onClick={message}>
          {proposal.conversationId ? t('client.conversations.show') : t('client.conversations.write')}
        </Button>
      )}
      {reviewable && status === 'EXECUTOR' && (
        <Button
          type="primary"
          className="z-mt-3 z-ms-2"
          aria-label={t('client.engagement.reviewWho', { name: executor.title })}
          onClick={() =>
            openModal({ type: 'review', executorUsername: executor.username, ...(proposal.conversationId ? { conversationId: proposal.conversationId } : {}) })
          }
        >
          {t('client.engagement.review')}
        </Button>
      )}
      {!open && (
        <Button type="primary" className="z-mt-3" loading={running === 'open'} onClick={() => run('open', () => markSeen({ variables }))}>
          {t('client.proposals.open')}
        </Button>
      )}
      {decidable && (
        <Flex gap={8} wrap className="z-mt-3">
          <Popconfirm
            title={t('client.proposals.acceptConfirm', { name: executor.title })}
            description={t('client.proposals.acceptConfirmText')}
            okText={t('client.proposals.acceptOk')}
            cancelText={t('client.proposals.cancel')}
            icon={null}
            onConfirm={() => run('accept', () => accept({ variables }), t('client.proposals.accepted'))}
          >
            <Button type="primary" loading={running === 'accept'} disabled={running !== null}>
              {t('client.proposals.accept')}
            </Button>
          </Popconfirm>
          {status === 'NEW' && (
            <Button
              loading={running === 'shortlist'}
              disabled={running !== null}
              onClick={() => run('shortlist', () => shortlist({ variables }), t('client.proposals.shortlisted'))}
            >
              {t('client.proposals.shortlist')}
            </Button>
          )}
          <Popconfirm
            title={t('client.proposals.rejectConfirm', { name: executor.title })}
            description={t('client.proposals.rejectConfirmText')}
            okText={t('client.proposals.rejectOk')}
            okButtonProps={{ danger: true }}
            cancelText={t('client.proposals.cancel')}
            icon={null}
            onConfirm={() => run('reject', () => reject({ variables }), t('client.proposals.rejected'))}
          >
            <Button danger loading={running === 'reject'} disabled={running !== null}>
              {t('client.proposals.reject')}
            </Button>
          </Popconfirm>
          {status === 'CANDIDATE' && (
            <Button
              loading={running === 'restore'}
              disabled={running !== null}
              onClick={() => run('restore', () => restore({ variables }), t('client.proposals.restored'))}
            >
              {t('client.proposals.restoreShortlisted')}
            </Button>
          )}
        </Flex>
      )}
      {restorable && status === 'REJECTED' && (
        <Button
          className="z-mt-3"
          loading={running === 'restore'}
          disabled={running !== null}
          onClick={() => run('restore', () => restore({ variables }), t('client.proposals.restored'))}
        >
          {t('client.proposals.restoreRejected')}
        </Button>
      )}
    </>
  );

  return (
    <ProposalCard
      proposal={{ ...proposal, text: open ? proposal.text : '' }}
      emptyText={t('client.proposals.hiddenText')}
      tags={tags}
      footer={footer}
      data-testid={`proposal-${proposal.id}`}
    />
  );
}
