/**
 * What a page says about itself in <head>: title, description, canonical URL, Open Graph and
 * JSON-LD. Pages declare it with `usePageHead` (`@zaber/shared/ui/page-head`); on the server the
 * parts are collected and written into the HTML by the shell's server, in the browser they are
 * applied to `document.head` as the visitor moves between pages. Plain data and string helpers
 * only: the shell's server (Node, no React) renders the tags with `headTags`.
 */
import { absoluteJsonLd, type JsonLd } from '@zaber/shared/platform/ssr/json-ld';

export interface PageHead {
  /** The page's own title, without the brand ("Svatební fotograf Jan Novák"). */
  title?: string | null;
  description?: string | null;
  /** Path (and query) of the canonical URL; the origin is the site's. */
  canonicalPath?: string;
  /** Absolute or site-relative URL of the image shown when the page is shared. */
  image?: string | null;
  /** Open Graph type. */
  type?: 'website' | 'profile' | 'article' | 'product';
  /** Keep the page out of search results (error and private pages). */
  noindex?: boolean;
  /** JSON-LD blocks by a key unique on the page (`breadcrumb`, `item-list`, `profile`). */
  jsonLd?: Readonly<Record<string, JsonLd>>;
  /** The image the page shows first and largest (its LCP): preloaded from the HTML. */
  leadImage?: LeadImage | null;
}

export interface LeadImage {
  src: string;
  srcSet?: string;
  sizes?: string;
}

export const BRAND = 'Záběr';
export const SITE_DESCRIPTION = 'Záběr – najděte ověřeného fotografa nebo kameramana. Až 10 nabídek do 24 hodin.';
const DESCRIPTION_MAX = 160;

/** Later parts win for single values; JSON-LD blocks are merged by key. */
export function mergeHeads(parts: readonly PageHead[]): PageHead {
  const merged: PageHead = {};
  const jsonLd: Record<string, JsonLd> = {};
  for (const part of parts) {
    for (const [key, value] of Object.entries(part) as [keyof PageHead, PageHead[keyof PageHead]][]) {
      if (key === 'jsonLd' || value === undefined || value === null) continue;
      (merged as Record<string, unknown>)[key] = value;
    }
    Object.assign(jsonLd, part.jsonLd ?? {});
  }
  if (Object.keys(jsonLd).length > 0) merged.jsonLd = jsonLd;
  return merged;
}

export function documentTitle(title: string | null | undefined): string {
  return title ? `${title} | ${BRAND}` : `${BRAND} – fotografové a kameramani`;
}

export function shortDescription(description: string | null | undefined): string {
  const text = (description ?? '').replace(/\s+/g, ' ').trim() || SITE_DESCRIPTION;
  return text.length > DESCRIPTION_MAX ? `${text.slice(0, DESCRIPTION_MAX - 1)}…` : text;
}

export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, origin.endsWith('/') ? origin : `${origin}/`).href;
}

/** One meta or link element of the head, as attributes. */
export interface HeadElement {
  tag: 'meta' | 'link';
  attrs: Readonly<Record<string, string>>;
}

/** The meta and link elements of a page (everything but <title> and JSON-LD). */
export function headElements(head: PageHead, origin: string): HeadElement[] {
  const title = documentTitle(head.title);
  const description = shortDescription(head.description);
  const elements: HeadElement[] = [{ tag: 'meta', attrs: { name: 'description', content: description } }];
  if (head.noindex) elements.push({ tag: 'meta', attrs: { name: 'robots', content: 'noindex' } });
  const canonical = head.canonicalPath ? absoluteUrl(origin, head.canonicalPath) : null;
  if (canonical && !head.noindex) elements.push({ tag: 'link', attrs: { rel: 'canonical', href: canonical } });
  const og: [string, string | null][] = [
    ['og:site_name', BRAND],
    ['og:locale', 'cs_CZ'],
    ['og:type', head.type ?? 'website'],
    ['og:title', head.title ?? title],
    ['og:description', description],
    ['og:url', canonical],
    ['og:image', head.image ? absoluteUrl(origin, head.image) : null],
  ];
  for (const [property, content] of og) if (content) elements.push({ tag: 'meta', attrs: { property, content } });
  elements.push({ tag: 'meta', attrs: { name: 'twitter:card', content: head.image ? 'summary_large_image' : 'summary' } });
  return elements;
}

/** JSON for a `<script type="application/ld+json">` (or any JSON block in HTML): `<` escaped so no tag can end it. */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The text of a JSON-LD script: the block with `@context`, its site paths made absolute. */
export function jsonLdText(block: JsonLd, origin: string): string {
  return jsonForHtml({ '@context': 'https://schema.org', ...absoluteJsonLd(block, (path) => absoluteUrl(origin, path)) });
}

/** Marks the head elements a page wrote, so the next page replaces them. */
export const HEAD_MARK = 'data-page-head';

/** The page's head as HTML (title, meta, links, JSON-LD), for the server. */
export function headTags(head: PageHead, origin: string): string {
  const attrs = (a: Readonly<Record<string, string>>) =>
    Object.entries(a)
      .map(([k, v]) => ` ${k}="${escapeHtml(v)}"`)
      .join('');
  const parts = [`<title>${escapeHtml(documentTitle(head.title))}</title>`];
  for (const el of headElements(head, origin)) parts.push(`<${el.tag}${attrs(el.attrs)} ${HEAD_MARK}="">`);
  for (const [key, block] of Object.entries(head.jsonLd ?? {})) {
    parts.push(`<script type="application/ld+json" ${HEAD_MARK}="${escapeHtml(key)}">${jsonLdText(block, origin)}</script>`);
  }
  return parts.join('');
}

/** `<link rel="preload">` of the page's lead image: fetched with the HTML, at high priority. */
export function leadImagePreload(image: LeadImage | null | undefined): string {
  if (!image) return '';
  const srcset = image.srcSet ? ` imagesrcset="${escapeHtml(image.srcSet)}"` : '';
  const sizes = image.sizes ? ` imagesizes="${escapeHtml(image.sizes)}"` : '';
  return `<link rel="preload" as="image" href="${escapeHtml(image.src)}"${srcset}${sizes} fetchpriority="high">`;
}
