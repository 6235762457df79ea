/**
 * schema.org blocks the public pages describe themselves with (JSON-LD). Addresses are written as
 * site paths; `headTags` makes them absolute with the site's origin.
 */
/** A JSON-LD object (`{ '@type': 'BreadcrumbList', … }`); `@context` is added when written. */
export type JsonLd = { readonly '@type': string } & Readonly<Record<string, unknown>>;

export interface Crumb {
  name: string;
  /** Omitted for the current page. */
  path?: string | null;
}

export function breadcrumbList(crumbs: readonly Crumb[]): JsonLd {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, ...(c.path ? { item: c.path } : {}) })),
  };
}

/** A catalogue page's items, in the order shown, numbered from the page's first position. */
export function itemList(items: readonly { path: string; name: string }[], firstPosition = 1): JsonLd {
  return {
    '@type': 'ItemList',
    numberOfItems: items.length,
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: firstPosition + i, url: item.path, name: item.name })),
  };
}

export interface RatingFacts {
  /** Average of 1–5, null without reviews. */
  rating: number | null;
  reviewsCount: number;
}

function aggregateRating({ rating, reviewsCount }: RatingFacts): Record<string, unknown> {
  return rating !== null && reviewsCount > 0
    ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: rating, reviewCount: reviewsCount, bestRating: 5, worstRating: 1 } }
    : {};
}

/** A professional's public profile: the person and the service they offer. */
export function professionalProfile(
  p: { name: string; path: string; image?: string | null; description?: string | null; place?: string | null; services: readonly string[] } & RatingFacts,
): JsonLd {
  return {
    '@type': 'ProfessionalService',
    name: p.name,
    url: p.path,
    ...(p.image ? { image: p.image } : {}),
    ...(p.description ? { description: p.description } : {}),
    ...(p.place ? { areaServed: { '@type': 'Place', name: p.place } } : {}),
    ...(p.services.length > 0 ? { knowsAbout: p.services } : {}),
    founder: { '@type': 'Person', name: p.name, url: p.path },
    ...aggregateRating(p),
  };
}

/** A package: the service with its price options as offers (amounts in whole Kč). */
export function packageService(p: {
  name: string;
  path: string;
  description?: string | null;
  image?: string | null;
  provider: { name: string; path: string };
  offers: readonly { name: string; priceKc: number }[];
}): JsonLd {
  return {
    '@type': 'Service',
    name: p.name,
    url: p.path,
    ...(p.description ? { description: p.description } : {}),
    ...(p.image ? { image: p.image } : {}),
    provider: { '@type': 'ProfessionalService', name: p.provider.name, url: p.provider.path },
    offers: p.offers.map((o) => ({ '@type': 'Offer', name: o.name, price: o.priceKc, priceCurrency: 'CZK', url: p.path })),
  };
}

export function blogPosting(p: { title: string; path: string; description?: string | null; image?: string | null; published?: string | null }): JsonLd {
  return {
    '@type': 'BlogPosting',
    headline: p.title,
    url: p.path,
    mainEntityOfPage: p.path,
    ...(p.description ? { description: p.description } : {}),
    ...(p.image ? { image: p.image } : {}),
    ...(p.published ? { datePublished: p.published } : {}),
    publisher: { '@type': 'Organization', name: 'Záběr' },
  };
}

const URL_KEYS = new Set(['url', 'item', 'image', 'mainEntityOfPage', '@id', 'logo']);

/** The block with every site path under an address key made absolute. */
export function absoluteJsonLd<T>(value: T, toAbsolute: (path: string) => string): T {
  if (Array.isArray(value)) return value.map((v) => absoluteJsonLd(v, toAbsolute)) as T;
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [
      key,
      URL_KEYS.has(key) && typeof v === 'string' && v.startsWith('/') ? toAbsolute(v) : absoluteJsonLd(v, toAbsolute),
    ]),
  ) as T;
}
