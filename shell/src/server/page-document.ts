/**
 * The HTML document of a page the shell's server composed: the shell's built `index.html` with
 * the page's head, the styles of its markup, preloads of what hydrates it, the frame with the
 * remote's HTML inside, and the data the browser code starts from.
 */

import { SSR_DATA_ELEMENT_ID, type SsrPageData } from '@zaber/shared/platform/ssr/fragment';
import { escapeHtml, headTags, jsonForHtml, leadImagePreload, type PageHead } from '@zaber/shared/platform/ssr/page-head';
import { designCss } from '@zaber/shared/ui/design';

// Marks in the shell's index.html, written as SSI comments: the HTML minifiers keep those.
const HEAD_START = '<!--#page-head-->';
const HEAD_END = '<!--#/page-head-->';
const ROOT = '<!--#page-root-->';
const DATA = '<!--#page-data-->';

export interface PageParts {
  /** The site's public origin, for canonical and Open Graph URLs. */
  origin: string;
  head: PageHead;
  /** `<style>` elements of antd's CSS-in-JS: the frame's and the remote's. */
  cssInJs: string[];
  /** Stylesheets the markup needs (the shell's, the remote's). */
  stylesheets: string[];
  /** Scripts the page hydrates with, fetched once the HTML painted (see paint-first.ts). */
  scripts: string[];
  /** The path of the loader that starts the shell's entry and those scripts after the first paint. */
  loader: string;
  /** The content of `#root`: the frame with the remote's HTML in its area. */
  root: string;
  data: SsrPageData;
}

/** The document in two parts: everything up to `</head>` (sent first) and the rest. */
export interface PageDocument {
  head: string;
  body: string;
}

/**
 * The design language's tokens (CSS variables) and utility classes, written once into the head of
 * every page: the shell's layout.css, the remotes' style modules and their server-rendered HTML all
 * draw with them before any script runs.
 */
export const DESIGN_STYLE = `<style id="zaber-design">${designCss()}</style>`;
const withDesign = (template: string) => template.replace(HEAD_START, () => `${DESIGN_STYLE}${HEAD_START}`);

const CACHE_MAP = /<style[^>]*data-ant-cssinjs-cache-path[^>]*>\.data-ant-cssinjs-cache-path\{content:"([^"]*)";\}<\/style>/g;
const STYLE = /<style([^>]*)>[\s\S]*?<\/style>/g;
/** The shell's entry as the build writes it in index.html (`<script defer src=/main.js></script>`). */
const ENTRY_SCRIPT = /<script defer(?:="defer"|="")? src="?([^"\s>]+)"?><\/script>/;

/**
 * antd's style elements of several renders as one set: each style once (by its hash), and one
 * cache-path map (antd reads only one), so the browser reuses them all instead of writing them again.
 */
export function mergeCssInJs(renders: readonly string[]): string {
  const seen = new Set<string>();
  const paths: string[] = [];
  const out: string[] = [];
  for (const styles of renders) {
    const rest = styles.replace(CACHE_MAP, (_all, content: string) => {
      if (content) paths.push(content);
      return '';
    });
    for (const match of rest.matchAll(STYLE)) {
      const attrs = match[1] ?? '';
      const css = /data-css-hash="([^"]*)"/.exec(attrs)?.[1];
      const key = css ? `${/data-token-hash="([^"]*)"/.exec(attrs)?.[1] ?? ''}|${css}` : attrs;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(match[0]);
    }
  }
  if (paths.length > 0) {
    out.push(`<style data-ant-cssinjs-cache-path="data-ant-cssinjs-cache-path">.data-ant-cssinjs-cache-path{content:"${paths.join(';')}";}</style>`);
  }
  return out.join('');
}

/**
 * `<link rel="preconnect">` to each other origin the page's scripts come from (a remote deployed on
 * its own origin): the browser opens the connection while it parses the HTML, so the scripts the
 * loader asks for after the first paint do not wait for DNS, TCP and TLS first. No `crossorigin`:
 * the scripts are fetched as plain `<script>` elements.
 */
export function preconnects(scripts: readonly string[]): string {
  const origins = new Set<string>();
  for (const src of scripts) {
    if (/^https?:\/\//.test(src)) origins.add(new URL(src).origin);
  }
  return [...origins].map((origin) => `<link rel="preconnect" href="${escapeHtml(origin)}">`).join('');
}

export function pageDocument(shellTemplate: string, parts: PageParts): PageDocument {
  const template = withDesign(shellTemplate);
  const start = template.indexOf(HEAD_START);
  const end = template.indexOf(HEAD_END);
  if (start < 0 || end < start || !template.includes(ROOT) || !template.includes(DATA)) {
    throw new Error('The shell template lacks the marks of a composed page');
  }
  const headParts = [
    headTags(parts.head, parts.origin),
    preconnects(parts.scripts),
    leadImagePreload(parts.head.leadImage),
    ...parts.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    mergeCssInJs(parts.cssInJs),
  ];
  const entry = ENTRY_SCRIPT.exec(template);
  if (!entry) throw new Error("The shell template lacks its entry's script");
  // The page shows before any script is fetched: the loader asks for them after the first paint.
  const loader = `<script defer src="${escapeHtml(parts.loader)}" data-main="${escapeHtml(entry[1] ?? '')}" data-preload="${escapeHtml(parts.scripts.join(' '))}"></script>`;
  const html = `${template.slice(0, start)}${headParts.join('')}${template.slice(end + HEAD_END.length)}`
    .replace(ENTRY_SCRIPT, () => loader)
    .replace(ROOT, () => parts.root)
    .replace(DATA, () => `<script type="application/json" id="${SSR_DATA_ELEMENT_ID}">${jsonForHtml(parts.data)}</script>`);
  const split = html.indexOf('</head>') + '</head>'.length;
  return { head: html.slice(0, split), body: html.slice(split) };
}

/** The shell's page rendered in the browser: the template as built, without the marks. */
export function browserPage(template: string): string {
  return withDesign(template).replace(HEAD_START, '').replace(HEAD_END, '').replace(ROOT, '').replace(DATA, '');
}
