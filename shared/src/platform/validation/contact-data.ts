import type { z } from 'zod';

/**
 * Contact data in free text (spec §5, DESIGN.md §5): profile and category summaries and package
 * descriptions must not carry a phone, an e-mail or a link, so deals stay on the site. The text is
 * normalised before it is read (NFKC: full-width ７ and ＠ are 7 and @; zero-width and other
 * invisible characters removed; no diacritics, lower case; Czech number words as digits), then read
 * as people write it to get around filters: digits split by any spacing and separators, " zavináč ",
 * "(at)", "tečka cz", bare domains and @handles. Prices, dates and years (15 000 - 25 000 Kč,
 * 12. 5. 2025, 2015–2024) pass.
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

// Nine or more digits with any spacing and separators between them: +420 777 123 456, 777  -  123 / 456, (00420) 777_123_456.
const PHONE = /(?:\+|\b00)?\d(?:[\s\p{Pd}./,()_*+\\]*\d){8,}/u;
// Read out before phones, unless a digit stands right before them (then they may be a phone's end):
// amounts (12 500 Kč, 15 000 - 25 000 Kč, 3 500,-), dates (12. 5. 2025) and ranges of years (2015–2024).
const NOT_AFTER_DIGITS = String.raw`(?<!\d[\s\p{Pd}./]*)`;
const AMOUNT = String.raw`\d{1,3}(?:[ .]?\d{3})?(?:[,.]\d{1,2})?`;
const MONEY = new RegExp(`${NOT_AFTER_DIGITS}${AMOUNT}(?:\\s*\\p{Pd}\\s*${AMOUNT})?\\s*(?:,-|kc\\b|czk\\b|korun\\w*|eur\\b|€)`, 'gu');
const DATE = new RegExp(`${NOT_AFTER_DIGITS}\\b\\d{1,2}\\.\\s*\\d{1,2}\\.(?:\\s*\\d{4}\\b)?`, 'gu');
const YEARS = new RegExp(`${NOT_AFTER_DIGITS}\\b(?:19|20)\\d{2}\\s*\\p{Pd}\\s*(?:19|20)\\d{2}\\b`, 'gu');
/** Czech digits written as words (without diacritics): "sedm sedm sedm jedna dva tři…". */
const DIGIT_WORDS: Record<string, string> = {
  nula: '0',
  jedna: '1',
  jeden: '1',
  jedno: '1',
  dva: '2',
  dve: '2',
  tri: '3',
  ctyri: '4',
  pet: '5',
  sest: '6',
  sedm: '7',
  osm: '8',
  devet: '9',
};
const DIGIT_WORD = new RegExp(`\\b(?:${Object.keys(DIGIT_WORDS).join('|')})\\b`, 'g');
const EMAIL_PLAIN = /[a-z0-9._%+-]+ ?@ ?[a-z0-9-]+(?: ?\. ?[a-z0-9-]+)* ?\. ?[a-z]{2,}/;
const EMAIL_SPELLED = /\bzavinac(?:em|e)?\b|[a-z0-9]\s*[([{]\s*(?:at|zavinac)\s*[)\]}]\s*[a-z0-9]/;
const URL_SCHEME = /\bhttps?:\/\/|\bwww\s*\.\s*[a-z0-9-]/;
const BARE_DOMAIN = new RegExp(`\\b[a-z0-9][a-z0-9-]*(?:\\.[a-z0-9-]+)*\\.(?:${TLDS})\\b(?!\\.[a-z0-9])`);
const SPELLED_DOMAIN = new RegExp(`\\b[a-z0-9-]{2,}\\s*(?:\\(dot\\)|\\[dot\\]|\\btecka\\b|\\bdot\\b)\\s*(?:${TLDS})\\b`);
const HANDLE = /(?:^|[\s(])@[a-z0-9._]{2,}/;

/** Zero-width spaces and joiners, the word joiner, the BOM, soft hyphens: invisible, so they split nothing. */
const INVISIBLE = /\p{Cf}+/gu;

/**
 * Compatibility forms as their plain letters (NFKC: ７ → 7, ＠ → @, ． → .), invisible characters
 * removed, lowercase without diacritics, so "Zavináč" and "tečka" read like "zavinac" and "tecka".
 */
function fold(text: string): string {
  return text
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** The digits a text spells, with the amounts, dates and years that are no phone read out. */
function phoneCandidates(folded: string): string {
  return folded
    .replace(DIGIT_WORD, (word) => DIGIT_WORDS[word] ?? word)
    .replace(MONEY, ' ')
    .replace(DATE, ' ')
    .replace(YEARS, ' ');
}

/** The first kind of contact data the text carries, or null when it has none. */
export function findContactData(text: string | null | undefined): ContactDataKind | null {
  if (!text) return null;
  const t = fold(text);
  if (EMAIL_PLAIN.test(t) || EMAIL_SPELLED.test(t)) return 'EMAIL';
  if (HANDLE.test(t) || URL_SCHEME.test(t) || BARE_DOMAIN.test(t) || SPELLED_DOMAIN.test(t)) return 'LINK';
  if (PHONE.test(phoneCandidates(t))) return 'PHONE';
  return null;
}

/** Free text the other party reads: refused when it carries a phone, an e-mail or a link, with the message of what it found. */
export function withoutContactData<T extends z.ZodType<string | null | undefined>>(schema: T, messages: Record<ContactDataKind, string> = CONTACT_DATA_ERRORS) {
  return schema.superRefine((value, ctx) => {
    const kind = findContactData(value);
    if (kind) ctx.addIssue({ code: 'custom', message: messages[kind] });
  });
}
