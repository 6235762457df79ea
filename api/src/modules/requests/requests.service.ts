import { href } from '@zaber/shared/platform/routes';
import { type CloseReason, REQUEST_ERRORS, type RequestStatus } from '@zaber/shared/requests/constants';
import { type CreateRequest, INVALID_DATE, isoDate } from '@zaber/shared/requests/schema';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { ConflictError, FieldErrorsError, ForbiddenError, NotFoundError } from '../../lib/domain-errors';
import { type Paging, type Total, totalOf } from '../../lib/paging';
import type { Services } from '../../lib/ports';
import { present } from '../../lib/present';
import { normalizeSearch } from '../../lib/search-text';
import { findCategoriesByIds, findCategoryBySlug } from '../categories/categories.repository';
import type { ConversationRow } from '../conversations/conversations.mappers';
import { conversationPath, openProposalConversation } from '../conversations/conversations.service';
import { publishUnreadCounters } from '../counters/counters.service';
import { canSeeProfile } from '../executors/executors.policy';
import { findProfileByUsername } from '../executors/executors.repository';
import { findMunicipality } from '../location/location.repository';
import { notify, pushNotified } from '../notifications/notifications.service';
import { WHOLE_COUNTRY } from '../packages/packages.mappers';
import { findExecutorProposalsForRequests, lockProposal, type ProposalRow, rejectOpenProposals, setProposalStatus } from './proposals.repository';
import { isProposalId, requestTitle, requestUrl } from './requests.mappers';
import { canSeeRequest, isRequestOwner, NOT_YOUR_REQUEST, type RequestViewer, transitionTarget } from './requests.policy';
import {
  activeCategoriesOf,
  closeRequestRow,
  FEED_MAX_SIZE,
  type FeedKey,
  findRequestByNumber,
  insertInvitation,
  insertRequest,
  listCandidates,
  listClientRequests,
  listFeed,
  lockRequestByNumber,
  markOutdated,
  offersCategory,
  type RequestCard,
  type RequestRow,
} from './requests.repository';
import { openSql, type RequestClock, requestClock } from './requests.status';

export const REQUEST_NOT_FOUND = 'Poptávka nenalezena.';
export const PROPOSAL_NOT_FOUND = 'Nabídka nenalezena.';
const UNKNOWN_SERVICE = 'Vyberte službu z nabídky.';
const UNKNOWN_SUBCATEGORY = 'Vyberte upřesnění z nabídky služby.';
const UNKNOWN_PLACE = 'Vyberte obec z nabídky.';
const BAD_CURSOR = 'Neplatný odkaz na další stránku, načtěte seznam znovu.';
const EXECUTOR_NOT_FOUND = 'Profík nenalezen.';

export const FEED_DEFAULT_SIZE = 20;

/** For the public catalogue (public-requests.service): requests open for proposals, the out-of-date rule applied. */
export function openRequestsCondition(now: Date = new Date()): SQL {
  return openSql(requestClock(now));
}

/** '<subcategory or service> – <place>' of a request row (notifications; field resolvers use the loaders). */
export async function titleOfRequest(db: Db, row: Pick<RequestRow, 'categoryId' | 'subcategoryId' | 'municipalityId'>): Promise<string> {
  const names = await findCategoriesByIds(db, row.subcategoryId ? [row.categoryId, row.subcategoryId] : [row.categoryId]);
  const service = names.find((c) => c.id === row.subcategoryId) ?? names.find((c) => c.id === row.categoryId);
  const place = row.municipalityId ? (await findMunicipality(db, row.municipalityId))?.municipality.name : undefined;
  return requestTitle(service?.name ?? '', place ?? WHOLE_COUNTRY);
}

/** A client posts a request: ACTIVE at once. Service, subcategory and place must exist (field errors otherwise). */
export async function createRequest(services: Pick<Services, 'db'>, viewer: RequestViewer, input: CreateRequest): Promise<RequestRow> {
  const db = services.db;
  const category = await findCategoryBySlug(db, input.categorySlug);
  if (!category || category.parentId !== null) throw new FieldErrorsError({ categorySlug: UNKNOWN_SERVICE }, UNKNOWN_SERVICE);
  let subcategoryId: number | null = null;
  if (input.subcategorySlug) {
    const sub = await findCategoryBySlug(db, input.subcategorySlug);
    if (!sub || sub.parentId !== category.id) throw new FieldErrorsError({ subcategorySlug: UNKNOWN_SUBCATEGORY }, UNKNOWN_SUBCATEGORY);
    subcategoryId = sub.id;
  }
  const municipality = await findMunicipality(db, Number(input.municipalityId));
  if (!municipality) throw new FieldErrorsError({ municipalityId: UNKNOWN_PLACE }, UNKNOWN_PLACE);
  const inserted = await insertRequest(db, {
    clientProfileId: viewer.profileId,
    categoryId: category.id,
    subcategoryId,
    municipalityId: municipality.municipality.id,
    locationDetail: input.locationDetail,
    description: input.description,
    options: input.options,
    date: input.date,
    budgetMin: input.budgetMin,
    budgetMax: input.budgetMax,
  });
  return present(await findRequestByNumber(db, inserted.number, requestClock()));
}

/** request(id): the row when the viewer may see it (requests.policy.ts canSeeRequest), else null. */
export async function findVisibleRequest(db: Db, viewer: RequestViewer | null, number: number, clock: RequestClock): Promise<RequestRow | null> {
  const row = await findRequestByNumber(db, number, clock);
  if (!row || !viewer) return null;
  const proposed =
    viewer.isExecutor && !isRequestOwner(row, viewer) && row.effectiveStatus !== 'ACTIVE'
      ? (await findExecutorProposalsForRequests(db, viewer.profileId, [row.id])).length > 0
      : false;
  return canSeeRequest(row, viewer, proposed) ? row : null;
}

/** The owner's request of a public number, or NOT_FOUND / FORBIDDEN. */
async function ownRequest(db: Db, viewer: RequestViewer, number: number | null, clock: RequestClock): Promise<RequestRow> {
  const row = number === null ? undefined : await findRequestByNumber(db, number, clock);
  if (!row) throw new NotFoundError(REQUEST_NOT_FOUND);
  if (!isRequestOwner(row, viewer)) throw new ForbiddenError(NOT_YOUR_REQUEST);
  return row;
}

export async function listMyRequests(db: Db, viewer: RequestViewer, status: RequestStatus, p: Paging, clock: RequestClock) {
  return listClientRequests(db, viewer.profileId, status, clock, p);
}

export interface FeedFilter {
  categorySlug?: string | null;
  provinceSlug?: string | null;
  dateFrom?: string | null;
  dateTo?: string | null;
  budgetMin?: number | null;
}

/** created_at in UTC with microseconds, as the feed query prints it; nothing else reaches the query. */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** The cursor is opaque to clients: base64url of the last row's sort key. */
export function encodeFeedCursor(key: FeedKey): string {
  return Buffer.from(JSON.stringify([key.boosted, key.createdAt, key.number])).toString('base64url');
}

export function decodeFeedCursor(cursor: string): FeedKey | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 3) return null;
    const [boosted, createdAt, number] = value as unknown[];
    if (typeof boosted !== 'boolean' || typeof createdAt !== 'string' || !Number.isInteger(number)) return null;
    if (!TIMESTAMP.test(createdAt)) return null;
    return { boosted, createdAt, number: number as number };
  } catch {
    return null;
  }
}

/** A card of the professional's feed: the request, its proposals' totals and the viewer's own proposal (if any). */
export interface FeedCard extends RequestCard {
  mine: ProposalRow | null;
}

/** The professionals' feed: open requests of their services, boosted first, then newest, keyset-paged. */
export async function requestFeed(
  db: Db,
  viewer: RequestViewer,
  filter: FeedFilter,
  after: string | null | undefined,
  first: number | null | undefined,
  clock: RequestClock,
): Promise<{ cards: FeedCard[]; nextCursor: string | null; total: Total }> {
  const limit = Math.min(Math.max(Math.trunc(first ?? FEED_DEFAULT_SIZE), 1), FEED_MAX_SIZE);
  const key = after ? decodeFeedCursor(after) : null;
  if (after && !key) throw new FieldErrorsError({ after: BAD_CURSOR }, BAD_CURSOR);
  for (const field of ['dateFrom', 'dateTo'] as const) {
    const value = filter[field];
    if (value && !isoDate.safeParse(value).success) throw new FieldErrorsError({ [field]: INVALID_DATE }, INVALID_DATE);
  }
  let category: { id: number; parentId: number | null } | null = null;
  if (filter.categorySlug) {
    category = (await findCategoryBySlug(db, filter.categorySlug)) ?? null;
    if (!category) return { cards: [], nextCursor: null, total: totalOf(0) };
  }
  // Inactive categories are being prepared: they bring no requests yet.
  const offered = await activeCategoriesOf(db, viewer.profileId);
  const { rows, total } = await listFeed(
    db,
    viewer.profileId,
    {
      services: offered.filter((c) => c.parentId === null).map((c) => c.id),
      subcategories: offered.flatMap((c) => (c.parentId === null ? [] : [{ id: c.id, parentId: c.parentId }])),
      category,
      provinceSlug: filter.provinceSlug,
      dateFrom: filter.dateFrom,
      dateTo: filter.dateTo,
      budgetMin: filter.budgetMin,
    },
    clock,
    key,
    limit + 1,
  );
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  const nextCursor =
    rows.length > limit && last ? encodeFeedCursor({ boosted: last.row.boosted, createdAt: last.cursorCreatedAt, number: last.row.number }) : null;
  return {
    cards: page.map(({ row, proposals, mine }) => ({
      row,
      proposals: { total: proposals?.total ?? 0, unread: proposals?.unread ?? 0 },
      mine,
    })),
    nextCursor,
    total,
  };
}

/** requestCandidates: the owner only. */
export async function requestCandidates(
  db: Db,
  viewer: RequestViewer,
  number: number | null,
  filter: { provinceSlug?: string | null; search?: string | null },
  p: Paging,
  clock: RequestClock,
) {
  const request = await ownRequest(db, viewer, number, clock);
  const place = request.municipalityId ? await findMunicipality(db, request.municipalityId) : undefined;
  return listCandidates(
    db,
    {
      request,
      regionId: place?.region.id ?? null,
      provinceId: place?.province.id ?? null,
      provinceSlug: filter.provinceSlug,
      words: normalizeSearch(filter.search ?? '')
        .split(' ')
        .filter(Boolean),
    },
    p,
  );
}

/** The owner of an ACTIVE request asks a professional of its service to propose; the professional is notified. */
export async function inviteToPropose(
  services: Pick<Services, 'db' | 'pubSub'>,
  viewer: RequestViewer,
  input: { requestId: string; username: string },
  clock: RequestClock,
): Promise<void> {
  const db = services.db;
  const request = await ownRequest(db, viewer, Number(input.requestId), clock);
  if (request.effectiveStatus !== 'ACTIVE') throw new ConflictError(REQUEST_ERRORS.noActiveRequests);
  const executor = await findProfileByUsername(db, input.username);
  // Only professionals a moderator approved can be invited (the catalogue's rule).
  if (!executor || !canSeeProfile(executor, null)) throw new NotFoundError(EXECUTOR_NOT_FOUND);
  if (!(await offersCategory(db, executor.id, [request.categoryId]))) throw new ConflictError(REQUEST_ERRORS.serviceNotProvided);
  const title = await titleOfRequest(db, request);
  await db.transaction(async (tx) => {
    if (!(await insertInvitation(tx, request.id, executor.id))) throw new ConflictError(REQUEST_ERRORS.alreadyInvited);
    await notify(tx, {
      profileId: executor.id,
      type: 'PROPOSAL_INVITATION',
      text: `Klient vás zve k nabídce na poptávku „${title}“ (č. ${request.number}).`,
      link: requestUrl(request.number, title),
    });
  });
  await pushNotified(services, [executor.id]);
}

export interface CloseRequestInput {
  requestId: string;
  reason: CloseReason;
  proposalId: string | null;
}

/**
 * The owner closes an ACTIVE request (spec §4): CHOSE_EXECUTOR accepts the given proposal,
 * NONE_INTERESTING rejects every open one; one transaction with the professionals' notifications.
 */
export async function closeRequest(services: Pick<Services, 'db' | 'pubSub'>, viewer: RequestViewer, input: CloseRequestInput, now: Date = new Date()) {
  const clock = requestClock(now);
  const outcome = await services.db.transaction(async (tx) => {
    const request = await lockRequestByNumber(tx, Number(input.requestId), clock);
    if (!request) throw new NotFoundError(REQUEST_NOT_FOUND);
    if (!isRequestOwner(request, viewer)) throw new ForbiddenError(NOT_YOUR_REQUEST);
    if (request.effectiveStatus === 'CLOSED') throw new ConflictError(REQUEST_ERRORS.requestClosed);
    if (request.effectiveStatus === 'OUTDATED') throw new ConflictError(REQUEST_ERRORS.requestOutdated);
    let accepted: ProposalRow | null = null;
    let rejected: ProposalRow[] = [];
    if (input.reason === 'CHOSE_EXECUTOR') {
      const proposal = isProposalId(input.proposalId) ? await lockProposal(tx, input.proposalId) : undefined;
      if (!proposal || proposal.requestId !== request.id) throw new FieldErrorsError({ proposalId: PROPOSAL_NOT_FOUND }, PROPOSAL_NOT_FOUND);
      accepted = await setProposalStatus(tx, proposal.id, transitionTarget('accept', proposal.status, request.effectiveStatus), now);
    }
    if (input.reason === 'NONE_INTERESTING') rejected = await rejectOpenProposals(tx, request.id);
    await closeRequestRow(tx, request.id, input.reason, now);
    const title = await titleOfRequest(tx, request);
    if (accepted) await notifyAccepted(tx, accepted, await openConversation(tx, accepted, request, title), title);
    for (const proposal of rejected) await notifyRejected(tx, proposal, title);
    return { request, accepted, rejected };
  });
  await pushNotified(
    services,
    [...(outcome.accepted ? [outcome.accepted] : []), ...outcome.rejected].map((p) => p.executorProfileId),
  );
  await publishUnreadCounters(services, viewer.profileId);
  return present(await findRequestByNumber(services.db, outcome.request.number, requestClock()));
}

/** The proposal's conversation, opened once; the request's title is its subject. */
export async function openConversation(db: Db, proposal: ProposalRow, request: RequestRow, title: string): Promise<ConversationRow> {
  return openProposalConversation(db, {
    proposalId: proposal.id,
    requestId: request.id,
    clientProfileId: request.clientProfileId,
    executorProfileId: proposal.executorProfileId,
    subject: title,
    subjectUrl: requestUrl(request.number, title),
    proposalText: proposal.text,
    proposalCreatedAt: proposal.createdAt,
  });
}

/** In the acceptance's transaction: the professional hears that the proposal won. */
export async function notifyAccepted(tx: Db, proposal: ProposalRow, conversation: { id: string }, title: string): Promise<void> {
  await notify(tx, {
    profileId: proposal.executorProfileId,
    type: 'PROPOSAL_ACCEPTED',
    text: `Klient přijal vaši nabídku na poptávku „${title}“. Můžete mu napsat a domluvit se na podrobnostech.`,
    link: conversationPath(conversation.id),
  });
}

export async function notifyShortlisted(tx: Db, proposal: ProposalRow, request: Pick<RequestRow, 'number'>, title: string): Promise<void> {
  await notify(tx, {
    profileId: proposal.executorProfileId,
    type: 'PROPOSAL_SHORTLISTED',
    text: `Klient zařadil vaši nabídku na poptávku „${title}“ do užšího výběru.`,
    link: requestUrl(request.number, title),
  });
}

export async function notifyRejected(tx: Db, proposal: ProposalRow, title: string): Promise<void> {
  await notify(tx, {
    profileId: proposal.executorProfileId,
    type: 'PROPOSAL_REJECTED',
    text: `Klient vaši nabídku na poptávku „${title}“ odmítl.`,
    link: `${href('proposals')}?stav=zamitnute`,
  });
}

/** The outdate job: writes OUTDATED where the rule says so (queries already treat them so). */
export async function persistOutdatedRequests(services: Pick<Services, 'db' | 'pubSub'>, now: Date = new Date()): Promise<number> {
  // The clients' notifications commit with the status: a run that fails half-way leaves nobody untold.
  const changed = await services.db.transaction(async (tx) => {
    const changed = await markOutdated(tx, requestClock(now));
    for (const request of changed) {
      const title = await titleOfRequest(tx, request);
      await notify(tx, {
        profileId: request.clientProfileId,
        type: 'REQUEST_OUTDATED',
        text: `Vaše poptávka „${title}“ vypršela. Pokud fotografa nebo kameramana stále hledáte, vložte novou.`,
        link: requestUrl(request.number, title),
      });
    }
    return changed;
  });
  await pushNotified(
    services,
    changed.map((r) => r.clientProfileId),
  );
  return changed.length;
}
