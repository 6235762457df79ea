/**
 * The fragment protocol between a remote's page renderer and the shell's server. A remote that
 * renders its pages on the server answers `GET <its origin>/_fragment?url=<path and query>` with a
 * `RemoteFragment`: the page's HTML (the remote's root element), its head, the styles its markup
 * needs, the state its browser code restores to hydrate without asking again, and the URLs of the
 * assets of exactly the build that rendered it. The shell's server wraps it in its own frame.
 * Versioned: the shell ignores a fragment of a protocol it does not know and renders in the browser.
 */
import type { PageHead } from '@zaber/shared/platform/ssr/page-head';

export const FRAGMENT_PROTOCOL = 1;

/** The renderer's path on the remote's origin. */
export const FRAGMENT_PATH = '/_fragment';

/** The id of the JSON block the shell writes for the browser (`<script type="application/json">`). */
export const SSR_DATA_ELEMENT_ID = 'zaber-ssr';

/** What a remote restores before hydrating (today: Apollo's normalized cache). */
export interface RemoteState {
  apollo: Record<string, unknown>;
}

export interface RemoteAssets {
  /** The Module Federation entry of this build (`…/remoteEntry.js?v=<build>`): the browser loads this one. */
  entry: string;
  /** Scripts the page needs to hydrate (the exposed module and the page's chunk): preloaded from the HTML. */
  scripts: string[];
  /** Stylesheets of this build the markup uses. */
  styles: string[];
}

export interface RemoteFragment {
  protocol: typeof FRAGMENT_PROTOCOL;
  remote: string;
  /** Identifies the build (content hash of its entry). */
  build: string;
  /** The released version that rendered it (`built`: the deployment's own build, not from the versions store). */
  version?: string;
  /** 200, or 404 when the page's data does not exist or is not public. */
  status: number;
  /** The remote's root element with the rendered page. */
  html: string;
  head: PageHead;
  /** `<style>` elements of the CSS-in-JS the markup uses (antd), extracted on the server. */
  styles: string;
  state: RemoteState;
  assets: RemoteAssets;
}

/** What the shell writes into the page for its browser code (`#zaber-ssr`). */
export interface SsrPageData {
  /** The remote whose HTML is in its area, to be hydrated. */
  remote: string;
  entry: string;
  /** The released version of that remote the page was rendered by (`built` outside the registry). */
  version?: string;
  state: RemoteState;
}

/** Whether a JSON value is a fragment of the protocol this code speaks. */
export function isRemoteFragment(value: unknown): value is RemoteFragment {
  if (typeof value !== 'object' || value === null) return false;
  const f = value as Partial<RemoteFragment>;
  return (
    f.protocol === FRAGMENT_PROTOCOL &&
    typeof f.html === 'string' &&
    typeof f.status === 'number' &&
    typeof f.styles === 'string' &&
    typeof f.head === 'object' &&
    typeof f.state === 'object' &&
    typeof f.assets?.entry === 'string' &&
    Array.isArray(f.assets.scripts)
  );
}
