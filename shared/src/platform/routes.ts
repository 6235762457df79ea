import type { RemoteId } from '@zaber/shared/platform/remotes';
import type { ViewerRole } from '@zaber/shared/platform/roles';
import { SERVICE_SLUGS } from '@zaber/shared/platform/services';

/**
 * Who renders a path for a role:
 * - a remote id: that remote mounts;
 * - `shell`: the shell renders the page itself (password reset, account activation, sign-out);
 * - `login-required`: 403 'Přístup zakázán' with a login hint (a guest on a protected page);
 * - `guests-only`: 403 'Permission denied' (a signed-in user on a page for guests);
 * - `wrong-role`: 403, the page exists but not for this kind of account.
 */
export type RouteOwner = RemoteId | 'shell' | 'login-required' | 'guests-only' | 'wrong-role';

export type RouteId =
  | 'home'
  | 'dashboard'
  | 'packages'
  | 'package-detail'
  | 'blog'
  | 'blog-tag'
  | 'blog-post'
  | 'executors'
  | 'photographers'
  | 'videographers'
  | 'profile'
  | 'how-it-works'
  | 'contact'
  | 'cookies'
  | 'terms'
  | 'price-list'
  | 'privacy'
  | 'faq'
  | 'site-map'
  | 'sitemap'
  | 'requests'
  | 'request-create'
  | 'requests-create'
  | 'request-category-create'
  | 'request-category'
  | 'request-detail'
  | 'private-requests'
  | 'orders'
  | 'favourites'
  | 'proposals'
  | 'my-packages'
  | 'my-package-detail'
  | 'my-dates'
  | 'account'
  | 'account-settings'
  | 'account-transactions'
  | 'account-documents'
  | 'account-logout'
  | 'moderation'
  | 'moderation-payments'
  | 'conversations'
  | 'conversation'
  | 'notifications'
  | 'password-reset'
  | 'account-activation'
  | 'landing-request-create'
  | 'landing';

/** A param constraint: a list of allowed values or a pattern. */
type ParamRule = readonly string[] | RegExp;

export interface RouteDef {
  id: RouteId;
  /** Pattern with `:name` and optional `:name?` segments; always starts and ends with `/`. */
  path: string;
  /** Czech page title (also the breadcrumb label). */
  title: string;
  /** Breadcrumb parent. */
  parent?: RouteId;
  /** Constraints on params; a path that breaks one does not match this route. */
  params?: Readonly<Record<string, ParamRule>>;
  /** Landing pages get the reduced header and footer. */
  landing?: boolean;
  /**
   * Named guards the shell runs before the page (spec §5): `auth` (403 'Přístup zakázán' without
   * a token), `guest` (403 'Permission denied' with one). Unknown names give 500 'Unknown middleware'.
   */
  middleware?: readonly string[];
  owner: (role: ViewerRole) => RouteOwner;
}

const NUMERIC = /^\d+$/;
const NOT_NUMERIC = /^(?!\d+$)[a-z0-9-]+$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const publicPage = (): RouteOwner => 'mf-public';
const byRole =
  (owners: Record<ViewerRole, RouteOwner>) =>
  (role: ViewerRole): RouteOwner =>
    owners[role];
const executorOnly = byRole({ guest: 'login-required', client: 'wrong-role', executor: 'mf-executor' });
const accountPage = byRole({ guest: 'login-required', client: 'mf-account', executor: 'mf-account' });
const requestPages = byRole({ guest: 'mf-public', client: 'mf-client', executor: 'mf-executor' });
// A guest fills the wizard and signs up at its contact step; an executor is told it needs a client account.
const requestWizard = (): RouteOwner => 'mf-client';
const shellPage = (): RouteOwner => 'shell';
const profilePage = byRole({ guest: 'mf-public', client: 'mf-public', executor: 'mf-executor' });

/**
 * The route table. Order matters: the first route whose pattern and param rules match wins,
 * so fixed paths come before the patterns that could swallow them (landing pages last).
 */
export const ROUTES: readonly RouteDef[] = [
  { id: 'home', path: '/', title: 'Úvod', owner: publicPage },
  // Where a user lands after signing in: what waits for them, by role.
  {
    id: 'dashboard',
    path: '/prehled/',
    title: 'Přehled',
    parent: 'home',
    owner: byRole({ guest: 'login-required', client: 'mf-client', executor: 'mf-executor' }),
  },
  { id: 'packages', path: '/balicky-sluzeb/', title: 'Balíčky služeb', parent: 'home', owner: publicPage },
  {
    id: 'package-detail',
    path: '/balicky-sluzeb/:id/:slug?/',
    title: 'Detail balíčku',
    parent: 'packages',
    params: { id: NUMERIC },
    owner: publicPage,
  },
  { id: 'blog', path: '/blog/', title: 'Blog', parent: 'home', owner: publicPage },
  { id: 'blog-tag', path: '/blog/tag/:slug?/', title: 'Články podle štítku', parent: 'blog', owner: publicPage },
  { id: 'blog-post', path: '/blog/:slug/', title: 'Článek', parent: 'blog', owner: publicPage },
  { id: 'executors', path: '/profici/', title: 'Profíci', parent: 'home', owner: publicPage },
  {
    id: 'photographers',
    path: '/fotografove/:categorySlug?/',
    title: 'Fotografové',
    parent: 'executors',
    owner: publicPage,
  },
  {
    id: 'videographers',
    path: '/kameramani/:categorySlug?/',
    title: 'Kameramani',
    parent: 'executors',
    owner: publicPage,
  },
  {
    id: 'profile',
    path: '/users/:username/:tab?/',
    title: 'Profil profíka',
    parent: 'executors',
    params: { tab: ['balicky', 'hodnoceni', 'terminy'] },
    // Professionals get it from mf-executor, which adds in-place editing to their own profile.
    owner: profilePage,
  },
  { id: 'how-it-works', path: '/jak-to-funguje/', title: 'Jak to funguje', parent: 'home', owner: publicPage },
  { id: 'contact', path: '/kontaktujte-nas/', title: 'Kontaktujte nás', parent: 'home', owner: publicPage },
  { id: 'cookies', path: '/cookies/', title: 'Cookies', parent: 'home', owner: publicPage },
  { id: 'terms', path: '/obchodni-podminky/', title: 'Obchodní podmínky', parent: 'home', owner: publicPage },
  {
    id: 'price-list',
    path: '/obchodni-podminky/cenik/',
    title: 'Ceník placených služeb',
    parent: 'terms',
    owner: publicPage,
  },
  {
    id: 'privacy',
    path: '/ochrana-osobnich-udaju/',
    title: 'Ochrana osobních údajů',
    parent: 'home',
    owner: publicPage,
  },
  { id: 'faq', path: '/caste-dotazy/', title: 'Časté dotazy', parent: 'home', owner: publicPage },
  {
    id: 'site-map',
    path: '/site-map/:section?/',
    title: 'Mapa stránek',
    parent: 'home',
    params: { section: ['executors', 'offers', 'projects', 'services'] },
    owner: publicPage,
  },
  {
    id: 'sitemap',
    path: '/sitemap/:section?/',
    title: 'Mapa stránek',
    parent: 'home',
    params: { section: ['poptavky', 'balicky-sluzeb', 'profici', 'sluzby'] },
    owner: publicPage,
  },
  { id: 'requests', path: '/poptavky/', title: 'Poptávky', parent: 'home', owner: requestPages },
  { id: 'request-create', path: '/vlozit-poptavku/', title: 'Vložit poptávku', parent: 'home', owner: requestWizard },
  {
    id: 'requests-create',
    path: '/poptavky/vlozit-poptavku/',
    title: 'Vložit poptávku',
    parent: 'requests',
    owner: requestWizard,
  },
  {
    id: 'request-category-create',
    path: '/poptavky/:categorySlug/vlozit-poptavku/',
    title: 'Vložit poptávku',
    parent: 'requests',
    params: { categorySlug: NOT_NUMERIC },
    owner: requestWizard,
  },
  {
    id: 'request-category',
    path: '/poptavky/:categorySlug/',
    title: 'Poptávky v kategorii',
    parent: 'requests',
    params: { categorySlug: NOT_NUMERIC },
    owner: requestPages,
  },
  {
    id: 'request-detail',
    path: '/poptavky/:id/:slug?/:tab?/',
    title: 'Detail poptávky',
    parent: 'requests',
    params: { id: NUMERIC, tab: ['conversations', 'executor-candidates', 'proposals'] },
    owner: requestPages,
  },
  {
    id: 'private-requests',
    path: '/cilene-poptavky/',
    title: 'Cílené poptávky',
    parent: 'home',
    owner: byRole({ guest: 'login-required', client: 'mf-client', executor: 'mf-executor' }),
  },
  {
    id: 'orders',
    path: '/objednavky/',
    title: 'Moje objednávky',
    parent: 'home',
    // A client's orders; a professional's orders of all their packages.
    owner: byRole({ guest: 'login-required', client: 'mf-client', executor: 'mf-executor' }),
  },
  {
    id: 'favourites',
    path: '/oblibene/',
    title: 'Oblíbené',
    parent: 'home',
    owner: byRole({ guest: 'login-required', client: 'mf-client', executor: 'wrong-role' }),
  },
  { id: 'proposals', path: '/nabidky/', title: 'Moje nabídky', parent: 'home', owner: executorOnly },
  { id: 'my-packages', path: '/my-offers/', title: 'Moje balíčky', parent: 'home', owner: executorOnly },
  {
    id: 'my-package-detail',
    path: '/my-offers/:id/:tab?/',
    title: 'Úprava balíčku',
    parent: 'my-packages',
    // Czech tab words; the English ones of older links still match (the page moves to the Czech address).
    params: { id: NUMERIC, tab: ['popis', 'ceny', 'galerie', 'objednavky', 'zpravy', 'conversations', 'description', 'gallery', 'orders', 'priceOptions'] },
    owner: executorOnly,
  },
  { id: 'my-dates', path: '/my-dates/', title: 'Moje termíny', parent: 'home', owner: executorOnly },
  { id: 'account', path: '/account/', title: 'Můj účet', parent: 'home', owner: accountPage },
  {
    id: 'account-settings',
    path: '/account/settings/:tab?/',
    title: 'Nastavení účtu',
    parent: 'account',
    params: { tab: ['billing-info', 'email-notifications'] },
    owner: accountPage,
  },
  {
    id: 'account-transactions',
    path: '/account/transactions/',
    title: 'Transakce',
    parent: 'account',
    owner: accountPage,
  },
  {
    id: 'account-documents',
    path: '/account/documents/',
    title: 'Doklady a historie objednávek',
    parent: 'account',
    owner: accountPage,
  },
  // The shell signs out and goes home; a guest who lands here is simply sent home too.
  { id: 'account-logout', path: '/account/logout/', title: 'Odhlášení', parent: 'account', owner: shellPage },
  { id: 'moderation', path: '/account/moderation/', title: 'Moderace profilů', parent: 'account', owner: accountPage },
  // Moderators confirm bank transfers and import bank statements; anyone else gets mf-account's 403.
  {
    id: 'moderation-payments',
    path: '/account/moderation/platby/',
    title: 'Platby převodem',
    parent: 'moderation',
    owner: accountPage,
  },
  { id: 'conversations', path: '/conversations/', title: 'Zprávy', parent: 'home', owner: accountPage },
  // One conversation on its own page: once it is an engagement, what was agreed, the stages and the next step.
  { id: 'conversation', path: '/conversations/:id/', title: 'Konverzace', parent: 'conversations', params: { id: UUID }, owner: accountPage },
  { id: 'notifications', path: '/notifications/', title: 'Upozornění', parent: 'home', owner: accountPage },
  {
    id: 'password-reset',
    path: '/obnoveni-hesla/:token?/',
    title: 'Obnovení hesla',
    parent: 'home',
    middleware: ['guest'],
    owner: shellPage,
  },
  {
    id: 'account-activation',
    path: '/aktivace-uctu/:token/',
    title: 'Aktivace účtu',
    parent: 'home',
    owner: shellPage,
  },
  {
    id: 'landing-request-create',
    path: '/:serviceSlug/vlozit-poptavku/',
    title: 'Vložit poptávku',
    parent: 'landing',
    params: { serviceSlug: SERVICE_SLUGS },
    landing: true,
    owner: requestWizard,
  },
  {
    id: 'landing',
    path: '/:serviceSlug/',
    title: 'Služba',
    parent: 'home',
    params: { serviceSlug: SERVICE_SLUGS },
    landing: true,
    owner: publicPage,
  },
];

export type RouteParams = Record<string, string>;

export interface RouteMatch {
  route: RouteDef;
  params: RouteParams;
}

const routesById = new Map<RouteId, RouteDef>(ROUTES.map((r) => [r.id, r]));

export function getRoute(id: RouteId): RouteDef {
  const route = routesById.get(id);
  if (!route) throw new Error(`Unknown route ${id}`);
  return route;
}

function splitPath(path: string): string[] {
  return path.split('/').filter((s) => s.length > 0);
}

function allowed(rule: ParamRule | undefined, value: string): boolean {
  if (!rule) return true;
  return rule instanceof RegExp ? rule.test(value) : rule.includes(value);
}

function matchPattern(route: RouteDef, segments: string[]): RouteParams | null {
  const pattern = splitPath(route.path);
  const params: RouteParams = {};
  let i = 0;
  for (const part of pattern) {
    const segment = segments[i];
    if (!part.startsWith(':')) {
      if (segment !== part) return null;
      i += 1;
      continue;
    }
    const optional = part.endsWith('?');
    const name = part.slice(1, optional ? -1 : undefined);
    if (segment !== undefined && allowed(route.params?.[name], segment)) {
      params[name] = segment;
      i += 1;
    } else if (!optional) {
      return null;
    }
  }
  return i === segments.length ? params : null;
}

/** Finds the route of a pathname (which must end with `/`), or null for a 404. */
export function matchRoute(pathname: string): RouteMatch | null {
  if (!pathname.endsWith('/')) return null;
  let segments: string[];
  try {
    segments = splitPath(pathname).map((s) => decodeURIComponent(s));
  } catch {
    return null;
  }
  for (const route of ROUTES) {
    const params = matchPattern(route, segments);
    if (params) return { route, params };
  }
  return null;
}

/** Builds the path of a route; every path ends with `/`. */
export function href(id: RouteId, params: RouteParams = {}): string {
  const parts: string[] = [];
  for (const part of splitPath(getRoute(id).path)) {
    if (!part.startsWith(':')) {
      parts.push(part);
      continue;
    }
    const optional = part.endsWith('?');
    const name = part.slice(1, optional ? -1 : undefined);
    const value = params[name];
    if (value === undefined || value === '') {
      if (optional) continue;
      throw new Error(`Route ${id} needs the param ${name}`);
    }
    parts.push(encodeURIComponent(value));
  }
  return parts.length === 0 ? '/' : `/${parts.join('/')}/`;
}

/** `/poptavky` → `/poptavky/`; null when the path already follows the trailing-slash rule. */
export function withTrailingSlash(pathname: string): string | null {
  if (pathname.endsWith('/')) return null;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  // Files (sitemap.xml, chunks) keep their names.
  if (last.includes('.')) return null;
  return `${pathname}/`;
}

/** The breadcrumb trail from home to the route, inclusive. */
export function breadcrumb(id: RouteId): RouteDef[] {
  const trail: RouteDef[] = [];
  let current: RouteDef | undefined = getRoute(id);
  while (current) {
    trail.unshift(current);
    current = current.parent ? getRoute(current.parent) : undefined;
  }
  return trail;
}

/** Resolves who renders a pathname for a role; null means 404. */
export function resolveOwner(pathname: string, role: ViewerRole): { match: RouteMatch; owner: RouteOwner } | null {
  const match = matchRoute(pathname);
  return match ? { match, owner: match.route.owner(role) } : null;
}

/** Routes a remote renders for at least one role. */
export function ownedRoutes(remote: RemoteId): RouteDef[] {
  const roles: ViewerRole[] = ['guest', 'client', 'executor'];
  return ROUTES.filter((r) => roles.some((role) => r.owner(role) === remote));
}

/** Spec §2 (footer): a service that takes only videos is listed under videographers, others under photographers. */
export function categoryListingHref(category: { slug: string; allowedWorkTypes: readonly string[] }): string {
  const videoOnly = category.allowedWorkTypes.length > 0 && category.allowedWorkTypes.every((type) => type === 'VIDEO');
  return href(videoOnly ? 'videographers' : 'photographers', { categorySlug: category.slug });
}
