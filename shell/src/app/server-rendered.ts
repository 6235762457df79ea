import { isRemoteId } from '@zaber/shared/platform/remotes';
import { SSR_DATA_ELEMENT_ID, type SsrPageData } from '@zaber/shared/platform/ssr/fragment';
import type { ServerRendered } from '../lib/register-remotes';

/**
 * What the shell's server wrote for a page it rendered (`<script type="application/json"
 * id="zaber-ssr">`): which remote's HTML is in its area, the entry of the build that rendered it
 * and the state it hydrates with. Null on a page rendered in the browser.
 */
export function readServerRendered(doc: Document = document): ServerRendered | null {
  const text = doc.getElementById(SSR_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as Partial<SsrPageData>;
    if (typeof data.remote !== 'string' || !isRemoteId(data.remote) || typeof data.entry !== 'string' || typeof data.state !== 'object' || !data.state)
      return null;
    return {
      remote: data.remote,
      entry: data.entry,
      ...(typeof data.version === 'string' ? { version: data.version } : {}),
      state: data.state,
      url: `${doc.location.pathname}${doc.location.search}`,
    };
  } catch {
    return null;
  }
}
