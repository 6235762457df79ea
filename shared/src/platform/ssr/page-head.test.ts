import { breadcrumbList, itemList, packageService, professionalProfile } from '@zaber/shared/platform/ssr/json-ld';
import { headTags, leadImagePreload, mergeHeads, shortDescription } from '@zaber/shared/platform/ssr/page-head';

const jsonLdBlocks = (html: string) => [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? ''));

describe('page head', () => {
  it('lets later parts win and merges JSON-LD blocks by key', () => {
    const merged = mergeHeads([
      { title: 'Profíci', canonicalPath: '/profici/', jsonLd: { breadcrumb: breadcrumbList([{ name: 'Úvod', path: '/' }]) } },
      { title: 'Jana Nováková', description: null, jsonLd: { profile: { '@type': 'Person', name: 'Jana' } } },
    ]);
    expect(merged.title).toBe('Jana Nováková');
    expect(merged.canonicalPath).toBe('/profici/');
    expect(Object.keys(merged.jsonLd ?? {})).toEqual(['breadcrumb', 'profile']);
  });

  it('writes title, description, canonical, Open Graph and JSON-LD with absolute addresses, escaped', () => {
    const html = headTags(
      {
        title: 'Svatba "na horách" <2026>',
        description: 'Popis '.repeat(50),
        canonicalPath: '/balicky-sluzeb/8/svatba/',
        image: '/media/a.jpg',
        jsonLd: { crumbs: breadcrumbList([{ name: 'Úvod', path: '/' }, { name: 'Svatba </script>' }]) },
      },
      'https://zaber.cz',
    );
    expect(html).toContain('<title>Svatba &quot;na horách&quot; &lt;2026&gt; | Záběr</title>');
    expect(html).toContain('<link rel="canonical" href="https://zaber.cz/balicky-sluzeb/8/svatba/"');
    expect(html).toContain('<meta property="og:image" content="https://zaber.cz/media/a.jpg"');
    expect(html).toContain('<meta property="og:locale" content="cs_CZ"');
    // The description is cut to what search results show.
    expect(/<meta name="description" content="([^"]*)"/.exec(html)?.[1]?.length).toBeLessThanOrEqual(160);
    const [crumbs] = jsonLdBlocks(html);
    expect(crumbs['@context']).toBe('https://schema.org');
    expect(crumbs.itemListElement[0].item).toBe('https://zaber.cz/');
    expect(crumbs.itemListElement[1].name).toBe('Svatba </script>');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });

  it('keeps error and private pages out of search results (noindex, no canonical)', () => {
    const html = headTags({ title: 'Stránka nenalezena', noindex: true, canonicalPath: '/x/' }, 'https://zaber.cz');
    expect(html).toContain('<meta name="robots" content="noindex"');
    expect(html).not.toContain('rel="canonical"');
  });

  it('falls back to the site description and preloads the lead image with its variants', () => {
    expect(shortDescription('  ')).toContain('Záběr');
    expect(leadImagePreload({ src: '/a-thumb.jpg', srcSet: '/a-480.webp 480w', sizes: '100vw' })).toBe(
      '<link rel="preload" as="image" href="/a-thumb.jpg" imagesrcset="/a-480.webp 480w" imagesizes="100vw" fetchpriority="high">',
    );
    expect(leadImagePreload(null)).toBe('');
  });
});

describe('schema.org blocks', () => {
  it('describe a profile with its rating, a package with its offers in Kč and a page of a list', () => {
    expect(professionalProfile({ name: 'Jana', path: '/users/jana/', services: ['Svatby'], rating: 4.8, reviewsCount: 12 })).toMatchObject({
      '@type': 'ProfessionalService',
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.8, reviewCount: 12 },
    });
    expect(professionalProfile({ name: 'Nový', path: '/users/novy/', services: [], rating: null, reviewsCount: 0 })).not.toHaveProperty('aggregateRating');
    expect(
      packageService({
        name: 'Svatba',
        path: '/balicky-sluzeb/1/svatba/',
        provider: { name: 'Jana', path: '/users/jana/' },
        offers: [{ name: 'Celý den', priceKc: 24900 }],
      }).offers,
    ).toEqual([{ '@type': 'Offer', name: 'Celý den', price: 24900, priceCurrency: 'CZK', url: '/balicky-sluzeb/1/svatba/' }]);
    expect(itemList([{ path: '/a/', name: 'A' }], 13).itemListElement).toEqual([{ '@type': 'ListItem', position: 13, url: '/a/', name: 'A' }]);
  });
});
