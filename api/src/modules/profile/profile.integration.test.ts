import { CONTACT_DATA_ERRORS } from '@zaber/shared/platform/validation/contact-data';
import { INVALID_URL, minLength } from '@zaber/shared/platform/validation/messages';
import { PROFILE_ERRORS } from '@zaber/shared/profiles/schema';
import { pragueToday } from '@zaber/shared/requests/schema';
import { eq } from 'drizzle-orm';
import { profileDates, profiles, requestAlerts, requests } from '../../db/schema';
import { present } from '../../lib/present';
import { type GraphqlResult, graphql, signUpAndLogin } from '../../testing/graphql-client';
import { addTestWorks, usernameOf } from '../../testing/profile-fixtures';
import { categoryId, createTestExecutor, seedTestPlaces } from '../../testing/requests-fixtures';
import { ENGINES, startTestApp, type TestApp } from '../../testing/test-app';
import { prepareRequestAlerts } from '../email-digests/email-digests.service';

const PROFILE_FIELDS = 'title username summary location municipality { id name } phone facebookUrl instagramUrl website worksCount';
const UPDATE = `mutation UpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) { ${PROFILE_FIELDS} } }`;
const CURRENT = `query Current { currentProfile { ${PROFILE_FIELDS} } }`;
const SET_CATEGORIES = `mutation SetCategories($input: SetProfileCategoriesInput!) {
  setProfileCategories(input: $input) { category { slug } summary worksCount active }
}`;
const SET_DATES = `mutation SetDates($input: SetDatesInput!) { setDates(input: $input) { date status category { slug } } }`;
const MY_DATES = `query MyDates($from: String!, $to: String!, $categorySlug: String) { myDates(from: $from, to: $to, categorySlug: $categorySlug) { date status category { slug } } }`;
const PUBLIC_PROFILE = `query Profile($username: String!) {
  publicProfile(username: $username) { categories { category { slug } active worksCount } works { title category { slug } } dates { date status category { slug } } }
}`;
const EXECUTORS = `query Executors($filter: ExecutorFilter) { executors(filter: $filter, pageSize: 48) { items { username } } }`;
const CREATE_REQUEST = `mutation CreateRequest($input: CreateRequestInput!) { createRequest(input: $input) { id } }`;
const FEED = `query Feed { requestFeed(first: 50) { items { id } } }`;
const PROPOSE = `mutation Propose($input: CreateProposalInput!) { createProposal(input: $input) { proposal { id } } }`;
const CANDIDATES = `query Candidates($requestId: ID!) { requestCandidates(requestId: $requestId, pageSize: 48) { items { profile { username } } } }`;

const DAY = 86_400_000;
const inDays = (n: number) => pragueToday(new Date(Date.now() + n * DAY));

type Login = { token: string; profileId: string; userId: string };
type ProfileData = Record<string, unknown> & { username: string; summary: string | null; phone: string | null };

const error = (result: GraphqlResult) => ({
  code: result.errors?.[0]?.extensions?.code,
  message: result.errors?.[0]?.message,
  fieldErrors: result.errors?.[0]?.extensions?.fieldErrors,
});

describe.each(ENGINES)("the professional's profile on %s", (engine) => {
  let t: TestApp;
  let places: Awaited<ReturnType<typeof seedTestPlaces>>;
  let pro: Login;
  let other: Login;
  let client: Login;

  beforeAll(async () => {
    t = await startTestApp(engine);
    places = await seedTestPlaces(t.database.db);
    pro = await signUpAndLogin(t.app, 'petr@example.cz', 1, 'Petr Fotograf');
    other = await signUpAndLogin(t.app, 'olga@example.cz', 1, 'Olga Jiná');
    client = await signUpAndLogin(t.app, 'klara@example.cz', 0, 'Klára Klientová');
  });
  afterAll(async () => {
    await t.close();
  });

  const valid = () => ({
    title: 'Petr Fotograf',
    username: 'petr-fotograf',
    summary: 'Fotím svatby a rodinné oslavy po celé Moravě.',
    municipalityId: String(places.brno),
    phone: '+420 777 123 456',
    facebookUrl: 'https://www.facebook.com/petr.fotograf',
    instagramUrl: '@petr_fotograf',
    website: 'www.petrfotograf.cz',
  });
  const update = (input: Record<string, unknown>, login: Login = pro) =>
    graphql<{ updateProfile: ProfileData }>(t.app, UPDATE, { input }, { token: login.token });
  const current = async (login: Login = pro) =>
    present((await graphql<{ currentProfile: ProfileData }>(t.app, CURRENT, {}, { token: login.token })).data).currentProfile;

  describe('updateProfile', () => {
    it('saves the details whole: the obec gives the location, links are normalised, the search text follows', async () => {
      const result = await update(valid());
      expect(result.errors).toBeUndefined();
      expect(present(result.data).updateProfile).toEqual({
        title: 'Petr Fotograf',
        username: 'petr-fotograf',
        summary: 'Fotím svatby a rodinné oslavy po celé Moravě.',
        location: 'Brno',
        municipality: { id: String(places.brno), name: 'Brno' },
        phone: '+420777123456',
        facebookUrl: 'petr.fotograf',
        instagramUrl: 'petr_fotograf',
        website: 'https://www.petrfotograf.cz',
        worksCount: 0,
      });
      expect(await current()).toEqual(present(result.data).updateProfile);
      const [row] = await t.database.db.select({ searchText: profiles.searchText }).from(profiles).where(eq(profiles.id, pro.profileId));
      expect(present(row).searchText).toContain('fotim svatby');
      expect(present(row).searchText).toContain('brno');
      // Empty optional fields clear them.
      const cleared = await update({ ...valid(), phone: '', facebookUrl: null, website: '  ' });
      expect(present(cleared.data).updateProfile).toMatchObject({ phone: null, facebookUrl: null, website: null });
    });

    it.each<[string, Record<string, unknown>, string, string]>([
      ['a phone without +420', { phone: '777123456' }, 'phone', PROFILE_ERRORS.PHONE],
      ['a Slovak phone', { phone: '+421 777 123 456' }, 'phone', PROFILE_ERRORS.PHONE],
      ['a username with spaces and !', { username: 'petr fotí!' }, 'username', PROFILE_ERRORS.USERNAME],
      ['a two-letter username', { username: 'pf' }, 'username', minLength(3)],
      ['a website that is no link', { website: 'moje stránky' }, 'website', INVALID_URL],
      ['an ftp link', { website: 'ftp://petrfotograf.cz' }, 'website', INVALID_URL],
      ['a phone written with spaces in the summary', { summary: 'Zavolejte mi na 777 123 456, domluvíme se.' }, 'summary', CONTACT_DATA_ERRORS.PHONE],
      ['an e-mail with " zavináč " in the summary', { summary: 'Pište na petr zavináč seznam tečka cz' }, 'summary', CONTACT_DATA_ERRORS.EMAIL],
      ['a bare domain in the summary', { summary: 'Ukázky najdete na petrfotograf.cz' }, 'summary', CONTACT_DATA_ERRORS.LINK],
      ['an unknown obec', { municipalityId: '999999' }, 'municipalityId', PROFILE_ERRORS.UNKNOWN_PLACE],
    ])('refuses %s with its field error and saves nothing', async (_name, change, field, message) => {
      const before = await current();
      const result = await update({ ...valid(), title: 'Jiný Název', ...change });
      expect(error(result)).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { [field]: message } });
      expect(await current()).toEqual(before);
    });

    it('accepts letters with diacritics, digits and . + - _ in a username', async () => {
      const result = await update({ ...valid(), username: 'petr.fotí+video_2-brno' });
      expect(present(result.data).updateProfile.username).toBe('petr.fotí+video_2-brno');
      expect(present((await update(valid())).data).updateProfile.username).toBe('petr-fotograf');
    });

    it("refuses another professional's username (whatever the letter case), also when two save at once", async () => {
      const taken = await update({ ...valid(), title: 'Olga Jiná', username: 'Petr-Fotograf' }, other);
      expect(error(taken)).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { username: PROFILE_ERRORS.USERNAME_TAKEN } });
      expect((await current(other)).username).toBe(await usernameOf(t.database.db, other.profileId));
      // With an unknown obec as well, the form learns both at once.
      expect(error(await update({ ...valid(), username: 'petr-fotograf', municipalityId: '999999' }, other)).fieldErrors).toEqual({
        username: PROFILE_ERRORS.USERNAME_TAKEN,
        municipalityId: PROFILE_ERRORS.UNKNOWN_PLACE,
      });

      const third = await signUpAndLogin(t.app, 'tomas@example.cz', 1, 'Tomáš Třetí');
      const results = await Promise.all([update({ ...valid(), username: 'stejne-jmeno' }, other), update({ ...valid(), username: 'stejne-jmeno' }, third)]);
      expect(results.filter((r) => !r.errors)).toHaveLength(1);
      expect(results.filter((r) => r.errors).map(error)).toEqual([
        expect.objectContaining({ code: 'BAD_USER_INPUT', fieldErrors: { username: PROFILE_ERRORS.USERNAME_TAKEN } }),
      ]);
    });

    it('is for professionals only', async () => {
      expect(error(await update(valid(), client)).code).toBe('FORBIDDEN');
      expect(error(await graphql(t.app, UPDATE, { input: valid() })).code).toBe('FORBIDDEN');
    });
  });

  describe('setProfileCategories', () => {
    const set = (categories: Record<string, unknown>[], login: Login = pro) =>
      graphql<{ setProfileCategories: { category: { slug: string }; summary: string | null; worksCount: number; active: boolean }[] }>(
        t.app,
        SET_CATEGORIES,
        { input: { categories } },
        { token: login.token },
      );

    it('saves the whole list with summaries and active flags', async () => {
      const result = await set([
        { categorySlug: 'svatebni-fotograf', summary: 'Celý svatební den.' },
        { categorySlug: 'produktovy-fotograf', summary: null, active: false },
      ]);
      expect(result.errors).toBeUndefined();
      expect(present(result.data).setProfileCategories).toEqual([
        { category: { slug: 'svatebni-fotograf' }, summary: 'Celý svatební den.', worksCount: 0, active: true },
        { category: { slug: 'produktovy-fotograf' }, summary: null, worksCount: 0, active: false },
      ]);
      // The search text has the active service only.
      const [row] = await t.database.db.select({ searchText: profiles.searchText }).from(profiles).where(eq(profiles.id, pro.profileId));
      expect(present(row).searchText).toContain('svatebni fotografie');
      expect(present(row).searchText).not.toContain('produktova');
    });

    it.each<[string, Record<string, unknown>[], string, string]>([
      ['an unknown slug', [{ categorySlug: 'neexistuje' }], 'categories', PROFILE_ERRORS.UNKNOWN_CATEGORY],
      ['a subcategory', [{ categorySlug: 'obrad' }], 'categories', PROFILE_ERRORS.UNKNOWN_CATEGORY],
      ['a duplicate', [{ categorySlug: 'svatebni-fotograf' }, { categorySlug: 'svatebni-fotograf' }], 'categories', PROFILE_ERRORS.DUPLICATE_CATEGORY],
      ['contact data in a summary', [{ categorySlug: 'svatebni-fotograf', summary: 'Volejte 777 123 456' }], 'categories.0.summary', CONTACT_DATA_ERRORS.PHONE],
    ])('refuses %s and changes nothing', async (_name, categories, field, message) => {
      const before = present(
        (
          await set([
            { categorySlug: 'svatebni-fotograf', summary: 'Celý svatební den.' },
            { categorySlug: 'produktovy-fotograf', active: false },
          ])
        ).data,
      ).setProfileCategories;
      expect(error(await set(categories))).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { [field]: message } });
      expect(
        present((await set(before.map((c) => ({ categorySlug: c.category.slug, summary: c.summary, active: c.active })))).data).setProfileCategories,
      ).toEqual(before);
    });

    it('removes a category without works with its dates, and refuses to remove one with works (make it inactive instead)', async () => {
      await set([{ categorySlug: 'svatebni-fotograf' }, { categorySlug: 'produktovy-fotograf' }, { categorySlug: 'fotograf-akci' }]);
      await addTestWorks(t.database.db, pro.profileId, 'produktovy-fotograf', 3);
      await graphql(t.app, SET_DATES, { input: { categorySlug: 'fotograf-akci', days: [{ date: inDays(3), status: 'FREE' }] } }, { token: pro.token });

      const refused = await set([{ categorySlug: 'svatebni-fotograf' }]);
      expect(error(refused)).toMatchObject({
        code: 'BAD_USER_INPUT',
        fieldErrors: { categories: expect.stringMatching(/„Produktová fotografie“.*3 práce.*neaktivní/) },
      });
      expect(
        present(
          (await graphql<{ myDates: unknown[] }>(t.app, MY_DATES, { from: inDays(0), to: inDays(10), categorySlug: 'fotograf-akci' }, { token: pro.token }))
            .data,
        ).myDates,
      ).toHaveLength(1);

      const kept = await set([{ categorySlug: 'svatebni-fotograf' }, { categorySlug: 'produktovy-fotograf', active: false }]);
      expect(present(kept.data).setProfileCategories.map((c) => [c.category.slug, c.worksCount, c.active])).toEqual([
        ['svatebni-fotograf', 0, true],
        ['produktovy-fotograf', 3, false],
      ]);
      const akce = await categoryId(t.database.db, 'fotograf-akci');
      expect((await t.database.db.select().from(profileDates).where(eq(profileDates.profileId, pro.profileId))).filter((d) => d.categoryId === akce)).toEqual(
        [],
      );
    });
  });

  describe('dates', () => {
    const setDates = (categorySlug: string, days: { date: string; status: string | null }[]) =>
      graphql<{ setDates: { date: string; status: string; category: { slug: string } }[] }>(
        t.app,
        SET_DATES,
        { input: { categorySlug, days } },
        { token: pro.token },
      );
    const myDates = (variables: Record<string, unknown>) =>
      graphql<{ myDates: { date: string; status: string; category: { slug: string } }[] }>(t.app, MY_DATES, variables, { token: pro.token });

    beforeAll(async () => {
      // The product category has works by now: it stays, inactive.
      const result = await graphql(
        t.app,
        SET_CATEGORIES,
        { input: { categories: [{ categorySlug: 'svatebni-fotograf' }, { categorySlug: 'produktovy-fotograf', active: false }] } },
        { token: pro.token },
      );
      expect(result.errors).toBeUndefined();
    });

    it('marks days free or occupied and clears them, answering the days that have a status', async () => {
      const set = await setDates('svatebni-fotograf', [
        { date: inDays(5), status: 'FREE' },
        { date: inDays(0), status: 'OCCUPIED' },
        { date: inDays(6), status: null },
      ]);
      expect(set.errors).toBeUndefined();
      expect(present(set.data).setDates).toEqual([
        { date: inDays(0), status: 'OCCUPIED', category: { slug: 'svatebni-fotograf' } },
        { date: inDays(5), status: 'FREE', category: { slug: 'svatebni-fotograf' } },
      ]);
      const changed = await setDates('svatebni-fotograf', [
        { date: inDays(5), status: 'OCCUPIED' },
        { date: inDays(0), status: null },
      ]);
      expect(present(changed.data).setDates).toEqual([{ date: inDays(5), status: 'OCCUPIED', category: { slug: 'svatebni-fotograf' } }]);
      expect(present((await myDates({ from: inDays(-1), to: inDays(30) })).data).myDates).toEqual([
        { date: inDays(5), status: 'OCCUPIED', category: { slug: 'svatebni-fotograf' } },
      ]);
    });

    it('refuses a day before today (Prague), a category that is not mine, and changes nothing', async () => {
      expect(
        error(
          await setDates('svatebni-fotograf', [
            { date: inDays(8), status: 'FREE' },
            { date: inDays(-1), status: 'FREE' },
          ]),
        ),
      ).toMatchObject({
        code: 'BAD_USER_INPUT',
        fieldErrors: { days: PROFILE_ERRORS.DATE_IN_PAST },
      });
      expect(error(await setDates('portretni-fotograf', [{ date: inDays(8), status: 'FREE' }]))).toMatchObject({
        code: 'BAD_USER_INPUT',
        fieldErrors: { categorySlug: PROFILE_ERRORS.NO_CATEGORY },
      });
      expect(present((await myDates({ from: inDays(7), to: inDays(9) })).data).myDates).toEqual([]);
    });

    it('reads a range of at most 400 days, from ≤ to, of one category when given', async () => {
      await setDates('svatebni-fotograf', [
        { date: inDays(10), status: 'FREE' },
        { date: inDays(20), status: 'FREE' },
      ]);
      expect(present((await myDates({ from: inDays(10), to: inDays(15) })).data).myDates.map((d) => d.date)).toEqual([inDays(10)]);
      expect(present((await myDates({ from: inDays(0), to: inDays(399), categorySlug: 'svatebni-fotograf' })).data).myDates.map((d) => d.date)).toEqual([
        inDays(5),
        inDays(10),
        inDays(20),
      ]);
      expect(present((await myDates({ from: inDays(0), to: inDays(30), categorySlug: 'portretni-fotograf' })).data).myDates).toEqual([]);
      expect(error(await myDates({ from: inDays(0), to: inDays(400) }))).toMatchObject({
        code: 'BAD_USER_INPUT',
        fieldErrors: { to: expect.stringContaining('400') },
      });
      expect(error(await myDates({ from: inDays(5), to: inDays(4) })).code).toBe('BAD_USER_INPUT');
      expect(error(await myDates({ from: 'zítra', to: inDays(4) })).fieldErrors).toEqual({ from: 'Zadejte platné datum.' });
      expect(error(await graphql(t.app, MY_DATES, { from: inDays(0), to: inDays(1) }, { token: client.token })).code).toBe('FORBIDDEN');
    });
  });

  describe('inactive categories are seen only by the owner', () => {
    let pub: Login;
    let username: string;

    beforeAll(async () => {
      pub = await createTestExecutor(t.app, t.database.db, 'vera@example.cz', 'Věra Veřejná', { services: [], credit: 100_000, municipalityId: places.brno });
      username = await usernameOf(t.database.db, pub.profileId);
      await graphql(
        t.app,
        SET_CATEGORIES,
        { input: { categories: [{ categorySlug: 'svatebni-fotograf' }, { categorySlug: 'produktovy-fotograf', active: false }] } },
        { token: pub.token },
      );
      await addTestWorks(t.database.db, pub.profileId, 'svatebni-fotograf', 2);
      await addTestWorks(t.database.db, pub.profileId, 'produktovy-fotograf', 3);
      for (const categorySlug of ['svatebni-fotograf', 'produktovy-fotograf']) {
        await graphql(t.app, SET_DATES, { input: { categorySlug, days: [{ date: inDays(4), status: 'FREE' }] } }, { token: pub.token });
      }
    });

    const newRequest = async (categorySlug: string) => {
      const result = await graphql<{ createRequest: { id: string } }>(
        t.app,
        CREATE_REQUEST,
        { input: { categorySlug, municipalityId: String(places.brno), date: inDays(4), description: 'Hledám fotografa na jedno odpoledne v Brně.' } },
        { token: client.token },
      );
      if (!result.data) throw new Error(JSON.stringify(result.errors));
      return result.data.createRequest.id;
    };

    it('does not list the professional under an inactive service in the catalogue', async () => {
      const list = async (categorySlug: string) =>
        present((await graphql<{ executors: { items: { username: string }[] } }>(t.app, EXECUTORS, { filter: { categorySlug } })).data).executors.items.map(
          (e) => e.username,
        );
      expect(await list('svatebni-fotograf')).toContain(username);
      expect(await list('produktovy-fotograf')).not.toContain(username);
      expect(await list('obrad')).toContain(username);
    });

    it('shows others the active categories, their works and dates; the owner sees everything', async () => {
      type Data = {
        publicProfile: {
          categories: { category: { slug: string }; active: boolean }[];
          works: { category: { slug: string } }[];
          dates: { category: { slug: string } }[];
        };
      };
      const guest = present((await graphql<Data>(t.app, PUBLIC_PROFILE, { username })).data).publicProfile;
      expect(guest.categories.map((c) => [c.category.slug, c.active])).toEqual([['svatebni-fotograf', true]]);
      expect(new Set(guest.works.map((w) => w.category.slug))).toEqual(new Set(['svatebni-fotograf']));
      expect(guest.works).toHaveLength(2);
      expect(guest.dates.map((d) => d.category.slug)).toEqual(['svatebni-fotograf']);
      const owner = present((await graphql<Data>(t.app, PUBLIC_PROFILE, { username }, { token: pub.token })).data).publicProfile;
      expect(owner.categories.map((c) => [c.category.slug, c.active])).toEqual([
        ['svatebni-fotograf', true],
        ['produktovy-fotograf', false],
      ]);
      expect(owner.works).toHaveLength(5);
      expect(owner.dates).toHaveLength(2);
    });

    it('brings no requests of an inactive service: not in the feed, no proposal, no candidate, no alert', async () => {
      const wedding = await newRequest('svatebni-fotograf');
      const product = await newRequest('produktovy-fotograf');
      const feed = present((await graphql<{ requestFeed: { items: { id: string }[] } }>(t.app, FEED, {}, { token: pub.token })).data).requestFeed.items.map(
        (r) => r.id,
      );
      expect(feed).toContain(wedding);
      expect(feed).not.toContain(product);
      const refused = await graphql(t.app, PROPOSE, { input: { requestId: product, price: 500_000, text: 'Dobrý den, nafotím.' } }, { token: pub.token });
      expect(error(refused).code).toBe('FORBIDDEN');
      const candidates = async (requestId: string) =>
        present(
          (await graphql<{ requestCandidates: { items: { profile: { username: string } }[] } }>(t.app, CANDIDATES, { requestId }, { token: client.token }))
            .data,
        ).requestCandidates.items.map((c) => c.profile.username);
      expect(await candidates(wedding)).toContain(username);
      expect(await candidates(product)).not.toContain(username);
      await prepareRequestAlerts(t.app.services);
      const alerted = await t.database.db
        .select({ number: requests.number })
        .from(requestAlerts)
        .innerJoin(requests, eq(requests.id, requestAlerts.requestId))
        .where(eq(requestAlerts.profileId, pub.profileId));
      expect(alerted.map((a) => String(a.number))).toContain(wedding);
      expect(alerted.map((a) => String(a.number))).not.toContain(product);

      // Made active, the service brings its requests.
      await graphql(
        t.app,
        SET_CATEGORIES,
        { input: { categories: [{ categorySlug: 'svatebni-fotograf' }, { categorySlug: 'produktovy-fotograf' }] } },
        { token: pub.token },
      );
      const after = present((await graphql<{ requestFeed: { items: { id: string }[] } }>(t.app, FEED, {}, { token: pub.token })).data).requestFeed.items.map(
        (r) => r.id,
      );
      expect(after).toContain(product);
      expect(
        error(await graphql(t.app, PROPOSE, { input: { requestId: product, price: 500_000, text: 'Dobrý den, nafotím.' } }, { token: pub.token })).code,
      ).toBeUndefined();
    });
  });
});
