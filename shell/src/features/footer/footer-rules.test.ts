import { footerVisible, yearRange } from './footer-rules';

describe('footer rules', () => {
  it.each([
    ['/conversations/', false],
    ['/vlozit-poptavku/', false],
    ['/poptavky/vlozit-poptavku/', false],
    ['/poptavky/svatebni-fotograf/vlozit-poptavku/', false],
    ['/svatebni-fotograf/vlozit-poptavku/', false],
    ['/', true],
    ['/poptavky/', true],
    ['/neexistuje/', true],
  ])('on %s the footer is visible: %s', (path, visible) => {
    expect(footerVisible(path)).toBe(visible);
  });

  it('shows the years from 2017', () => {
    expect(yearRange(new Date('2026-11-21'))).toBe('2017–2026');
    expect(yearRange(new Date('2017-05-01'))).toBe('2017');
  });
});
