import { CONVERSATION_STATUS_LABELS, type ConversationStatus } from '@zaber/shared/conversations/constants';
import { href } from '@zaber/shared/platform/routes';
import type { Db } from '../../db/database';
import { ConflictError, NotFoundError } from '../../lib/domain-errors';
import type { Paging } from '../../lib/paging';
import type { Services } from '../../lib/ports';
import { present } from '../../lib/present';
import { publishUnreadCounters } from '../counters/counters.service';
import { refreshExecutorFigures } from '../executors/executor-figures.service';
import { formatInvoiceDate } from '../invoices/invoice-format';
import { notify, pushNotified } from '../notifications/notifications.service';
import { profileTitle } from '../profile/profile.service';
import type { ConversationRow, MessageEvent, MessageRow } from './conversations.mappers';
import { CONFIRM_AFTER_DAYS, CONFIRM_REMINDER_AFTER_DAYS, CONVERSATION_ERRORS, canMarkDelivered, conversationMoves, sideOf } from './conversations.policy';
import {
  type ConversationFilter,
  claimReviewRequest,
  type EngagementTerms,
  findConversation,
  findConversationsByProposals,
  findEngagedConversations,
  findEngagementTerms,
  findMessage,
  insertConversation,
  insertMessage,
  listConversations,
  listDeliveredToConfirm,
  listDeliveredToRemind,
  listMessages,
  lockConversation,
  markRead,
  setCancelReason,
  setConversationMarks,
} from './conversations.repository';

type Deps = Pick<Services, 'db' | 'pubSub'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const MESSAGES_DEFAULT_LIMIT = 50;
export const MESSAGES_MAX_LIMIT = 100;

/** The conversation's site path: its own page (once an engagement, with what was agreed and the next step). */
export function conversationPath(id: string): string {
  return href('conversation', { id });
}

/** A party's conversation; anyone else gets NOT_FOUND, as if it did not exist. */
async function partysConversation(db: Db, profileId: string, id: string): Promise<ConversationRow> {
  const row = UUID.test(id) ? await findConversation(db, id) : undefined;
  if (!row || !sideOf(row, profileId)) throw new NotFoundError(CONVERSATION_ERRORS.notFound);
  return row;
}

export interface ProposalEngagement {
  proposalId: string;
  requestId: string;
  clientProfileId: string;
  executorProfileId: string;
  /** The request's title and detail path. */
  subject: string;
  subjectUrl: string;
  /** The proposal's text opens the thread, as the professional's first message. */
  proposalText: string;
  proposalCreatedAt: Date;
}

/**
 * Opens the conversation of a proposal once (its callers decide who may): the proposal's text is
 * its first message; both sides have read it (the client saw it as the proposal). `db` may be the
 * caller's transaction.
 */
export async function openProposalConversation(db: Db, engagement: ProposalEngagement): Promise<ConversationRow> {
  // Inside the caller's transaction (an acceptance and its notification) this is a savepoint.
  return db.transaction(async (tx) => {
    const { row, created } = await insertConversation(tx, {
      kind: 'PROPOSAL',
      clientProfileId: engagement.clientProfileId,
      executorProfileId: engagement.executorProfileId,
      requestId: engagement.requestId,
      proposalId: engagement.proposalId,
      subject: engagement.subject,
      subjectUrl: engagement.subjectUrl,
    });
    if (!created) return row;
    const now = new Date();
    await insertMessage(tx, row, {
      conversationId: row.id,
      senderProfileId: engagement.executorProfileId,
      kind: 'TEXT',
      text: engagement.proposalText,
      createdAt: engagement.proposalCreatedAt,
      emailedAt: now,
    });
    return present(await markRead(tx, present(await markRead(tx, row, engagement.clientProfileId)), engagement.executorProfileId));
  });
}

export interface OrderOrPrivateRequestEngagement {
  kind: 'ORDER' | 'PRIVATE_REQUEST';
  /** The package order's or the targeted request's id (the one of `kind`). */
  engagementId: string;
  clientProfileId: string;
  executorProfileId: string;
  subject: string;
  subjectUrl: string;
  /** What the client asked for, in Czech: the thread's first message, in the client's name. */
  summary: string;
}

/**
 * Opens the conversation of an accepted package order or targeted request once, inside the
 * caller's transaction (the acceptance and its conversation commit together). The client's order
 * is its first message; both sides have read it (the professional has just accepted it).
 */
export async function openEngagementConversation(tx: Db, engagement: OrderOrPrivateRequestEngagement): Promise<ConversationRow> {
  const { row, created } = await insertConversation(tx, {
    kind: engagement.kind,
    clientProfileId: engagement.clientProfileId,
    executorProfileId: engagement.executorProfileId,
    ...(engagement.kind === 'ORDER' ? { orderId: engagement.engagementId } : { privateRequestId: engagement.engagementId }),
    subject: engagement.subject,
    subjectUrl: engagement.subjectUrl,
  });
  if (!created) return row;
  await insertMessage(tx, row, {
    conversationId: row.id,
    senderProfileId: engagement.clientProfileId,
    kind: 'TEXT',
    text: engagement.summary,
    // Written from the order or the request, never e-mailed as a message.
    emailedAt: new Date(),
  });
  return markRead(tx, present(await findConversation(tx, row.id)), engagement.executorProfileId);
}

function toEvent(row: ConversationRow, message: MessageRow, senderTitle: string): MessageEvent {
  return {
    id: message.id,
    conversationId: message.conversationId,
    senderProfileId: message.senderProfileId,
    senderTitle,
    clientProfileId: row.clientProfileId,
    executorProfileId: row.executorProfileId,
    kind: message.kind,
    text: message.text,
    status: message.status,
    createdAt: message.createdAt.toISOString(),
  };
}

/**
 * After the commit: both parties get the message live (one event for both, carrying everything a
 * subscription shows, so no socket reads the database), then the recipient's conversation counters.
 */
async function announce(services: Deps, row: ConversationRow, message: MessageRow): Promise<void> {
  const event = toEvent(row, message, await profileTitle(services.db, message.senderProfileId));
  services.pubSub.publish('messageAdded', [row.clientProfileId, row.executorProfileId], event);
  const recipient = message.senderProfileId === row.clientProfileId ? row.executorProfileId : row.clientProfileId;
  await publishUnreadCounters(services, recipient, ['conversations']);
}

/** A party writes to its conversation. */
export async function sendMessage(services: Deps, profileId: string, input: { conversationId: string; text: string }): Promise<MessageRow> {
  const found = await partysConversation(services.db, profileId, input.conversationId);
  const { row, message } = await services.db.transaction(async (tx) => {
    const row = present(await lockConversation(tx, found.id));
    return { row, message: await insertMessage(tx, row, { conversationId: row.id, senderProfileId: profileId, kind: 'TEXT', text: input.text }) };
  });
  await announce(services, row, message);
  // The professional's reply counts for the response time and the activity index.
  if (sideOf(row, profileId) === 'EXECUTOR') await refreshExecutorFigures(services, profileId);
  return message;
}

/**
 * Moves the order on (DESIGN §5: the professional one step forward, either side CANCELED before
 * DONE); any other move is CONFLICT. The change is a STATUS line of the thread and a notification
 * to the other side.
 */
export async function setConversationStatus(
  services: Deps,
  profileId: string,
  input: { conversationId: string; status: ConversationStatus; reason?: string | null },
): Promise<ConversationRow> {
  const reason = input.status === 'CANCELED' ? input.reason || null : null;
  const found = await partysConversation(services.db, profileId, input.conversationId);
  const { row, message } = await services.db.transaction(async (tx) => {
    const row = present(await lockConversation(tx, found.id));
    const side = present(sideOf(row, profileId));
    const engaged = (await findEngagedConversations(tx, [row.id])).length > 0;
    if (!engaged) throw new ConflictError(CONVERSATION_ERRORS.notEngaged);
    if (!conversationMoves(row.status, side, engaged).includes(input.status)) throw new ConflictError(CONVERSATION_ERRORS.moveRefused);
    const message = await insertMessage(tx, row, {
      conversationId: row.id,
      senderProfileId: profileId,
      kind: 'STATUS',
      status: input.status,
      text: `Stav zakázky: ${CONVERSATION_STATUS_LABELS[input.status]}${reason ? `. Důvod: ${reason}` : ''}`,
    });
    if (reason) await setCancelReason(tx, row.id, reason);
    const other = row.clientProfileId === profileId ? row.executorProfileId : row.clientProfileId;
    await notify(tx, {
      profileId: other,
      type: 'CONVERSATION_STATUS',
      text:
        input.status === 'CANCELED'
          ? `Zakázka „${row.subject}“ byla zrušena.${reason ? ` Důvod: ${reason}` : ''}`
          : `Zakázka „${row.subject}“ má nový stav: ${CONVERSATION_STATUS_LABELS[input.status]}.`,
      link: conversationPath(row.id),
    });
    if (input.status === 'DONE') await askForReview(tx, row);
    return { row: { ...row, status: input.status, lastMessageAt: message.createdAt }, message };
  });
  await announce(services, row, message);
  await pushNotified(
    services,
    [row.clientProfileId, row.executorProfileId].filter((id) => id !== profileId),
  );
  return present(await findConversation(services.db, row.id));
}

const DAY_MS = 86_400_000;

/** When a delivered job confirms itself (DESIGN §5). */
export function confirmsAutomaticallyAt(row: Pick<ConversationRow, 'status' | 'deliveredAt'>): Date | null {
  return row.status === 'POST_PRODUCTION' && row.deliveredAt ? new Date(row.deliveredAt.getTime() + CONFIRM_AFTER_DAYS * DAY_MS) : null;
}

/**
 * The professional hands the finished work over (POST_PRODUCTION of an engagement, once): a line
 * in the thread and a notification ask the client to confirm DONE; without an answer the job
 * `confirm-delivered` confirms it 14 days later.
 */
export async function markConversationDelivered(services: Deps, profileId: string, id: string): Promise<ConversationRow> {
  const found = await partysConversation(services.db, profileId, id);
  const { row, message } = await services.db.transaction(async (tx) => {
    const locked = present(await lockConversation(tx, found.id));
    const engaged = (await findEngagedConversations(tx, [locked.id])).length > 0;
    if (!canMarkDelivered(locked, present(sideOf(locked, profileId)), engaged)) throw new ConflictError(CONVERSATION_ERRORS.deliverRefused);
    const row = present(await setConversationMarks(tx, locked.id, { deliveredAt: new Date() }));
    const due = formatInvoiceDate(present(confirmsAutomaticallyAt(row)));
    const message = await insertMessage(tx, row, {
      conversationId: row.id,
      senderProfileId: profileId,
      kind: 'STATUS',
      text: `Profík předal hotovou práci. Klient potvrdí dokončení, jinak se zakázka potvrdí sama ${due}.`,
    });
    await notify(tx, {
      profileId: row.clientProfileId,
      type: 'CONVERSATION_DELIVERED',
      text: `Profík předal hotovou práci na zakázce „${row.subject}“. Potvrďte prosím dokončení; jinak se potvrdí samo ${due}.`,
      link: conversationPath(row.id),
    });
    return { row, message };
  });
  await announce(services, row, message);
  await pushNotified(services, [row.clientProfileId]);
  return present(await findConversation(services.db, row.id));
}

/** After DONE, in its transaction: the client is asked for a review by a notification, once per engagement. */
async function askForReview(tx: Db, row: ConversationRow): Promise<void> {
  const claimed = await claimReviewRequest(tx, row.id);
  if (!claimed) return;
  await notify(tx, {
    profileId: row.clientProfileId,
    type: 'REVIEW_REQUESTED',
    text: `Zakázka „${row.subject}“ je hotová. Ohodnoťte prosím spolupráci, pomůžete dalším klientům.`,
    link: reviewPath(row),
  });
}

/** Where the client writes the review of an engagement: the orders page, or the request's page (the conversation's subject). */
function reviewPath(row: ConversationRow): string {
  if (row.kind === 'ORDER') return href('orders');
  if (row.kind === 'PROPOSAL' && row.subjectUrl) return row.subjectUrl;
  return conversationPath(row.id);
}

/**
 * The job `confirm-delivered`: reminds the client of a job delivered 7 days ago (once), and
 * confirms DONE for one delivered 14 days ago that nobody confirmed or canceled. Returns how many
 * it confirmed. Idempotent: each conversation is locked and checked again.
 */
export async function confirmDeliveredConversations(services: Deps, now: Date): Promise<number> {
  for (const row of await listDeliveredToRemind(
    services.db,
    new Date(now.getTime() - CONFIRM_REMINDER_AFTER_DAYS * DAY_MS),
    new Date(now.getTime() - CONFIRM_AFTER_DAYS * DAY_MS),
  )) {
    const claimed = await services.db.transaction(async (tx) => {
      if (!(await setConversationMarks(tx, row.id, { confirmReminderAt: now }, { unlessSet: 'confirmReminderAt' }))) return false;
      await notify(tx, {
        profileId: row.clientProfileId,
        type: 'CONVERSATION_CONFIRM_REMINDER',
        text: `Potvrďte prosím dokončení zakázky „${row.subject}“. Jinak se potvrdí samo ${formatInvoiceDate(present(confirmsAutomaticallyAt(row)))}.`,
        link: conversationPath(row.id),
      });
      return true;
    });
    if (claimed) await pushNotified(services, [row.clientProfileId]);
  }
  let confirmed = 0;
  for (const due of await listDeliveredToConfirm(services.db, new Date(now.getTime() - CONFIRM_AFTER_DAYS * DAY_MS))) {
    const done = await services.db.transaction(async (tx) => {
      const row = present(await lockConversation(tx, due.id));
      if (row.status !== 'POST_PRODUCTION' || !row.deliveredAt) return null;
      const message = await insertMessage(tx, row, {
        conversationId: row.id,
        senderProfileId: row.executorProfileId,
        kind: 'STATUS',
        status: 'DONE',
        text: `Stav zakázky: ${CONVERSATION_STATUS_LABELS.DONE} (potvrzeno samo ${CONFIRM_AFTER_DAYS} dní po předání)`,
      });
      // Nobody moved it, so both sides hear: the professional of the status, the client by the review request.
      await notify(tx, {
        profileId: row.executorProfileId,
        type: 'CONVERSATION_STATUS',
        text: `Zakázka „${row.subject}“ má nový stav: ${CONVERSATION_STATUS_LABELS.DONE}. Potvrdila se sama ${CONFIRM_AFTER_DAYS} dní po předání.`,
        link: conversationPath(row.id),
      });
      const finished = { ...row, status: 'DONE' as const };
      await askForReview(tx, finished);
      return { row: finished, message };
    });
    if (!done) continue;
    confirmed += 1;
    await announce(services, done.row, done.message);
    await pushNotified(services, [done.row.executorProfileId, done.row.clientProfileId]);
  }
  return confirmed;
}

/** The viewer has read the conversation; the viewer's counters follow. */
export async function markConversationRead(services: Deps, profileId: string, id: string): Promise<ConversationRow> {
  const found = await partysConversation(services.db, profileId, id);
  const row = await markRead(services.db, found, profileId);
  await publishUnreadCounters(services, profileId, ['conversations']);
  return row;
}

/** A conversation of the viewer, or null (also for one that exists between others). */
export async function conversationOf(db: Db, profileId: string, id: string): Promise<ConversationRow | null> {
  const row = UUID.test(id) ? await findConversation(db, id) : undefined;
  return row && sideOf(row, profileId) ? row : null;
}

export async function conversationsOf(db: Db, profileId: string, filter: ConversationFilter, p: Paging) {
  return listConversations(db, profileId, filter, p);
}

/** Messages of a conversation the viewer is a party of (the caller has checked), before a message of it. */
export async function messagesOf(db: Db, row: ConversationRow, before: string | null | undefined, limit: number | null | undefined): Promise<MessageRow[]> {
  const size = Math.min(Math.max(Math.trunc(limit ?? MESSAGES_DEFAULT_LIMIT), 1), MESSAGES_MAX_LIMIT);
  const anchor = before && UUID.test(before) ? await findMessage(db, before) : undefined;
  if (before && anchor?.conversationId !== row.id) return [];
  return listMessages(db, row.id, anchor, size);
}

/** What the parties of an engagement agreed (the caller has checked it is one and the viewer a party). */
export async function engagementTermsOf(db: Db, row: ConversationRow): Promise<EngagementTerms | null> {
  return findEngagementTerms(db, row);
}

/** The id of a proposal's conversation, if it was opened. */
export async function conversationIdOfProposal(db: Db, proposalId: string): Promise<string | null> {
  const [row] = await findConversationsByProposals(db, [proposalId]);
  return row?.id ?? null;
}
