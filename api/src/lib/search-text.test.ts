import { normalizeSearch } from './search-text';

describe('search text', () => {
  it('drops diacritics and case so Czech words match typed without them', () => {
    expect(normalizeSearch('Svatební fotograf – Křivoklát')).toBe('svatebni fotograf krivoklat');
  });
});
