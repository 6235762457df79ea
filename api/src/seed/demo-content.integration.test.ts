import { createHash } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { SERVICE_CATEGORIES } from '@zaber/shared/platform/services';
import { and, asc, count, countDistinct, eq, inArray, isNull, like, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import {
  categories,
  conversations,
  creditLedger,
  messages,
  municipalities,
  notifications,
  packageImages,
  packagePriceOptions,
  packages,
  profileApprovalRequests,
  profileCategories,
  profileReviews,
  profiles,
  proposals,
  requests,
  users,
  works,
} from '../db/schema';
import { present } from '../lib/present';
import { computeUnreadCounters } from '../modules/counters/counters.service';
import { createDiskMediaStorage } from '../modules/media/media-storage';
import { ENGINES, startTestApp, type TestApp } from '../testing/test-app';
import { DEMO_CREDIT, seedDemoAccounts } from './demo';
import { seedDemoEngagements } from './demo-engagements';
import { seed } from './seed';

const media = createDiskMediaStorage(path.join(os.tmpdir(), 'zaber-test-media'));

async function counts(db: Db) {
  const n = async (
    table: typeof profiles | typeof packages | typeof requests | typeof profileReviews | typeof works | typeof users | typeof profileApprovalRequests,
  ) => present((await db.select({ n: count() }).from(table))[0]).n;
  return {
    users: await n(users),
    profiles: await n(profiles),
    packages: await n(packages),
    requests: await n(requests),
    reviews: await n(profileReviews),
    works: await n(works),
    approvalRequests: await n(profileApprovalRequests),
  };
}

/** Usernames + titles of professionals, package titles and request texts, in a stable order. */
async function digest(db: Db): Promise<string> {
  const p = await db
    .select({ u: profiles.username, t: profiles.title, s: profiles.summary, r: profiles.rating })
    .from(profiles)
    .orderBy(asc(profiles.username));
  const k = await db.select({ t: packages.title, f: packages.priceFrom }).from(packages).orderBy(asc(packages.title), asc(packages.priceFrom));
  const r = await db
    .select({ d: requests.description, s: requests.status, b: requests.budgetMin })
    .from(requests)
    .orderBy(asc(requests.description), asc(requests.status));
  return createHash('sha256')
    .update(JSON.stringify([p, k, r]))
    .digest('hex');
}

describe.each(ENGINES)('generated demo content on %s', (engine) => {
  let t: TestApp;
  let coldMs = 0;
  beforeAll(async () => {
    const started = Date.now();
    // From an empty database: this suite is about what the seed inserts.
    t = await startTestApp(engine, { places: true, demo: true, demoContent: true, demoGenerated: true, fresh: true });
    coldMs = Date.now() - started;
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  it('seeds ≥ 60 public professionals across all 14 kraje and every service, each with a portfolio', async () => {
    const db = t.database.db;
    expect(t.app.seedReport.demoGenerated).toMatchObject({ executors: 62, clients: 24, requests: 90, applicants: 3 });
    // Visible in the test log: the cost of a start with this volume (images may be cached by earlier suites).
    console.info(`[${engine}] migrate + seed with places and the generated demo: ${coldMs} ms`, JSON.stringify(t.app.seedReport.demoGenerated));

    const isPublic = and(eq(profiles.isExecutor, true), eq(profiles.isPublic, true));
    const [pros] = await db.select({ n: count() }).from(profiles).where(isPublic);
    expect(present(pros).n).toBeGreaterThanOrEqual(60);
    const [kraje] = await db
      .select({ n: countDistinct(municipalities.provinceId) })
      .from(profiles)
      .innerJoin(municipalities, eq(municipalities.id, profiles.municipalityId))
      .where(isPublic);
    expect(present(kraje).n).toBe(14);
    const covered = await db
      .selectDistinct({ slug: categories.slug })
      .from(profileCategories)
      .innerJoin(profiles, eq(profiles.id, profileCategories.profileId))
      .innerJoin(categories, eq(categories.id, profileCategories.categoryId))
      .where(isPublic);
    expect(covered.map((c) => c.slug).sort()).toEqual(SERVICE_CATEGORIES.map((s) => s.slug).sort());

    // Every generated professional shows ten works with images in each of their services.
    const perCategory = await db
      .select({
        profileId: profileCategories.profileId,
        works: sql<number>`(select count(*)::int from works w where w.profile_id = ${profileCategories.profileId} and w.category_id = ${profileCategories.categoryId} and w.thumbnail is not null)`,
      })
      .from(profileCategories)
      .innerJoin(profiles, eq(profiles.id, profileCategories.profileId))
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(like(users.email, '%@demo.zaber.test'));
    expect(perCategory.length).toBeGreaterThanOrEqual(62);
    expect(perCategory.every((c) => c.works === 10)).toBe(true);
    // Both media: photo and video works.
    const types = await db.selectDistinct({ type: works.type }).from(works);
    expect(types.map((w) => w.type).sort()).toEqual(['PHOTO', 'VIDEO']);
  });

  it('seeds ≥ 40 active packages with price options and galleries, some for the whole country', async () => {
    const db = t.database.db;
    const active = await db
      .select({ id: packages.id, municipalityId: packages.municipalityId, priceFrom: packages.priceFrom })
      .from(packages)
      .where(eq(packages.status, 'ACTIVE'));
    expect(active.length).toBeGreaterThanOrEqual(40);
    expect(active.some((p) => p.municipalityId === null)).toBe(true);
    expect(active.every((p) => p.priceFrom > 0)).toBe(true);
    const ids = active.map((p) => p.id);
    const [withOptions] = await db
      .select({ n: countDistinct(packagePriceOptions.packageId) })
      .from(packagePriceOptions)
      .where(inArray(packagePriceOptions.packageId, ids));
    const [withImages] = await db
      .select({ n: countDistinct(packageImages.packageId) })
      .from(packageImages)
      .where(inArray(packageImages.packageId, ids));
    expect(present(withOptions).n).toBe(active.length);
    expect(present(withImages).n).toBe(active.length);
    const [services] = await db
      .select({ n: countDistinct(packages.categoryId) })
      .from(packages)
      .where(eq(packages.status, 'ACTIVE'));
    expect(present(services).n).toBe(SERVICE_CATEGORIES.length);
  });

  it("gives each hand-written demo package a cover drawn for it, not another work's photo", async () => {
    const db = t.database.db;
    const covers = await db
      .select({ title: packages.title, image: packageImages.image, alt: packageImages.alt })
      .from(packages)
      .innerJoin(packageImages, and(eq(packageImages.packageId, packages.id), eq(packageImages.sort, 0)))
      .where(like(packageImages.image, 'demo/%'));
    const handWritten = covers.filter((c) => !c.image.startsWith('demo/pool/'));
    expect(handWritten.length).toBeGreaterThanOrEqual(10);
    for (const cover of handWritten) {
      expect(cover.image).toMatch(/^demo\/packages\//);
      expect(cover.alt).toBe(`${cover.title} – ukázka 1`);
    }
  });

  it('seeds ≥ 80 requests in several states over every subcategory, from ≥ 20 extra clients', async () => {
    const db = t.database.db;
    const rows = await db.select({ status: requests.status, subcategoryId: requests.subcategoryId, client: requests.clientProfileId }).from(requests);
    expect(rows.length).toBeGreaterThanOrEqual(80);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['ACTIVE', 'CLOSED', 'OUTDATED']));
    expect(new Set(rows.map((r) => r.client)).size).toBeGreaterThanOrEqual(20);
    const subs = await db.select({ id: categories.id }).from(categories).where(sql`${categories.parentId} is not null`);
    const requested = new Set(rows.map((r) => r.subcategoryId));
    expect(subs.every((s) => requested.has(s.id))).toBe(true);
    const [open] = await db
      .select({ n: count() })
      .from(requests)
      .where(and(eq(requests.status, 'ACTIVE'), isNull(requests.date)));
    expect(present(open).n).toBeGreaterThan(0);
  });

  it('keeps every profile rating equal to the average of its reviews (mostly 4–5)', async () => {
    const db = t.database.db;
    const reviews = await db.select({ executor: profileReviews.executorProfileId, rating: profileReviews.rating }).from(profileReviews);
    expect(reviews.length).toBeGreaterThan(100);
    expect(reviews.filter((r) => r.rating >= 4).length / reviews.length).toBeGreaterThan(0.7);
    expect(new Set(reviews.map((r) => r.rating)).size).toBeGreaterThanOrEqual(3);
    const byExecutor = new Map<string, number[]>();
    for (const r of reviews) byExecutor.set(r.executor, [...(byExecutor.get(r.executor) ?? []), r.rating]);
    const executors = await db
      .select({ id: profiles.id, rating: profiles.rating, reviewsCount: profiles.reviewsCount })
      .from(profiles)
      .where(eq(profiles.isExecutor, true));
    for (const e of executors) {
      const ratings = byExecutor.get(e.id) ?? [];
      expect(e.reviewsCount).toBe(ratings.length);
      if (!ratings.length) expect(e.rating).toBeNull();
      else expect(e.rating).toBeCloseTo(Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10, 5);
    }
  });

  it('pays every seeded proposal through the ledger, gives the demo professionals credit and boosts a few requests', async () => {
    const db = t.database.db;
    const all = await db.select().from(proposals);
    const ledger = await db.select().from(creditLedger);
    expect(all.length).toBeGreaterThan(50);
    expect(all.some((p) => p.boosted)).toBe(true);
    const byId = new Map(all.map((p) => [p.id, p]));
    for (const entry of ledger.filter((e) => e.kind.startsWith('PROPOSAL'))) {
      expect(byId.get(present(present(entry.reference).split(':')[1]))?.executorProfileId).toBe(entry.profileId);
    }
    for (const p of all) {
      const charged = ledger.filter((e) => e.reference?.endsWith(`:${p.id}`)).reduce((sum, e) => sum - e.amount, 0);
      expect(p.cost).toBeGreaterThan(0);
      expect(charged).toBe(p.cost);
    }
    // Per profile: the ledger is its top-ups (with their bonus) minus what its proposals cost, never below zero.
    const profileIds = new Set(ledger.map((e) => e.profileId));
    for (const id of profileIds) {
      const sum = ledger.filter((e) => e.profileId === id).reduce((s, e) => s + e.amount, 0);
      const topUps = ledger.filter((e) => e.profileId === id && (e.kind === 'TOP_UP' || e.kind === 'TOP_UP_BONUS')).reduce((s, e) => s + e.amount, 0);
      const spent = all.filter((p) => p.executorProfileId === id).reduce((s, p) => s + p.cost, 0);
      expect(sum).toBe(topUps - spent);
      expect(sum).toBeGreaterThanOrEqual(0);
    }
    for (const email of ['profik@zaber.test', 'kameraman@zaber.test']) {
      expect(ledger.filter((e) => e.reference === `demo-top-up:${email}`)).toEqual([expect.objectContaining({ kind: 'TOP_UP', amount: DEMO_CREDIT })]);
    }
    const [boosted] = await db
      .select({ n: count() })
      .from(requests)
      .where(and(eq(requests.boosted, true), eq(requests.status, 'ACTIVE')));
    expect(present(boosted).n).toBeGreaterThanOrEqual(3);
    // Seeding again posts nothing.
    await seedDemoAccounts(db);
    expect(await db.select({ n: count() }).from(creditLedger)).toEqual([{ n: ledger.length }]);
  });

  it("gives the demo client's requests proposals to decide on, from professionals who offer the service", async () => {
    const db = t.database.db;
    const rows = await db
      .select({ requestId: requests.id, categoryId: requests.categoryId, executorId: proposals.executorProfileId })
      .from(requests)
      .innerJoin(profiles, eq(profiles.id, requests.clientProfileId))
      .innerJoin(users, eq(users.id, profiles.userId))
      .leftJoin(proposals, eq(proposals.requestId, requests.id))
      .where(and(eq(users.email, 'klient@zaber.test'), eq(requests.status, 'ACTIVE')));
    const requestIds = new Set(rows.map((r) => r.requestId));
    expect(requestIds.size).toBeGreaterThanOrEqual(3);
    for (const id of requestIds) expect(rows.filter((r) => r.requestId === id && r.executorId).length).toBeGreaterThanOrEqual(1);
    const offered = await db.select({ profileId: profileCategories.profileId, categoryId: profileCategories.categoryId }).from(profileCategories);
    for (const row of rows.filter((r) => r.executorId)) {
      expect(offered).toContainEqual({ profileId: row.executorId, categoryId: row.categoryId });
    }
  });

  it('tells each client of every seeded proposal as a real one would: a notification, read once the proposal was seen, never mailed', async () => {
    const db = t.database.db;
    const seeded = await db
      .select({ id: proposals.id, clientId: requests.clientProfileId, seenAt: proposals.seenByClientAt })
      .from(proposals)
      .innerJoin(requests, eq(requests.id, proposals.requestId));
    const told = await db.select().from(notifications).where(eq(notifications.type, 'PROPOSAL_RECEIVED'));
    expect(seeded.length).toBeGreaterThan(0);
    expect(told).toHaveLength(seeded.length);
    for (const proposal of seeded) {
      const notice = told.find((n) => n.profileId === proposal.clientId && n.link?.includes('/proposals/') && n.createdAt.getTime() <= Date.now());
      expect(notice).toBeDefined();
    }
    // Unseen proposals are unread news (one the demo conversation opened after seeding stays unread too).
    expect(told.filter((n) => n.readAt === null).length).toBeGreaterThanOrEqual(seeded.filter((p) => p.seenAt === null).length);
    expect(told.filter((n) => n.readAt !== null).length).toBeGreaterThan(0);
    expect(told.every((n) => n.emailedAt !== null)).toBe(true);
    const [client] = await db
      .select({ id: profiles.id })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(eq(users.email, 'klient@zaber.test'));
    expect(told.filter((n) => n.profileId === client?.id && n.readAt === null).length).toBeGreaterThanOrEqual(3);
  });

  it('has the demo client in a conversation with a professional, the last message unread', async () => {
    const db = t.database.db;
    const [klient] = await db
      .select({ id: profiles.id })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(eq(users.email, 'klient@zaber.test'));
    const talks = await db
      .select()
      .from(conversations)
      .where(eq(conversations.clientProfileId, present(klient).id));
    expect(talks).toHaveLength(1);
    const [proposal] = await db
      .select()
      .from(proposals)
      .where(eq(proposals.id, present(present(talks[0]).proposalId)));
    expect(proposal).toMatchObject({ executorProfileId: present(talks[0]).executorProfileId, requestId: present(talks[0]).requestId });
    expect(present(proposal).seenByClientAt).toBeInstanceOf(Date);
    const thread = await db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, present(talks[0]).id));
    expect(thread).toHaveLength(3);
    // Seeding mails nothing.
    expect(thread.every((m) => m.emailedAt !== null)).toBe(true);
    expect((await computeUnreadCounters(db, present(klient).id)).unreadConversations).toBe(1);
  });

  it("has the demo client's package order and targeted request waiting for profik@'s decision, once", async () => {
    const db = t.database.db;
    expect(t.app.seedReport.demoEngagements).toEqual({ orders: 1, privateRequests: 1 });
    const [profik] = await db
      .select({ id: profiles.id })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(eq(users.email, 'profik@zaber.test'));
    expect(await computeUnreadCounters(db, present(profik).id)).toMatchObject({ executorPendingOrders: 1, executorPendingPrivateProjects: 1 });
    // Each badge is also a row of /notifications/, linking to where it is decided.
    const told = await db
      .select({ type: notifications.type, link: notifications.link })
      .from(notifications)
      .where(eq(notifications.profileId, present(profik).id));
    expect(told.filter((n) => n.type === 'ORDER_RECEIVED' || n.type === 'PRIVATE_REQUEST_RECEIVED')).toEqual([
      { type: 'ORDER_RECEIVED', link: expect.stringMatching(/^\/my-offers\/\d+\/objednavky\/$/) },
      { type: 'PRIVATE_REQUEST_RECEIVED', link: '/cilene-poptavky/' },
    ]);
    expect(await seedDemoEngagements(db)).toEqual({ orders: 0, privateRequests: 0 });
  });

  it('keeps the hand-written demo in front: petra-profikova leads the rating order of her service', async () => {
    const db = t.database.db;
    const [petra] = await db.select({ rating: profiles.rating }).from(profiles).where(eq(profiles.username, 'petra-profikova'));
    const [higher] = await db
      .select({ n: count() })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(and(like(users.email, '%@demo.zaber.test'), sql`${profiles.rating} >= ${present(petra).rating}`));
    expect(present(higher).n).toBe(0);
  });

  it('has an approval history: about 40 % of decided requests approved, every public professional approved, applicants waiting', async () => {
    const db = t.database.db;
    const rows = await db
      .select({
        profileId: profileApprovalRequests.profileId,
        status: profileApprovalRequests.status,
        reason: profileApprovalRequests.reason,
        isPublic: profiles.isPublic,
      })
      .from(profileApprovalRequests)
      .innerJoin(profiles, eq(profiles.id, profileApprovalRequests.profileId));
    const rate = ((await t.app.inject({ method: 'GET', url: '/v1/counters' })).json() as { moderationPassRate: number }).moderationPassRate;
    expect(rate).toBeGreaterThanOrEqual(35);
    expect(rate).toBeLessThanOrEqual(45);
    const rejected = rows.filter((r) => r.status === 'REJECTED');
    expect(rejected.length).toBeGreaterThan(50);
    expect(rejected.every((r) => r.reason && r.reason.length >= 10)).toBe(true);
    const publicIds = await db
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(eq(profiles.isExecutor, true), eq(profiles.isPublic, true)));
    for (const { id } of publicIds) expect(rows.filter((r) => r.profileId === id && r.status === 'APPROVED')).toHaveLength(1);
    // Three applicants wait in the moderators' queue: not public, an avatar, one active category with ten works.
    const pending = rows.filter((r) => r.status === 'PENDING');
    expect(pending).toHaveLength(3);
    expect(pending.every((r) => !r.isPublic)).toBe(true);
    for (const { profileId } of pending) {
      const [applicant] = await db.select({ avatar: profiles.avatar }).from(profiles).where(eq(profiles.id, profileId));
      expect(present(applicant).avatar).toEqual(expect.any(String));
      const cats = await db
        .select({
          active: profileCategories.active,
          works: sql<number>`(select count(*)::int from works w where w.profile_id = profile_categories.profile_id and w.category_id = profile_categories.category_id)`,
        })
        .from(profileCategories)
        .where(eq(profileCategories.profileId, profileId));
      expect(cats).toEqual([{ active: true, works: 10 }]);
    }
  });

  it('makes novacek@ a fresh applicant: no avatar, no services, no works, no packages, never asked', async () => {
    const db = t.database.db;
    const [nikola] = await db
      .select({ id: profiles.id, avatar: profiles.avatar, isPublic: profiles.isPublic })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(eq(users.email, 'novacek@zaber.test'));
    expect(nikola).toMatchObject({ avatar: null, isPublic: false });
    for (const table of [profileCategories, works] as const) {
      expect(
        await db
          .select({ n: count() })
          .from(table)
          .where(eq(table.profileId, present(nikola).id)),
      ).toEqual([{ n: 0 }]);
    }
    expect(
      await db
        .select({ n: count() })
        .from(packages)
        .where(eq(packages.executorProfileId, present(nikola).id)),
    ).toEqual([{ n: 0 }]);
    expect(
      await db
        .select({ n: count() })
        .from(profileApprovalRequests)
        .where(eq(profileApprovalRequests.profileId, present(nikola).id)),
    ).toEqual([{ n: 0 }]);
  });

  it("computes the professionals' figures from the seeded activity", async () => {
    const db = t.database.db;
    const [martin] = await db
      .select({ responseTime: profiles.responseTime, activityIndex: profiles.activityIndex })
      .from(profiles)
      .where(eq(profiles.username, 'martin-cerny'));
    // Martin answers in 2 hours (demo data): his seeded proposals go 2 hours after their requests.
    expect(martin).toMatchObject({ responseTime: 2, activityIndex: expect.any(Number) });
    const withTimes = await db
      .select({ n: count() })
      .from(profiles)
      .where(and(eq(profiles.isExecutor, true), eq(profiles.isPublic, true), sql`${profiles.responseTime} is not null`));
    expect(present(withTimes[0]).n).toBeGreaterThan(30);
  });

  it('is idempotent and deterministic', async () => {
    const db = t.database.db;
    const before = await counts(db);
    const first = await digest(db);
    const again = await seed(db, { placesCsv: undefined, demo: true, demoContent: media });
    expect(again.demoAccounts).toBe(0);
    expect(again.demoGenerated).toEqual({ executors: 0, clients: 0, works: 0, packages: 0, requests: 0, reviews: 0, applicants: 0, approvalRequests: 0 });
    expect(await counts(db)).toEqual(before);
    expect(await digest(db)).toBe(first);

    // A second, fresh database generates the same professionals, packages and requests.
    const other = await startTestApp(engine, { places: true, demo: true, demoContent: true, demoGenerated: true, fresh: true });
    try {
      expect(await counts(other.database.db)).toEqual(before);
      expect(await digest(other.database.db)).toBe(first);
    } finally {
      await other.close();
    }
  }, 180_000);
});
