import { SSR_DATA_ELEMENT_ID } from '@zaber/shared/platform/ssr/fragment';
import { browserPage, mergeCssInJs, type PageParts, pageDocument } from './page-document';

// The shell's index.html as the build writes it (minified; the marks are SSI comments, which minifiers keep).
const TEMPLATE =
  '<!doctype html><html lang=cs><head><meta charset=utf-8><!--#page-head--><meta name=description content="Výchozí"><title>Záběr</title><!--#/page-head--><script defer src=/main.js></script></head>' +
  '<body><div id=root data-remote=shell><!--#page-root--></div><!--#page-data--><noscript>JS</noscript></body></html>';

const style = (attrs: string, css: string) => `<style ${attrs}>${css}</style>`;
const cacheMap = (content: string) =>
  `<style data-ant-cssinjs-cache-path="data-ant-cssinjs-cache-path">.data-ant-cssinjs-cache-path{content:"${content}";}</style>`;

function parts(overrides: Partial<PageParts> = {}): PageParts {
  return {
    origin: 'https://zaber.cz',
    head: { title: 'Profíci', description: 'Fotografové a kameramani', canonicalPath: '/profici/?strana=2' },
    cssInJs: [],
    stylesheets: ['/bootstrap.1a2b3c4d.css'],
    scripts: ['/bootstrap.1a2b3c4d.js', 'https://public.zaber.cz/remoteEntry.js?v=abc'],
    root: '<div class="shell"><main>obsah</main></div>',
    loader: '/paint-first.12345678.js',
    data: {
      remote: 'mf-public',
      entry: 'https://public.zaber.cz/remoteEntry.js?v=abc',
      state: { apollo: { ROOT_QUERY: { x: '</script><script>alert(1)</script>' } } },
    },
    ...overrides,
  };
}

describe('pageDocument', () => {
  it("puts the page's head and styles in <head> and the frame in #root", () => {
    const doc = pageDocument(TEMPLATE, parts());
    expect(doc.head.endsWith('</head>')).toBe(true);
    expect(doc.head).toContain('<title>Profíci | Záběr</title>');
    expect(doc.head).not.toContain('Výchozí');
    expect(doc.head).toContain('<link rel="canonical" href="https://zaber.cz/profici/?strana=2"');
    expect(doc.head).toContain('<link rel="stylesheet" href="/bootstrap.1a2b3c4d.css">');
    expect(doc.body).toContain('<div id=root data-remote=shell><div class="shell"><main>obsah</main></div></div>');
  });

  it('names no script but the loader, which starts the entry and the preloads after the first paint', () => {
    const doc = pageDocument(TEMPLATE, parts());
    const html = doc.head + doc.body;
    expect(html).not.toContain('rel="preload" as="script"');
    expect(html).not.toContain('<script defer src=/main.js>');
    expect(doc.head).toContain(
      '<script defer src="/paint-first.12345678.js" data-main="/main.js" data-preload="/bootstrap.1a2b3c4d.js https://public.zaber.cz/remoteEntry.js?v=abc"></script>',
    );
    expect(doc.head.indexOf('rel="stylesheet"')).toBeLessThan(doc.head.indexOf('/paint-first.'));
  });

  it("preconnects to the origins of the remote's scripts while the HTML is parsed, once each", () => {
    const doc = pageDocument(
      TEMPLATE,
      parts({ scripts: ['/bootstrap.1a2b3c4d.js', 'https://public.zaber.cz/remoteEntry.js?v=abc', 'https://public.zaber.cz/app.js'] }),
    );
    expect(doc.head.match(/<link rel="preconnect"[^>]*>/g)).toEqual(['<link rel="preconnect" href="https://public.zaber.cz">']);
    expect(doc.head.indexOf('rel="preconnect"')).toBeLessThan(doc.head.indexOf('/paint-first.'));
    expect(pageDocument(TEMPLATE, parts({ scripts: ['/bootstrap.1a2b3c4d.js'] })).head).not.toContain('preconnect');
  });

  it('writes the state as a JSON block no markup inside it can end', () => {
    const { body } = pageDocument(TEMPLATE, parts());
    const block = new RegExp(`<script type="application/json" id="${SSR_DATA_ELEMENT_ID}">(.*?)</script>`).exec(body);
    expect(block).not.toBeNull();
    expect(block?.[1]).not.toContain('</script>');
    expect(JSON.parse(block?.[1] ?? '').state.apollo.ROOT_QUERY.x).toBe('</script><script>alert(1)</script>');
    // Nothing executable was added to the body: the only scripts there are data blocks.
    expect(body.match(/<script(?![^>]*type="application\/(?:json|ld\+json)")[^>]*>/g)).toBeNull();
  });

  it('refuses a template without the marks', () => {
    expect(() => pageDocument('<html><head></head><body></body></html>', parts())).toThrow('marks');
  });
});

describe('mergeCssInJs', () => {
  it('keeps each style once and one cache-path map of both renders, so antd reuses them in the browser', () => {
    const shell = style('data-rc-priority="-999" data-css-hash="btn1"', '.ant-btn{}') + cacheMap('css|Button:btn1');
    const remote =
      style('data-rc-priority="-999" data-css-hash="btn1"', '.ant-btn{}') +
      style('data-token-hash="css-var-_mf-public-R_0_" data-css-hash="var1"', '.css-var{}') +
      cacheMap('css|Tag:tag1');
    const merged = mergeCssInJs([shell, remote]);
    expect(merged.match(/data-css-hash="btn1"/g)).toHaveLength(1);
    expect(merged).toContain('data-css-hash="var1"');
    expect(merged.match(/data-ant-cssinjs-cache-path=/g)).toHaveLength(1);
    expect(merged).toContain('content:"css|Button:btn1;css|Tag:tag1"');
  });
});

describe('the design language on the page', () => {
  const once = (html: string, part: string) => html.split(part).length - 1;

  it('writes the tokens and utility classes once into the head of a composed page and of a browser page', () => {
    const composed = pageDocument(TEMPLATE, parts());
    const browser = browserPage(TEMPLATE);
    for (const head of [composed.head, browser.slice(0, browser.indexOf('</head>'))]) {
      expect(once(head, '<style id="zaber-design">')).toBe(1);
      expect(head).toContain('--z-color-primary:#1b5e4b;');
      expect(head).toContain('--z-space-4:16px;');
      expect(head).toContain('.z-mb-4{margin-bottom: var(--z-space-4) !important;}');
    }
    expect(composed.body).not.toContain('zaber-design');
  });
});

describe('browserPage', () => {
  it('is the template without the marks: the page the browser renders', () => {
    const page = browserPage(TEMPLATE);
    expect(page).not.toContain('<!--#');
    expect(page).toContain('<title>Záběr</title>');
    expect(page).toContain('<div id=root data-remote=shell></div>');
  });
});
