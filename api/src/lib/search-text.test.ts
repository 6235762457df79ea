import { normalizeSearch, searchTerms } from './search-text';

describe('search text', () => {
  it('drops diacritics and case so Czech words match typed without them', () => {
    expect(normalizeSearch('Svatební fotograf – Křivoklát')).toBe('svatebni fotograf krivoklat');
  });

  it('splits a query into at most 8 words', () => {
    expect(searchTerms('  Svatební   FOTOGRAF ')).toEqual(['svatebni', 'fotograf']);
    expect(searchTerms('a b c d e f g h i j')).toHaveLength(8);
    expect(searchTerms(null)).toEqual([]);
  });
});
