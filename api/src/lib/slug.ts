/** How many slugs each process remembers (titles of cards repeat: a service and a place). */
const SLUGS_KEPT = 20_000;
const slugs = new Map<string, string>();

/** Czech text → URL slug: no diacritics, lowercase, words joined by hyphens. */
export function slugify(text: string): string {
  let slug = slugs.get(text);
  if (slug === undefined) {
    slug = text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
    // Every card of a page computes its address: one Unicode normalisation each was 1.5 % of the
    // API's CPU on the feed. The memory is bounded: it starts over when full.
    if (slugs.size >= SLUGS_KEPT) slugs.clear();
    slugs.set(text, slug);
  }
  return slug;
}

const czechCollator = new Intl.Collator('cs');

/** Sorts by Czech alphabetical order (ch after h, š after s). */
export function compareCzech(a: string, b: string): number {
  return czechCollator.compare(a, b);
}
