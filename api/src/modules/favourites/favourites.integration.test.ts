import { PACKAGE_ERRORS } from '@zaber/shared/packages/schema';
import { eq } from 'drizzle-orm';
import { packages, profiles } from '../../db/schema';
import { present } from '../../lib/present';
import { createTestPackage } from '../../testing/engagement-fixtures';
import { type GraphqlResult, graphql, signUpAndLogin } from '../../testing/graphql-client';
import { createTestModerator } from '../../testing/profile-fixtures';
import { createTestExecutor, seedTestPlaces } from '../../testing/requests-fixtures';
import { ENGINES, startTestApp, type TestApp } from '../../testing/test-app';
import { EXECUTOR_NOT_FOUND } from './favourites.service';

const FIELDS = `executors { id username url title priceFrom categories { category { slug } } } packages { id title url priceFrom executor { username } }`;
const MY_FAVOURITES = `query MyFavourites { myFavourites { ${FIELDS} } }`;
const ADD = `mutation AddFavourite($kind: FavouriteKind!, $id: ID!) { addFavourite(kind: $kind, id: $id) { ${FIELDS} } }`;
const REMOVE = `mutation RemoveFavourite($kind: FavouriteKind!, $id: ID!) { removeFavourite(kind: $kind, id: $id) { ${FIELDS} } }`;

type Login = { token: string; profileId: string };
type Favourites = { executors: { id: string; username: string }[]; packages: { id: string; title: string; executor: { username: string } }[] };

const error = (result: GraphqlResult) => ({ code: result.errors?.[0]?.extensions?.code, message: result.errors?.[0]?.message });
const ids = (f: Favourites) => ({ executors: f.executors.map((e) => e.id), packages: f.packages.map((p) => p.id) });

describe.each(ENGINES)('favourites on %s', (engine) => {
  let t: TestApp;
  let client: Login;
  let otherClient: Login;
  let pro: Login;
  let otherPro: Login;
  let packageId: string;
  let otherPackageId: string;

  const mine = async (auth: Login = client) =>
    present((await graphql<{ myFavourites: Favourites }>(t.app, MY_FAVOURITES, {}, { token: auth.token })).data).myFavourites;
  const add = (kind: string, id: string, auth: Login = client) => graphql<{ addFavourite: Favourites }>(t.app, ADD, { kind, id }, { token: auth.token });
  const remove = (kind: string, id: string, auth: Login = client) =>
    graphql<{ removeFavourite: Favourites }>(t.app, REMOVE, { kind, id }, { token: auth.token });

  beforeAll(async () => {
    t = await startTestApp(engine);
    await seedTestPlaces(t.database.db);
    client = await signUpAndLogin(t.app, 'klientka@example.cz', 0, 'Jana Nováková');
    otherClient = await signUpAndLogin(t.app, 'jiny-klient@example.cz', 0, 'Petr Jiný');
    pro = await createTestExecutor(t.app, t.database.db, 'profik@example.cz', 'Tomáš Fotograf', { services: ['svatebni-fotograf'] });
    otherPro = await createTestExecutor(t.app, t.database.db, 'jiny-profik@example.cz', 'Eva Jiná', { services: ['svatebni-fotograf'] });
    packageId = (await createTestPackage(t.database.db, pro.profileId, { categorySlug: 'svatebni-fotograf', title: 'Svatba na celý den' })).id;
    otherPackageId = (await createTestPackage(t.database.db, otherPro.profileId, { categorySlug: 'svatebni-fotograf', title: 'Obřad a portréty' })).id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('saves professionals and packages, newest first, with the card fields; saving again changes nothing', async () => {
    expect(await mine()).toEqual({ executors: [], packages: [] });
    expect(present((await add('EXECUTOR', pro.profileId)).data).addFavourite.executors).toHaveLength(1);
    await add('EXECUTOR', otherPro.profileId);
    await add('PACKAGE', packageId);
    const saved = present((await add('PACKAGE', otherPackageId)).data).addFavourite;
    expect(ids(saved)).toEqual({ executors: [otherPro.profileId, pro.profileId], packages: [otherPackageId, packageId] });
    expect(saved.packages[0]).toMatchObject({ title: 'Obřad a portréty', url: expect.stringContaining(otherPackageId), priceFrom: 800_000 });
    expect(saved.executors[1]).toMatchObject({
      url: expect.stringContaining(present(saved.executors[1]).username),
      categories: [{ category: { slug: 'svatebni-fotograf' } }],
    });

    const again = present((await add('EXECUTOR', pro.profileId)).data).addFavourite;
    expect(ids(again)).toEqual(ids(saved));
    expect(ids(await mine())).toEqual(ids(saved));
  });

  it('only the owner sees them: another client has its own list', async () => {
    expect(await mine(otherClient)).toEqual({ executors: [], packages: [] });
    await add('PACKAGE', packageId, otherClient);
    expect(ids(await mine(otherClient))).toEqual({ executors: [], packages: [packageId] });
    expect(ids(await mine()).packages).toEqual([otherPackageId, packageId]);
  });

  it('removes one; removing one not saved changes nothing', async () => {
    await add('EXECUTOR', pro.profileId, otherClient);
    const removed = present((await remove('EXECUTOR', pro.profileId, otherClient)).data).removeFavourite;
    expect(ids(removed)).toEqual({ executors: [], packages: [packageId] });
    const again = present((await remove('EXECUTOR', pro.profileId, otherClient)).data).removeFavourite;
    expect(ids(again)).toEqual({ executors: [], packages: [packageId] });
    expect(ids(present((await remove('PACKAGE', 'nesmysl', otherClient)).data).removeFavourite)).toEqual({ executors: [], packages: [packageId] });
    // The other client's removal left the first client's favourites alone.
    expect(ids(await mine()).executors).toEqual([otherPro.profileId, pro.profileId]);
  });

  it('refuses unknown ids, a professional not public and an inactive package, in Czech', async () => {
    const unknownProfile = '00000000-0000-4000-8000-000000000000';
    expect(error(await add('EXECUTOR', unknownProfile))).toEqual({ code: 'NOT_FOUND', message: EXECUTOR_NOT_FOUND });
    expect(error(await add('EXECUTOR', 'nesmysl'))).toEqual({ code: 'NOT_FOUND', message: EXECUTOR_NOT_FOUND });
    // A client's profile is no professional.
    expect(error(await add('EXECUTOR', otherClient.profileId))).toEqual({ code: 'NOT_FOUND', message: EXECUTOR_NOT_FOUND });
    expect(error(await add('PACKAGE', '999999'))).toEqual({ code: 'NOT_FOUND', message: PACKAGE_ERRORS.NOT_FOUND });
    expect(error(await add('PACKAGE', 'nesmysl'))).toEqual({ code: 'NOT_FOUND', message: PACKAGE_ERRORS.NOT_FOUND });

    const hidden = await createTestExecutor(t.app, t.database.db, 'skryty@example.cz', 'Skrytý Profík', { services: ['svatebni-fotograf'], isPublic: false });
    expect(error(await add('EXECUTOR', hidden.profileId))).toEqual({ code: 'NOT_FOUND', message: EXECUTOR_NOT_FOUND });
    const inactive = await createTestPackage(t.database.db, pro.profileId, { categorySlug: 'svatebni-fotograf', title: 'Zatím neaktivní', status: 'INACTIVE' });
    expect(error(await add('PACKAGE', inactive.id))).toEqual({ code: 'NOT_FOUND', message: PACKAGE_ERRORS.NOT_FOUND });
    const ofHidden = await createTestPackage(t.database.db, hidden.profileId, { categorySlug: 'svatebni-fotograf', title: 'Skrytého profíka' });
    expect(error(await add('PACKAGE', ofHidden.id))).toEqual({ code: 'NOT_FOUND', message: PACKAGE_ERRORS.NOT_FOUND });
  });

  it('leaves out a professional no longer public and a package no longer active; they come back, deleted ones go', async () => {
    const db = t.database.db;
    await db.update(profiles).set({ isPublic: false }).where(eq(profiles.id, otherPro.profileId));
    // The hidden professional's package goes too (the catalogue's rule).
    expect(ids(await mine())).toEqual({ executors: [pro.profileId], packages: [packageId] });
    await db.update(profiles).set({ isPublic: true }).where(eq(profiles.id, otherPro.profileId));
    expect(ids(await mine())).toEqual({ executors: [otherPro.profileId, pro.profileId], packages: [otherPackageId, packageId] });

    await db
      .update(packages)
      .set({ status: 'INACTIVE' })
      .where(eq(packages.id, Number(packageId)));
    expect(ids(await mine()).packages).toEqual([otherPackageId]);
    expect(ids(await mine(otherClient)).packages).toEqual([]);
    await db
      .update(packages)
      .set({ status: 'ACTIVE' })
      .where(eq(packages.id, Number(packageId)));

    await db.delete(packages).where(eq(packages.id, Number(otherPackageId)));
    expect(ids(await mine()).packages).toEqual([packageId]);
  });

  it('refuses guests and professionals; a moderator has a client account', async () => {
    for (const result of [await graphql(t.app, MY_FAVOURITES), await graphql(t.app, ADD, { kind: 'EXECUTOR', id: pro.profileId })]) {
      expect(result.errors?.[0]?.extensions?.code).toMatch(/^(UNAUTHENTICATED|FORBIDDEN)$/);
      expect(result.data).toBeNull();
    }
    for (const result of [
      await graphql(t.app, MY_FAVOURITES, {}, { token: pro.token }),
      await add('EXECUTOR', otherPro.profileId, pro),
      await remove('PACKAGE', packageId, pro),
    ]) {
      expect(error(result).code).toBe('FORBIDDEN');
      expect(result.data).toBeNull();
    }
    const moderator = await createTestModerator(t.app, t.database.db, 'moderatorka@example.cz');
    expect(ids(present((await add('EXECUTOR', pro.profileId, moderator)).data).addFavourite).executors).toEqual([pro.profileId]);
  });
});
