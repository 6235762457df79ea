import type { CloseReason, RequestStatus } from '@zaber/shared/requests/constants';
import { and, asc, count, desc, eq, exists, getTableColumns, gte, inArray, isNull, lte, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias, unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { inList, limitBy, opaque, prepared, preparedShapes } from '../../db/prepared';
import { categories, municipalities, profileCategories, profileDates, profiles, proposalInvitations, proposals, provinces, requests } from '../../db/schema';
import { cappedRows, type Paging, totalOf, totalOfPage, windowTotal } from '../../lib/paging';
import { present } from '../../lib/present';
import { distanceKm } from '../search/search.ranking';
import { effectiveStatusSql, openSql, outdatedSql, type RequestClock, type SqlClock, statusIsSql } from './requests.status';

/** A request row with the out-of-date rule applied (`effectiveStatus`), as every read returns it. */
export type RequestRow = typeof requests.$inferSelect & { effectiveStatus: RequestStatus };

function requestColumns(clock: SqlClock) {
  return { ...getTableColumns(requests), effectiveStatus: effectiveStatusSql(clock) };
}

export async function insertRequest(db: Db, values: typeof requests.$inferInsert): Promise<typeof requests.$inferSelect> {
  const [row] = await db.insert(requests).values(values).returning();
  return present(row);
}

export async function findRequestByNumber(db: Db, number: number, clock: RequestClock): Promise<RequestRow | undefined> {
  const [row] = await db.select(requestColumns(clock)).from(requests).where(eq(requests.number, number));
  return row;
}

export async function findRequestsByIds(db: Db, ids: readonly string[], clock: RequestClock): Promise<RequestRow[]> {
  return db
    .select(requestColumns(clock))
    .from(requests)
    .where(inArray(requests.id, [...ids]));
}

/** Reads and locks the request row for the transaction (the first lock of createProposal and of transitions). */
export async function lockRequestByNumber(tx: Db, number: number, clock: RequestClock): Promise<RequestRow | undefined> {
  const [row] = await tx.select(requestColumns(clock)).from(requests).where(eq(requests.number, number)).for('update');
  return row;
}

export async function lockRequestById(tx: Db, id: string, clock: RequestClock): Promise<RequestRow | undefined> {
  const [row] = await tx.select(requestColumns(clock)).from(requests).where(eq(requests.id, id)).for('update');
  return row;
}

export async function closeRequestRow(tx: Db, id: string, reason: CloseReason, now: Date): Promise<void> {
  await tx.update(requests).set({ status: 'CLOSED', closeReason: reason, closedAt: now }).where(eq(requests.id, id));
}

/** Persists the rule: ACTIVE requests out of date become OUTDATED. Returns how many changed. */
/** Writes OUTDATED where the rule says so; answers the rows it changed (each once, also with two instances). */
export async function markOutdated(db: Db, clock: RequestClock) {
  return db
    .update(requests)
    .set({ status: 'OUTDATED' })
    .where(and(eq(requests.status, 'ACTIVE'), outdatedSql(clock)))
    .returning({
      id: requests.id,
      number: requests.number,
      clientProfileId: requests.clientProfileId,
      categoryId: requests.categoryId,
      subcategoryId: requests.subcategoryId,
      municipalityId: requests.municipalityId,
    });
}

/** A request's columns as a page read as a subquery names them (its computed status given a name). */
function pagedRequestColumns(clock: SqlClock) {
  return { ...requestColumns(clock), effectiveStatus: effectiveStatusSql(clock).as('effective_status') };
}

/** The proposals' total and unopened ones of the request `requestId` names, as a lateral subquery of a page's cards. */
function proposalTotalsOf(db: Db, requestId: SQLWrapper) {
  return db
    .select({
      total: sql<number>`count(*)::int`.as('proposals_total'),
      unread: sql<number>`(count(*) filter (where ${proposals.seenByClientAt} is null))::int`.as('proposals_unread'),
    })
    .from(proposals)
    .where(sql`${proposals.requestId} = ${requestId}`)
    .as('proposal_totals');
}

/** A page's card: the request and its proposals' totals. */
export interface RequestCard {
  row: RequestRow;
  proposals: { total: number; unread: number };
}

/** A client's requests of one status (the tabs of myRequests), built once per status: every value a placeholder. */
function buildClientRequests(db: Db, status: RequestStatus) {
  const at = sql.placeholder;
  const clock = { today: at('today'), toBeAgreedCutoff: at('cutoff') };
  const where = and(eq(requests.clientProfileId, at('client')), statusIsSql(status, clock));
  const page = db
    .select({ ...pagedRequestColumns(clock), total: windowTotal() })
    .from(requests)
    .where(where)
    .orderBy(desc(requests.createdAt), desc(requests.number))
    .limit(at('limit'))
    .offset(at('offset'))
    .as('client_page');
  const totals = proposalTotalsOf(db, page.id);
  const { total, ...request } = page._.selectedFields;
  return {
    rows: db
      .select({ row: request, total, proposals: { total: totals.total, unread: totals.unread } })
      .from(page)
      .leftJoinLateral(totals, sql`true`)
      .orderBy(desc(page.createdAt), desc(page.number))
      .prepare(`client_requests_${status}`),
    count: db.select({ n: count() }).from(requests).where(where).prepare(`client_requests_count_${status}`),
  };
}

const clientRequestStatements = preparedShapes((status: RequestStatus) => status, buildClientRequests);

/** The client's requests of one status (rule applied), newest first, each with its proposals' totals. */
export async function listClientRequests(
  db: Db,
  clientProfileId: string,
  status: RequestStatus,
  clock: RequestClock,
  p: Paging,
): Promise<{ cards: RequestCard[]; totalCount: number }> {
  const { rows, count: counted } = clientRequestStatements(db, status);
  const values = { client: clientProfileId, today: clock.today, cutoff: clock.toBeAgreedCutoff.toISOString(), limit: p.pageSize, offset: p.offset };
  const found = await rows.execute(values);
  return {
    cards: found.map(({ row, proposals }) => ({ row, proposals: { total: proposals?.total ?? 0, unread: proposals?.unread ?? 0 } })),
    totalCount: await totalOfPage(found, async () => (await counted.execute(values))[0]?.n ?? 0),
  };
}

export interface FeedQuery {
  /** The professional's active services (top-level categories) and any subcategories among them. */
  services: readonly number[];
  subcategories: readonly { id: number; parentId: number }[];
  /** A category or subcategory: requests of that service or subcategory. */
  category?: { id: number; parentId: number | null } | null;
  provinceSlug?: string | null;
  dateFrom?: string | null;
  dateTo?: string | null;
  budgetMin?: number | null;
}

/** The position of a feed row in the order boosted desc, created desc, number desc. */
export interface FeedKey {
  boosted: boolean;
  /** created_at in UTC with microseconds ('2026-05-01T10:00:00.123456Z'), finer than a JS Date, so the cursor is exact. */
  createdAt: string;
  number: number;
}

/** One index walk of the feed: the requests of a service (category_id) or of a subcategory (subcategory_id). */
interface FeedBranch {
  column: 'category' | 'subcategory';
  id: number;
}

/**
 * The feed as index walks: one per service of the professional (requests.category_id) and one per
 * subcategory they offer outside those services (requests.subcategory_id), each in the feed's order,
 * so a page reads at most `limit` rows of each instead of sorting every open request. A request's
 * service is top level and its subcategory that service's (createRequest), which keeps the walks
 * apart and lets a category filter pick the walks it concerns. Services first, then subcategories.
 */
function feedBranches(q: FeedQuery): FeedBranch[] {
  const services = new Set(q.services);
  let branches: { id: number; parentId: number | null }[] = [
    ...q.services.map((id) => ({ id, parentId: null })),
    ...q.subcategories.filter((sub) => !services.has(sub.parentId)),
  ];
  const category = q.category;
  if (category && category.parentId === null) {
    // A service: its own walk, or the walks of its subcategories the professional offers.
    branches = branches.filter((b) => (b.parentId === null ? b.id === category.id : b.parentId === category.id));
  } else if (category) {
    // A subcategory: one walk of it, when the professional offers it or its service.
    const offered = services.has(present(category.parentId)) || branches.some((b) => b.id === category.id);
    branches = offered ? [category] : [];
  }
  return branches.map((b): FeedBranch => ({ column: b.parentId === null ? 'category' : 'subcategory', id: b.id })).sort(servicesFirst);
}

const servicesFirst = (a: FeedBranch, b: FeedBranch) => (a.column === b.column ? 0 : a.column === 'category' ? -1 : 1);

/**
 * What a feed statement's text depends on: how many walks of each kind, which filters, a cursor or
 * not. Its values (ids, the clock, the filters' values, the cursor, the limit) are placeholders, so
 * each shape is built once and, on PostgreSQL, parsed once per connection. Shapes are bounded by the
 * category tree and the 16 filter combinations.
 */
export interface FeedShape {
  services: number;
  subcategories: number;
  province: boolean;
  dateFrom: boolean;
  dateTo: boolean;
  budgetMin: boolean;
  after: boolean;
}

const feedOrder = [desc(requests.boosted), desc(requests.createdAt), desc(requests.number)];

/** The largest page of the feed a request may ask for. */
export const FEED_MAX_SIZE = 50;

/** How many rows each walk reads at most: the largest page and the row that tells a next page exists. */
const FEED_WALK_ROWS = FEED_MAX_SIZE + 1;

function buildFeed(db: Db, shape: FeedShape, name: string) {
  const at = sql.placeholder;
  // Every value of the request reaches the statement `opaque`, and each walk reads at most
  // FEED_WALK_ROWS rows written in the statement (only the page takes the page size): the plan is
  // then the same whatever the values, and PostgreSQL keeps one generic plan of the prepared
  // statement. With the values visible (a service's share of the requests, the day, a page size) it
  // planned the feed again on every request.
  const clock = { today: at('today'), toBeAgreedCutoff: at('cutoff') };
  const branches = [
    ...Array.from({ length: shape.services }, (_, i) => eq(requests.categoryId, opaque(`b${i}`, 'int'))),
    ...Array.from({ length: shape.subcategories }, (_, i) => eq(requests.subcategoryId, opaque(`b${shape.services + i}`, 'int'))),
  ];
  const filters: SQL[] = [openSql({ today: opaque('today', 'date'), toBeAgreedCutoff: opaque('cutoff', 'timestamptz') })];
  if (shape.province) {
    // A request without a place (the whole country) is listed in every kraj, as packages are.
    const inProvince = db
      .select({ id: municipalities.id })
      .from(municipalities)
      .innerJoin(provinces, eq(provinces.id, municipalities.provinceId))
      .where(eq(provinces.slug, opaque('province', 'text')));
    filters.push(present(or(isNull(requests.municipalityId), inArray(requests.municipalityId, inProvince))));
  }
  if (shape.dateFrom) filters.push(present(or(isNull(requests.date), gte(requests.date, opaque('dateFrom', 'date')))));
  if (shape.dateTo) filters.push(present(or(isNull(requests.date), lte(requests.date, opaque('dateTo', 'date')))));
  if (shape.budgetMin) filters.push(present(or(isNull(requests.budgetMax), gte(requests.budgetMax, opaque('budgetMin', 'int')))));
  const afterKey = shape.after
    ? sql`(${requests.boosted}, ${requests.createdAt}, ${requests.number}) < (${opaque('afterBoosted', 'boolean')}, ${opaque('afterCreatedAt', 'timestamptz')}, ${opaque('afterNumber', 'int')})`
    : undefined;
  const columns = {
    ...pagedRequestColumns(clock),
    cursorCreatedAt: sql<string>`to_char(${requests.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as('cursor_created_at'),
  };
  const walk = (branch: SQL) =>
    db
      .select(columns)
      .from(requests)
      .where(and(branch, ...filters, afterKey))
      .orderBy(...feedOrder)
      .limit(limitBy(sql.raw(String(FEED_WALK_ROWS))));
  const [first, ...rest] = branches.map(walk);
  const walked = (rest.length ? unionAll(present(first), present(rest[0]), ...rest.slice(1)) : present(first)).as('feed_walks');
  const page = db
    .select(walked._.selectedFields)
    .from(walked)
    .orderBy(desc(walked.boosted), desc(walked.createdAt), desc(walked.number))
    .limit(limitBy(opaque('limit', 'int')))
    .as('feed_page');
  // What each card shows beside the request, read for the page's rows only: its proposals' totals
  // and the viewer's own proposal (the loaders of proposalsCount and myProposal are primed with them).
  const counted = proposalTotalsOf(db, page.id);
  const mine = alias(proposals, 'my_proposal');
  const { cursorCreatedAt, ...request } = page._.selectedFields;
  const rows = db
    .select({ row: request, cursorCreatedAt, proposals: { total: counted.total, unread: counted.unread }, mine })
    .from(page)
    .leftJoinLateral(counted, sql`true`)
    .leftJoin(mine, and(eq(mine.requestId, page.id), eq(mine.executorProfileId, at('me'))))
    .orderBy(desc(page.boosted), desc(page.createdAt), desc(page.number));
  const all = sql.join(
    branches.map(
      (branch) =>
        sql`(${db
          .select({ one: sql`1` })
          .from(requests)
          .where(and(branch, ...filters))})`,
    ),
    sql` union all `,
  );
  return {
    rows: rows.prepare(`feed_rows_${name}`),
    count: db.select({ n: sql<number>`count(*)::int` }).from(cappedRows(all)).prepare(`feed_count_${name}`),
  };
}

const feedStatementsOf = preparedShapes(
  (shape: FeedShape) =>
    `${shape.services}_${shape.subcategories}_${[shape.province, shape.dateFrom, shape.dateTo, shape.budgetMin, shape.after].map(Number).join('')}`,
  buildFeed,
);

/** The two statements of a feed shape (prepared once per shape), as listFeed runs them. */
export function feedStatements(db: Db, shape: FeedShape) {
  return feedStatementsOf(db, shape);
}

/** The professional `me`'s feed: one page after `after` (keyset) with each card's proposal totals and `me`'s own proposal, plus the total (capped, see COUNT_CAP). */
export async function listFeed(db: Db, me: string, q: FeedQuery, clock: RequestClock, after: FeedKey | null, limit: number) {
  const branches = feedBranches(q);
  if (!branches.length) return { rows: [], total: totalOf(0) };
  const has = (value: unknown) => value !== null && value !== undefined && value !== '';
  const shape: FeedShape = {
    services: branches.filter((b) => b.column === 'category').length,
    subcategories: branches.filter((b) => b.column === 'subcategory').length,
    province: has(q.provinceSlug),
    dateFrom: has(q.dateFrom),
    dateTo: has(q.dateTo),
    budgetMin: has(q.budgetMin),
    after: after !== null,
  };
  const values = {
    ...Object.fromEntries(branches.map((b, i) => [`b${i}`, b.id])),
    me,
    today: clock.today,
    cutoff: clock.toBeAgreedCutoff.toISOString(),
    province: q.provinceSlug,
    dateFrom: q.dateFrom,
    dateTo: q.dateTo,
    budgetMin: q.budgetMin,
    afterBoosted: after?.boosted,
    afterCreatedAt: after?.createdAt,
    afterNumber: after?.number,
    limit,
  };
  const statements = feedStatementsOf(db, shape);
  const [rows, [counted]] = await Promise.all([statements.rows.execute(values), statements.count.execute(values)]);
  return { rows, total: totalOf(Number(counted?.n ?? 0)) };
}

/** The professional's active categories (the feed's services), each with its parent (null: a service). */
const activeCategories = prepared((db) =>
  db
    .select({ id: categories.id, parentId: categories.parentId })
    .from(profileCategories)
    .innerJoin(categories, eq(categories.id, profileCategories.categoryId))
    .where(and(eq(profileCategories.profileId, sql.placeholder('profileId')), eq(profileCategories.active, true)))
    .prepare('active_categories_of'),
);

export async function activeCategoriesOf(db: Db, profileId: string) {
  return activeCategories(db).execute({ profileId });
}

/** Proposal totals and unopened ones of several requests in one statement. */
const proposalCounts = prepared((db) =>
  db
    .select({
      requestId: proposals.requestId,
      total: sql<number>`count(*)::int`,
      unread: sql<number>`(count(*) filter (where ${proposals.seenByClientAt} is null))::int`,
    })
    .from(proposals)
    .where(inList(proposals.requestId, 'ids', 'uuid'))
    .groupBy(proposals.requestId)
    .prepare('proposal_counts'),
);

export async function countProposalsOfRequests(db: Db, requestIds: readonly string[]) {
  return proposalCounts(db).execute({ ids: [...requestIds] });
}

/** The accepted proposal's professional of several requests. */
export async function chosenExecutorsOfRequests(db: Db, requestIds: readonly string[]) {
  return db
    .select({ requestId: proposals.requestId, executorProfileId: proposals.executorProfileId })
    .from(proposals)
    .where(and(inArray(proposals.requestId, [...requestIds]), eq(proposals.status, 'EXECUTOR')));
}

export interface CandidateQuery {
  request: Pick<RequestRow, 'id' | 'categoryId' | 'date' | 'municipalityId'>;
  /** The request's place (its obec, okres and kraj), to rank the nearest first. */
  regionId: number | null;
  provinceId: number | null;
  provinceSlug?: string | null;
  /** Normalised words (no diacritics), each to be found in the name. */
  words: string[];
}

/**
 * Public professionals offering the request's service: free on its date first, then nearest to its
 * obec (kilometres by the obce's coordinates; the same obec, okres, kraj where they are missing),
 * then the catalogue's score (search.ranking.ts), with whether they were invited or already proposed.
 */
export async function listCandidates(db: Db, q: CandidateQuery, p: Paging) {
  const conditions: SQL[] = [
    eq(profiles.isExecutor, true),
    eq(profiles.isPublic, true),
    exists(
      db
        .select({ one: sql`1` })
        .from(profileCategories)
        .where(and(eq(profileCategories.profileId, profiles.id), eq(profileCategories.categoryId, q.request.categoryId), eq(profileCategories.active, true))),
    ),
  ];
  if (q.provinceSlug) {
    conditions.push(
      inArray(
        profiles.municipalityId,
        db
          .select({ id: municipalities.id })
          .from(municipalities)
          .innerJoin(provinces, eq(provinces.id, municipalities.provinceId))
          .where(eq(provinces.slug, q.provinceSlug)),
      ),
    );
  }
  // The username is the name without diacritics (slug), so it matches what is typed without them.
  for (const word of q.words) conditions.push(sql`${profiles.username} like ${`%${word}%`}`);
  const where = present(and(...conditions));
  const freeOnDate = q.request.date
    ? sql<boolean>`exists (select 1 from ${profileDates} where ${profileDates.profileId} = ${profiles.id} and ${profileDates.categoryId} = ${q.request.categoryId} and ${profileDates.date} = ${q.request.date} and ${profileDates.status} = 'FREE')`
    : sql<boolean>`false`;
  // Nearest to the request's place: the same obec, then its okres, then its kraj, then the rest.
  const nearness = sql<number>`(case when ${q.request.municipalityId}::int is not null and ${profiles.municipalityId} = ${q.request.municipalityId}::int then 0 when ${q.regionId}::int is not null and ${municipalities.regionId} = ${q.regionId}::int then 1 when ${q.provinceId}::int is not null and ${municipalities.provinceId} = ${q.provinceId}::int then 2 else 3 end)`;
  // The request's obec is read once per statement (an uncorrelated subquery); each row's obec is joined by key.
  const from = (column: 'latitude' | 'longitude') =>
    sql`(select rm.${sql.raw(column)} from ${municipalities} rm where rm.id = ${q.request.municipalityId}::int)`;
  const distance = q.request.municipalityId ? distanceKm(from('latitude'), from('longitude'), municipalities.latitude, municipalities.longitude) : null;
  const rows = await db
    .select({
      profile: profiles,
      freeOnDate,
      invited: sql<boolean>`exists (select 1 from ${proposalInvitations} where ${proposalInvitations.requestId} = ${q.request.id} and ${proposalInvitations.executorProfileId} = ${profiles.id})`,
      proposed: sql<boolean>`exists (select 1 from ${proposals} where ${proposals.requestId} = ${q.request.id} and ${proposals.executorProfileId} = ${profiles.id})`,
    })
    .from(profiles)
    .leftJoin(municipalities, eq(municipalities.id, profiles.municipalityId))
    .where(where)
    .orderBy(
      desc(freeOnDate),
      ...(distance ? [sql`${distance} asc nulls last`] : []),
      asc(nearness),
      desc(profiles.catalogueScore),
      sql`${profiles.rating} desc nulls last`,
      desc(profiles.reviewsCount),
      asc(profiles.username),
    )
    .limit(p.pageSize)
    .offset(p.offset);
  const [total] = await db.select({ n: count() }).from(profiles).where(where);
  return { rows, totalCount: total?.n ?? 0 };
}

/** False when the pair was invited before. */
export async function insertInvitation(db: Db, requestId: string, executorProfileId: string): Promise<boolean> {
  const rows = await db
    .insert(proposalInvitations)
    .values({ requestId, executorProfileId })
    .onConflictDoNothing()
    .returning({ requestId: proposalInvitations.requestId });
  return rows.length > 0;
}

/** Whether the professional actively offers the service (a top-level category), or one of the given categories. */
export async function offersCategory(db: Db, profileId: string, categoryIds: readonly number[]): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(profileCategories)
    .where(and(eq(profileCategories.profileId, profileId), eq(profileCategories.active, true), inArray(profileCategories.categoryId, [...categoryIds])))
    .limit(1);
  return Boolean(row);
}
