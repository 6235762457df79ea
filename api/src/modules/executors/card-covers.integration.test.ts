import { eq } from 'drizzle-orm';
import { categories, works } from '../../db/schema';
import { signUpAndLogin } from '../../testing/graphql-client';
import { giveCategory } from '../../testing/profile-fixtures';
import { ENGINES, startTestApp, type TestApp } from '../../testing/test-app';
import { firstPhotosOfProfiles } from './executors.repository';

describe.each(ENGINES)("the covers of a page of professionals' cards on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(async () => {
    await t.close();
  });

  it("is each one's first photo of a service offered actively, and none for a professional without one", async () => {
    const db = t.database.db;
    const [withPhotos, withoutWorks, onlyInactive] = await Promise.all(
      ['obalky@example.cz', 'bezprace@example.cz', 'neaktivni@example.cz'].map((email, i) => signUpAndLogin(t.app, email, 1, `Profík ${i}`)),
    );
    const [wedding] = await db.select().from(categories).where(eq(categories.slug, 'svatebni-fotograf'));
    const [portrait] = await db.select().from(categories).where(eq(categories.slug, 'portretni-fotograf'));
    if (!withPhotos || !withoutWorks || !onlyInactive || !wedding || !portrait) throw new Error('fixtures');
    await giveCategory(db, withPhotos.profileId, 'svatebni-fotograf', 0);
    await giveCategory(db, withPhotos.profileId, 'portretni-fotograf', 0, false);
    await giveCategory(db, onlyInactive.profileId, 'portretni-fotograf', 0, false);
    const work = (profileId: string, categoryId: number, title: string, sort: number, image: string | null) => ({
      profileId,
      categoryId,
      type: image ? ('PHOTO' as const) : ('VIDEO' as const),
      title,
      image,
      thumbnail: image,
      videoUrl: image ? null : 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      sort,
    });
    await db
      .insert(works)
      .values([
        work(withPhotos.profileId, portrait.id, 'skrytá služba', 0, 'test/a.jpg'),
        work(withPhotos.profileId, wedding.id, 'video', 1, null),
        work(withPhotos.profileId, wedding.id, 'pozdější', 3, 'test/c.jpg'),
        work(withPhotos.profileId, wedding.id, 'první fotka', 2, 'test/b.jpg'),
        work(onlyInactive.profileId, portrait.id, 'neaktivní', 0, 'test/d.jpg'),
      ]);

    const covers = await firstPhotosOfProfiles(db, [withPhotos.profileId, withoutWorks.profileId, onlyInactive.profileId]);

    expect(covers.map(({ profileId, title }) => ({ profileId, title }))).toEqual([{ profileId: withPhotos.profileId, title: 'první fotka' }]);
  });
});
