import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { municipalities, packages, profileCategories, profileDates, profiles, users } from '../db/schema';
import { present } from '../lib/present';
import { refreshProfileSearchText } from '../modules/executors/executors.repository';
import { refreshPackageDerived } from '../modules/packages/packages.repository';
import { categoryId } from './requests-fixtures';

/** A public professional of the catalogue tests, written directly (the seeded places must be there). */
export interface TestPro {
  username: string;
  /** Service slugs. */
  services: string[];
  /** Obec slug; null: no place. */
  place: string | null;
  rating?: number | null;
  reviewsCount?: number;
  responseTime?: number | null;
  activityIndex?: number | null;
  /** Days with a status, in the first service unless told. */
  dates?: { date: string; status?: 'FREE' | 'OCCUPIED'; service?: string }[];
  /** Active packages: price from, in the first service, in the professional's obec unless `wholeCountry`. */
  packages?: { price: number; wholeCountry?: boolean }[];
  isPublic?: boolean;
}

export async function insertTestPros(db: Db, pros: readonly TestPro[]): Promise<Map<string, string>> {
  const slugs = [...new Set(pros.map((p) => p.place).filter((p): p is string => Boolean(p)))];
  const places = slugs.length ? await db.select().from(municipalities).where(inArray(municipalities.slug, slugs)) : [];
  const placeId = (slug: string | null) =>
    slug
      ? present(
          places.find((p) => p.slug === slug),
          `obec ${slug}`,
        ).id
      : null;
  const ids = new Map<string, string>();
  for (const [index, pro] of pros.entries()) {
    const [user] = await db
      .insert(users)
      .values({ email: `${pro.username}@example.cz`, name: pro.username, isActive: true })
      .returning();
    const [profile] = await db
      .insert(profiles)
      .values({
        userId: present(user).id,
        username: pro.username,
        title: `Profík ${pro.username}`,
        isClient: false,
        isExecutor: true,
        isPublic: pro.isPublic ?? true,
        municipalityId: placeId(pro.place),
        worksMaxCount: 300,
        rating: pro.rating ?? null,
        reviewsCount: pro.reviewsCount ?? 0,
        responseTime: pro.responseTime ?? null,
        activityIndex: pro.activityIndex ?? null,
      })
      .returning();
    const profileId = present(profile).id;
    ids.set(pro.username, profileId);
    for (const slug of pro.services) await db.insert(profileCategories).values({ profileId, categoryId: await categoryId(db, slug), summary: null });
    await refreshProfileSearchText(db, profileId);
    for (const d of pro.dates ?? []) {
      await db
        .insert(profileDates)
        .values({ profileId, categoryId: await categoryId(db, d.service ?? present(pro.services[0])), date: d.date, status: d.status ?? 'FREE' });
    }
    for (const [n, pkg] of (pro.packages ?? []).entries()) {
      const [row] = await db
        .insert(packages)
        .values({
          executorProfileId: profileId,
          categoryId: await categoryId(db, present(pro.services[0])),
          municipalityId: pkg.wholeCountry ? null : placeId(pro.place),
          title: `Balíček ${pro.username}${n ? ` ${n + 1}` : ''}`,
          slug: `balicek-${pro.username}-${n + 1}`,
          description: 'Popis',
          status: 'ACTIVE',
          priceFrom: pkg.price,
          createdAt: new Date(Date.UTC(2026, 0, 1 + index)),
        })
        .returning();
      await refreshPackageDerived(db, present(row).id);
      // No price options in these tests: the price from stays as given.
      await db
        .update(packages)
        .set({ priceFrom: pkg.price })
        .where(eq(packages.id, present(row).id));
    }
  }
  return ids;
}
