import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { categories, municipalities, profileCategories, profileReviews, profiles, provinces, regions } from '../db/schema';
import { present } from '../lib/present';
import { postLedgerEntry } from '../modules/credit/credit.service';
import { signUpAndLogin } from './graphql-client';

/** A few real-looking places (two kraje, three okresy, four obce) instead of the 6 258 of the CSV. */
export async function seedTestPlaces(db: Db) {
  const [praha, jihomoravsky] = await db
    .insert(provinces)
    .values([
      { code: 19, name: 'Hlavní město Praha', slug: 'hlavni-mesto-praha', sort: 1, country: 'CZ' },
      { code: 116, name: 'Jihomoravský kraj', slug: 'jihomoravsky-kraj', sort: 2, country: 'CZ' },
    ])
    .returning();
  const [prahaOkres, brnoOkres, blanskoOkres] = await db
    .insert(regions)
    .values([
      { code: 3100, name: 'Hlavní město Praha', slug: 'hlavni-mesto-praha', sort: 1, provinceId: present(praha).id },
      { code: 3702, name: 'Brno-město', slug: 'brno-mesto', sort: 2, provinceId: present(jihomoravsky).id },
      { code: 3701, name: 'Blansko', slug: 'blansko', sort: 3, provinceId: present(jihomoravsky).id },
    ])
    .returning();
  const place = (code: number, name: string, slug: string, regionId: number, provinceId: number, postalCodes: string) => ({
    code,
    name,
    slug,
    sort: code,
    country: 'CZ',
    postalCode: present(postalCodes.split(' ')[0]),
    postalCodes,
    regionId,
    provinceId,
  });
  const rows = await db
    .insert(municipalities)
    .values([
      place(554782, 'Praha', 'praha', present(prahaOkres).id, present(praha).id, '10000 11000 12000 13000'),
      place(582786, 'Brno', 'brno', present(brnoOkres).id, present(jihomoravsky).id, '60200 60300 61200'),
      place(581283, 'Blansko', 'blansko', present(blanskoOkres).id, present(jihomoravsky).id, '67801'),
      place(581291, 'Adamov', 'adamov', present(blanskoOkres).id, present(jihomoravsky).id, '67904'),
    ])
    .returning();
  const id = (slug: string) => present(rows.find((r) => r.slug === slug)).id;
  return { praha: id('praha'), brno: id('brno'), blansko: id('blansko'), adamov: id('adamov') };
}

export async function categoryId(db: Db, slug: string): Promise<number> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug));
  return present(row).id;
}

export interface TestExecutorOptions {
  /** Service slugs the professional offers. */
  services: string[];
  isPublic?: boolean;
  /** Credit to top up, in haléř. */
  credit?: number;
  municipalityId?: number | null;
  /** An average rating (one decimal), written as reviews that give it: ratings are always computed from reviews. */
  rating?: number | null;
}

/**
 * Reviews (without a client) whose average is `rating`: one review for a whole number, otherwise
 * ten whole ratings summing to ten times it. The profile's rating and count are set to match.
 */
export async function giveRating(db: Db, profileId: string, rating: number): Promise<void> {
  const tenths = Math.round(rating * 10);
  const ratings = tenths % 10 === 0 ? [tenths / 10] : Array.from({ length: 10 }, (_, i) => Math.floor(tenths / 10) + (i < tenths % 10 ? 1 : 0));
  await db.insert(profileReviews).values(ratings.map((r) => ({ executorProfileId: profileId, clientProfileId: null, rating: r, text: 'Hodnocení z testu.' })));
  await db
    .update(profiles)
    .set({ rating: tenths / 10, reviewsCount: ratings.length })
    .where(eq(profiles.id, profileId));
}

/** A professional signed up through the API, then approved and given services and credit directly. */
export async function createTestExecutor(app: FastifyInstance, db: Db, email: string, name: string, options: TestExecutorOptions) {
  const login = await signUpAndLogin(app, email, 1, name);
  await db
    .update(profiles)
    .set({ isPublic: options.isPublic ?? true, municipalityId: options.municipalityId ?? null })
    .where(eq(profiles.id, login.profileId));
  if (options.rating !== undefined && options.rating !== null) await giveRating(db, login.profileId, options.rating);
  for (const slug of options.services) await db.insert(profileCategories).values({ profileId: login.profileId, categoryId: await categoryId(db, slug) });
  if (options.credit) {
    await postLedgerEntry(db, {
      profileId: login.profileId,
      kind: 'TOP_UP',
      amount: options.credit,
      description: 'Dobití (test)',
      reference: `test-top-up:${email}`,
    });
  }
  return login;
}
