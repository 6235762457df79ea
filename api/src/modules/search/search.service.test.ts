import fs from 'node:fs';
import path from 'node:path';
import { SERVICE_CATEGORIES } from '@zaber/shared/platform/services';
import { present } from '../../lib/present';
import type { VocabularyRows } from './search.repository';
import { buildVocabulary, czechStem, editDistance, parseSearch, readingOf, type SearchVocabulary, suggest } from './search.service';

/** The real places (api/data) and categories, as the database would hold them, without a database. */
function realVocabulary(): SearchVocabulary {
  const [, ...lines] = fs.readFileSync(path.join(__dirname, '../../../data/cz-municipalities.csv'), 'utf8').trim().split(/\r?\n/);
  const provinces = new Map<number, { id: number; name: string; slug: string }>();
  const regions = new Map<number, { id: number; name: string; slug: string; provinceId: number }>();
  const municipalities: VocabularyRows['municipalityRows'] = [];
  const seen = new Set<number>();
  for (const line of lines) {
    const [code, name, , postalCodes, regionCode, regionName, provinceCode, provinceName] = line.split(',');
    if (seen.has(Number(code))) continue;
    seen.add(Number(code));
    provinces.set(Number(provinceCode), { id: Number(provinceCode), name: present(provinceName), slug: `kraj-${provinceCode}` });
    regions.set(Number(regionCode), { id: Number(regionCode), name: present(regionName), slug: `okres-${regionCode}`, provinceId: Number(provinceCode) });
    municipalities.push({
      id: Number(code),
      name: present(name),
      slug: `obec-${code}`,
      postalCodes: present(postalCodes),
      regionId: Number(regionCode),
      provinceId: Number(provinceCode),
      regionName: present(regionName),
      latitude: null,
      longitude: null,
    });
  }
  let id = 0;
  const categoryRows: VocabularyRows['categoryRows'] = [];
  SERVICE_CATEGORIES.forEach((service, index) => {
    const parentId = ++id;
    categoryRows.push({
      id: parentId,
      parentId: null,
      name: service.name,
      slug: service.slug,
      sort: index + 1,
      allowedWorkTypes: [...service.allowedWorkTypes],
    });
    for (const [subIndex, sub] of service.subcategories.entries()) {
      categoryRows.push({ id: ++id, parentId, name: sub.name, slug: sub.slug, sort: subIndex + 1, allowedWorkTypes: [...service.allowedWorkTypes] });
    }
  });
  return buildVocabulary({ categoryRows, provinceRows: [...provinces.values()], regionRows: [...regions.values()], municipalityRows: municipalities });
}

describe('search query parser', () => {
  const vocab = realVocabulary();
  const slugOf = (ids: number[] | null) =>
    ids === null
      ? null
      : vocab.categories
          .filter((c) => ids.includes(c.id) && c.parentId === null)
          .map((c) => c.slug)
          .sort();
  const parse = (text: string) => {
    const parsed = parseSearch(vocab, text);
    return {
      categories: slugOf(parsed.categoryIds),
      workType: parsed.workType,
      place: parsed.place && `${parsed.place.kind}:${parsed.place.name}`,
      terms: parsed.terms,
    };
  };

  it('stems Czech place names and measures typos', () => {
    expect(['brno', 'brne', 'brnem'].map(czechStem)).toEqual(['brn', 'brn', 'brn']);
    expect(czechStem('praze')).toBe(czechStem('praha'));
    expect(czechStem('ostrave')).toBe(czechStem('ostrava'));
    expect(czechStem('plzni')).toBe(czechStem('plzen'));
    expect(czechStem('liberci')).toBe(czechStem('liberec'));
    expect(editDistance('fotgraf', 'fotograf')).toBe(1);
    expect(editDistance('fotorgaf', 'fotograf')).toBe(1);
    expect(editDistance('abc', 'xyzab', 2)).toBe(3);
  });

  it.each([
    ['svatební fotograf Brno', ['svatebni-fotograf'], 'PHOTO', 'MUNICIPALITY:Brno', []],
    ['svatebni fotograf brno', ['svatebni-fotograf'], 'PHOTO', 'MUNICIPALITY:Brno', []],
    ['Svatební fotograf v Brně', ['svatebni-fotograf'], 'PHOTO', 'MUNICIPALITY:Brno', []],
    ['svatebni fotgraf brno', ['svatebni-fotograf'], 'PHOTO', 'MUNICIPALITY:Brno', []],
    ['svatba brno', ['svatebni-fotograf', 'svatebni-kameraman'], null, 'MUNICIPALITY:Brno', []],
    ['svatební video Praha', ['svatebni-kameraman'], 'VIDEO', 'MUNICIPALITY:Praha', []],
    ['produktove foceni', ['produktovy-fotograf'], 'PHOTO', null, []],
    ['produktová fotografie v Praze', ['produktovy-fotograf'], 'PHOTO', 'MUNICIPALITY:Praha', []],
    ['rodinné focení Ostrava', ['portretni-fotograf'], 'PHOTO', 'MUNICIPALITY:Ostrava', []],
    ['fotograf nemovitostí Plzeň', ['realitni-fotograf'], 'PHOTO', 'MUNICIPALITY:Plzeň', []],
    [
      'fotograf v Plzni',
      ['fotograf-akci', 'portretni-fotograf', 'produktovy-fotograf', 'realitni-fotograf', 'svatebni-fotograf'],
      'PHOTO',
      'MUNICIPALITY:Plzeň',
      [],
    ],
    ['kameraman Praha', ['firemni-video', 'svatebni-kameraman'], 'VIDEO', 'MUNICIPALITY:Praha', []],
    ['kameraman Praha 5', ['firemni-video', 'svatebni-kameraman'], 'VIDEO', 'MUNICIPALITY:Praha', []],
    [
      'fotograf Praha-Smíchov',
      ['fotograf-akci', 'portretni-fotograf', 'produktovy-fotograf', 'realitni-fotograf', 'svatebni-fotograf'],
      'PHOTO',
      'MUNICIPALITY:Praha',
      [],
    ],
    ['firemní video Ostravě', ['firemni-video'], 'VIDEO', 'MUNICIPALITY:Ostrava', []],
    ['fotograf na akce Liberec', ['fotograf-akci'], 'PHOTO', 'MUNICIPALITY:Liberec', []],
    [
      'fotograf Jihomoravský kraj',
      ['fotograf-akci', 'portretni-fotograf', 'produktovy-fotograf', 'realitni-fotograf', 'svatebni-fotograf'],
      'PHOTO',
      'PROVINCE:Jihomoravský kraj',
      [],
    ],
    [
      'fotograf okres Brno-venkov',
      ['fotograf-akci', 'portretni-fotograf', 'produktovy-fotograf', 'realitni-fotograf', 'svatebni-fotograf'],
      'PHOTO',
      'REGION:Brno-venkov',
      [],
    ],
    ['svatebni fotograf hradec kralove', ['svatebni-fotograf'], 'PHOTO', 'MUNICIPALITY:Hradec Králové', []],
    ['svatba v Hradci Králové', ['svatebni-fotograf', 'svatebni-kameraman'], null, 'MUNICIPALITY:Hradec Králové', []],
    [
      'fotograf Ústí nad Labem',
      ['fotograf-akci', 'portretni-fotograf', 'produktovy-fotograf', 'realitni-fotograf', 'svatebni-fotograf'],
      'PHOTO',
      'MUNICIPALITY:Ústí nad Labem',
      [],
    ],
    [
      'fotograf olomuc',
      ['fotograf-akci', 'portretni-fotograf', 'produktovy-fotograf', 'realitni-fotograf', 'svatebni-fotograf'],
      'PHOTO',
      'MUNICIPALITY:Olomouc',
      [],
    ],
    ['Jana Dvořáková', null, null, null, ['jana', 'dvorakova']],
    ['svatebni liberec', ['svatebni-fotograf', 'svatebni-kameraman'], null, 'MUNICIPALITY:Liberec', []],
    ['dron', ['realitni-fotograf'], null, null, []],
    [
      'fotograf v Janové',
      ['fotograf-akci', 'portretni-fotograf', 'produktovy-fotograf', 'realitni-fotograf', 'svatebni-fotograf'],
      'PHOTO',
      'MUNICIPALITY:Janová',
      [],
    ],
    ['fotograf akcí Brno', ['fotograf-akci'], 'PHOTO', 'MUNICIPALITY:Brno', []],
    ['natáčení svatby', ['svatebni-kameraman'], 'VIDEO', null, []],
    ['Brno', null, null, 'MUNICIPALITY:Brno', []],
    ['BRNO', null, null, 'MUNICIPALITY:Brno', []],
    ['Praha 10 levně', null, null, 'MUNICIPALITY:Praha', ['levne']],
    ['svatebni fotogarf olomouc', ['svatebni-fotograf'], 'PHOTO', 'MUNICIPALITY:Olomouc', []],
    ['video Ostrava-Poruba', ['firemni-video', 'svatebni-kameraman'], 'VIDEO', 'MUNICIPALITY:Ostrava', []],
  ])('%s', (text, categories, workType, place, terms) => {
    expect(parse(text)).toEqual({ categories, workType, place, terms });
  });

  it('answers nothing for empty text', () => {
    expect(parse('')).toEqual({ categories: null, workType: null, place: null, terms: [] });
    expect(parse('  ,, ')).toEqual({ categories: null, workType: null, place: null, terms: [] });
  });
});

describe('search suggestions', () => {
  const vocab = realVocabulary();
  const labels = (text: string, limit?: number) => suggest(vocab, text, limit).map((s) => `${s.kind}:${s.label}`);

  it('suggests services for a started word', () => {
    const svat = suggest(vocab, 'svat');
    expect(svat[0]).toEqual({ kind: 'CATEGORY', label: 'Svatební fotografie', slug: 'svatebni-fotograf', url: '/fotografove/svatebni-fotograf/' });
    expect(svat.map((s) => s.slug)).toContain('svatebni-kameraman');
    expect(labels('kamer').slice(0, 2)).toEqual(['CATEGORY:Svatební video', 'CATEGORY:Firemní a reklamní video']);
  });

  it('suggests places with their kraj, bigger first, diacritics and typos ignored', () => {
    expect(labels('brn')[0]).toBe('MUNICIPALITY:Brno (Jihomoravský kraj)');
    expect(labels('prah')[0]).toBe('MUNICIPALITY:Praha (Hlavní město Praha)');
    expect(present(suggest(vocab, 'prah')[0]).url).toBe('/profici/?q=Praha');
    expect(labels('olomuc')[0]).toBe('MUNICIPALITY:Olomouc (Olomoucký kraj)');
    expect(labels('jihomor')).toContain('PROVINCE:Jihomoravský kraj');
  });

  it('mixes services and places, honours the limit and ignores short text', () => {
    const both = labels('svatební brno');
    expect(both[0]).toBe('CATEGORY:Svatební fotografie');
    expect(both).toContain('MUNICIPALITY:Brno (Jihomoravský kraj)');
    expect(labels('brn', 3)).toHaveLength(3);
    expect(labels('b')).toEqual([]);
    expect(labels('a', 50)).toEqual([]);
    expect(labels('ab', 50).length).toBeLessThanOrEqual(20);
  });

  it.each([
    ['svatební fotograf v Brně', 'svatební fotograf', 'v Brně', ['MUNICIPALITY', 'Brno (Jihomoravský kraj)']],
    ['Kameraman Praha 5 levně', 'Kameraman levně', 'Praha 5 levně', ['MUNICIPALITY', 'Praha (Hlavní město Praha)']],
    ['fotograf u Olomouce', 'fotograf', 'u Olomouce', ['MUNICIPALITY', 'Olomouc (Olomoucký kraj)']],
    ['svatba', null, '', null],
    ['Brno', '', null, ['MUNICIPALITY', 'Brno (Jihomoravský kraj)']],
    ['profík na svatbu v okrese Blansko', 'profík na svatbu', 'profík v okrese Blansko', ['MUNICIPALITY', 'Blansko (Jihomoravský kraj)']],
  ])('reads %s: without the place %s, without the service %s', (text, withoutPlace, withoutService, place) => {
    const reading = readingOf(vocab, parseSearch(vocab, text));
    expect(reading.withoutPlace).toBe(withoutPlace);
    expect(reading.withoutService).toBe(withoutService);
    expect(reading.place ? [reading.place.kind, reading.place.label] : null).toEqual(place);
  });

  it('says the one service and the role the words named', () => {
    const wedding = readingOf(vocab, parseSearch(vocab, 'svatební kameraman'));
    expect(vocab.categories.find((c) => c.id === wedding.categoryId)?.slug).toBe('svatebni-kameraman');
    expect(wedding.workType).toBe('VIDEO');
    const any = readingOf(vocab, parseSearch(vocab, 'fotograf levně'));
    expect(any.categoryId).toBeNull();
    expect(any.workType).toBe('PHOTO');
    expect(any.words).toEqual(['levne']);
  });
});
