import type { z } from 'zod';

/**
 * Contact data in free text (spec §5, DESIGN.md §5): profile and category summaries and package
 * descriptions must not carry a phone, an e-mail or a link, so deals stay on the site. The checks
 * read the text as people write it to get around filters: digits split by spaces, " zavináč ",
 * "(at)", "tečka cz", bare domains and @handles. Prices and years (15 000 Kč, 2015–2024) pass.
 */
export type ContactDataKind = 'PHONE' | 'EMAIL' | 'LINK';

/** What a professional reads when their text carries contact data. */
export const CONTACT_DATA_ERRORS: Record<ContactDataKind, string> = {
  PHONE: 'Text nesmí obsahovat telefonní číslo. Kontakt si s klientem vyměníte ve zprávách.',
  EMAIL: 'Text nesmí obsahovat e-mailovou adresu. Kontakt si s klientem vyměníte ve zprávách.',
  LINK: 'Text nesmí obsahovat odkazy ani webové adresy.',
};

/** What a client reads: requests, orders and reviews are read by professionals (spec §1: they never get a client's contact data). */
export const CLIENT_CONTACT_DATA_ERRORS: Record<ContactDataKind, string> = {
  PHONE: 'Text nesmí obsahovat telefonní číslo. Kontakt si s profíkem vyměníte ve zprávách.',
  EMAIL: 'Text nesmí obsahovat e-mailovou adresu. Kontakt si s profíkem vyměníte ve zprávách.',
  LINK: 'Text nesmí obsahovat odkazy ani webové adresy.',
};

const TLDS = 'cz|sk|com|eu|net|org|info|biz|io|me|photo|photos|studio|art|online|site|website|shop|store|de|at|pl|uk|us|co|tv|app|dev|pro|xyz';

// Nine or more digits with at most one separator between them: +420 777 123 456, 777-123-456, 00420777123456.
const PHONE = /(?:\+|\b00)?\d(?:[ \-./]?\d){8,}/;
const EMAIL_PLAIN = /[a-z0-9._%+-]+ ?@ ?[a-z0-9-]+(?: ?\. ?[a-z0-9-]+)* ?\. ?[a-z]{2,}/;
const EMAIL_SPELLED = /\bzavinac(?:em|e)?\b|[a-z0-9]\s*[([{]\s*(?:at|zavinac)\s*[)\]}]\s*[a-z0-9]/;
const URL_SCHEME = /\bhttps?:\/\/|\bwww\s*\.\s*[a-z0-9-]/;
const BARE_DOMAIN = new RegExp(`\\b[a-z0-9][a-z0-9-]*(?:\\.[a-z0-9-]+)*\\.(?:${TLDS})\\b(?!\\.[a-z0-9])`);
const SPELLED_DOMAIN = new RegExp(`\\b[a-z0-9-]{2,}\\s*(?:\\(dot\\)|\\[dot\\]|\\btecka\\b|\\bdot\\b)\\s*(?:${TLDS})\\b`);
const HANDLE = /(?:^|[\s(])@[a-z0-9._]{2,}/;

/** Lowercase without diacritics, so "Zavináč" and "tečka" read like "zavinac" and "tecka". */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** The first kind of contact data the text carries, or null when it has none. */
export function findContactData(text: string | null | undefined): ContactDataKind | null {
  if (!text) return null;
  const t = fold(text);
  if (EMAIL_PLAIN.test(t) || EMAIL_SPELLED.test(t)) return 'EMAIL';
  if (HANDLE.test(t) || URL_SCHEME.test(t) || BARE_DOMAIN.test(t) || SPELLED_DOMAIN.test(t)) return 'LINK';
  if (PHONE.test(t)) return 'PHONE';
  return null;
}

/** Free text the other party reads: refused when it carries a phone, an e-mail or a link, with the message of what it found. */
export function withoutContactData<T extends z.ZodType<string | null | undefined>>(schema: T, messages: Record<ContactDataKind, string> = CONTACT_DATA_ERRORS) {
  return schema.superRefine((value, ctx) => {
    const kind = findContactData(value);
    if (kind) ctx.addIssue({ code: 'custom', message: messages[kind] });
  });
}
