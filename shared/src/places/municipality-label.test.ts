import { municipalityLabel } from './municipality-label';

const place = (name: string, region: string, province: string) => ({ name, region: { name: region }, province: { name: province } });

describe('municipalityLabel', () => {
  it('names the okres and kraj, so obce of one name differ', () => {
    expect(municipalityLabel(place('Brno', 'Brno-město', 'Jihomoravský kraj'))).toBe('Brno (Brno-město, Jihomoravský kraj)');
    expect(municipalityLabel(place('Lhota', 'Kladno', 'Středočeský kraj'))).toBe('Lhota (Kladno, Středočeský kraj)');
  });

  it('says a name only once', () => {
    expect(municipalityLabel(place('Praha', 'Hlavní město Praha', 'Hlavní město Praha'))).toBe('Praha (Hlavní město Praha)');
    expect(municipalityLabel(place('Jihlava', 'Jihlava', 'Kraj Vysočina'))).toBe('Jihlava (Kraj Vysočina)');
  });
});
