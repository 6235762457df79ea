import { accountMenuLinks, headerViewer, navLinks, visibleLinkCount } from './nav-links';

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

  it('gives clients their projects, private projects, orders and favourites first', () => {
    expect(navLinks('client').map((l) => l.href)).toEqual([
      '/poptavky/',
      '/cilene-poptavky/',
      '/objednavky/',
      '/oblibene/',
      '/fotografove/',
      '/kameramani/',
      '/balicky-sluzeb/',
    ]);
  });

  it('gives executors projects, proposals, packages, private projects and dates', () => {
    expect(navLinks('executor').map((l) => l.href)).toEqual(['/poptavky/', '/nabidky/', '/my-offers/', '/cilene-poptavky/', '/my-dates/']);
  });

  it('puts the moderation queue first for the moderator, then the client links', () => {
    expect(navLinks('moderator').map((l) => l.href)).toEqual(['/account/moderation/', ...navLinks('client').map((l) => l.href)]);
  });
});

describe('headerViewer', () => {
  it('tells the moderator apart from other clients only', () => {
    expect(headerViewer('client', true)).toBe('moderator');
    expect(headerViewer('client', false)).toBe('client');
    expect(headerViewer('executor', false)).toBe('executor');
    expect(headerViewer('guest', false)).toBe('guest');
  });
});

describe('accountMenuLinks', () => {
  it('leads a professional to the dashboard first, then their public profile and settings', () => {
    expect(accountMenuLinks('executor', 'novak').map((l) => [l.label, l.href])).toEqual([
      ['shell.menu.dashboard', '/prehled/'],
      ['shell.menu.profile', '/users/novak/'],
      ['shell.menu.settings', '/account/settings/'],
    ]);
  });

  it.each(['client', 'moderator'] as const)('leads a %s, who has no public profile, to the dashboard and the account settings', (viewer) => {
    expect(accountMenuLinks(viewer, 'jana').map((l) => [l.label, l.href])).toEqual([
      ['shell.menu.dashboard', '/prehled/'],
      ['shell.menu.settings', '/account/settings/'],
    ]);
  });
});

describe('visibleLinkCount', () => {
  const widths = [100, 80, 120, 90];

  it('keeps every link when all fit, without room for "Více"', () => {
    expect(visibleLinkCount(widths, 100 + 80 + 120 + 90 + 3 * 20, 60, 20)).toBe(4);
  });

  it('folds the last links beside the "Více" button once one pixel is missing, never one link alone', () => {
    // All need 450. Beside Více: 60 + 20 + 100 = 180, + 20 + 80 = 280, + 20 + 120 = 420; three
    // would leave Více holding the last link only, so two stay and Více holds two.
    expect(visibleLinkCount(widths, 449, 60, 20)).toBe(2);
    expect(visibleLinkCount(widths, 420, 60, 20)).toBe(2);
    expect(visibleLinkCount(widths, 419, 60, 20)).toBe(2);
    expect(visibleLinkCount(widths, 280, 60, 20)).toBe(2);
    expect(visibleLinkCount(widths, 279, 60, 20)).toBe(1);
  });

  it('keeps links in priority order, never a later shorter one before an earlier longer one', () => {
    expect(visibleLinkCount([200, 10, 10], 150, 40, 10)).toBe(0);
  });

  it('folds everything when there is no room, and handles no links', () => {
    expect(visibleLinkCount(widths, 0, 60, 20)).toBe(0);
    expect(visibleLinkCount([], 0, 60, 20)).toBe(0);
  });
});
