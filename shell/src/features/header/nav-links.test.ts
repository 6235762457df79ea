import { navLinks } from './nav-links';

describe('navLinks', () => {
  it('gives guests projects, photographers, videographers, offers and how it works', () => {
    expect(navLinks('guest').map((l) => [l.label, l.href])).toEqual([
      ['shell.nav.requests', '/poptavky/'],
      ['shell.nav.photographers', '/fotografove/'],
      ['shell.nav.videographers', '/kameramani/'],
      ['shell.nav.packages', '/balicky-sluzeb/'],
      ['shell.nav.howItWorks', '/jak-to-funguje/'],
    ]);
  });

  it('gives clients their projects, private projects and orders first', () => {
    expect(navLinks('client').map((l) => l.href)).toEqual([
      '/poptavky/',
      '/cilene-poptavky/',
      '/objednavky/',
      '/fotografove/',
      '/kameramani/',
      '/balicky-sluzeb/',
    ]);
  });

  it('gives executors projects, proposals, packages, private projects and dates', () => {
    expect(navLinks('executor').map((l) => l.href)).toEqual(['/poptavky/', '/nabidky/', '/my-offers/', '/cilene-poptavky/', '/my-dates/']);
  });
});
