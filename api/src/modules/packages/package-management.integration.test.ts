import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import { UPLOAD_ERRORS } from '@zaber/shared/media/constants';
import { ADDITIONAL_SERVICES_MAX, PACKAGE_ERRORS, PACKAGE_GALLERY_MAX, PACKAGE_GALLERY_MIN, PRICE_OPTIONS_MAX } from '@zaber/shared/packages/schema';
import { CONTACT_DATA_ERRORS } from '@zaber/shared/platform/validation/contact-data';
import { PROFILE_ERRORS } from '@zaber/shared/profiles/schema';
import { and, count, eq, isNull } from 'drizzle-orm';
import { mediaUploads, packageImages, packages } from '../../db/schema';
import type { MediaStorage } from '../../lib/ports';
import { present } from '../../lib/present';
import { type GraphqlResult, graphql, signUpAndLogin } from '../../testing/graphql-client';
import { jpeg, listFiles, tempMediaDir } from '../../testing/media-fixtures';
import { createTestExecutor, seedTestPlaces } from '../../testing/requests-fixtures';
import { ENGINES, startTestApp, type TestApp } from '../../testing/test-app';
import { createDiskMediaStorage } from '../media/media-storage';

type Login = { token: string; profileId: string; userId: string };
type ImageData = { id: string | null; src: string; thumbnail: string; srcSet: string | null; width: number | null; height: number | null; alt: string };
type PackageData = {
  id: string;
  slug: string;
  url: string;
  title: string;
  description: string;
  status: 'ACTIVE' | 'INACTIVE';
  priceFrom: number;
  placeName: string;
  category: { slug: string };
  municipality: { id: string } | null;
  isOwner: boolean;
  activationBlockers: string[];
  gallery: ImageData[];
  priceOptions: { id: string; title: string; price: number; description: string }[];
  additionalServices: { id: string; title: string; price: number; note: string | null }[];
};

const FIELDS = `id slug url title description status priceFrom placeName category { slug } municipality { id } isOwner activationBlockers
  gallery { id src thumbnail srcSet width height alt } priceOptions { id title price description } additionalServices { id title price note }`;
const CREATE = `mutation CreatePackage($input: PackageInput!) { createPackage(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation UpdatePackage($id: ID!, $input: PackageInput!) { updatePackage(id: $id, input: $input) { ${FIELDS} } }`;
const SET_STATUS = `mutation SetPackageStatus($id: ID!, $status: PackageStatus!) { setPackageStatus(id: $id, status: $status) { ${FIELDS} } }`;
const SAVE_OPTION = `mutation SavePriceOption($input: PriceOptionInput!) { savePriceOption(input: $input) { ${FIELDS} } }`;
const DELETE_OPTION = `mutation DeletePriceOption($id: ID!) { deletePriceOption(id: $id) { ${FIELDS} } }`;
const SAVE_SERVICE = `mutation SaveAdditionalService($input: AdditionalServiceInput!) { saveAdditionalService(input: $input) { ${FIELDS} } }`;
const DELETE_SERVICE = `mutation DeleteAdditionalService($id: ID!) { deleteAdditionalService(id: $id) { ${FIELDS} } }`;
const ADD_IMAGES = `mutation AddPackageImages($input: AddPackageImagesInput!) { addPackageImages(input: $input) { ${FIELDS} } }`;
const DELETE_IMAGE = `mutation DeletePackageImage($id: ID!) { deletePackageImage(id: $id) { ${FIELDS} } }`;
const REORDER = `mutation ReorderPackageImages($input: ReorderPackageImagesInput!) { reorderPackageImages(input: $input) { ${FIELDS} } }`;
const PACKAGE = `query Package($id: ID!) { package(id: $id) { ${FIELDS} } }`;
const MY_PACKAGES = `query MyPackages($status: PackageStatus, $page: Int, $pageSize: Int) {
  myPackages(status: $status, page: $page, pageSize: $pageSize) { pageInfo { totalCount } items { id title status } }
}`;
const CATALOGUE = `query Packages($filter: PackageFilter) { packages(filter: $filter, pageSize: 48) { items { id title } } }`;

const DESCRIPTION = 'Celý svatební den od přípravy nevěsty až po první tanec, s úpravou všech fotografií.';

describe.each(ENGINES)('packages managed by their professional on %s', (engine) => {
  let t: TestApp;
  let dir: string;
  let media: MediaStorage;
  let places: Awaited<ReturnType<typeof seedTestPlaces>>;
  let pro: Login;
  let other: Login;
  let applicant: Login;
  let client: Login;
  let seq = 0;

  beforeAll(async () => {
    dir = await tempMediaDir('packages');
    media = createDiskMediaStorage(dir);
    t = await startTestApp(engine, { media });
    places = await seedTestPlaces(t.database.db);
    pro = await createTestExecutor(t.app, t.database.db, 'balicky@example.cz', 'Pavla Balíčková', { services: ['svatebni-fotograf'] });
    other = await createTestExecutor(t.app, t.database.db, 'cizi-balicky@example.cz', 'Otakar Cizí', { services: ['svatebni-fotograf'] });
    applicant = await createTestExecutor(t.app, t.database.db, 'zadatel-balicky@example.cz', 'Adéla Čekatelová', {
      services: ['svatebni-fotograf'],
      isPublic: false,
    });
    client = await signUpAndLogin(t.app, 'klient-balicky@example.cz', 0, 'Karel Klient');
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  const as = (who: Login | null) => (who ? { token: who.token } : {});
  const call = <T>(query: string, variables: Record<string, unknown>, who: Login | null = pro) => graphql<T>(t.app, query, variables, as(who));
  const ok = <T>(result: GraphqlResult<T>): T => {
    if (result.errors) throw new Error(JSON.stringify(result.errors));
    return present(result.data);
  };

  async function create(who: Login = pro, input: Record<string, unknown> = {}): Promise<PackageData> {
    seq += 1;
    const result = await call<{ createPackage: PackageData }>(
      CREATE,
      { input: { title: `Svatební balíček ${seq}`, categorySlug: 'svatebni-fotograf', municipalityId: null, description: DESCRIPTION, ...input } },
      who,
    );
    return ok(result).createPackage;
  }

  const addOption = async (packageId: string, price: number, who: Login = pro) =>
    ok(await call<{ savePriceOption: PackageData }>(SAVE_OPTION, { input: { packageId, title: 'Celý den', price, description: 'Deset hodin focení' } }, who))
      .savePriceOption;

  /** Unattached WORK uploads of a profile, written as the upload route would leave them (objects are not needed to attach). */
  async function pendingUploads(who: Login, n: number): Promise<string[]> {
    const rows = Array.from({ length: n }, () => {
      const id = randomUUID();
      const prefix = `works/${who.profileId}/${id}`;
      return {
        id,
        profileId: who.profileId,
        purpose: 'WORK' as const,
        image: `${prefix}.jpg`,
        thumbnail: `${prefix}-thumb.jpg`,
        srcset: `${prefix}-480.webp 480`,
        width: 800,
        height: 600,
        bytes: 1000,
      };
    });
    await t.database.db.insert(mediaUploads).values(rows);
    return rows.map((r) => r.id);
  }

  /** A real upload through POST /v1/uploads: the pipeline stores the image and its variants. */
  async function realUpload(who: Login = pro): Promise<string> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/uploads?purpose=WORK',
      headers: { authorization: `JWT ${who.token}`, 'content-type': 'image/jpeg' },
      payload: await jpeg(1200, 800),
    });
    if (response.statusCode !== 201) throw new Error(response.body);
    return (response.json() as { id: string }).id;
  }

  const addImages = (packageId: string, uploadIds: string[], who: Login | null = pro) =>
    call<{ addPackageImages: PackageData }>(ADD_IMAGES, { input: { packageId, uploadIds } }, who);

  /** A package ready to be activated: `images` gallery images and `options` price options. */
  async function prepared(who: Login = pro, images = PACKAGE_GALLERY_MIN, options = 1): Promise<PackageData> {
    let pkg = await create(who);
    if (images) pkg = ok(await addImages(pkg.id, await pendingUploads(who, images), who)).addPackageImages;
    for (let i = 0; i < options; i += 1) pkg = await addOption(pkg.id, 500_000 + i * 100_000, who);
    return pkg;
  }

  const setStatus = (id: string, status: 'ACTIVE' | 'INACTIVE', who: Login | null = pro) =>
    call<{ setPackageStatus: PackageData }>(SET_STATUS, { id, status }, who);
  const read = async (id: string, who: Login | null = pro) => present((await call<{ package: PackageData | null }>(PACKAGE, { id }, who)).data).package;
  const catalogueIds = async (title: string) =>
    ok(await call<{ packages: { items: { id: string }[] } }>(CATALOGUE, { filter: { search: title } }, null)).packages.items.map((p) => p.id);

  async function unattached(who: Login): Promise<number> {
    const [row] = await t.database.db
      .select({ n: count() })
      .from(mediaUploads)
      .where(and(eq(mediaUploads.profileId, who.profileId), isNull(mediaUploads.attachedAt)));
    return present(row).n;
  }

  /** A refusal writes nothing: the package reads the same before and after. */
  async function refused<T>(packageId: string, run: () => Promise<GraphqlResult<T>>, owner: Login = pro) {
    const before = await read(packageId, owner);
    const result = await run();
    expect(result.data).toBeNull();
    expect(await read(packageId, owner)).toEqual(before);
    return present(present(result.errors)[0]);
  }

  describe('details', () => {
    it('creates an INACTIVE package with a slug from its title, price-from 0 and the whole country by default', async () => {
      const pkg = await create(pro, { title: 'Svatba v Brně – celý den' });
      expect(pkg).toMatchObject({
        slug: 'svatba-v-brne-cely-den',
        url: `/balicky-sluzeb/${pkg.id}/svatba-v-brne-cely-den/`,
        status: 'INACTIVE',
        priceFrom: 0,
        placeName: 'Celá ČR',
        municipality: null,
        category: { slug: 'svatebni-fotograf' },
        isOwner: true,
        gallery: [],
        priceOptions: [],
      });
      expect(pkg.activationBlockers).toEqual([PACKAGE_ERRORS.gallery(0), PACKAGE_ERRORS.NO_PRICE_OPTION]);
      const [row] = await t.database.db
        .select({ searchText: packages.searchText })
        .from(packages)
        .where(eq(packages.id, Number(pkg.id)));
      expect(present(row).searchText).toContain('svatba v brne');

      const inBrno = await create(pro, { municipalityId: String(places.brno) });
      expect(inBrno).toMatchObject({ placeName: 'Brno', municipality: { id: String(places.brno) } });
    });

    it('refuses a subcategory or an unknown service and an unknown obec, field by field, writing nothing', async () => {
      const [before] = await t.database.db.select({ n: count() }).from(packages);
      for (const [categorySlug, municipalityId, fieldErrors] of [
        ['obrad', null, { categorySlug: PROFILE_ERRORS.UNKNOWN_CATEGORY }],
        ['neexistuje', '999999', { categorySlug: PROFILE_ERRORS.UNKNOWN_CATEGORY, municipalityId: PROFILE_ERRORS.UNKNOWN_PLACE }],
        ['svatebni-fotograf', '999999', { municipalityId: PROFILE_ERRORS.UNKNOWN_PLACE }],
      ] as const) {
        const result = await call(CREATE, { input: { title: 'Balíček s chybou', categorySlug, municipalityId, description: DESCRIPTION } });
        expect(present(present(result.errors)[0]).extensions).toEqual({ code: 'BAD_USER_INPUT', fieldErrors });
      }
      const [after] = await t.database.db.select({ n: count() }).from(packages);
      expect(present(after).n).toBe(present(before).n);
    });

    it('updates the owner’s package whole: slug, place, service and the gallery’s alt texts follow', async () => {
      const pkg = await prepared(pro, 1, 0);
      const result = ok(
        await call<{ updatePackage: PackageData }>(UPDATE, {
          id: pkg.id,
          input: {
            title: 'Portréty v Praze',
            categorySlug: 'portretni-fotograf',
            municipalityId: places.praha,
            description: `${DESCRIPTION} Nově i portréty.`,
          },
        }),
      ).updatePackage;
      expect(result).toMatchObject({
        id: pkg.id,
        slug: 'portrety-v-praze',
        title: 'Portréty v Praze',
        placeName: 'Praha',
        category: { slug: 'portretni-fotograf' },
        description: `${DESCRIPTION} Nově i portréty.`,
      });
      expect(result.gallery.map((i) => i.alt)).toEqual(['Portréty v Praze']);
      // Back to the whole country.
      const whole = ok(await call<{ updatePackage: PackageData }>(UPDATE, { id: pkg.id, input: { ...pick(result), municipalityId: null } })).updatePackage;
      expect(whole.placeName).toBe('Celá ČR');
    });

    it('lists the viewer’s own packages in any state, newest first, of one status when asked', async () => {
      const mine = await create(other);
      const older = await prepared(other);
      ok(await setStatus(older.id, 'ACTIVE', other));
      const all = ok(await call<{ myPackages: { pageInfo: { totalCount: number }; items: PackageData[] } }>(MY_PACKAGES, {}, other)).myPackages;
      expect(all.items.map((p) => p.id).slice(0, 2)).toEqual([older.id, mine.id]);
      expect(all.pageInfo.totalCount).toBe(all.items.length);
      const active = ok(await call<{ myPackages: { items: PackageData[] } }>(MY_PACKAGES, { status: 'ACTIVE' }, other)).myPackages;
      expect(active.items.every((p) => p.status === 'ACTIVE')).toBe(true);
      expect(active.items.map((p) => p.id)).toContain(older.id);
      expect(active.items.map((p) => p.id)).not.toContain(mine.id);
      // Only the viewer's: none of the other professional's.
      const proIds = ok(await call<{ myPackages: { items: PackageData[] } }>(MY_PACKAGES, { pageSize: 48 })).myPackages.items.map((p) => p.id);
      expect(proIds).not.toContain(mine.id);
    });
  });

  describe('status', () => {
    it('refuses activation with the reason of each missing condition and shows the same checklist to the owner', async () => {
      const fiveImages = await prepared(pro, 5, 1);
      expect(await refused(fiveImages.id, () => setStatus(fiveImages.id, 'ACTIVE'))).toMatchObject({
        message: PACKAGE_ERRORS.gallery(5),
        extensions: { code: 'CONFLICT' },
      });
      expect(fiveImages.activationBlockers).toEqual([PACKAGE_ERRORS.gallery(5)]);

      const noOption = await prepared(pro, 6, 0);
      expect((await refused(noOption.id, () => setStatus(noOption.id, 'ACTIVE'))).message).toBe(PACKAGE_ERRORS.NO_PRICE_OPTION);

      const notPublic = await prepared(applicant, 6, 1);
      expect(notPublic.activationBlockers).toEqual([PACKAGE_ERRORS.NOT_PUBLIC]);
      expect(await refused(notPublic.id, () => setStatus(notPublic.id, 'ACTIVE', applicant), applicant)).toMatchObject({
        message: PACKAGE_ERRORS.NOT_PUBLIC,
        extensions: { code: 'CONFLICT' },
      });

      const empty = await create(applicant);
      expect(present(present((await setStatus(empty.id, 'ACTIVE', applicant)).errors)[0]).message).toBe(
        [PACKAGE_ERRORS.gallery(0), PACKAGE_ERRORS.NO_PRICE_OPTION, PACKAGE_ERRORS.NOT_PUBLIC].join(' '),
      );
    });

    it('activates a ready package: the catalogue lists it; deactivated, it disappears', async () => {
      const pkg = await prepared(pro);
      expect(pkg.activationBlockers).toEqual([]);
      expect(await catalogueIds(pkg.title)).not.toContain(pkg.id);
      const active = ok(await setStatus(pkg.id, 'ACTIVE')).setPackageStatus;
      expect(active.status).toBe('ACTIVE');
      expect(await catalogueIds(pkg.title)).toContain(pkg.id);
      // Others see it, but not as theirs and without the owner's checklist.
      expect(await read(pkg.id, other)).toMatchObject({ id: pkg.id, isOwner: false, activationBlockers: [] });
      expect(await read(pkg.id, null)).toMatchObject({ id: pkg.id, isOwner: false });

      expect(ok(await setStatus(pkg.id, 'INACTIVE')).setPackageStatus.status).toBe('INACTIVE');
      expect(await catalogueIds(pkg.title)).not.toContain(pkg.id);
      expect(await read(pkg.id, other)).toBeNull();
      expect(await read(pkg.id, null)).toBeNull();
      expect(present(await read(pkg.id)).status).toBe('INACTIVE');
    });
  });

  describe('ownership', () => {
    it('answers NOT_FOUND to another professional for every change of my package, and changes nothing', async () => {
      const pkg = await prepared(pro, 6, 1);
      const optionId = present(pkg.priceOptions[0]).id;
      const service = present(
        ok(await call<{ saveAdditionalService: PackageData }>(SAVE_SERVICE, { input: { packageId: pkg.id, title: 'Fotokniha', price: 250_000, note: null } }))
          .saveAdditionalService.additionalServices[0],
      );
      const imageId = present(present(pkg.gallery[0]).id);
      const theirUploads = await pendingUploads(other, 1);
      const attempts: [string, Record<string, unknown>, string][] = [
        [UPDATE, { id: pkg.id, input: { ...pick(pkg), title: 'Ukradený balíček' } }, PACKAGE_ERRORS.NOT_FOUND],
        [SET_STATUS, { id: pkg.id, status: 'ACTIVE' }, PACKAGE_ERRORS.NOT_FOUND],
        [SAVE_OPTION, { input: { packageId: pkg.id, title: 'Levně', price: 10_000, description: 'Hodina focení' } }, PACKAGE_ERRORS.NOT_FOUND],
        [SAVE_OPTION, { input: { packageId: pkg.id, id: optionId, title: 'Levně', price: 10_000, description: 'Hodina focení' } }, PACKAGE_ERRORS.NOT_FOUND],
        [DELETE_OPTION, { id: optionId }, 'Cenová varianta nenalezena.'],
        [SAVE_SERVICE, { input: { packageId: pkg.id, title: 'Dron', price: 100_000, note: null } }, PACKAGE_ERRORS.NOT_FOUND],
        [DELETE_SERVICE, { id: service.id }, 'Doplňková služba nenalezena.'],
        [ADD_IMAGES, { input: { packageId: pkg.id, uploadIds: theirUploads } }, PACKAGE_ERRORS.NOT_FOUND],
        [DELETE_IMAGE, { id: imageId }, 'Obrázek nenalezen.'],
        [REORDER, { input: { packageId: pkg.id, imageIds: [...pkg.gallery].reverse().map((i) => i.id) } }, PACKAGE_ERRORS.NOT_FOUND],
      ];
      for (const [query, variables, message] of attempts) {
        const error = await refused(pkg.id, () => call(query, variables, other));
        expect(error).toMatchObject({ message, extensions: { code: 'NOT_FOUND' } });
      }
      expect(await unattached(other)).toBe(1);
      // A missing package is the same answer as someone else's.
      expect(present((await call(SET_STATUS, { id: '999999', status: 'INACTIVE' })).errors)[0]).toMatchObject({
        message: PACKAGE_ERRORS.NOT_FOUND,
        extensions: { code: 'NOT_FOUND' },
      });
      // My own option, but named through another of my packages.
      const second = await create(pro);
      expect(
        present(
          present(
            (await call(SAVE_OPTION, { input: { packageId: second.id, id: optionId, title: 'Jinam', price: 10_000, description: 'Hodina focení' } })).errors,
          )[0],
        ).extensions?.code,
      ).toBe('NOT_FOUND');
    });

    it('answers FORBIDDEN to a client and a guest', async () => {
      const pkg = await prepared(pro, 0, 1);
      const calls: [string, Record<string, unknown>][] = [
        [CREATE, { input: { title: 'Balíček klienta', categorySlug: 'svatebni-fotograf', description: DESCRIPTION } }],
        [MY_PACKAGES, {}],
        [UPDATE, { id: pkg.id, input: { ...pick(pkg), title: 'Cizí úprava' } }],
        [SET_STATUS, { id: pkg.id, status: 'INACTIVE' }],
        [SAVE_OPTION, { input: { packageId: pkg.id, title: 'Levně', price: 10_000, description: 'Hodina focení' } }],
        [DELETE_OPTION, { id: present(pkg.priceOptions[0]).id }],
        [ADD_IMAGES, { input: { packageId: pkg.id, uploadIds: [randomUUID()] } }],
        [REORDER, { input: { packageId: pkg.id, imageIds: ['1'] } }],
      ];
      for (const who of [client, null]) {
        for (const [query, variables] of calls) {
          const result = await call(query, variables, who);
          expect(present(present(result.errors)[0]).extensions?.code).toBe('FORBIDDEN');
        }
      }
      expect(await read(pkg.id)).toMatchObject({ title: pkg.title, priceOptions: pkg.priceOptions });
    });
  });

  describe('price options and additional services', () => {
    it('keeps price-from at the cheapest option through adds, edits and deletes', async () => {
      let pkg = await create();
      pkg = await addOption(pkg.id, 800_000);
      expect(pkg.priceFrom).toBe(800_000);
      pkg = await addOption(pkg.id, 450_000);
      expect(pkg.priceFrom).toBe(450_000);
      expect(pkg.priceOptions.map((o) => o.price)).toEqual([800_000, 450_000]);
      const cheap = present(pkg.priceOptions[1]);
      pkg = ok(
        await call<{ savePriceOption: PackageData }>(SAVE_OPTION, {
          input: { packageId: pkg.id, id: cheap.id, title: 'Půl dne', price: 990_000, description: 'Pět hodin focení' },
        }),
      ).savePriceOption;
      expect(pkg.priceOptions[1]).toEqual({ id: cheap.id, title: 'Půl dne', price: 990_000, description: 'Pět hodin focení' });
      expect(pkg.priceFrom).toBe(800_000);
      pkg = ok(await call<{ deletePriceOption: PackageData }>(DELETE_OPTION, { id: present(pkg.priceOptions[0]).id })).deletePriceOption;
      expect(pkg.priceFrom).toBe(990_000);
      pkg = ok(await call<{ deletePriceOption: PackageData }>(DELETE_OPTION, { id: cheap.id })).deletePriceOption;
      expect(pkg).toMatchObject({ priceFrom: 0, priceOptions: [] });
    });

    it(`holds at most ${PRICE_OPTIONS_MAX} options and ${ADDITIONAL_SERVICES_MAX} services; an ACTIVE package keeps its last option`, async () => {
      let pkg = await prepared(pro, PACKAGE_GALLERY_MIN, PRICE_OPTIONS_MAX);
      expect(
        await refused(pkg.id, () => call(SAVE_OPTION, { input: { packageId: pkg.id, title: 'Navíc', price: 10_000, description: 'Hodina focení' } })),
      ).toMatchObject({
        message: PACKAGE_ERRORS.TOO_MANY_OPTIONS,
        extensions: { code: 'CONFLICT' },
      });
      for (let i = 0; i < ADDITIONAL_SERVICES_MAX; i += 1) {
        pkg = ok(
          await call<{ saveAdditionalService: PackageData }>(SAVE_SERVICE, { input: { packageId: pkg.id, title: `Služba ${i + 1}`, price: 10_000 } }),
        ).saveAdditionalService;
      }
      expect((await refused(pkg.id, () => call(SAVE_SERVICE, { input: { packageId: pkg.id, title: 'Navíc', price: 10_000 } }))).message).toBe(
        PACKAGE_ERRORS.TOO_MANY_SERVICES,
      );
      const service = present(pkg.additionalServices[0]);
      pkg = ok(
        await call<{ saveAdditionalService: PackageData }>(SAVE_SERVICE, {
          input: { packageId: pkg.id, id: service.id, title: 'Fotokniha', price: 350_000, note: 'A4' },
        }),
      ).saveAdditionalService;
      expect(pkg.additionalServices[0]).toEqual({ id: service.id, title: 'Fotokniha', price: 350_000, note: 'A4' });
      pkg = ok(await call<{ deleteAdditionalService: PackageData }>(DELETE_SERVICE, { id: service.id })).deleteAdditionalService;
      expect(pkg.additionalServices.map((s) => s.id)).not.toContain(service.id);

      pkg = ok(await setStatus(pkg.id, 'ACTIVE')).setPackageStatus;
      for (const option of pkg.priceOptions.slice(1))
        pkg = ok(await call<{ deletePriceOption: PackageData }>(DELETE_OPTION, { id: option.id })).deletePriceOption;
      expect(await refused(pkg.id, () => call(DELETE_OPTION, { id: present(pkg.priceOptions[0]).id }))).toMatchObject({
        message: PACKAGE_ERRORS.ACTIVE_KEEPS_OPTION,
        extensions: { code: 'CONFLICT' },
      });
      ok(await setStatus(pkg.id, 'INACTIVE'));
      expect(ok(await call<{ deletePriceOption: PackageData }>(DELETE_OPTION, { id: present(pkg.priceOptions[0]).id })).deletePriceOption.priceOptions).toEqual(
        [],
      );
    });

    it('refuses contact data in the description, an option’s description and a service’s note', async () => {
      const pkg = await prepared(pro, 0, 1);
      const description = await refused(pkg.id, () =>
        call(UPDATE, { id: pkg.id, input: { ...pick(pkg), description: `${DESCRIPTION} Volejte 777 123 456.` } }),
      );
      expect(description.extensions).toEqual({ code: 'BAD_USER_INPUT', fieldErrors: { description: CONTACT_DATA_ERRORS.PHONE } });
      const created = await call(CREATE, {
        input: { title: 'Balíček s kontaktem', categorySlug: 'svatebni-fotograf', description: `${DESCRIPTION} Pište na jana zavináč foto.cz` },
      });
      expect(present(present(created.errors)[0]).extensions?.fieldErrors).toEqual({ description: CONTACT_DATA_ERRORS.EMAIL });
      const option = await refused(pkg.id, () =>
        call(SAVE_OPTION, { input: { packageId: pkg.id, title: 'Celý den', price: 500_000, description: 'Napište na jana@foto.cz' } }),
      );
      expect(option.extensions).toEqual({ code: 'BAD_USER_INPUT', fieldErrors: { description: CONTACT_DATA_ERRORS.EMAIL } });
      const note = await refused(pkg.id, () =>
        call(SAVE_SERVICE, { input: { packageId: pkg.id, title: 'Fotokniha', price: 350_000, note: 'Ukázky na janafoto.cz' } }),
      );
      expect(note.extensions).toEqual({ code: 'BAD_USER_INPUT', fieldErrors: { note: CONTACT_DATA_ERRORS.LINK } });
    });
  });

  describe('gallery', () => {
    it('attaches real uploads with their srcset and size, each image with its own id', async () => {
      const pkg = await create();
      const ids = [await realUpload(), await realUpload()];
      const gallery = ok(await addImages(pkg.id, ids)).addPackageImages.gallery;
      expect(gallery).toHaveLength(2);
      expect(gallery[0]).toEqual({
        id: expect.stringMatching(/^\d+$/),
        src: `/media/works/${pro.profileId}/${ids[0]}.jpg`,
        thumbnail: `/media/works/${pro.profileId}/${ids[0]}-thumb.jpg`,
        srcSet: expect.stringMatching(/-480\.webp 480w, \/media\/works\/.+-960\.webp 960w$/),
        width: 1200,
        height: 800,
        alt: pkg.title,
      });
      expect(present(gallery[1]).src).toBe(`/media/works/${pro.profileId}/${ids[1]}.jpg`);
      // Attached: the expiry job leaves them alone, and they cannot be attached twice.
      expect(present(present((await addImages(pkg.id, [present(ids[0])])).errors)[0]).extensions?.fieldErrors).toEqual({
        uploadIds: UPLOAD_ERRORS.INVALID_FILES,
      });
    });

    it(`holds at most ${PACKAGE_GALLERY_MAX} images: the next one is refused and stays unattached`, async () => {
      const pkg = await create();
      ok(await addImages(pkg.id, await pendingUploads(pro, 24)));
      const full = ok(await addImages(pkg.id, await pendingUploads(pro, 6))).addPackageImages;
      expect(full.gallery).toHaveLength(PACKAGE_GALLERY_MAX);
      const waiting = await unattached(pro);
      const [extra] = await pendingUploads(pro, 1);
      const error = await refused(pkg.id, () => addImages(pkg.id, [present(extra)]));
      expect(error).toMatchObject({
        message: PACKAGE_ERRORS.GALLERY_FULL,
        extensions: { code: 'UPLOAD_LIMIT', fieldErrors: { uploadIds: PACKAGE_ERRORS.GALLERY_FULL } },
      });
      expect(await unattached(pro)).toBe(waiting + 1);
    });

    it('keeps the limit when two calls fill the gallery at once', async () => {
      const pkg = await create();
      ok(await addImages(pkg.id, await pendingUploads(pro, PACKAGE_GALLERY_MAX - 2)));
      const [a, b] = [await pendingUploads(pro, 2), await pendingUploads(pro, 2)];
      const results = await Promise.all([addImages(pkg.id, a), addImages(pkg.id, b)]);
      expect(results.filter((r) => r.data).length).toBe(1);
      expect(present(present(present(results.find((r) => r.errors)).errors)[0]).message).toBe(PACKAGE_ERRORS.GALLERY_FULL);
      expect(present(await read(pkg.id)).gallery).toHaveLength(PACKAGE_GALLERY_MAX);
    });

    it('refuses someone else’s upload, attaching none of the call', async () => {
      const pkg = await create();
      const mine = await pendingUploads(pro, 2);
      const [theirs] = await pendingUploads(other, 1);
      const waiting = await unattached(pro);
      const error = await refused(pkg.id, () => addImages(pkg.id, [...mine, present(theirs)]));
      expect(error.extensions).toEqual({ code: 'BAD_USER_INPUT', fieldErrors: { uploadIds: UPLOAD_ERRORS.INVALID_FILES } });
      expect(await unattached(pro)).toBe(waiting);
      expect(await unattached(other)).toBeGreaterThanOrEqual(1);
    });

    it('reorders exactly the gallery’s images; new ones are appended', async () => {
      let pkg = await prepared(pro, 3, 0);
      const reversed = [...pkg.gallery].reverse().map((i) => present(i.id));
      pkg = ok(await call<{ reorderPackageImages: PackageData }>(REORDER, { input: { packageId: pkg.id, imageIds: reversed } })).reorderPackageImages;
      expect(pkg.gallery.map((i) => i.id)).toEqual(reversed);
      pkg = ok(await addImages(pkg.id, await pendingUploads(pro, 1))).addPackageImages;
      expect(pkg.gallery.slice(0, 3).map((i) => i.id)).toEqual(reversed);
      const ids = pkg.gallery.map((i) => present(i.id));
      for (const wrong of [ids.slice(1), [...ids.slice(1), present(ids[1])], [...ids.slice(1), '999999']]) {
        const error = await refused(pkg.id, () => call(REORDER, { input: { packageId: pkg.id, imageIds: wrong } }));
        expect(error.extensions).toEqual({ code: 'BAD_USER_INPUT', fieldErrors: { imageIds: PACKAGE_ERRORS.IMAGE_ORDER } });
      }
    });

    it('keeps 6 images in an ACTIVE package; a deleted image takes its own objects along, never shared demo ones', async () => {
      let pkg = await prepared(pro, PACKAGE_GALLERY_MIN, 1);
      pkg = ok(await setStatus(pkg.id, 'ACTIVE')).setPackageStatus;
      expect(await refused(pkg.id, () => call(DELETE_IMAGE, { id: present(pkg.gallery[0]).id }))).toMatchObject({
        message: PACKAGE_ERRORS.ACTIVE_KEEPS_IMAGES,
        extensions: { code: 'CONFLICT' },
      });

      // With a seventh (a real upload), one may go: its objects and its upload row go too.
      const uploadId = await realUpload();
      pkg = ok(await addImages(pkg.id, [uploadId])).addPackageImages;
      const own = present(pkg.gallery.at(-1));
      const ownFiles = (await listFiles(dir)).filter((f) => f.includes(uploadId));
      expect(ownFiles.length).toBeGreaterThanOrEqual(3);
      pkg = ok(await call<{ deletePackageImage: PackageData }>(DELETE_IMAGE, { id: own.id })).deletePackageImage;
      expect(pkg.gallery.map((i) => i.id)).not.toContain(own.id);
      expect((await listFiles(dir)).filter((f) => f.includes(uploadId))).toEqual([]);
      expect(await t.database.db.select().from(mediaUploads).where(eq(mediaUploads.id, uploadId))).toEqual([]);

      // A demo image (pooled under demo/) loses its gallery row only.
      ok(await setStatus(pkg.id, 'INACTIVE'));
      await media.put('demo/works/sdilena.jpg', await jpeg(600, 400), 'image/jpeg');
      const [demoRow] = await t.database.db
        .insert(packageImages)
        .values({ packageId: Number(pkg.id), image: 'demo/works/sdilena.jpg', thumbnail: 'demo/works/sdilena.jpg', alt: 'Ukázka', sort: 99 })
        .returning();
      ok(await call(DELETE_IMAGE, { id: String(present(demoRow).id) }));
      expect(await media.exists('demo/works/sdilena.jpg')).toBe(true);
    });
  });
});

/** The PackageInput of a package as read (to save it whole with one field changed). */
function pick(pkg: PackageData) {
  return { title: pkg.title, categorySlug: pkg.category.slug, municipalityId: pkg.municipality?.id ?? null, description: pkg.description };
}
