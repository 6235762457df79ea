import type { PageHead } from '@zaber/shared/platform/ssr/page-head';
import { usePageHead } from '@zaber/shared/ui/page-head';

/**
 * A public page's head: its title and description, and what else it says about itself (JSON-LD,
 * the image shown when shared, the lead image preloaded with the HTML). Written into the HTML by
 * the server and kept current in the browser (`usePageHead`).
 */
export function usePageMeta(
  title: string | null | undefined,
  description: string | null | undefined,
  more: Omit<PageHead, 'title' | 'description'> = {},
): void {
  usePageHead({ title: title ?? null, description: description ?? null, ...more });
}
