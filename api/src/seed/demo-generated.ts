import { randomUUID } from 'node:crypto';
import { HALERU_PER_KORUNA, WORKS_MAX_COUNT } from '@zaber/shared/platform/business';
import { SERVICE_CATEGORIES } from '@zaber/shared/platform/services';
import { count, eq, inArray, like } from 'drizzle-orm';
import type { Db } from '../db/database';
import {
  categories,
  municipalities,
  packageImages,
  packagePriceOptions,
  packageServices,
  packages,
  profileApprovalRequests,
  profileCategories,
  profileDates,
  profileReviews,
  profiles,
  regions,
  requests,
  users,
  works,
} from '../db/schema';
import { hashPassword } from '../lib/passwords';
import type { MediaStorage } from '../lib/ports';
import { present } from '../lib/present';
import { slugify } from '../lib/slug';
import { refreshProfileRating, refreshProfileSearchText } from '../modules/executors/executors.repository';
import { mediaUrl } from '../modules/media/media-storage';
import { refreshPackageDerived } from '../modules/packages/packages.repository';
import { proposalCost } from '../modules/requests/proposals.service';
import { DEMO_CREDIT, DEMO_PASSWORD, seedDemoCredit } from './demo';
import { type ApprovalRow, approvalHistory, demoModeratorProfileId } from './demo-approvals';
import { DEMO_VIDEOS, WORK_TITLES } from './demo-content-data';
import {
  DEMO_TOWNS_BY_KRAJ,
  FEMALE_NAMES,
  GENERATED_REVIEWS,
  GENERATED_SERVICES,
  MALE_NAMES,
  PROPOSAL_TEXTS,
  STUDIO_PREFIXES,
  SURNAMES,
} from './demo-generated-data';
import { demoAvatar, demoPhoto, type StoredImage } from './demo-images';
import { type SeedProposal, seedPaidProposals } from './demo-proposals';

/** Generated accounts use this domain, which also marks the volume as seeded. */
export const GENERATED_DOMAIN = 'demo.zaber.test';
export const GENERATED_EXECUTORS = 62;
export const GENERATED_CLIENTS = 24;
export const GENERATED_REQUESTS = 90;
/** Professionals whose first request for approval waits in the moderators' queue. */
export const GENERATED_APPLICANTS = 3;
/** Distinct portfolio images per service, shared by every generated profile and package. */
const POOL_PER_SERVICE = 5;
const SEED = 0x5eed_2026;
/** The approval history and the applicants draw from their own sequence, so the rest of the volume does not depend on them. */
const HISTORY_SEED = 0xa991_2026;
const DAY = 86_400_000;
const BATCH = 400;

export interface GeneratedReport {
  executors: number;
  clients: number;
  works: number;
  packages: number;
  requests: number;
  reviews: number;
  /** Professionals waiting for a moderator (not public). */
  applicants: number;
  /** Rows of the approval history: rejections, approvals and the applicants' pending requests. */
  approvalRequests: number;
}

/** mulberry32: a small, fast PRNG; a fixed seed makes every run generate the same data. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

class Random {
  constructor(private readonly next: () => number) {}
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(items: readonly T[]): T {
    return present(items[Math.floor(this.next() * items.length)]);
  }
  fraction(): number {
    return this.next();
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
}

interface Person {
  name: string;
  title: string;
  email: string;
}

const SERVICES = SERVICE_CATEGORIES.map((s) => s.slug);
const isVideoService = (slug: string) => !present(SERVICE_CATEGORIES.find((s) => s.slug === slug)).allowedWorkTypes.includes('PHOTO');

/** People with Czech names; usernames and e-mails derive from the title (unique within the batch). */
function people(rnd: Random, n: number, studios: boolean, used: Set<string>): Person[] {
  const out: Person[] = [];
  while (out.length < n) {
    const female = rnd.chance(0.5);
    const first = rnd.pick(female ? FEMALE_NAMES : MALE_NAMES);
    const surname = rnd.pick(SURNAMES);
    const name = `${first} ${surname[female ? 1 : 0]}`;
    const title = studios && rnd.chance(0.15) ? `${rnd.pick(STUDIO_PREFIXES)} ${surname[0]}` : name;
    const slug = slugify(title);
    if (used.has(slug)) continue;
    used.add(slug);
    out.push({ name, title, email: `${slug.replace(/-/g, '.')}@${GENERATED_DOMAIN}` });
  }
  return out;
}

async function insertBatches<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/** Town → municipality id; an okres of the town's name wins over namesakes (Písek, Kladno). */
async function townIds(db: Db): Promise<Map<string, number>> {
  const names = DEMO_TOWNS_BY_KRAJ.flat();
  const rows = await db
    .select({ id: municipalities.id, name: municipalities.name, okres: regions.name, sort: municipalities.sort })
    .from(municipalities)
    .innerJoin(regions, eq(regions.id, municipalities.regionId))
    .where(inArray(municipalities.name, names));
  const byName = new Map<string, { id: number; score: number }>();
  for (const r of rows) {
    const score = (r.okres === r.name || r.okres === 'Hlavní město Praha' ? 0 : 1_000_000) + r.sort;
    const best = byName.get(r.name);
    if (!best || score < best.score) byName.set(r.name, { id: r.id, score });
  }
  return new Map([...byName].map(([name, v]) => [name, v.id]));
}

async function imagePool(media: MediaStorage): Promise<Map<string, StoredImage[]>> {
  const pool = new Map<string, StoredImage[]>();
  for (const [s, service] of SERVICE_CATEGORIES.entries()) {
    const images = await Promise.all(
      Array.from({ length: POOL_PER_SERVICE }, (_, i) =>
        demoPhoto(media, `demo/pool/${service.slug}-${i + 1}`, service.name, `Ukázka portfolia ${i + 1}`, (s * 52 + i * 23) % 360, s * 7 + i),
      ),
    );
    pool.set(service.slug, images);
  }
  return pool;
}

const kc = (amount: number) => amount * HALERU_PER_KORUNA;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
/** Rounds to a "nice" price: 1 990, 4 900… */
const nicePrice = (kcAmount: number) => Math.max(490, Math.round(kcAmount / 100) * 100 - 10);

function fill(template: string, rnd: Random): string {
  return template
    .replace('{guests}', String(rnd.int(3, 15) * 10))
    .replace('{hours}', String(rnd.int(2, 4)))
    .replace('{people}', String(rnd.int(3, 8)))
    .replace('{items}', String(rnd.int(2, 8) * 5))
    .replace('{layout}', rnd.pick(['1+kk', '2+kk', '2+1', '3+kk', '3+1', '4+kk']));
}

/**
 * The generated volume of the demo (≈ 60 professionals across all 14 kraje and every service,
 * packages, requests in every state, reviews), deterministic from a fixed seed; dates are relative
 * to the seeding day. Runs once, in one transaction: skipped when any `@demo.zaber.test` account exists.
 */
export async function seedGeneratedDemo(db: Db, media: MediaStorage, now = new Date()): Promise<GeneratedReport> {
  const report: GeneratedReport = { executors: 0, clients: 0, works: 0, packages: 0, requests: 0, reviews: 0, applicants: 0, approvalRequests: 0 };
  const [existing] = await db
    .select({ n: count() })
    .from(users)
    .where(like(users.email, `%@${GENERATED_DOMAIN}`));
  if ((existing?.n ?? 0) > 0) return report;

  const rnd = new Random(mulberry32(SEED));
  const catRows = await db.select({ id: categories.id, slug: categories.slug, parentId: categories.parentId }).from(categories);
  const catId = new Map(catRows.map((c) => [c.slug, c.id]));
  const towns = await townIds(db);
  const pool = await imagePool(media);
  const usedSlugs = new Set((await db.select({ username: profiles.username }).from(profiles)).map((p) => p.username));
  const executorPeople = people(rnd, GENERATED_EXECUTORS, true, usedSlugs);
  const clientPeople = people(rnd, GENERATED_CLIENTS, false, usedSlugs);
  // Every kraj gets professionals (round-robin over the kraje, then a town within).
  const executorTowns = executorPeople.map((_, i) => {
    const kraj = present(DEMO_TOWNS_BY_KRAJ[i % DEMO_TOWNS_BY_KRAJ.length]);
    return present(kraj[Math.floor(i / DEMO_TOWNS_BY_KRAJ.length) % kraj.length]);
  });
  const avatars = await Promise.all(
    executorPeople.map((p, i) => demoAvatar(media, `demo/avatars/${slugify(p.title)}`, p.title, (i * 47) % 360).then(mediaUrl)),
  );
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  // Services: the first by rotation (so all are covered), sometimes a second of the same medium.
  const servicesOf: string[][] = [];
  const summaries: string[] = [];
  for (const [i, town] of executorTowns.entries()) {
    const primary = present(SERVICES[i % SERVICES.length]);
    const mine = [primary];
    if (rnd.chance(0.4)) mine.push(rnd.pick(SERVICES.filter((s) => s !== primary && isVideoService(s) === isVideoService(primary))));
    servicesOf.push(mine);
    summaries.push(`${rnd.pick(present(GENERATED_SERVICES[primary]).summaries)} Základna: ${town} a okolí, za zakázkou ale vyrazím kamkoli po republice.`);
  }

  // Drawn per professional in the order the profiles were always drawn, so the rest of the volume stays the same:
  // how soon each answers (their proposals below go that long after the request) and when each was last seen.
  const habits = executorPeople.map(() => ({ responseTime: rnd.pick([1, 2, 3, 4, 6, 8, 12, 24, 36, 48]), seenDaysAgo: rnd.int(0, 75) }));
  const history = new Random(mulberry32(HISTORY_SEED));
  const applicantPeople = people(history, GENERATED_APPLICANTS, false, usedSlugs);
  const applicantAvatars = await Promise.all(
    applicantPeople.map((p, i) => demoAvatar(media, `demo/avatars/${slugify(p.title)}`, p.title, (i * 83 + 30) % 360).then(mediaUrl)),
  );
  const moderatorId = await demoModeratorProfileId(db);

  await db.transaction(async (tx) => {
    const accounts = [...executorPeople.map((p) => ({ p, executor: true })), ...clientPeople.map((p) => ({ p, executor: false }))];
    const userRows = await tx
      .insert(users)
      .values(accounts.map(({ p }) => ({ email: p.email, name: p.name, isActive: true, termsAgreedAt: now, passwordHash })))
      .returning({ id: users.id, email: users.email });
    const userId = new Map(userRows.map((u) => [u.email, u.id]));
    const profileRows = await tx
      .insert(profiles)
      .values(
        accounts.map(({ p, executor }, i) => ({
          userId: present(userId.get(p.email)),
          username: slugify(p.title),
          title: p.title,
          isClient: !executor,
          isExecutor: executor,
          isPublic: executor,
          reviewsCount: 0,
          worksMaxCount: WORKS_MAX_COUNT,
          ...(executor
            ? {
                avatar: avatars[i],
                summary: summaries[i],
                location: executorTowns[i],
                municipalityId: towns.get(present(executorTowns[i])) ?? null,
                lastSeenAt: new Date(now.getTime() - present(habits[i]).seenDaysAgo * DAY - (i % 24) * 3_600_000),
              }
            : {}),
        })),
      )
      .returning({ id: profiles.id, username: profiles.username });
    const profileId = new Map(profileRows.map((r) => [r.username, r.id]));
    const executorIds = executorPeople.map((p) => present(profileId.get(slugify(p.title))));
    const clientIds = clientPeople.map((p) => present(profileId.get(slugify(p.title))));
    report.executors = executorIds.length;
    report.clients = clientIds.length;

    const categoryRows: (typeof profileCategories.$inferInsert)[] = [];
    const workRows: (typeof works.$inferInsert)[] = [];
    const dateRows: (typeof profileDates.$inferInsert)[] = [];
    for (const [i, id] of executorIds.entries()) {
      for (const slug of present(servicesOf[i])) {
        const categoryId = present(catId.get(slug));
        categoryRows.push({ profileId: id, categoryId, summary: present(GENERATED_SERVICES[slug]).categorySummary });
        const video = isVideoService(slug);
        for (const [k, title] of (WORK_TITLES[slug] ?? []).entries()) {
          const image = present(present(pool.get(slug))[(k + i) % POOL_PER_SERVICE]);
          workRows.push({
            profileId: id,
            categoryId,
            type: video ? 'VIDEO' : 'PHOTO',
            title,
            image: image.image,
            thumbnail: image.thumbnail,
            srcset: image.srcset,
            width: image.width,
            height: image.height,
            videoUrl: video ? present(DEMO_VIDEOS[(k + i) % DEMO_VIDEOS.length]) : null,
            sort: k,
          });
        }
        for (let d = 3 + (i % 4); d <= 42; d += 4) {
          dateRows.push({ profileId: id, categoryId, date: isoDay(new Date(now.getTime() + d * DAY)), status: rnd.chance(0.3) ? 'OCCUPIED' : 'FREE' });
        }
      }
    }
    await insertBatches(categoryRows, (chunk) => tx.insert(profileCategories).values(chunk));
    await insertBatches(workRows, (chunk) => tx.insert(works).values(chunk));
    await insertBatches(dateRows, (chunk) => tx.insert(profileDates).values(chunk).onConflictDoNothing());
    report.works = workRows.length;

    // Packages: one or two per professional (most), older than the hand-written ones so those lead the lists.
    interface PlannedPackage {
      row: typeof packages.$inferInsert;
      options: { title: string; price: number; description: string }[];
      extras: { title: string; priceKc: number; note?: string }[];
      gallery: StoredImage[];
    }
    const planned: PlannedPackage[] = [];
    for (const [i, id] of executorIds.entries()) {
      if (i % 7 === 6) continue;
      const count = rnd.chance(0.3) ? 2 : 1;
      for (let n = 0; n < count; n += 1) {
        const slug = present(present(servicesOf[i])[n % present(servicesOf[i]).length]);
        const service = present(GENERATED_SERVICES[slug]);
        const template = present(service.packages[(i + n) % service.packages.length]);
        const town = rnd.chance(0.2) ? null : present(executorTowns[i]);
        const title = town ? `${template.title} – ${town}` : `${template.title} po celé ČR`;
        const factor = 0.8 + rnd.int(0, 8) / 20;
        planned.push({
          row: {
            executorProfileId: id,
            categoryId: present(catId.get(slug)),
            municipalityId: town ? (towns.get(town) ?? null) : null,
            title,
            slug: slugify(title),
            description: template.description,
            status: rnd.chance(0.08) ? 'INACTIVE' : 'ACTIVE',
            priceFrom: 0,
            createdAt: new Date(now.getTime() - (7 + i * 2 + n) * DAY),
          },
          options: template.options.map((o) => ({ title: o.title, price: kc(nicePrice(o.priceKc * factor)), description: o.description })),
          extras: service.services.filter(() => rnd.chance(0.5)),
          gallery: present(pool.get(slug)),
        });
      }
    }
    const inserted = await tx
      .insert(packages)
      .values(planned.map((p) => p.row))
      .returning({ id: packages.id, executor: packages.executorProfileId, title: packages.title });
    const packageId = new Map(inserted.map((r) => [`${r.executor}|${r.title}`, r.id]));
    const packageIds = planned.map((p) => present(packageId.get(`${p.row.executorProfileId}|${p.row.title}`)));
    await insertBatches(
      planned.flatMap((p, k) => p.options.map((o, sort) => ({ packageId: present(packageIds[k]), ...o, sort }))),
      (chunk) => tx.insert(packagePriceOptions).values(chunk),
    );
    await insertBatches(
      planned.flatMap((p, k) =>
        p.extras.map((e, sort) => ({ packageId: present(packageIds[k]), title: e.title, price: kc(e.priceKc), note: e.note ?? null, sort })),
      ),
      (chunk) => tx.insert(packageServices).values(chunk),
    );
    await insertBatches(
      planned.flatMap((p, k) =>
        p.gallery.map((g, sort) => ({
          packageId: present(packageIds[k]),
          image: g.image,
          thumbnail: g.thumbnail,
          srcset: g.srcset,
          width: g.width,
          height: g.height,
          alt: `${p.row.title} – ukázka ${sort + 1}`,
          sort,
        })),
      ),
      (chunk) => tx.insert(packageImages).values(chunk),
    );
    report.packages = planned.length;

    // Reviews: mostly 4–5; every reviewed profile keeps at least one below 5 (hand-written profiles lead the rating sort).
    const reviewRows: (typeof profileReviews.$inferInsert)[] = [];
    for (const [i, id] of executorIds.entries()) {
      const n = rnd.chance(0.1) ? 0 : rnd.int(1, 9);
      const ratings: number[] = Array.from({ length: n }, () => {
        const x = rnd.int(1, 100);
        return x <= 55 ? 5 : x <= 85 ? 4 : x <= 95 ? 3 : x <= 98 ? 2 : 1;
      });
      if (n > 0 && !ratings.some((r) => r < 5)) ratings[n - 1] = 4;
      for (const [r, rating] of ratings.entries()) {
        reviewRows.push({
          executorProfileId: id,
          clientProfileId: present(clientIds[(i * 3 + r) % clientIds.length]),
          rating,
          text: rnd.pick(present(GENERATED_REVIEWS[rating])),
          createdAt: new Date(now.getTime() - (10 + r * 23 + (i % 11) * 3) * DAY),
        });
      }
    }
    await insertBatches(reviewRows, (chunk) => tx.insert(profileReviews).values(chunk));
    report.reviews = reviewRows.length;

    // Requests: every service and subcategory, many places, open / closed / out of date; older than the hand-written ones.
    const pairs = SERVICE_CATEGORIES.flatMap((s) => s.subcategories.map((sub) => [s.slug, sub.slug] as const));
    const allTowns = DEMO_TOWNS_BY_KRAJ.flat();
    const requestRows: (typeof requests.$inferInsert)[] = [];
    for (let r = 0; r < GENERATED_REQUESTS; r += 1) {
      const [service, sub] = present(pairs[r % pairs.length]);
      const data = present(GENERATED_SERVICES[service]);
      const roll = rnd.int(1, 100);
      const status = roll <= 60 ? 'ACTIVE' : roll <= 80 ? 'CLOSED' : 'OUTDATED';
      const town = rnd.chance(0.15) ? null : present(allTowns[(r * 5) % allTowns.length]);
      const createdDaysAgo = 5 + Math.floor(r / 2);
      const inDays = status === 'OUTDATED' ? -rnd.int(1, 30) : rnd.chance(0.15) ? null : rnd.int(7, 200);
      const [min, max] = data.budget;
      const low = Math.round((min + rnd.fraction() * (max - min) * 0.5) / 500) * 500;
      requestRows.push({
        clientProfileId: present(clientIds[r % clientIds.length]),
        categoryId: present(catId.get(service)),
        subcategoryId: catId.get(sub) ?? null,
        municipalityId: town ? (towns.get(town) ?? null) : null,
        description: fill(rnd.pick(data.requests), rnd),
        date: inDays === null ? null : isoDay(new Date(now.getTime() + inDays * DAY)),
        budgetMin: rnd.chance(0.2) ? null : kc(low),
        budgetMax: rnd.chance(0.1) ? null : kc(low + Math.round(((max - min) * 0.5) / 500) * 500),
        status,
        // A few open ones promoted, so the professionals' feed shows boosted requests first.
        boosted: status === 'ACTIVE' && r % 12 === 0,
        createdAt: new Date(now.getTime() - createdDaysAgo * DAY - r * 3_600_000),
        alertsPreparedAt: now,
      });
    }
    const requestIds: { id: string; number: number; categoryId: number }[] = [];
    for (let i = 0; i < requestRows.length; i += BATCH) {
      requestIds.push(
        ...(await tx
          .insert(requests)
          .values(requestRows.slice(i, i + BATCH))
          .returning({ id: requests.id, number: requests.number, categoryId: requests.categoryId })),
      );
    }
    report.requests = requestIds.length;

    // Proposals from professionals of the request's service, paid from their credit like real ones;
    // the client has opened those on closed, out-of-date or older requests (nothing owed a refund).
    const proposalRows: SeedProposal[] = [];
    const proposed = new Set<string>();
    for (const [r, request] of requestIds.entries()) {
      const slug = present(catRows.find((c) => c.id === request.categoryId)).slug;
      const candidates = executorIds.filter((_, i) => present(servicesOf[i]).includes(slug));
      const n = Math.min(candidates.length, rnd.int(0, 3));
      const planned = present(requestRows[r]);
      for (let k = 0; k < n; k += 1) {
        const executorProfileId = present(candidates[(r + k * 3) % candidates.length]);
        const price = kc(nicePrice(present(GENERATED_SERVICES[slug]).budget[0] * (1 + rnd.int(0, 10) / 10)));
        const text = rnd.pick(PROPOSAL_TEXTS);
        if (proposed.has(`${request.id}|${executorProfileId}`)) continue;
        proposed.add(`${request.id}|${executorProfileId}`);
        const sentAt = new Date(
          present(planned.createdAt).getTime() + present(habits[executorIds.indexOf(executorProfileId)]).responseTime * 3_600_000 + k * 60_000,
        );
        const opened = planned.status !== 'ACTIVE' || now.getTime() - sentAt.getTime() > 6 * DAY;
        proposalRows.push({
          id: randomUUID(),
          requestId: request.id,
          requestNumber: request.number,
          executorProfileId,
          price,
          text,
          boosted: k === 0 && r % 4 === 0,
          highlighted: k === 1 && r % 5 === 0,
          createdAt: sentAt,
          seenByClientAt: opened ? new Date(sentAt.getTime() + DAY) : null,
        });
      }
    }
    const spent = new Map<string, number>();
    for (const p of proposalRows) {
      spent.set(p.executorProfileId, (spent.get(p.executorProfileId) ?? 0) + proposalCost({ boost: p.boosted ?? false, highlight: p.highlighted ?? false }));
    }
    for (const [i, id] of executorIds.entries()) {
      const cost = spent.get(id) ?? 0;
      // At least the demo credit, and always 500 Kč left after paying the seeded proposals.
      await seedDemoCredit(tx, id, present(executorPeople[i]).email, Math.max(DEMO_CREDIT, Math.ceil((cost + kc(500)) / kc(100)) * kc(100)));
    }
    await seedPaidProposals(tx, proposalRows);

    for (const id of executorIds) {
      await refreshProfileRating(tx, id);
      await refreshProfileSearchText(tx, id);
    }
    for (const id of packageIds) await refreshPackageDerived(tx, id);

    // Applicants: an avatar, one active service with its ten works, a request waiting for a moderator.
    const applicantUsers = await tx
      .insert(users)
      .values(applicantPeople.map((p) => ({ email: p.email, name: p.name, isActive: true, termsAgreedAt: now, passwordHash })))
      .returning({ id: users.id, email: users.email });
    const applicantUserId = new Map(applicantUsers.map((u) => [u.email, u.id]));
    const applicantServices = applicantPeople.map(() => history.pick(SERVICES));
    const applicantTowns = applicantPeople.map(() => history.pick(DEMO_TOWNS_BY_KRAJ.flat()));
    const applicantRows = await tx
      .insert(profiles)
      .values(
        applicantPeople.map((p, i) => ({
          userId: present(applicantUserId.get(p.email)),
          username: slugify(p.title),
          title: p.title,
          isClient: false,
          isExecutor: true,
          isPublic: false,
          worksMaxCount: WORKS_MAX_COUNT,
          avatar: applicantAvatars[i],
          summary: `${history.pick(present(GENERATED_SERVICES[present(applicantServices[i])]).summaries)} Začínám na Záběru, ukázky práce najdete v portfoliu.`,
          location: applicantTowns[i],
          municipalityId: towns.get(present(applicantTowns[i])) ?? null,
          lastSeenAt: new Date(now.getTime() - (i + 1) * DAY),
        })),
      )
      .returning({ id: profiles.id });
    const applicantIds = applicantRows.map((r) => r.id);
    for (const [i, id] of applicantIds.entries()) {
      const slug = present(applicantServices[i]);
      const categoryId = present(catId.get(slug));
      await tx.insert(profileCategories).values({ profileId: id, categoryId, summary: present(GENERATED_SERVICES[slug]).categorySummary });
      const video = isVideoService(slug);
      await tx.insert(works).values(
        (WORK_TITLES[slug] ?? []).map((title, k) => {
          const image = present(present(pool.get(slug))[(k + i) % POOL_PER_SERVICE]);
          return {
            profileId: id,
            categoryId,
            type: video ? ('VIDEO' as const) : ('PHOTO' as const),
            title,
            image: image.image,
            thumbnail: image.thumbnail,
            srcset: image.srcset,
            width: image.width,
            height: image.height,
            videoUrl: video ? present(DEMO_VIDEOS[(k + i) % DEMO_VIDEOS.length]) : null,
            sort: k,
          };
        }),
      );
      await refreshProfileSearchText(tx, id);
    }
    report.applicants = applicantIds.length;

    // The approval history behind "40 % of applications pass moderation": most professionals were
    // refused once or more (with a reason) before a moderator approved them; the applicants wait.
    const approvalRows: ApprovalRow[] = [
      ...executorIds.flatMap((profileId) =>
        approvalHistory(() => history.fraction(), {
          profileId,
          rejections: history.pick([0, 1, 1, 2, 2, 2, 3, 3]),
          last: 'APPROVED',
          lastDaysAgo: history.int(14, 400),
          moderatorId,
          now,
        }),
      ),
      ...applicantIds
        .map((profileId, i) => ({ profileId, rejections: i === 0 ? 1 : 0 }))
        .flatMap(({ profileId, rejections }) =>
          approvalHistory(() => history.fraction(), { profileId, rejections, last: 'PENDING', lastDaysAgo: history.int(0, 3), moderatorId, now }),
        ),
    ];
    await insertBatches(approvalRows, (chunk) => tx.insert(profileApprovalRequests).values(chunk));
    report.approvalRequests = approvalRows.length;
  });
  return report;
}
