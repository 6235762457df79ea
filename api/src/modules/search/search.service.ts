import { categoryListingHref, href } from '@zaber/shared/platform/routes';
import type { Db } from '../../db/database';
import type { SearchSuggestionKind, WorkType } from '../../generated/graphql';
import { normalizeSearch } from '../../lib/search-text';
import { loadVocabularyRows, type VocabularyRows } from './search.repository';

/*
 * The catalogue's search box: what a visitor types ("svatební fotograf v Brně") is read as a
 * service (category words), a place (obec, okres or kraj, inflected or with a typo) and free
 * words. Everything is matched in JS against a vocabulary loaded once per database (places and
 * categories are static after seeding), so PGlite and PostgreSQL behave the same without
 * unaccent / pg_trgm.
 */

export type PlaceKind = Exclude<SearchSuggestionKind, 'CATEGORY'>;

export interface VocabCategory {
  id: number;
  parentId: number | null;
  name: string;
  slug: string;
  allowedWorkTypes: readonly WorkType[];
}

export interface VocabPlace {
  kind: PlaceKind;
  id: number;
  name: string;
  slug: string;
  /** Normalised name ('brno venkov'). */
  key: string;
  regionId: number | null;
  provinceId: number;
  provinceName: string;
  /** Bigger places win ties: the number of postal codes, plus a bonus for an okres seat. */
  weight: number;
  /** WGS-84 of an obec; of the seat (biggest obec) for an okres or kraj; null before coordinates are seeded. */
  latitude: number | null;
  longitude: number | null;
}

export interface SearchVocabulary {
  categories: VocabCategory[];
  places: VocabPlace[];
  /** Category dictionary: normalised word → concept. */
  words: Map<string, Concept>;
  placesByKey: Map<string, VocabPlace[]>;
  placesByStem: Map<string, VocabPlace[]>;
  /** Places by `${kind}:${slug}` (placeKey). */
  placesBySlug: Map<string, VocabPlace>;
  /** One-word places, for typo matching. */
  singleWordPlaces: VocabPlace[];
}

interface Concept {
  workType?: WorkType;
  /** Top-level category ids the word points to. */
  categoryIds: number[];
}

export interface ParsedPlace {
  kind: PlaceKind;
  id: number;
  name: string;
  slug: string;
  regionId: number | null;
  provinceId: number;
  match: 'exact' | 'stem' | 'typo';
  /** Where distances are measured from: the obec, or the seat of the okres/kraj. */
  latitude: number | null;
  longitude: number | null;
}

export interface ParsedSearch {
  /** Top-level categories the words ask for (with their subcategories), or null when no service word was typed. */
  categoryIds: number[] | null;
  /** The single top-level category when exactly one is meant. */
  categorySlug: string | null;
  workType: WorkType | null;
  place: ParsedPlace | null;
  /** Remaining words, each to be found in search_text. */
  terms: string[];
  /** The service words as typed (not the generic photo/video ones): rows whose text has them rank first. */
  boost: string[];
  /** The typed phrase split at spaces (at most 12 tokens), to say what each part was read as. */
  tokens: string[];
  /** Indexes of the tokens read as service or role words. */
  serviceTokens: number[];
  /** Indexes of the tokens read as the place (with a district number after it). */
  placeTokens: number[];
}

/** Czech prepositions and conjunctions that carry no meaning for the search. */
const PREPOSITIONS = new Set([
  'v',
  've',
  'na',
  'u',
  'z',
  'ze',
  'do',
  'pro',
  'po',
  'od',
  'k',
  'ke',
  'o',
  's',
  'se',
  'za',
  'pri',
  'kolem',
  'okolo',
  'blizko',
  'nad',
  'pod',
]);
/** Words dropped when they are not part of a place name. */
const FILLERS = new Set([
  'a',
  'i',
  'nebo',
  'kraj',
  'kraji',
  'okres',
  'okrese',
  'obec',
  'obci',
  'mesto',
  'meste',
  'okoli',
  'cr',
  'cz',
  'hledam',
  'hledame',
  'sluzby',
]);

const PHOTO_WORDS = ['fotograf', 'fotografka', 'fotografove', 'fotografie', 'fotografovani', 'foceni', 'foto', 'fotky', 'fotka', 'fotograficke', 'fotoslužby'];
const VIDEO_WORDS = [
  'kameraman',
  'kameramanka',
  'kameramani',
  'video',
  'videa',
  'videograf',
  'videografka',
  'videografie',
  'nataceni',
  'natoceni',
  'videoklip',
  'film',
  'klip',
];

/** Hand-made synonyms: word → category slugs (top-level or subcategory). */
const SYNONYMS: Record<string, string[]> = {
  svatba: ['svatebni-fotograf', 'svatebni-kameraman'],
  svatebni: ['svatebni-fotograf', 'svatebni-kameraman'],
  svatby: ['svatebni-fotograf', 'svatebni-kameraman'],
  svatbu: ['svatebni-fotograf', 'svatebni-kameraman'],
  svatbe: ['svatebni-fotograf', 'svatebni-kameraman'],
  snatek: ['svatebni-fotograf', 'svatebni-kameraman'],
  obrad: ['obrad'],
  portret: ['portretni-fotograf'],
  portretni: ['portretni-fotograf'],
  rodina: ['portretni-fotograf'],
  rodinne: ['portretni-fotograf'],
  deti: ['portretni-fotograf'],
  miminko: ['portretni-fotograf'],
  novorozenec: ['portretni-fotograf'],
  tehotenstvi: ['portretni-fotograf'],
  business: ['portretni-fotograf'],
  produkt: ['produktovy-fotograf'],
  produktove: ['produktovy-fotograf'],
  eshop: ['produktovy-fotograf'],
  jidlo: ['produktovy-fotograf'],
  gastro: ['produktovy-fotograf'],
  akce: ['fotograf-akci', 'video-z-akce'],
  akci: ['fotograf-akci', 'video-z-akce'],
  udalost: ['fotograf-akci'],
  vecirek: ['fotograf-akci'],
  oslava: ['fotograf-akci'],
  koncert: ['fotograf-akci'],
  event: ['fotograf-akci', 'video-z-akce'],
  nemovitost: ['realitni-fotograf'],
  nemovitosti: ['realitni-fotograf'],
  reality: ['realitni-fotograf'],
  realitni: ['realitni-fotograf'],
  interier: ['realitni-fotograf'],
  dron: ['realitni-fotograf'],
  firemni: ['firemni-video', 'firemni-akce'],
  reklama: ['firemni-video'],
  reklamni: ['firemni-video'],
  spot: ['firemni-video'],
  rozhovor: ['firemni-video'],
};

/** Words of category names that say nothing about the service. */
const CATEGORY_STOPWORDS = new Set(['pro', 'cely', 'den', 'oslavy', 'zabery', 'dronem', 'shop', 'reference', 'mesto']);

const ENDINGS = [
  'oveho',
  'ovou',
  'eho',
  'iho',
  'ove',
  'ova',
  'ovy',
  'ovi',
  'ech',
  'ach',
  'ich',
  'ami',
  'emi',
  'ym',
  'im',
  'em',
  'ou',
  'ho',
  'mu',
  'e',
  'i',
  'y',
  'a',
  'o',
  'u',
];

/**
 * A rough Czech stem of a normalised word, the same for the usual cases of a name:
 * brno/brne → brn, praha/praze → prah, ostrava/ostrave → ostrav, plzen/plzni → plzn, liberec/liberci → liberc.
 */
export function czechStem(word: string): string {
  let s = word;
  for (const end of ENDINGS) {
    if (s.length - end.length >= 3 && s.endsWith(end)) {
      s = s.slice(0, -end.length);
      break;
    }
  }
  // Praha → v Praze: z/h alternation.
  if (s.endsWith('z')) s = `${s.slice(0, -1)}h`;
  // Plzeň → v Plzni, Liberec → v Liberci: the fleeting e.
  if (s.length >= 5 && /[^aeiouy]e[^aeiouy]$/.test(s)) s = s.slice(0, -2) + s.slice(-1);
  return s;
}

/** Damerau-Levenshtein distance (optimal string alignment), stopping early above `max`. */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  // One row per letter of `a`, flat: cell (i, j) at i * width + j.
  const width = b.length + 1;
  const grid = new Array<number>((a.length + 1) * width).fill(0);
  const at = (i: number, j: number) => grid[i * width + j] ?? 0;
  for (let i = 0; i <= a.length; i += 1) grid[i * width] = i;
  for (let j = 1; j <= b.length; j += 1) grid[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    let best = Infinity;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, at(i - 2, j - 2) + 1);
      grid[i * width + j] = d;
      if (d < best) best = d;
    }
    if (best > max) return max + 1;
  }
  return at(a.length, b.length);
}

/** How many typos a word of this length may have: none below 5 letters, 1 from 5, 2 from 8. */
export function allowedTypos(word: string): number {
  if (word.length >= 8) return 2;
  if (word.length >= 5) return 1;
  return 0;
}

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** The key of placesBySlug. */
export const placeKey = (kind: PlaceKind, slug: string) => `${kind}:${slug}`;

const stemKey = (key: string) => key.split(' ').map(czechStem).join(' ');

/** Builds the dictionaries of the parser from the rows of categories and places. */
export function buildVocabulary(rows: VocabularyRows): SearchVocabulary {
  const categories: VocabCategory[] = rows.categoryRows.map((c) => ({
    id: c.id,
    parentId: c.parentId,
    name: c.name,
    slug: c.slug,
    allowedWorkTypes: c.allowedWorkTypes,
  }));
  const bySlug = new Map(categories.map((c) => [c.slug, c]));
  const topOf = (c: VocabCategory) => c.parentId ?? c.id;

  const words = new Map<string, Concept>();
  const addWord = (word: string, concept: Concept) => {
    const existing = words.get(word);
    if (!existing) words.set(word, { workType: concept.workType, categoryIds: [...new Set(concept.categoryIds)] });
    else existing.categoryIds = [...new Set([...existing.categoryIds, ...concept.categoryIds])];
  };
  const generic = new Set([...PHOTO_WORDS, ...VIDEO_WORDS].map(normalizeSearch));
  for (const w of PHOTO_WORDS) addWord(normalizeSearch(w), { workType: 'PHOTO', categoryIds: [] });
  for (const w of VIDEO_WORDS) addWord(normalizeSearch(w), { workType: 'VIDEO', categoryIds: [] });
  for (const c of categories) {
    const derived = [...normalizeSearch(c.name).split(' '), ...c.slug.split('-')];
    for (const w of derived) {
      if (w.length < 4 || generic.has(w) || CATEGORY_STOPWORDS.has(w) || PREPOSITIONS.has(w)) continue;
      addWord(w, { categoryIds: [topOf(c)] });
    }
  }
  for (const [word, slugs] of Object.entries(SYNONYMS)) {
    const ids = slugs
      .map((s) => bySlug.get(s))
      .filter((c): c is VocabCategory => Boolean(c))
      .map(topOf);
    if (ids.length) addWord(word, { categoryIds: ids });
  }

  const provinceNames = new Map(rows.provinceRows.map((p) => [p.id, p.name]));
  const places: VocabPlace[] = [];
  for (const p of rows.provinceRows) {
    places.push({
      kind: 'PROVINCE',
      id: p.id,
      name: p.name,
      slug: p.slug,
      key: normalizeSearch(p.name),
      regionId: null,
      provinceId: p.id,
      provinceName: p.name,
      weight: 100,
      latitude: null,
      longitude: null,
    });
  }
  for (const r of rows.regionRows) {
    places.push({
      kind: 'REGION',
      id: r.id,
      name: r.name,
      slug: r.slug,
      key: normalizeSearch(r.name),
      regionId: r.id,
      provinceId: r.provinceId,
      provinceName: provinceNames.get(r.provinceId) ?? '',
      weight: 100,
      latitude: null,
      longitude: null,
    });
  }
  for (const m of rows.municipalityRows) {
    const key = normalizeSearch(m.name);
    const regionKey = normalizeSearch(m.regionName);
    const seat = regionKey === key || regionKey.startsWith(`${key} `) || regionKey.endsWith(` ${key}`);
    places.push({
      kind: 'MUNICIPALITY',
      id: m.id,
      name: m.name,
      slug: m.slug,
      key,
      regionId: m.regionId,
      provinceId: m.provinceId,
      provinceName: provinceNames.get(m.provinceId) ?? '',
      weight: m.postalCodes.split(/\s+/).filter(Boolean).length + (seat ? 100 : 0),
      latitude: m.latitude,
      longitude: m.longitude,
    });
  }
  // An okres or kraj is measured from its seat: its biggest obec (Brno, Ostrava, Praha).
  const seats = new Map<string, VocabPlace>();
  for (const place of places) {
    if (place.kind !== 'MUNICIPALITY' || place.latitude === null) continue;
    for (const key of [`REGION:${place.regionId}`, `PROVINCE:${place.provinceId}`]) {
      const seat = seats.get(key);
      if (!seat || place.weight > seat.weight) seats.set(key, place);
    }
  }
  for (const place of places) {
    if (place.kind === 'MUNICIPALITY') continue;
    const seat = seats.get(`${place.kind}:${place.id}`);
    place.latitude = seat?.latitude ?? null;
    place.longitude = seat?.longitude ?? null;
  }
  const placesBySlug = new Map(places.map((p) => [placeKey(p.kind, p.slug), p]));
  const placesByKey = new Map<string, VocabPlace[]>();
  const placesByStem = new Map<string, VocabPlace[]>();
  for (const place of places) {
    const keys = [place.key];
    // 'Jihomoravský kraj' also as 'jihomoravsky', 'Kraj Vysočina' as 'vysocina'.
    if (place.kind === 'PROVINCE') {
      const short = place.key.replace(/^kraj /, '').replace(/ kraj$/, '');
      if (short !== place.key) keys.push(short);
    }
    for (const key of keys) {
      pushTo(placesByKey, key, place);
      pushTo(placesByStem, stemKey(key), place);
    }
  }
  const singleWordPlaces = places.filter((p) => !p.key.includes(' ') && p.key.length >= 4);
  return { categories, places, words, placesByKey, placesByStem, placesBySlug, singleWordPlaces };
}

const vocabularies = new WeakMap<Db, Promise<SearchVocabulary>>();

/** The vocabulary of a database, loaded on first use and kept for the life of the process. */
export function searchVocabulary(db: Db): Promise<SearchVocabulary> {
  let found = vocabularies.get(db);
  if (!found) {
    found = loadVocabularyRows(db).then(buildVocabulary);
    found.catch(() => vocabularies.delete(db));
    vocabularies.set(db, found);
  }
  return found;
}

type Quality = 3 | 2 | 1;

function matchWord(vocab: SearchVocabulary, word: string): { concept: Concept; quality: Quality } | null {
  const exact = vocab.words.get(word);
  if (exact) return { concept: exact, quality: 3 };
  if (word.length < 3) return null;
  const stem = czechStem(word);
  let typo: Concept | null = null;
  const maxTypos = allowedTypos(word);
  for (const [key, concept] of vocab.words) {
    if (key.length >= 4 && stem.length >= 4 && czechStem(key) === stem) return { concept, quality: 2 };
    // 'foceni' → 'foc…': a shortened word is a prefix of a longer one (produkt → produktove).
    if (!typo && maxTypos > 0 && editDistance(word, key, maxTypos) <= maxTypos) typo = concept;
  }
  return typo ? { concept: typo, quality: 1 } : null;
}

interface PlaceCandidate {
  place: VocabPlace;
  quality: Quality;
  start: number;
  length: number;
}

const KIND_ORDER: Record<PlaceKind, number> = { MUNICIPALITY: 0, REGION: 1, PROVINCE: 2 };

function better(a: PlaceCandidate, b: PlaceCandidate | null): boolean {
  if (!b) return true;
  if (a.quality !== b.quality) return a.quality > b.quality;
  if (a.length !== b.length) return a.length > b.length;
  if (KIND_ORDER[a.place.kind] !== KIND_ORDER[b.place.kind]) return KIND_ORDER[a.place.kind] < KIND_ORDER[b.place.kind];
  return a.place.weight > b.place.weight;
}

function findPlace(vocab: SearchVocabulary, words: string[], free: boolean[]): PlaceCandidate | null {
  let best = null as PlaceCandidate | null;
  const bestQuality = () => best?.quality ?? 0;
  for (let start = 0; start < words.length; start += 1) {
    const first = words[start] ?? '';
    if (!free[start] || PREPOSITIONS.has(first) || /^\d+$/.test(first)) continue;
    for (let length = Math.min(5, words.length - start); length >= 1; length -= 1) {
      const slice = words.slice(start, start + length);
      if (!free.slice(start, start + length).every(Boolean) || PREPOSITIONS.has(slice.at(-1) ?? '')) continue;
      const phrase = slice.join(' ');
      // An inflected or mistyped word is a place when the place is not tiny or a preposition says so
      // ('v Janové'), so a person's name ('Jana') does not become the village Janová.
      const afterPreposition = start > 0 && PREPOSITIONS.has(words[start - 1] ?? '');
      const consider = (list: VocabPlace[] | undefined, quality: Quality) => {
        for (const place of list ?? []) {
          if (quality < 3 && !afterPreposition && place.weight < 2) continue;
          const candidate = { place, quality, start, length };
          if (better(candidate, best)) best = candidate;
        }
      };
      consider(vocab.placesByKey.get(phrase), 3);
      if (slice.every((w) => w.length >= 3)) consider(vocab.placesByStem.get(stemKey(phrase)), 2);
      if (length === 1 && bestQuality() < 2) {
        const word = slice[0] ?? '';
        const maxTypos = allowedTypos(word);
        if (maxTypos > 0) {
          consider(
            vocab.singleWordPlaces.filter((p) => editDistance(word, p.key, maxTypos) <= maxTypos),
            1,
          );
        }
      }
    }
  }
  return best;
}

/** Combines the service words: topics narrowed by a photo/video word when that leaves something. */
function resolveCategories(vocab: SearchVocabulary, concepts: Concept[]): Pick<ParsedSearch, 'categoryIds' | 'categorySlug' | 'workType'> {
  if (!concepts.length) return { categoryIds: null, categorySlug: null, workType: null };
  const workTypes = new Set(concepts.map((c) => c.workType).filter((w): w is WorkType => Boolean(w)));
  const workType = workTypes.size === 1 ? ([...workTypes][0] ?? null) : null;
  const tops = vocab.categories.filter((c) => c.parentId === null);
  let topics: number[] | null = null;
  for (const concept of concepts) {
    if (!concept.categoryIds.length) continue;
    if (!topics) topics = concept.categoryIds;
    else {
      const both: number[] = topics.filter((id) => concept.categoryIds.includes(id));
      topics = both.length ? both : [...new Set([...topics, ...concept.categoryIds])];
    }
  }
  const picked = topics;
  let chosen = picked ? tops.filter((c) => picked.includes(c.id)) : tops;
  if (workType) {
    const narrowed = chosen.filter((c) => c.allowedWorkTypes.includes(workType));
    // A bare role word names the services of that kind: a service's first work type is its own
    // (real estate is photography that also allows a drone video), so "kameraman" is no real-estate
    // photographer, while "kameraman nemovitosti" still finds one who films.
    const ownKind = topics ? narrowed : narrowed.filter((c) => c.allowedWorkTypes[0] === workType);
    if (ownKind.length || !topics) chosen = ownKind;
  }
  if (!topics && !workType) return { categoryIds: null, categorySlug: null, workType: null };
  const ids = new Set(chosen.map((c) => c.id));
  const withChildren = vocab.categories.filter((c) => ids.has(c.id) || (c.parentId !== null && ids.has(c.parentId))).map((c) => c.id);
  return { categoryIds: withChildren, categorySlug: chosen.length === 1 ? (chosen[0]?.slug ?? null) : null, workType };
}

/** Reads a search text: service words, one place, the rest as free words. */
export function parseSearch(vocab: SearchVocabulary, text: string | null | undefined): ParsedSearch {
  const empty: ParsedSearch = {
    categoryIds: null,
    categorySlug: null,
    workType: null,
    place: null,
    terms: [],
    boost: [],
    tokens: [],
    serviceTokens: [],
    placeTokens: [],
  };
  if (!text) return empty;
  // Words keep the index of their space-separated token, so 'Praha-Smíchov' is consumed as a whole.
  const words: string[] = [];
  const groups: number[] = [];
  const tokens = text.trim().split(/\s+/).slice(0, 12);
  tokens.forEach((token, group) => {
    for (const w of normalizeSearch(token).split(' ')) {
      if (!w) continue;
      words.push(w);
      groups.push(group);
    }
  });
  if (!words.length) return empty;
  const free = words.map(() => true);
  const serviceTokens = new Set<number>();
  const placeTokens = new Set<number>();

  const concepts: Concept[] = [];
  const boost: string[] = [];
  words.forEach((word, i) => {
    if (PREPOSITIONS.has(word) || FILLERS.has(word) || /^\d+$/.test(word)) return;
    const match = matchWord(vocab, word);
    if (!match) return;
    concepts.push(match.concept);
    if (match.concept.categoryIds.length && match.quality > 1 && boost.length < 4) boost.push(word);
    free[i] = false;
    serviceTokens.add(groups[i] ?? -1);
  });

  let place: ParsedPlace | null = null;
  const found = findPlace(vocab, words, free);
  if (found) {
    const { place: p, quality, start, length } = found;
    place = {
      kind: p.kind,
      id: p.id,
      name: p.name,
      slug: p.slug,
      regionId: p.regionId,
      provinceId: p.provinceId,
      match: quality === 3 ? 'exact' : quality === 2 ? 'stem' : 'typo',
      latitude: p.latitude,
      longitude: p.longitude,
    };
    const touched = new Set(groups.slice(start, start + length));
    words.forEach((_w, i) => {
      const group = groups[i];
      if (group !== undefined && touched.has(group)) free[i] = false;
    });
    for (const group of touched) placeTokens.add(group);
    // 'Praha 5': the district number belongs to the place.
    let next = start + length;
    while (next < words.length && /^\d{1,2}$/.test(words[next] ?? '')) {
      placeTokens.add(groups[next] ?? -1);
      free[next++] = false;
    }
  }

  const terms = words.filter((w, i) => free[i] && !PREPOSITIONS.has(w) && !FILLERS.has(w)).slice(0, 8);
  const categories = resolveCategories(vocab, concepts);
  return {
    ...categories,
    place,
    terms,
    boost,
    tokens,
    // Service words that named nothing (a photo word beside a video one) were still read as service words.
    serviceTokens: [...serviceTokens].filter((i) => i >= 0 && !placeTokens.has(i)),
    placeTokens: [...placeTokens].filter((i) => i >= 0),
  };
}

/** Parses a search text of the catalogue against the database's vocabulary. */
export async function parseSearchText(db: Db, text: string | null | undefined): Promise<ParsedSearch | null> {
  if (!text || !normalizeSearch(text)) return null;
  return parseSearch(await searchVocabulary(db), text);
}

export interface Suggestion {
  kind: SearchSuggestionKind;
  label: string;
  slug: string;
  url: string;
}

export const SUGGESTIONS_DEFAULT = 8;
export const SUGGESTIONS_MAX = 20;

/** Whether every typed word starts a word of the name (the last one may be unfinished), or nearly so. */
function wordsMatch(typed: string[], nameWords: string[]): number {
  let score = 0;
  for (const t of typed) {
    let wordScore = 0;
    for (const n of nameWords) {
      if (n === t) wordScore = Math.max(wordScore, 3);
      else if (n.startsWith(t)) wordScore = Math.max(wordScore, 2);
      else if (t.length >= 5 && (editDistance(t, n.slice(0, t.length), 1) <= 1 || editDistance(t, n, allowedTypos(t)) <= allowedTypos(t)))
        wordScore = Math.max(wordScore, 1);
    }
    if (!wordScore) return 0;
    score += wordScore;
  }
  return score;
}

/** A place as the search box suggests it: 'Brno (Jihomoravský kraj)', 'okres Blansko (…)', linking the professionals there. */
export function placeSuggestion(place: VocabPlace): Suggestion {
  return {
    kind: place.kind,
    label:
      place.kind === 'PROVINCE'
        ? place.name
        : place.kind === 'REGION'
          ? `okres ${place.name} (${place.provinceName})`
          : `${place.name} (${place.provinceName})`,
    slug: place.slug,
    url: `${href('executors')}?q=${encodeURIComponent(place.name)}`,
  };
}

/** What a search phrase was read as (SearchReading), for the page to say it and offer to undo each part. */
export interface Reading {
  /** The one top-level category the words named. */
  categoryId: number | null;
  workType: WorkType | null;
  place: Suggestion | null;
  words: string[];
  withoutPlace: string | null;
  withoutService: string | null;
}

/**
 * The typed tokens without the dropped ones, and without the prepositions and filler words that
 * went with them ('v okrese Blansko', 'na svatbu') or are left hanging at the end.
 */
function phraseWithout(tokens: readonly string[], dropped: ReadonlySet<number>): string {
  const gone = new Set(dropped);
  const isGlue = (token: string) => {
    const word = normalizeSearch(token);
    return PREPOSITIONS.has(word) || FILLERS.has(word);
  };
  for (let i = tokens.length - 1; i >= 0; i -= 1) {
    if (!gone.has(i) && isGlue(tokens[i] ?? '') && (gone.has(i + 1) || i === tokens.length - 1)) gone.add(i);
  }
  return tokens.filter((_t, i) => !gone.has(i)).join(' ');
}

export function readingOf(vocab: SearchVocabulary, parsed: ParsedSearch): Reading {
  const category = parsed.categorySlug ? vocab.categories.find((c) => c.slug === parsed.categorySlug) : undefined;
  const place = parsed.place ? vocab.placesBySlug.get(placeKey(parsed.place.kind, parsed.place.slug)) : undefined;
  return {
    categoryId: category?.id ?? null,
    workType: parsed.workType,
    place: place ? placeSuggestion(place) : null,
    words: parsed.terms,
    withoutPlace: parsed.placeTokens.length ? phraseWithout(parsed.tokens, new Set(parsed.placeTokens)) : null,
    withoutService: parsed.serviceTokens.length ? phraseWithout(parsed.tokens, new Set(parsed.serviceTokens)) : null,
  };
}

/** Services, then places, matching what is typed. */
export function suggest(vocab: SearchVocabulary, text: string, limit: number = SUGGESTIONS_DEFAULT): Suggestion[] {
  const normalized = normalizeSearch(text);
  if (normalized.length < 2) return [];
  const max = Math.min(Math.max(1, limit), SUGGESTIONS_MAX);
  const typed = normalized.split(' ').filter((w) => w && !PREPOSITIONS.has(w));
  if (!typed.length) return [];

  // Services: by their own words, or by a synonym the text starts (kamer → kameraman → video services).
  const byId = new Map(vocab.categories.map((c) => [c.id, c]));
  const scored: { category: VocabCategory; score: number }[] = [];
  const viaWords = new Set<number>();
  let viaWorkType: WorkType | null = null;
  for (const t of typed) {
    for (const [word, concept] of vocab.words) {
      if (!(word.startsWith(t) || (t.length >= 5 && editDistance(t, word.slice(0, t.length), 1) <= 1))) continue;
      if (concept.workType) viaWorkType ??= concept.workType;
      for (const id of concept.categoryIds) viaWords.add(id);
    }
  }
  for (const category of vocab.categories) {
    const own = wordsMatch(typed, [...normalizeSearch(category.name).split(' '), ...category.slug.split('-')]);
    const top = category.parentId ?? category.id;
    let score = own * 10;
    if (!score && viaWords.has(top) && category.parentId === null) score = 5;
    if (!score && viaWorkType && category.parentId === null && category.allowedWorkTypes.includes(viaWorkType))
      score = category.allowedWorkTypes.length === 1 ? 4 : 3;
    if (score) scored.push({ category, score: score + (category.parentId === null ? 1 : 0) });
  }
  scored.sort((a, b) => b.score - a.score || (a.category.parentId === null ? 0 : 1) - (b.category.parentId === null ? 0 : 1));
  const suggestions: Suggestion[] = scored.map(({ category }) => {
    const parent = category.parentId ? byId.get(category.parentId) : undefined;
    return {
      kind: 'CATEGORY' as const,
      label: parent ? `${category.name} (${parent.name})` : category.name,
      slug: category.slug,
      url: categoryListingHref({ slug: category.slug, allowedWorkTypes: category.allowedWorkTypes }),
    };
  });

  // Places: the typed words without the service words.
  const placeWords = typed.filter((t) => !vocab.words.has(t) && !(t.length >= 4 && [...vocab.words.keys()].some((w) => w.startsWith(t))));
  if (placeWords.length) {
    const parsed = parseSearch(vocab, placeWords.join(' '));
    const placeScored: { place: VocabPlace; score: number }[] = [];
    for (const place of vocab.places) {
      let score = wordsMatch(placeWords, place.key.split(' ')) * 10;
      if (place.key === placeWords.join(' ')) score += 50;
      if (parsed.place && parsed.place.kind === place.kind && parsed.place.id === place.id) score += 40;
      if (score) placeScored.push({ place, score });
    }
    placeScored.sort(
      (a, b) =>
        b.score - a.score ||
        KIND_ORDER[a.place.kind] - KIND_ORDER[b.place.kind] ||
        b.place.weight - a.place.weight ||
        a.place.name.localeCompare(b.place.name, 'cs'),
    );
    for (const { place } of placeScored.slice(0, max)) suggestions.push(placeSuggestion(place));
  }
  return suggestions.slice(0, max);
}

/** The searchSuggestions query. */
export async function searchSuggestions(db: Db, text: string, limit: number | null | undefined): Promise<Suggestion[]> {
  if (normalizeSearch(text).length < 2) return [];
  return suggest(await searchVocabulary(db), text, limit ?? SUGGESTIONS_DEFAULT);
}

export const MUNICIPALITIES_DEFAULT = 10;
export const MUNICIPALITIES_MAX = 30;

/**
 * Obce for a place picker: names starting with the text first, then names whose words start with
 * the typed words, then near misses (a typo); biggest first within each (diacritics and case ignored).
 */
export function matchMunicipalities(vocab: SearchVocabulary, text: string, limit: number = MUNICIPALITIES_DEFAULT): VocabPlace[] {
  const normalized = normalizeSearch(text);
  if (!normalized) return [];
  const max = Math.min(Math.max(1, Math.trunc(limit)), MUNICIPALITIES_MAX);
  const typed = normalized.split(' ');
  const scored: { place: VocabPlace; tier: number }[] = [];
  for (const place of vocab.places) {
    if (place.kind !== 'MUNICIPALITY') continue;
    let tier = 0;
    if (place.key.startsWith(normalized)) tier = 3;
    else {
      const words = wordsMatch(typed, place.key.split(' '));
      // wordsMatch scores 2–3 per word for prefixes and exact words, 1 for a typo.
      if (words >= typed.length * 2) tier = 2;
      else if (words > 0) tier = 1;
    }
    if (tier) scored.push({ place, tier });
  }
  scored.sort((a, b) => b.tier - a.tier || b.place.weight - a.place.weight || a.place.name.localeCompare(b.place.name, 'cs'));
  return scored.slice(0, max).map((s) => s.place);
}

/** The municipalities query: ids of the matching obce, best first. */
export async function searchMunicipalities(db: Db, text: string, limit: number | null | undefined): Promise<number[]> {
  return matchMunicipalities(await searchVocabulary(db), text, limit ?? MUNICIPALITIES_DEFAULT).map((p) => p.id);
}
