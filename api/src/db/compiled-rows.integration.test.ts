import { asc, eq, sql } from 'drizzle-orm';
import { signUpAndLogin } from '../testing/graphql-client';
import { seedTestPlaces } from '../testing/requests-fixtures';
import { ENGINES, startTestApp, type TestApp } from '../testing/test-app';
import { withCompiledRows } from './compiled-rows';
import { municipalities, profiles, regions } from './schema';

describe.each(ENGINES)('rows of prepared statements mapped once per statement on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(async () => {
    await t.close();
  });

  it('are the rows drizzle makes: decoded values, nested objects, a missing left join as null', async () => {
    const db = t.database.db;
    await seedTestPlaces(db);
    const [placed, unplaced] = await Promise.all([
      signUpAndLogin(t.app, 'umisteny@example.cz', 1, 'Umístěný Profík'),
      signUpAndLogin(t.app, 'bezmista@example.cz', 1, 'Profík Bez Místa'),
    ]);
    const [town] = await db.select().from(municipalities).orderBy(asc(municipalities.id)).limit(1);
    if (!placed || !unplaced || !town) throw new Error('fixtures');
    await db.update(profiles).set({ municipalityId: town.id }).where(eq(profiles.id, placed.profileId));
    let unique = 0;
    const statement = () =>
      db
        .select({
          card: { id: profiles.id, title: profiles.title, createdAt: profiles.createdAt },
          place: municipalities,
          region: { name: regions.name },
          shown: sql<number>`length(${profiles.title})`.mapWith(Number),
        })
        .from(profiles)
        .leftJoin(municipalities, eq(municipalities.id, profiles.municipalityId))
        .leftJoin(regions, eq(regions.id, municipalities.regionId))
        .where(sql`${profiles.id} in (${placed.profileId}::uuid, ${unplaced.profileId}::uuid)`)
        .orderBy(asc(profiles.title))
        .prepare(`compiled_rows_${engine}_${unique++}`);

    const drizzles = await statement().execute();
    const compiled = withCompiledRows(statement());
    const ours = await compiled.execute();

    expect((compiled as unknown as { customResultMapper?: unknown }).customResultMapper).toBeInstanceOf(Function);
    expect(ours).toEqual(drizzles);
    const [bezMista, umisteny] = ours;
    expect(bezMista).toMatchObject({ card: { title: 'Profík Bez Místa' }, place: null, region: null, shown: 16 });
    expect(bezMista?.card.createdAt).toBeInstanceOf(Date);
    expect(umisteny).toMatchObject({ card: { title: 'Umístěný Profík' }, place: { id: town.id, name: town.name }, region: { name: expect.any(String) } });
  });
});
