import { randomUUID } from 'node:crypto';
import { PROPOSAL_BOOST_COST, PROPOSAL_COST, PROPOSAL_HIGHLIGHT_COST, UNREAD_PROPOSAL_REFUND_DAYS } from '@zaber/shared/platform/business';
import { formatMoney } from '@zaber/shared/platform/format';
import { href } from '@zaber/shared/platform/routes';
import type { CreateProposal } from '@zaber/shared/requests/schema';
import type { Db } from '../../db/database';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/domain-errors';
import type { Paging } from '../../lib/paging';
import type { Services } from '../../lib/ports';
import { present } from '../../lib/present';
import type { ConversationRow } from '../conversations/conversations.mappers';
import { CONVERSATION_ERRORS } from '../conversations/conversations.policy';
import { conversationIdOfProposal } from '../conversations/conversations.service';
import { publishUnreadCounters } from '../counters/counters.service';
import { type LedgerPosting, lockCredit, postLedgerEntries, publishBalance } from '../credit/credit.service';
import { refreshExecutorFigures } from '../executors/executor-figures.service';
import { notify, pushNotified } from '../notifications/notifications.service';
import {
  findExecutorFlags,
  findProposalById,
  insertProposal,
  listExecutorProposals,
  listRefundCandidates,
  listRequestProposals,
  lockProposal,
  markRefunded,
  markSeen,
  type ProposalRow,
  type ProposalTab,
  proposalsOfRequestSummary,
  setProposalStatus,
} from './proposals.repository';
import { isProposalId, requestUrl } from './requests.mappers';
import { isRequestOwner, NOT_YOUR_REQUEST, type ProposalAction, proposalRefusal, type RequestViewer, transitionTarget } from './requests.policy';
import { closeRequestRow, findRequestsByIds, lockRequestById, lockRequestByNumber, offersCategory, type RequestRow } from './requests.repository';
import { notifyAccepted, notifyRejected, notifyShortlisted, openConversation, PROPOSAL_NOT_FOUND, REQUEST_NOT_FOUND, titleOfRequest } from './requests.service';
import { requestClock } from './requests.status';

const DAY_MS = 86_400_000;
/** Refunds handled per batch of the job; the job loops until none is left. */
const REFUND_BATCH = 200;

/** What a proposal costs in haléř (DESIGN §5): 49 Kč, +99 Kč boosted, +29 Kč highlighted. */
export function proposalCost(input: { boost: boolean; highlight: boolean }): number {
  return PROPOSAL_COST + (input.boost ? PROPOSAL_BOOST_COST : 0) + (input.highlight ? PROPOSAL_HIGHLIGHT_COST : 0);
}

/** The ledger entries of a proposal; their references name it, so each charge leads to its proposal (also for seeds). */
export function proposalCharges(proposalId: string, requestNumber: number, input: { boost: boolean; highlight: boolean }): LedgerPosting[] {
  const charges: LedgerPosting[] = [
    { kind: 'PROPOSAL', amount: -PROPOSAL_COST, description: `Nabídka na poptávku č. ${requestNumber}`, reference: `proposal:${proposalId}` },
  ];
  if (input.boost) {
    charges.push({
      kind: 'PROPOSAL_BOOST',
      amount: -PROPOSAL_BOOST_COST,
      description: `Topování nabídky na poptávku č. ${requestNumber}`,
      reference: `proposal-boost:${proposalId}`,
    });
  }
  if (input.highlight) {
    charges.push({
      kind: 'PROPOSAL_HIGHLIGHT',
      amount: -PROPOSAL_HIGHLIGHT_COST,
      description: `Zvýraznění nabídky na poptávku č. ${requestNumber}`,
      reference: `proposal-highlight:${proposalId}`,
    });
  }
  return charges;
}

/**
 * A professional's paid proposal, in ONE transaction: the request row is locked first, then the
 * professional's credit (always this order, so concurrent proposals cannot deadlock); the rules
 * are checked under those locks (open, < 10 proposals, one per professional, public, offering the
 * service), then the charge, the proposal and the client's notification are written together. Not
 * enough credit → 'Nedostatečný kredit' and nothing is saved.
 */
export async function createProposal(
  services: Pick<Services, 'db' | 'pubSub'>,
  executorProfileId: string,
  input: CreateProposal,
  now: Date = new Date(),
): Promise<{ proposal: ProposalRow; balance: number }> {
  const clock = requestClock(now);
  const outcome = await services.db.transaction(async (tx) => {
    const request = await lockRequestByNumber(tx, Number(input.requestId), clock);
    if (!request) throw new NotFoundError(REQUEST_NOT_FOUND);
    await lockCredit(tx, executorProfileId);
    const summary = await proposalsOfRequestSummary(tx, request.id, executorProfileId);
    const executor = await findExecutorFlags(tx, executorProfileId);
    const refusal = proposalRefusal({
      requestStatus: request.effectiveStatus,
      proposalsCount: summary.total,
      alreadyProposed: summary.alreadyProposed,
      executorIsPublic: Boolean(executor?.isExecutor && executor.isPublic),
      offersCategory: await offersCategory(tx, executorProfileId, request.subcategoryId ? [request.categoryId, request.subcategoryId] : [request.categoryId]),
    });
    if (refusal) throw refusal;
    const id = randomUUID();
    const { balance } = await postLedgerEntries(tx, executorProfileId, proposalCharges(id, request.number, input));
    const proposal = await insertProposal(tx, {
      id,
      requestId: request.id,
      executorProfileId,
      price: input.price,
      text: input.text,
      boosted: input.boost,
      highlighted: input.highlight,
      cost: proposalCost(input),
      createdAt: now,
    });
    const title = await titleOfRequest(tx, request);
    await notify(tx, {
      profileId: request.clientProfileId,
      type: 'PROPOSAL_RECEIVED',
      text: `Nová nabídka na vaši poptávku „${title}“ od profíka ${executor?.title ?? ''}.`,
      link: `${requestUrl(request.number, title)}proposals/`,
    });
    return { proposal, balance, request };
  });
  await publishBalance(services, executorProfileId);
  // Also the client's counters: clientUnreadProposals grew.
  await pushNotified(services, [outcome.request.clientProfileId]);
  await publishUnreadCounters(services, executorProfileId);
  // A proposal is a response (response time) and activity (activity index).
  await refreshExecutorFigures(services, executorProfileId, now);
  return { proposal: outcome.proposal, balance: outcome.balance };
}

/** The proposal and its request for the request's owner; NOT_FOUND / FORBIDDEN otherwise. */
async function ownersProposal(db: Db, viewer: RequestViewer, id: string): Promise<{ proposal: ProposalRow; request: RequestRow }> {
  const proposal = isProposalId(id) ? await findProposalById(db, id) : undefined;
  if (!proposal) throw new NotFoundError(PROPOSAL_NOT_FOUND);
  const [request] = await findRequestsByIds(db, [proposal.requestId], requestClock());
  if (!request || !isRequestOwner(request, viewer)) throw new ForbiddenError(NOT_YOUR_REQUEST);
  return { proposal, request };
}

/** The owner opened the proposal: idempotent; the first time, the owner's counters drop. */
export async function markProposalSeen(
  services: Pick<Services, 'db' | 'pubSub'>,
  viewer: RequestViewer,
  id: string,
  now: Date = new Date(),
): Promise<ProposalRow> {
  const { proposal } = await ownersProposal(services.db, viewer, id);
  const changed = await markSeen(services.db, proposal.id, now);
  if (!changed) return proposal;
  await publishUnreadCounters(services, viewer.profileId, ['proposals']);
  return changed;
}

/**
 * shortlist (NEW → CANDIDATE), accept (NEW | CANDIDATE → EXECUTOR, the request closes at once with
 * CHOSE_EXECUTOR), reject (NEW | CANDIDATE → REJECTED) and restore (REJECTED | CANDIDATE → NEW
 * while the request is open: a rejection or shortlisting taken back), by the request's owner only; anything
 * else is the CONFLICT of requests.policy.ts. The request row is locked before the proposal's.
 */
export async function changeProposal(
  services: Pick<Services, 'db' | 'pubSub'>,
  viewer: RequestViewer,
  id: string,
  action: ProposalAction,
  now: Date = new Date(),
): Promise<ProposalRow> {
  const clock = requestClock(now);
  const { proposal: found } = await ownersProposal(services.db, viewer, id);
  const outcome = await services.db.transaction(async (tx) => {
    const request = present(await lockRequestById(tx, found.requestId, clock));
    const proposal = present(await lockProposal(tx, found.id));
    const updated = await setProposalStatus(tx, proposal.id, transitionTarget(action, proposal.status, request.effectiveStatus), now);
    if (action === 'accept') await closeRequestRow(tx, request.id, 'CHOSE_EXECUTOR', now);
    const title = await titleOfRequest(tx, request);
    if (action === 'accept') await notifyAccepted(tx, updated, await openConversation(tx, updated, request, title), title);
    else if (action === 'reject') await notifyRejected(tx, updated, title);
    else if (action === 'shortlist') await notifyShortlisted(tx, updated, request, title);
    return { request, updated, wasUnseen: proposal.seenByClientAt === null };
  });
  if (action !== 'restore') await pushNotified(services, [outcome.updated.executorProfileId]);
  if (outcome.wasUnseen) await publishUnreadCounters(services, viewer.profileId, ['proposals']);
  return outcome.updated;
}

/**
 * openProposalConversation: the request's owner may open it any time (to ask before deciding);
 * the professional once the client accepted the proposal or opened the conversation. Anyone else
 * gets NOT_FOUND.
 */
export async function openConversationOfProposal(services: Pick<Services, 'db' | 'pubSub'>, viewer: RequestViewer, id: string): Promise<ConversationRow> {
  const proposal = isProposalId(id) ? await findProposalById(services.db, id) : undefined;
  if (!proposal) throw new NotFoundError(PROPOSAL_NOT_FOUND);
  const [request] = await findRequestsByIds(services.db, [proposal.requestId], requestClock());
  if (!request) throw new NotFoundError(PROPOSAL_NOT_FOUND);
  const isAuthor = proposal.executorProfileId === viewer.profileId;
  if (!isRequestOwner(request, viewer) && !isAuthor) throw new NotFoundError(PROPOSAL_NOT_FOUND);
  if (isAuthor && proposal.status !== 'EXECUTOR' && !(await conversationIdOfProposal(services.db, proposal.id))) {
    throw new ConflictError(CONVERSATION_ERRORS.notYetOpen);
  }
  return openConversation(services.db, proposal, request, await titleOfRequest(services.db, request));
}

/** Request.proposals: the owner's list of one tab, boosted first (the resolver checks the owner). */
export async function proposalsOfRequest(db: Db, requestId: string, tab: ProposalTab): Promise<ProposalRow[]> {
  return listRequestProposals(db, requestId, tab);
}

export async function listMyProposals(db: Db, executorProfileId: string, tab: ProposalTab, p: Paging) {
  return listExecutorProposals(db, executorProfileId, tab, p);
}

/**
 * The refund job (DESIGN §5): a paid proposal the client has not opened is credited back once,
 * when 7 days passed since it was sent, or its request closed or went out of date. Idempotent and
 * safe to run twice at once: the ledger reference `refund:<proposalId>` is unique, so only one run
 * writes it (the other finds it posted and does nothing, notifies nobody). Returns how many were refunded.
 */
export async function refundUnreadProposals(services: Pick<Services, 'db' | 'pubSub'>, now: Date = new Date()): Promise<number> {
  const clock = requestClock(now);
  const sentBefore = new Date(now.getTime() - UNREAD_PROPOSAL_REFUND_DAYS * DAY_MS);
  const seen = new Set<string>();
  let refunded = 0;
  for (;;) {
    const batch = (await listRefundCandidates(services.db, clock, sentBefore, REFUND_BATCH)).filter((c) => !seen.has(c.proposal.id));
    if (!batch.length) return refunded;
    for (const { proposal, requestNumber } of batch) {
      seen.add(proposal.id);
      const done = await services.db.transaction(async (tx) => {
        await lockCredit(tx, proposal.executorProfileId);
        // Read again under a lock: the client may have opened it since the list was read.
        const current = await lockProposal(tx, proposal.id);
        if (!current || current.seenByClientAt !== null || current.refundedAt !== null) return false;
        const { written } = await postLedgerEntries(tx, proposal.executorProfileId, [
          {
            kind: 'REFUND',
            amount: proposal.cost,
            description: `Vrácení kreditu za neotevřenou nabídku na poptávku č. ${requestNumber}`,
            reference: `refund:${proposal.id}`,
          },
        ]);
        if (!written[0]) return false;
        await markRefunded(tx, proposal.id, now);
        await notify(tx, {
          profileId: proposal.executorProfileId,
          type: 'CREDIT_REFUNDED',
          text: `Klient vaši nabídku na poptávku č. ${requestNumber} neotevřel, vrátili jsme vám ${formatMoney(proposal.cost)} kreditu.`,
          link: href('account-transactions'),
        });
        return true;
      });
      if (!done) continue;
      refunded += 1;
      await publishBalance(services, proposal.executorProfileId);
      await pushNotified(services, [proposal.executorProfileId]);
    }
  }
}
