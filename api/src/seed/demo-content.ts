import { randomUUID } from 'node:crypto';
import { HALERU_PER_KORUNA, PROFILE_TYPE } from '@zaber/shared/platform/business';
import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import {
  categories,
  municipalities,
  packageImages,
  packagePriceOptions,
  packageServices,
  packages,
  profileCategories,
  profileDates,
  profileReviews,
  profiles,
  requests,
  works,
} from '../db/schema';
import type { MediaStorage } from '../lib/ports';
import { present } from '../lib/present';
import { slugify } from '../lib/slug';
import { findUserByEmail } from '../modules/auth/auth.repository';
import { createAccount } from '../modules/auth/auth.service';
import { createBlogPost } from '../modules/blog/blog.service';
import { refreshProfileRating, refreshProfileSearchText } from '../modules/executors/executors.repository';
import { mediaUrl } from '../modules/media/media-storage';
import { refreshPackageDerived } from '../modules/packages/packages.repository';
import { findProfileByUserId } from '../modules/profile/profile.repository';
import { requestUrl } from '../modules/requests/requests.mappers';
import { titleOfRequest } from '../modules/requests/requests.service';
import { DEMO_PASSWORD, seedDemoCredit } from './demo';
import { demoModeratorProfileId, seedApprovedRequest } from './demo-approvals';
import { DEMO_ARTICLES } from './demo-blog-data';
import { DEMO_CLIENTS, DEMO_EXECUTORS, DEMO_REQUESTS, DEMO_VIDEOS, type DemoExecutor, REVIEW_TEXTS, WORK_TITLES } from './demo-content-data';
import { seedDemoConversation } from './demo-conversations';
import { demoAvatar, demoPhoto, type StoredImage } from './demo-images';
import { type SeedProposal, seedPaidProposals } from './demo-proposals';

export interface DemoContentReport {
  executors: number;
  works: number;
  packages: number;
  requests: number;
  reviews: number;
  blogPosts: number;
  conversations: number;
}

const DAY = 86_400_000;
const HOUR = 3_600_000;
const kc = (amount: number | null) => (amount === null ? null : amount * HALERU_PER_KORUNA);
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

async function profileIdFor(db: Db, email: string, name: string, profileType: 0 | 1, isPublic: boolean): Promise<string> {
  const existing = await findUserByEmail(db, email);
  const user = existing ?? (await createAccount(db, { email, name, profileType, isActive: true, password: DEMO_PASSWORD, isPublic }));
  return present(await findProfileByUserId(db, user.id)).id;
}

async function municipalityId(db: Db, name: string | null): Promise<number | null> {
  if (!name) return null;
  // Places are optional (tests skip the CSV); several obce can share a name, the first by sort wins.
  const [row] = await db.select({ id: municipalities.id }).from(municipalities).where(eq(municipalities.name, name)).orderBy(asc(municipalities.sort)).limit(1);
  return row?.id ?? null;
}

async function categoryIds(db: Db): Promise<Map<string, number>> {
  const rows = await db.select({ id: categories.id, slug: categories.slug }).from(categories);
  return new Map(rows.map((r) => [r.slug, r.id]));
}

async function seedExecutor(db: Db, media: MediaStorage, demo: DemoExecutor, index: number, cats: Map<string, number>, report: DemoContentReport) {
  const profileId = await profileIdFor(db, demo.email, demo.name, PROFILE_TYPE.EXECUTOR, demo.isPublic);
  // Profiles keep the avatar's public URL, as uploads will.
  const avatar = mediaUrl(await demoAvatar(media, `demo/avatars/${slugify(demo.name)}`, demo.name, demo.hue));
  await db
    .update(profiles)
    .set({
      avatar,
      summary: demo.summary,
      location: demo.town,
      municipalityId: await municipalityId(db, demo.town),
      isPublic: demo.isPublic,
    })
    .where(eq(profiles.id, profileId));

  const photosByCategory = new Map<string, StoredImage[]>();
  for (const category of demo.categories) {
    const categoryId = present(cats.get(category.slug));
    await db.insert(profileCategories).values({ profileId, categoryId, summary: category.summary }).onConflictDoNothing();
    const titles = WORK_TITLES[category.slug] ?? [];
    const videoOnly = !['svatebni-fotograf', 'portretni-fotograf', 'produktovy-fotograf', 'fotograf-akci', 'realitni-fotograf'].includes(category.slug);
    const photos: StoredImage[] = [];
    for (const [i, title] of titles.slice(0, demo.worksPerCategory ?? 10).entries()) {
      const photo = await demoPhoto(
        media,
        `demo/works/${slugify(demo.name)}-${category.slug}-${i + 1}`,
        title,
        demo.name,
        (demo.hue + i * 14) % 360,
        index * 10 + i,
      );
      photos.push(photo);
      await db.insert(works).values({
        profileId,
        categoryId,
        type: videoOnly ? 'VIDEO' : 'PHOTO',
        title,
        image: photo.image,
        thumbnail: photo.thumbnail,
        srcset: photo.srcset,
        width: photo.width,
        height: photo.height,
        videoUrl: videoOnly ? present(DEMO_VIDEOS[i % DEMO_VIDEOS.length]) : null,
        sort: i,
      });
      report.works += 1;
    }
    photosByCategory.set(category.slug, photos);
    // Dates: the next six weeks, some free, some taken.
    for (let d = 2; d <= 42; d += 3) {
      await db
        .insert(profileDates)
        .values({ profileId, categoryId, date: isoDay(new Date(Date.now() + d * DAY)), status: (d + index) % 4 === 0 ? 'OCCUPIED' : 'FREE' })
        .onConflictDoNothing();
    }
  }

  for (const [k, demoPackage] of demo.packages.entries()) {
    const [row] = await db
      .insert(packages)
      .values({
        executorProfileId: profileId,
        categoryId: present(cats.get(demoPackage.category)),
        municipalityId: await municipalityId(db, demoPackage.town),
        title: demoPackage.title,
        slug: slugify(demoPackage.title),
        description: demoPackage.description,
        status: demoPackage.active === false ? 'INACTIVE' : 'ACTIVE',
        priceFrom: 0,
      })
      .returning({ id: packages.id });
    const packageId = present(row).id;
    await db
      .insert(packagePriceOptions)
      .values(demoPackage.options.map((o, sort) => ({ packageId, title: o.title, price: present(kc(o.priceKc)), description: o.description, sort })));
    if (demoPackage.services.length) {
      await db
        .insert(packageServices)
        .values(demoPackage.services.map((s, sort) => ({ packageId, title: s.title, price: present(kc(s.priceKc)), note: s.note ?? null, sort })));
    }
    // The cover is drawn for the package itself (its own title on it), so a card never shows
    // another work's caption over the package's name; portfolio samples of its service follow.
    const cover = await demoPhoto(
      media,
      `demo/packages/${slugify(demo.name)}-${slugify(demoPackage.title)}`,
      demoPackage.title,
      demo.name,
      (demo.hue + 40 + k * 17) % 360,
      index * 10 + k,
    );
    const gallery = [cover, ...(photosByCategory.get(demoPackage.category) ?? [])].slice(0, 6);
    if (gallery.length) {
      await db.insert(packageImages).values(
        gallery.map((g, sort) => ({
          packageId,
          image: g.image,
          thumbnail: g.thumbnail,
          srcset: g.srcset,
          width: g.width,
          height: g.height,
          alt: `${demoPackage.title} – ukázka ${sort + 1}`,
          sort,
        })),
      );
    }
    await refreshPackageDerived(db, packageId);
    report.packages += 1;
  }
  return profileId;
}

/**
 * Demo content so every public page shows something real: professionals with portfolios,
 * packages, dates and reviews, requests and blog posts. Runs once (skipped when packages exist).
 */
export async function seedDemoContent(db: Db, media: MediaStorage): Promise<DemoContentReport> {
  const report: DemoContentReport = { executors: 0, works: 0, packages: 0, requests: 0, reviews: 0, blogPosts: 0, conversations: 0 };
  const [existing] = await db.select({ n: count() }).from(packages);
  if ((existing?.n ?? 0) > 0) return report;

  const cats = await categoryIds(db);
  const clients = new Map<string, string>();
  clients.set('klient@zaber.test', await profileIdFor(db, 'klient@zaber.test', 'Karel Klient', PROFILE_TYPE.CLIENT, false));
  for (const c of DEMO_CLIENTS) clients.set(c.email, await profileIdFor(db, c.email, c.name, PROFILE_TYPE.CLIENT, false));
  const clientIds = [...clients.values()];

  const moderatorId = await demoModeratorProfileId(db);
  const publicExecutors: { id: string; categories: string[]; responseTime: number }[] = [];
  for (const [index, demo] of DEMO_EXECUTORS.entries()) {
    const profileId = await seedExecutor(db, media, demo, index, cats, report);
    report.executors += 1;
    if (!demo.isPublic) continue;
    publicExecutors.push({ id: profileId, categories: demo.categories.map((c) => c.slug), responseTime: demo.responseTime });
    await seedApprovedRequest(db, profileId, new Date(Date.now() - (60 + index * 20) * DAY), moderatorId);
    // Their proposals below are paid from this credit, as real ones are.
    await seedDemoCredit(db, profileId, demo.email);
    const reviewCount = 2 + (index % 3);
    for (let r = 0; r < reviewCount; r += 1) {
      const review = present(REVIEW_TEXTS[(index + r) % REVIEW_TEXTS.length]);
      await db.insert(profileReviews).values({
        executorProfileId: profileId,
        clientProfileId: present(clientIds[(index + r) % clientIds.length]),
        rating: review.rating,
        text: review.text,
        createdAt: new Date(Date.now() - (r * 17 + index * 5 + 3) * DAY),
      });
      report.reviews += 1;
    }
    await refreshProfileRating(db, profileId);
    await refreshProfileSearchText(db, profileId);
  }

  const paid: SeedProposal[] = [];
  let demoClientRequests = 0;
  /** The demo client's requests: their title facts, for the conversation seeded below. */
  const demoClientFacts = new Map<string, { number: number; categoryId: number; subcategoryId: number | null; municipalityId: number | null }>();
  for (const [i, demo] of DEMO_REQUESTS.entries()) {
    const createdAt = new Date(Date.now() - (i * 9 + 2) * HOUR);
    const [row] = await db
      .insert(requests)
      .values({
        clientProfileId: present(clients.get(demo.client)),
        categoryId: present(cats.get(demo.category)),
        subcategoryId: demo.subcategory ? (cats.get(demo.subcategory) ?? null) : null,
        municipalityId: await municipalityId(db, demo.town),
        locationDetail: demo.locationDetail ?? null,
        description: demo.description,
        options: demo.options ?? [],
        date: demo.inDays === null ? null : isoDay(new Date(Date.now() + demo.inDays * DAY)),
        budgetMin: kc(demo.budgetKc[0]),
        budgetMax: kc(demo.budgetKc[1]),
        status: demo.status ?? 'ACTIVE',
        closeReason: demo.status === 'CLOSED' ? 'NOT_RELEVANT' : null,
        closedAt: demo.status === 'CLOSED' ? new Date() : null,
        boosted: demo.boosted ?? false,
        createdAt,
        // Demo requests do not e-mail the demo professionals.
        alertsPreparedAt: new Date(),
      })
      .returning({
        id: requests.id,
        number: requests.number,
        categoryId: requests.categoryId,
        subcategoryId: requests.subcategoryId,
        municipalityId: requests.municipalityId,
      });
    if (demo.client === 'klient@zaber.test' && (demo.status ?? 'ACTIVE') === 'ACTIVE') demoClientFacts.set(present(row).id, present(row));
    // A few proposals from professionals of the service, so the lists show some interest (the first
    // one topped on every third request); the demo client's requests always have some to decide on.
    const wanted = demo.client === 'klient@zaber.test' ? 1 + (demoClientRequests++ % 3) : i % 3;
    const offering = publicExecutors.filter((e) => e.categories.includes(demo.category));
    for (const [k, { id: executorId, responseTime }] of offering.slice(0, wanted).entries()) {
      paid.push({
        id: randomUUID(),
        requestId: present(row).id,
        requestNumber: present(row).number,
        executorProfileId: executorId,
        price: 500_000,
        text: 'Dobrý den, termín mám volný, ukázky podobných zakázek vám pošlu hned.',
        boosted: k === 0 && i % 3 === 2,
        // Sent as soon as this professional usually answers (never in the future), for the computed response time.
        createdAt: new Date(Math.min(createdAt.getTime() + responseTime * HOUR, Date.now() - 60_000)),
      });
    }
    report.requests += 1;
  }
  await seedPaidProposals(db, paid);
  const talk = paid.find((p) => demoClientFacts.has(p.requestId));
  if (talk) {
    const facts = present(demoClientFacts.get(talk.requestId));
    const subject = await titleOfRequest(db, facts);
    await seedDemoConversation(db, {
      proposal: talk,
      clientProfileId: present(clients.get('klient@zaber.test')),
      subject,
      subjectUrl: requestUrl(facts.number, subject),
    });
    report.conversations += 1;
  }

  for (const article of DEMO_ARTICLES) {
    const cover = await demoPhoto(media, `demo/blog/${slugify(article.title)}`, article.title, 'Blog Záběr', article.hue, article.daysAgo);
    const id = await createBlogPost(db, {
      title: article.title,
      perex: article.perex,
      bodyHtml: article.bodyHtml,
      publishedAt: new Date(Date.now() - article.daysAgo * DAY),
      tags: article.tags,
      cover,
    });
    if (id !== null) report.blogPosts += 1;
  }
  return report;
}
