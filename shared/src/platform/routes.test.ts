import { REMOTE_IDS } from './remotes';
import { breadcrumb, href, matchRoute, ownedRoutes, ROUTES, resolveOwner, withTrailingSlash } from './routes';

describe('matchRoute', () => {
  it.each([
    ['/', 'home', {}],
    ['/balicky-sluzeb/', 'packages', {}],
    ['/balicky-sluzeb/12/svatebni-balicek/', 'package-detail', { id: '12', slug: 'svatebni-balicek' }],
    ['/balicky-sluzeb/12/', 'package-detail', { id: '12' }],
    ['/blog/tag/svatby/', 'blog-tag', { slug: 'svatby' }],
    ['/blog/jak-vybrat-fotografa/', 'blog-post', { slug: 'jak-vybrat-fotografa' }],
    ['/fotografove/', 'photographers', {}],
    ['/kameramani/svatebni-kameraman/', 'videographers', { categorySlug: 'svatebni-kameraman' }],
    ['/users/jana.novakova/hodnoceni/', 'profile', { username: 'jana.novakova', tab: 'hodnoceni' }],
    ['/poptavky/vlozit-poptavku/', 'requests-create', {}],
    ['/poptavky/svatebni-fotograf/', 'request-category', { categorySlug: 'svatebni-fotograf' }],
    ['/poptavky/svatebni-fotograf/vlozit-poptavku/', 'request-category-create', { categorySlug: 'svatebni-fotograf' }],
    ['/poptavky/42/', 'request-detail', { id: '42' }],
    ['/poptavky/42/svatba-v-brne/proposals/', 'request-detail', { id: '42', slug: 'svatba-v-brne', tab: 'proposals' }],
    ['/my-offers/7/priceOptions/', 'my-package-detail', { id: '7', tab: 'priceOptions' }],
    ['/account/settings/billing-info/', 'account-settings', { tab: 'billing-info' }],
    ['/account/moderation/platby/', 'moderation-payments', {}],
    ['/account/logout/', 'account-logout', {}],
    ['/obchodni-podminky/cenik/', 'price-list', {}],
    ['/site-map/executors/', 'site-map', { section: 'executors' }],
    ['/sitemap/profici/', 'sitemap', { section: 'profici' }],
    ['/svatebni-fotograf/', 'landing', { serviceSlug: 'svatebni-fotograf' }],
    ['/svatebni-fotograf/vlozit-poptavku/', 'landing-request-create', { serviceSlug: 'svatebni-fotograf' }],
  ])('%s → %s', (path, id, params) => {
    const match = matchRoute(path);
    expect(match?.route.id).toBe(id);
    expect(match?.params).toEqual(params);
  });

  it.each(['/neexistuje/', '/poptavky', '/users/jana/nezname/', '/site-map/nic/', '/balicky-sluzeb/abc/x/y/', '/%E0%A4%A/', '/my-offers/abc/'])(
    '%s is not found',
    (path) => {
      expect(matchRoute(path)).toBeNull();
    },
  );

  it('landing slugs never shadow real routes', () => {
    for (const route of ROUTES.filter((r) => !r.landing && !r.path.includes(':'))) {
      expect(matchRoute(route.path)?.route.id).toBe(route.id);
    }
  });
});

describe('href', () => {
  it('builds paths that end with a slash and match back to the route', () => {
    expect(href('home')).toBe('/');
    expect(href('package-detail', { id: '5', slug: 'portret' })).toBe('/balicky-sluzeb/5/portret/');
    expect(href('package-detail', { id: '5' })).toBe('/balicky-sluzeb/5/');
    expect(href('profile', { username: 'jan novák' })).toBe('/users/jan%20nov%C3%A1k/');
    expect(matchRoute(href('profile', { username: 'jan novák' }))?.params.username).toBe('jan novák');
  });

  it('refuses to build a path without a required param', () => {
    expect(() => href('blog-post')).toThrow('needs the param slug');
  });
});

describe('ownership by role', () => {
  it('gives one path to different remotes by role', () => {
    expect(resolveOwner('/poptavky/', 'guest')?.owner).toBe('mf-public');
    expect(resolveOwner('/poptavky/', 'client')?.owner).toBe('mf-client');
    expect(resolveOwner('/poptavky/', 'executor')?.owner).toBe('mf-executor');
  });

  it('sends guests on protected pages to the login 403 and others to the right remote', () => {
    expect(resolveOwner('/account/', 'guest')?.owner).toBe('login-required');
    expect(resolveOwner('/account/', 'client')?.owner).toBe('mf-account');
    expect(resolveOwner('/cilene-poptavky/', 'guest')?.owner).toBe('login-required');
    expect(resolveOwner('/objednavky/', 'executor')?.owner).toBe('mf-executor');
    expect(resolveOwner('/objednavky/', 'client')?.owner).toBe('mf-client');
    expect(resolveOwner('/favourites/', 'executor')).toBeNull();
    expect(resolveOwner('/oblibene/', 'executor')?.owner).toBe('wrong-role');
    expect(resolveOwner('/my-dates/', 'client')?.owner).toBe('wrong-role');
    expect(resolveOwner('/vlozit-poptavku/', 'executor')?.owner).toBe('mf-client');
    expect(resolveOwner('/obnoveni-hesla/', 'guest')?.owner).toBe('shell');
  });

  it('gives each role its own dashboard at /prehled/ and asks a guest to sign in', () => {
    expect(resolveOwner('/prehled/', 'guest')?.owner).toBe('login-required');
    expect(resolveOwner('/prehled/', 'client')?.owner).toBe('mf-client');
    expect(resolveOwner('/prehled/', 'executor')?.owner).toBe('mf-executor');
    expect(href('dashboard')).toBe('/prehled/');
    expect(breadcrumb('dashboard').map((r) => r.title)).toEqual(['Úvod', 'Přehled']);
  });

  it('lets the shell sign anyone out, and gives the payments of moderation to mf-account', () => {
    for (const role of ['guest', 'client', 'executor'] as const) expect(resolveOwner('/account/logout/', role)?.owner).toBe('shell');
    expect(resolveOwner('/account/moderation/platby/', 'guest')?.owner).toBe('login-required');
    expect(resolveOwner('/account/moderation/platby/', 'client')?.owner).toBe('mf-account');
    expect(href('moderation-payments')).toBe('/account/moderation/platby/');
    expect(breadcrumb('moderation-payments').map((r) => r.id)).toEqual(['home', 'account', 'moderation', 'moderation-payments']);
  });

  it('gives every remote at least one route', () => {
    for (const remote of REMOTE_IDS) expect(ownedRoutes(remote).length).toBeGreaterThan(0);
  });
});

describe('withTrailingSlash', () => {
  it('adds the slash to page paths and leaves files alone', () => {
    expect(withTrailingSlash('/poptavky')).toBe('/poptavky/');
    expect(withTrailingSlash('/poptavky/')).toBeNull();
    expect(withTrailingSlash('/sitemap.xml')).toBeNull();
  });
});

describe('breadcrumb', () => {
  it('walks from home to the page', () => {
    expect(breadcrumb('price-list').map((r) => r.title)).toEqual(['Úvod', 'Obchodní podmínky', 'Ceník placených služeb']);
  });
});
