import { present } from '../../lib/present';
import { graphql } from '../../testing/graphql-client';
import { insertTestPros, type TestPro } from '../../testing/search-fixtures';
import { ENGINES, startTestApp, type TestApp } from '../../testing/test-app';

/*
 * Phrases the way people type them into the catalogue's search box, on professionals in known obce
 * (the real seeded places and coordinates). Ratings are equal, so the distance from the place read
 * from the phrase decides: the nearest first.
 */

const EXECUTORS = `query Executors($filter: ExecutorFilter) {
  executors(filter: $filter, pageSize: 48) {
    pageInfo { totalCount }
    items { username distanceKm }
    reading { category { slug } workType place { kind label slug url } words withoutPlace withoutService }
  }
}`;

const PACKAGES = `query Packages($filter: PackageFilter) {
  packages(filter: $filter, pageSize: 48) {
    pageInfo { totalCount }
    items { title }
    reading { category { slug } workType place { slug } }
  }
}`;

const pro = (username: string, service: string, place: string): TestPro => ({ username, services: [service], place, packages: [{ price: 5000 }] });

const PROS: TestPro[] = [
  pro('praha-svatby', 'svatebni-fotograf', 'praha'),
  pro('brno-svatby', 'svatebni-fotograf', 'brno'),
  pro('ostrava-svatby', 'svatebni-fotograf', 'ostrava'),
  pro('olomouc-svatby', 'svatebni-fotograf', 'olomouc'),
  pro('kladno-video', 'svatebni-kameraman', 'kladno'),
  pro('brno-video', 'svatebni-kameraman', 'brno'),
  pro('ostrava-firmy', 'firemni-video', 'ostrava'),
  pro('praha-produkty', 'produktovy-fotograf', 'praha'),
  pro('plzen-produkty', 'produktovy-fotograf', 'plzen'),
  pro('budejovice-portrety', 'portretni-fotograf', 'ceske-budejovice'),
  pro('liberec-akce', 'fotograf-akci', 'liberec'),
  // Real estate allows a drone video too, yet its photographer is no videographer: "kameraman" leaves them out.
  pro('pardubice-reality', 'realitni-fotograf', 'pardubice'),
];

type Row = [phrase: string, category: string | null, workType: 'PHOTO' | 'VIDEO' | null, place: string | null, top: string[]];

const WEDDING_PHOTO_FROM_BRNO = ['brno-svatby', 'olomouc-svatby', 'ostrava-svatby', 'praha-svatby'];
const VIDEO_FROM_PRAHA = ['kladno-video', 'brno-video', 'ostrava-firmy'];

const PHRASES: Row[] = [
  ['svatební fotograf v Brně', 'svatebni-fotograf', 'PHOTO', 'brno', WEDDING_PHOTO_FROM_BRNO],
  ['svatebni fotograf brno', 'svatebni-fotograf', 'PHOTO', 'brno', WEDDING_PHOTO_FROM_BRNO],
  ['Svatební Fotograf Brno', 'svatebni-fotograf', 'PHOTO', 'brno', WEDDING_PHOTO_FROM_BRNO],
  ['svatebni fotgraf brne', 'svatebni-fotograf', 'PHOTO', 'brno', WEDDING_PHOTO_FROM_BRNO],
  ['SVATEBNÍ FOTOGRAF PRAHA', 'svatebni-fotograf', 'PHOTO', 'praha', ['praha-svatby', 'brno-svatby', 'olomouc-svatby', 'ostrava-svatby']],
  ['svatebni fotograf olomuc', 'svatebni-fotograf', 'PHOTO', 'olomouc', ['olomouc-svatby', 'brno-svatby', 'ostrava-svatby', 'praha-svatby']],
  ['fotograf u Olomouce', null, 'PHOTO', 'olomouc', ['olomouc-svatby', 'brno-svatby']],
  ['fotograf olomouc', null, 'PHOTO', 'olomouc', ['olomouc-svatby', 'brno-svatby']],
  ['fotograf ostrava', null, 'PHOTO', 'ostrava', ['ostrava-svatby', 'olomouc-svatby', 'brno-svatby']],
  ['fotograf praha 5', null, 'PHOTO', 'praha', ['praha-produkty', 'praha-svatby']],
  ['svatba olomouc', null, null, 'olomouc', ['olomouc-svatby', 'brno-svatby', 'brno-video']],
  ['svatba v Brně', null, null, 'brno', ['brno-svatby', 'brno-video', 'olomouc-svatby']],
  ['svatební Ostrava', null, null, 'ostrava', ['ostrava-svatby', 'olomouc-svatby']],
  ['kameraman praha', null, 'VIDEO', 'praha', VIDEO_FROM_PRAHA],
  ['kameraman v Praze', null, 'VIDEO', 'praha', VIDEO_FROM_PRAHA],
  ['Kameraman Praha 5', null, 'VIDEO', 'praha', VIDEO_FROM_PRAHA],
  ['kamerman praha', null, 'VIDEO', 'praha', VIDEO_FROM_PRAHA],
  ['kameraman Kladno', null, 'VIDEO', 'kladno', ['kladno-video', 'brno-video', 'ostrava-firmy']],
  ['video ostrava', null, 'VIDEO', 'ostrava', ['ostrava-firmy', 'brno-video', 'kladno-video']],
  ['video Brno', null, 'VIDEO', 'brno', ['brno-video', 'ostrava-firmy', 'kladno-video']],
  ['svatební kameraman Brno', 'svatebni-kameraman', 'VIDEO', 'brno', ['brno-video', 'kladno-video']],
  ['svatebni video v brne', 'svatebni-kameraman', 'VIDEO', 'brno', ['brno-video', 'kladno-video']],
  ['produktovka praha', 'produktovy-fotograf', null, 'praha', ['praha-produkty', 'plzen-produkty']],
  ['produktové focení Plzeň', 'produktovy-fotograf', 'PHOTO', 'plzen', ['plzen-produkty', 'praha-produkty']],
  ['produktove foceni v plzni', 'produktovy-fotograf', 'PHOTO', 'plzen', ['plzen-produkty', 'praha-produkty']],
  ['portrétní fotograf České Budějovice', 'portretni-fotograf', 'PHOTO', 'ceske-budejovice', ['budejovice-portrety']],
  ['portretni fotograf ceske budejovice', 'portretni-fotograf', 'PHOTO', 'ceske-budejovice', ['budejovice-portrety']],
  ['fotograf na akci v Liberci', 'fotograf-akci', 'PHOTO', 'liberec', ['liberec-akce']],
  ['fotograf akci liberec', 'fotograf-akci', 'PHOTO', 'liberec', ['liberec-akce']],
  ['ostrava', null, null, 'ostrava', ['ostrava-firmy', 'ostrava-svatby', 'olomouc-svatby']],
  ['brne', null, null, 'brno', ['brno-svatby', 'brno-video']],
  ['fotograf Jihomoravský kraj', null, 'PHOTO', 'jihomoravsky-kraj', ['brno-svatby']],
  ['video okres Kladno', null, 'VIDEO', 'kladno', ['kladno-video']],
  ['svatba', null, null, null, ['brno-svatby', 'brno-video', 'kladno-video', 'olomouc-svatby', 'ostrava-svatby', 'praha-svatby']],
  ['kameraman', null, 'VIDEO', null, ['brno-video', 'kladno-video', 'ostrava-firmy']],
];

describe.each(ENGINES)('search phrases on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { places: true });
    await insertTestPros(t.database.db, PROS);
  });
  afterAll(async () => {
    await t.close();
  });

  type Reading = {
    category: { slug: string } | null;
    workType: string | null;
    place: { kind: string; label: string; slug: string; url: string } | null;
    words: string[];
    withoutPlace: string | null;
    withoutService: string | null;
  };
  type Page = { pageInfo: { totalCount: number }; items: { username: string; distanceKm: number | null }[]; reading: Reading | null };
  const search = async (text: string) => {
    const result = await graphql<{ executors: Page }>(t.app, EXECUTORS, { filter: { search: text } });
    expect(result.errors).toBeUndefined();
    return present(result.data).executors;
  };

  it('has at least 30 phrases', () => {
    expect(PHRASES.length).toBeGreaterThanOrEqual(30);
  });

  it.each(PHRASES)('%s → %s, %s, %s, nearest first', async (phrase, category, workType, place, top) => {
    const page = await search(phrase);
    expect({ category: page.reading?.category?.slug ?? null, workType: page.reading?.workType ?? null, place: page.reading?.place?.slug ?? null }).toEqual({
      category,
      workType,
      place,
    });
    expect(page.items.slice(0, top.length).map((e) => e.username)).toEqual(top);
    expect(page.pageInfo.totalCount).toBe(page.items.length);
    // The distances grow down the list when a place was read.
    const distances = page.items.map((e) => e.distanceKm);
    if (place) expect(distances.slice(0, top.length)).toEqual([...distances.slice(0, top.length)].sort((a, b) => (a ?? 0) - (b ?? 0)));
    else expect(distances.every((d) => d === null)).toBe(true);
  });

  it('says what the phrase was read as, with each part to undo', async () => {
    const page = await search('svatební fotograf v Brně levně');
    expect(page.reading).toEqual({
      category: { slug: 'svatebni-fotograf' },
      workType: 'PHOTO',
      place: { kind: 'MUNICIPALITY', label: 'Brno (Jihomoravský kraj)', slug: 'brno', url: '/profici/?q=Brno' },
      words: ['levne'],
      withoutPlace: 'svatební fotograf levně',
      withoutService: 'v Brně levně',
    });
    expect((await search('kameraman')).reading).toMatchObject({ category: null, workType: 'VIDEO', place: null, withoutPlace: null, withoutService: '' });
    const none = present((await graphql<{ executors: Page }>(t.app, EXECUTORS, { filter: {} })).data);
    expect(none.executors.reading).toBeNull();
  });

  it('packages: the same reading, the nearest first', async () => {
    const result = await graphql<{ packages: { items: { title: string }[]; reading: Reading | null } }>(t.app, PACKAGES, {
      filter: { search: 'kameraman v Praze' },
    });
    expect(result.errors).toBeUndefined();
    const page = present(result.data).packages;
    expect(page.reading).toEqual({ category: null, workType: 'VIDEO', place: { slug: 'praha' } });
    expect(page.items.map((p) => p.title)).toEqual(['Balíček kladno-video', 'Balíček brno-video', 'Balíček ostrava-firmy']);
  });
});
