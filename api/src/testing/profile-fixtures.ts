import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { profileCategories, profiles, users, works } from '../db/schema';
import { present } from '../lib/present';
import { signUpAndLogin } from './graphql-client';
import { categoryId } from './requests-fixtures';

/** A moderator: a client account whose user has the MODERATOR role (set by hand, as in production). */
export async function createTestModerator(app: FastifyInstance, db: Db, email: string) {
  const login = await signUpAndLogin(app, email, 0, 'Marta Moderátorová');
  await db.update(users).set({ role: 'MODERATOR' }).where(eq(users.id, login.userId));
  return login;
}

export async function usernameOf(db: Db, profileId: string): Promise<string> {
  const [row] = await db.select({ username: profiles.username }).from(profiles).where(eq(profiles.id, profileId));
  return present(row).username;
}

/** What the media pipeline would leave behind: an avatar key on the profile. */
export async function giveAvatar(db: Db, profileId: string): Promise<void> {
  await db
    .update(profiles)
    .set({ avatar: `/media/test/avatars/${profileId}.jpg` })
    .where(eq(profiles.id, profileId));
}

/** A category of the profile (active unless told otherwise) with `worksCount` photos, written directly. */
export async function giveCategory(db: Db, profileId: string, slug: string, worksCount: number, active = true): Promise<void> {
  const id = await categoryId(db, slug);
  await db
    .insert(profileCategories)
    .values({ profileId, categoryId: id, active, summary: null })
    .onConflictDoUpdate({ target: [profileCategories.profileId, profileCategories.categoryId], set: { active } });
  await addTestWorks(db, profileId, slug, worksCount);
}

export async function addTestWorks(db: Db, profileId: string, slug: string, count: number): Promise<void> {
  if (count <= 0) return;
  const id = await categoryId(db, slug);
  await db.insert(works).values(
    Array.from({ length: count }, (_, i) => ({
      profileId,
      categoryId: id,
      type: 'PHOTO' as const,
      title: `Ukázka ${i + 1}`,
      image: `test/works/${profileId}-${slug}-${i}.jpg`,
      thumbnail: `test/works/${profileId}-${slug}-${i}-t.jpg`,
      sort: i,
    })),
  );
}
