/** The one button of a mail drawn in the e-mail template (mail/layout.tsx): where it leads and what it says. */
export function mailButton(html: string | null | undefined): { href: string; label: string } | null {
  const match = /<a [^>]*class="zaber-button"[^>]*>([\s\S]*?)<\/a>/.exec(html ?? '');
  if (!match) return null;
  const href = /href="([^"]*)"/.exec(match[0])?.[1] ?? '';
  const label = (match[1] ?? '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, '')
    .trim();
  return { href: href.replaceAll('&amp;', '&'), label };
}

/** How many buttons the mail has (the template draws one at most). */
export const mailButtonCount = (html: string | null | undefined) => (html ?? '').match(/<a [^>]*class="zaber-button"/g)?.length ?? 0;
