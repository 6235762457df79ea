import type { APIRequestContext } from '@playwright/test';
import { canonicalOf, contentLinks, czk, h1Of, jsonLdOf, textOf, titleOf } from '../../fixtures/html';
import { expect, test, touches } from '../../fixtures/test';

// The public site as a crawler or a phone without JavaScript gets it: each page's first response
// is the whole page — the shell's header and footer around the owning remote's server-rendered
// content, its data, a canonical address and schema.org descriptions that parse.

interface Fetched {
  status: number;
  html: string;
  headers: Record<string, string>;
}

async function fetchPage(request: APIRequestContext, path: string): Promise<Fetched> {
  const response = await request.get(path, { headers: { accept: 'text/html' }, maxRedirects: 0 });
  return { status: response.status(), html: await response.text(), headers: response.headers() };
}

function typesOf(html: string): string[] {
  return jsonLdOf(html).map((block) => String(block['@type']));
}

/** What every server-rendered public page carries. */
function expectWholePage(page: Fetched, path: string, baseURL: string) {
  expect(page.status, path).toBe(200);
  expect(page.headers['x-zaber-render'], path).toBe('server');
  expect(page.html, path).toContain('<header class="shell-header"');
  expect(page.html, path).toContain('<footer class="shell-footer"');
  expect(page.html, path).toContain('class="consent-bar"');
  expect(page.html, path).toContain('<div data-remote="mf-public">');
  expect(page.html, path).toContain('<script type="application/json" id="zaber-ssr">');
  const canonical = canonicalOf(page.html);
  expect(canonical, path).toBe(new URL(path.split('#')[0] ?? path, baseURL).href);
  expect(titleOf(page.html), path).toMatch(/Záběr/);
  // Every block parses and says what it is.
  for (const block of jsonLdOf(page.html)) {
    expect(block['@context'], path).toBe('https://schema.org');
    expect(typeof block['@type'], path).toBe('string');
  }
}

test.describe('server-rendered pages', touches('shell', 'mf-public'), () => {
  test.describe('the public pages as their first HTML response', () => {
    test('home, catalogues, a package, a profile with its tabs', async ({ request, baseURL }) => {
      const base = baseURL ?? '';
      const home = await fetchPage(request, '/');
      expectWholePage(home, '/', base);
      expect(h1Of(home.html)).toBe('Najděte svého fotografa nebo kameramana');
      expect(textOf(home.html)).toMatch(/\d[\d ]* Kč/);
      expect(typesOf(home.html)).toContain('WebSite');
      // The site's claims are counted on the server, not filled in by the browser later.
      expect(textOf(home.html)).toMatch(/\d[\d ]* ověřených profíků/);
      expect(textOf(home.html)).toMatch(/\d[\d ]* zákazníků/);
      // The header is the guest's; the search and the main actions are real links and forms.
      expect(home.html).toMatch(/<a [^>]*href="\/vlozit-poptavku\/"/);

      for (const path of ['/profici/', '/fotografove/', '/fotografove/svatebni-fotograf/', '/kameramani/']) {
        const page = await fetchPage(request, path);
        expectWholePage(page, path, base);
        expect(typesOf(page.html), path).toEqual(expect.arrayContaining(['BreadcrumbList', 'ItemList']));
        const text = textOf(page.html);
        expect(text, path).toMatch(/\d+ výsledk/);
        // Professionals with their ratings, each card a link to the profile.
        expect(text, path).toMatch(/\d(,\d)? \(\d+ hodnocen/);
        expect(contentLinks(page.html, /^\/users\/[^/]+\/$/).length, path).toBeGreaterThan(0);
      }
      const photographers = await fetchPage(request, '/profici/');
      expect(h1Of(photographers.html)).toBe('Profíci');
      // The next page of the list is a link with its number in the query string.
      expect(photographers.html).toContain('href="/profici/?strana=2"');
      const second = await fetchPage(request, '/profici/?strana=2');
      expectWholePage(second, '/profici/?strana=2', base);
      const list = jsonLdOf(second.html).find((b) => b['@type'] === 'ItemList') as { itemListElement: { position: number }[] };
      expect(list.itemListElement[0]?.position).toBe(13);
      // The first card's cover is the page's lead image: preloaded at high priority, not lazy.
      expect(second.html).toMatch(/<link rel="preload" as="image" href="[^"]+" imagesrcset="[^"]+" imagesizes="[^"]+" fetchpriority="high">/);

      const packages = await fetchPage(request, '/balicky-sluzeb/');
      expectWholePage(packages, '/balicky-sluzeb/', base);
      expect(h1Of(packages.html)).toBe('Balíčky služeb');
      expect(textOf(packages.html)).toMatch(/od \d[\d ]* Kč/);
      expect(typesOf(packages.html)).toEqual(expect.arrayContaining(['BreadcrumbList', 'ItemList']));
      // Card covers come in sizes for the width they are drawn at.
      expect(packages.html).toMatch(/<img [^>]*srcSet="[^"]+ 480w[^"]*"[^>]*sizes="[^"]+"/);

      const packagePath = contentLinks(packages.html, /^\/balicky-sluzeb\/\d+\/[^/]+\/$/)[0] ?? '';
      expect(packagePath).not.toBe('');
      const detail = await fetchPage(request, packagePath);
      expectWholePage(detail, packagePath, base);
      const service = jsonLdOf(detail.html).find((b) => b['@type'] === 'Service') as { name: string; offers: { price: number; priceCurrency: string }[] };
      expect(h1Of(detail.html)).toBe(service.name);
      expect(service.offers[0]?.priceCurrency).toBe('CZK');
      expect(textOf(detail.html)).toContain(czk(service.offers[0]?.price ?? 0));
      expect(detail.html).toMatch(/<link rel="preload" as="image"[^>]*fetchpriority="high">/);
      expect(detail.html).toContain('<meta property="og:type" content="product"');

      const profile = await fetchPage(request, '/users/petra-profikova/');
      expectWholePage(profile, '/users/petra-profikova/', base);
      expect(h1Of(profile.html)).toBe('Petra Profíková');
      const business = jsonLdOf(profile.html).find((b) => b['@type'] === 'ProfessionalService') as {
        aggregateRating: { ratingValue: number; reviewCount: number };
      };
      expect(business.aggregateRating.reviewCount).toBeGreaterThan(0);
      expect(textOf(profile.html)).toContain(`(${business.aggregateRating.reviewCount} hodnocení)`);
      for (const tab of ['balicky', 'hodnoceni', 'terminy']) {
        const path = `/users/petra-profikova/${tab}/`;
        const page = await fetchPage(request, path);
        expectWholePage(page, path, base);
        expect(h1Of(page.html), path).toBe('Petra Profíková');
      }
    });

    test('requests, the blog, static and legal pages, the price list, site maps and landing pages', async ({ request, baseURL }) => {
      const base = baseURL ?? '';
      const requests = await fetchPage(request, '/poptavky/');
      expectWholePage(requests, '/poptavky/', base);
      expect(h1Of(requests.html)).toBe('Poptávky');
      const requestPath = contentLinks(requests.html, /^\/poptavky\/\d+\/[^/]+\/$/)[0] ?? '';
      expect(requestPath).not.toBe('');
      const requestDetail = await fetchPage(request, requestPath);
      expectWholePage(requestDetail, requestPath, base);
      expect(textOf(requestDetail.html)).toContain('Kontakt na klienta uvidí jen profík, jehož nabídku klient přijme.');

      const blog = await fetchPage(request, '/blog/');
      expectWholePage(blog, '/blog/', base);
      const postPath = contentLinks(blog.html, /^\/blog\/(?!tag\/)[^/]+\/$/)[0] ?? '';
      const post = await fetchPage(request, postPath);
      expectWholePage(post, postPath, base);
      const posting = jsonLdOf(post.html).find((b) => b['@type'] === 'BlogPosting') as { headline: string };
      expect(h1Of(post.html)).toBe(posting.headline);
      expect(titleOf(post.html)).toBe(`${posting.headline} | Záběr`);
      const tagPath = contentLinks(post.html, /^\/blog\/tag\/[^/]+\/$/)[0] ?? '';
      const tag = await fetchPage(request, tagPath);
      expectWholePage(tag, tagPath, base);
      expect(textOf(tag.html)).toContain(posting.headline);

      const pages: [string, string][] = [
        ['/jak-to-funguje/', 'Jak to funguje'],
        ['/cookies/', 'Cookies'],
        ['/obchodni-podminky/', 'Obchodní podmínky'],
        ['/ochrana-osobnich-udaju/', 'Ochrana osobních údajů'],
        ['/caste-dotazy/', 'Časté dotazy'],
        ['/kontaktujte-nas/', 'Kontaktujte nás'],
        ['/obchodni-podminky/cenik/', 'Ceník placených služeb'],
        ['/site-map/', 'Mapa stránek'],
        ['/sitemap/profici/', 'Mapa stránek'],
      ];
      for (const [path, heading] of pages) {
        const page = await fetchPage(request, path);
        expectWholePage(page, path, base);
        expect(h1Of(page.html), path).toContain(heading);
        expect(typesOf(page.html), path).toContain('BreadcrumbList');
      }
      const priceList = textOf((await fetchPage(request, '/obchodni-podminky/cenik/')).html);
      expect(priceList).toContain('49 Kč');

      const landing = await fetchPage(request, '/svatebni-fotograf/');
      expectWholePage(landing, '/svatebni-fotograf/', base);
      expect(h1Of(landing.html)).toMatch(/svateb/i);
    });

    test('missing data answers 404 and stays out of search results', async ({ request }) => {
      const missing = await fetchPage(request, '/users/nikdo-takovy/');
      expect(missing.status).toBe(404);
      expect(missing.headers['x-zaber-render']).toBe('server');
      expect(missing.html).toContain('<meta name="robots" content="noindex"');
      expect(canonicalOf(missing.html)).toBeNull();
      expect(missing.headers['cache-control']).toContain('no-cache');
      const unknown = await fetchPage(request, '/neexistujici-stranka/nic/');
      expect(unknown.status).toBe(404);
    });

    test('robots.txt names the sitemap; signed-in pages are out of its reach', async ({ request, baseURL }) => {
      const robots = await (await request.get('/robots.txt')).text();
      expect(robots).toContain(`Sitemap: ${new URL('/sitemap.xml', baseURL).href}`);
      expect(robots).toContain('Disallow: /account/');
      expect((await request.get('/sitemap.xml')).status()).toBe(200);
    });

    test('anonymous HTML may be cached briefly by a CDN and revalidated; a personal one never', async ({ request, playwright, baseURL }) => {
      const first = await request.get('/balicky-sluzeb/', { headers: { 'accept-encoding': 'br, gzip' } });
      expect(first.headers()['cache-control']).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=300');
      expect(first.headers()['content-encoding']).toBe('br');
      expect(first.headers().vary).toContain('Cookie');
      expect(first.headers().etag).toMatch(/^W\/"/);
      // Unchanged, the page answers 304 to its ETag. Journeys beside this one add packages: a page that
      // changed in between answers 200 with another ETag, and the pair is asked again.
      await expect(async () => {
        const etag = (await request.get('/balicky-sluzeb/')).headers().etag ?? '';
        const again = await request.get('/balicky-sluzeb/', { headers: { 'if-none-match': etag } });
        if (again.status() === 200) expect(again.headers().etag, 'a 200 to an unchanged page').not.toBe(etag);
        expect(again.status()).toBe(304);
      }).toPass({ timeout: 15_000 });
      // The API's answers are compressed on the way too.
      const graphql = await request.post('/graphql', {
        data: { query: '{ packages(pageSize: 48) { items { id title description } } }' },
        headers: { 'accept-encoding': 'br, gzip', 'content-type': 'application/json' },
      });
      expect(graphql.headers()['content-encoding']).toMatch(/br|gzip/);
      // With the visitor's consent choice the page is personal.
      const personal = await playwright.request.newContext({
        baseURL,
        extraHTTPHeaders: { cookie: 'zaber-consent=%7B%22analytics%22%3Afalse%2C%22marketing%22%3Afalse%7D' },
      });
      try {
        const page = await personal.get('/balicky-sluzeb/');
        expect(page.headers()['cache-control']).toBe('private, no-cache');
        expect(await page.text()).not.toContain('class="consent-bar"');
      } finally {
        await personal.dispose();
      }
    });
  });
});
