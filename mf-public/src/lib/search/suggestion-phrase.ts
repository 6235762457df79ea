import type { Suggestion } from './suggestion-list';

/** Lower case without diacritics, so "Pra" completes "Praha" and "brn" completes "Brno". */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Czech prepositions: "v" must not count as the start of "východ". */
const PREPOSITIONS = new Set(['v', 've', 'na', 'u', 'z', 'ze', 'do', 'pro', 'po', 'od', 'k', 'ke', 'o', 's', 'se', 'za', 'pri', 'kolem', 'okolo']);

/** What a suggestion puts into the phrase: "Brno (Jihomoravský kraj)" → "Brno", "okres Praha-východ (…)" stays "okres Praha-východ". */
export function suggestionName(item: Pick<Suggestion, 'label'>): string {
  return item.label.replace(/\s*\([^)]*\)\s*$/, '').trim();
}

export interface ChosenPhrase {
  /** What the search box shows after the choice. */
  text: string;
  /** Where the choice leads. */
  url: string;
}

/**
 * Choosing a suggestion completes the words it was suggested for and keeps the others: "kameraman pra"
 * and the place Praha give "kameraman Praha" (the catalogue reads both); a service leads to its own
 * page with the other words as the search ("Brno svatb" and Svatební video → /kameramani/svatebni-kameraman/?q=Brno).
 */
export function choosePhrase(text: string, item: Suggestion): ChosenPhrase {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const name = suggestionName(item);
  const nameWords = fold(name)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const completes = (word: string) => {
    const folded = fold(word).replace(/[^a-z0-9]+/g, '');
    return folded.length > 0 && !PREPOSITIONS.has(folded) && nameWords.some((n) => n.startsWith(folded));
  };
  let done = words.map(completes);
  // Suggested for a synonym or a typo ("svatba" → Svatební video): the word being typed is the one it completes.
  if (!done.some(Boolean) && words.length > 0) done = words.map((_w, i) => i === words.length - 1);
  const at = done.indexOf(true);
  const rest = words.filter((_w, i) => !done[i]);
  const url = new URL(item.url, 'http://zaber.invalid');
  if (item.kind === 'CATEGORY') {
    const others = rest.join(' ');
    if (others) url.searchParams.set('q', others);
    return { text: others, url: `${url.pathname}${url.search}` };
  }
  // The name takes the place of the first word it completes.
  const phrase = words.flatMap((word, i) => (i === at ? [name] : done[i] ? [] : [word])).join(' ');
  if (rest.length > 0) url.searchParams.set('q', phrase);
  return { text: phrase, url: `${url.pathname}${url.search}` };
}
