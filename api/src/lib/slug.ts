/** Czech text → URL slug: no diacritics, lowercase, words joined by hyphens. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const czechCollator = new Intl.Collator('cs');

/** Sorts by Czech alphabetical order (ch after h, š after s). */
export function compareCzech(a: string, b: string): number {
  return czechCollator.compare(a, b);
}
