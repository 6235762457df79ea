import { compareCzech, slugify } from './slug';

describe('slugify', () => {
  it('drops diacritics and joins words with hyphens', () => {
    expect(slugify('Ústí nad Labem')).toBe('usti-nad-labem');
    expect(slugify('Frýdek-Místek')).toBe('frydek-mistek');
    expect(slugify('  Hlavní město Praha ')).toBe('hlavni-mesto-praha');
    expect(slugify('Žďár nad Sázavou')).toBe('zdar-nad-sazavou');
  });

  it('sorts the Czech way', () => {
    expect(['Chrudim', 'Hodonín', 'Šumperk', 'Svitavy'].sort(compareCzech)).toEqual(['Hodonín', 'Chrudim', 'Svitavy', 'Šumperk']);
  });
});
