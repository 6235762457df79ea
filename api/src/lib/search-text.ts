/**
 * Search without the unaccent extension (PGlite lacks it): rows keep a normalised copy of
 * their text, written in JS, and queries are normalised the same way, so 'svatebni' finds 'svatební'.
 */
export function normalizeSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** A LIKE pattern matching the word anywhere; the word has only [a-z0-9] after normalising. */
export function containsPattern(term: string): string {
  return `%${term}%`;
}
