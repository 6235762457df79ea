import { isValidIco } from '@zaber/shared/money/schema';
import { SERVICE_CATEGORIES } from '@zaber/shared/platform/services';
import fc from 'fast-check';

/*
 * Arbitraries of values with bad content (and some good content, so deeper paths are reached too):
 * what a hostile or clumsy client sends through type-correct GraphQL variables.
 */

const DAY_MS = 86_400_000;

/** Strings every input should survive: injections, markup, control characters, look-alikes, number-likes. */
export const NASTY_STRINGS: readonly string[] = [
  '',
  ' ',
  '   \t\n  ',
  '\u0000',
  'a\u0000b',
  '\u0000'.repeat(40),
  '\uFEFF',
  '\u202Ertl\u202C',
  '\u200B\u200B\u200B',
  "'; drop table users; --",
  "' or '1'='1",
  '" or ""="',
  '1; select pg_sleep(5)',
  '$1',
  '\\',
  '\\x00',
  '%',
  '%00',
  '_%_',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg/onload=alert(1)>',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  // A template placeholder as text: what a template engine on the way would evaluate.
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the literal text is the payload.
  '${7*7}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '0',
  '-1',
  '1e309',
  '0x10',
  '1.5',
  '9007199254740993',
  '99999999999999999999999',
  'true',
  '[]',
  '{}',
  'Ω≈ç√∫˜µ≤≥÷',
  '𝕳𝖊𝖑𝖑𝖔 𝖜𝖔𝖗𝖑𝖉',
  '👩‍👩‍👧‍👦🇨🇿',
  'Z̴̡̪̫̖̥̔a̶̛̹̟̝͂l̸̩̀g̷̣̓o̸̖͑',
  'ěščřžýáíéůúňťď ĚŠČŘŽÝÁÍÉŮÚŇŤĎ',
  'Příliš žluťoučký kůň úpěl ďábelské ódy',
  '\ud800',
  '\udfff\ud800',
  'a'.repeat(10_000),
  'ř'.repeat(10_000),
  '💥'.repeat(5_000),
  `${'<b>'.repeat(2_000)}`,
];

/** Czech sentences of several lengths, so minimum lengths are met now and then. */
export const CZECH_TEXTS: readonly string[] = [
  'Ahoj',
  'Dobrý den',
  'Krásné fotky.',
  'Skvělá práce, děkuji.',
  'Hledáme fotografa na svatbu v Brně, obřad i hostina.',
  'Dobrý den, termín mám volný a rád vás nafotím, pošlu i ukázky z podobných akcí.',
  'Fotím svatby po celé republice přes deset let, zakládám si na přirozených snímcích bez aranžování a na klidné atmosféře celého dne.',
  'Rodinné focení v přírodě, dvě hodiny, padesát upravených fotografií do týdne.',
  'Svatba na celý den: přípravy, obřad, hostina a první tanec, vše v jednom balíčku.',
];

/** Texts carrying contact data, written plainly and written to dodge filters. */
export const CONTACT_TEXTS: readonly string[] = [
  'Zavolejte mi na 777 123 456, domluvíme se rychleji než tady.',
  'Napište na jana.foto@seznam.cz, pošlu ceník.',
  'Můj web je janafoto.cz, najdete tam všechno.',
  'Pište na jana zavináč seznam tečka cz, prosím.',
  'Volejte +420 602 123 456 kdykoli během dne.',
  'Instagram: https://instagram.com/janafoto a web www.janafoto.cz',
];

/** Any string: short ASCII, any grapheme, any code point (controls too), the nasty list, Czech prose. */
export const anyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 3, arbitrary: fc.constantFrom(...CZECH_TEXTS) },
  { weight: 1, arbitrary: fc.constantFrom(...CONTACT_TEXTS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 60 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary-ascii', maxLength: 30 }) },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.constantFrom(...CZECH_TEXTS), fc.integer({ min: 2, max: 400 })).map(([text, times]) => `${text} `.repeat(times).trim()),
  },
);

/** Free text of a form field (descriptions, messages, summaries): mostly prose, also the nasty rest. */
export const prose: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...CZECH_TEXTS) },
  { weight: 1, arbitrary: fc.constantFrom(...CONTACT_TEXTS) },
  // A valid text with a control character inside: it passes every length and contact check, so it
  // reaches the database (which refuses NUL in text).
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(...CZECH_TEXTS), fc.constantFrom('\u0000', '\u0007', '\u001b', '\u0000\u0000'), fc.nat())
      .map(([text, control, at]) => `${text.slice(0, at % (text.length + 1))}${control}${text.slice(at % (text.length + 1))}`),
  },
  { weight: 3, arbitrary: anyString },
);

/** A day as YYYY-MM-DD `offset` days from today (UTC; around midnight Prague differs by one, which is fine here). */
export function isoDay(offset: number): string {
  return new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);
}

/** Dates: near future and past, far years, impossible days and other shapes. */
export const dateString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: -30, max: 400 }).map(isoDay) },
  { weight: 1, arbitrary: fc.integer({ min: -100_000, max: 100_000 }).map(isoDay) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '2026-02-30',
      '2026-13-01',
      '2026-00-10',
      '0000-01-01',
      '9999-12-31',
      '275760-09-13',
      '2026-1-5',
      '05.06.2026',
      '2026/06/05',
      '2026-06-05T10:00:00Z',
      ' 2026-06-05 ',
      'dnes',
    ),
  },
  { weight: 1, arbitrary: anyString },
);

/** Money in haléř: whole Kč in and out of every range, haléř that are not whole Kč, negatives and the unsafe. */
export const moneyValue: fc.Arbitrary<number> = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: -1000, max: 1_000_000 }).map((kc) => kc * 100) },
  { weight: 2, arbitrary: fc.integer({ min: -2_000_000, max: 2_000_000 }) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(0, 1, 99, 100, 4_900, 5_000, 19_900, 20_000, 50_000, 5_000_000, 5_000_100, 50_000_000, 100_000_000, 100_000_100),
  },
  { weight: 1, arbitrary: fc.constantFrom(-1, -100, 2_147_483_647, 2_147_483_700, -2_147_483_648, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 1e21) },
  { weight: 1, arbitrary: fc.maxSafeInteger() },
);

/** Int arguments: small ones around the edges and any 32-bit one. */
export const intValue: fc.Arbitrary<number> = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: -3, max: 8 }) },
  { weight: 1, arbitrary: fc.constantFrom(2_147_483_647, -2_147_483_648) },
  { weight: 1, arbitrary: fc.integer({ min: -2_147_483_648, max: 2_147_483_647 }) },
);

/** Values a GraphQL variable of the wrong type would carry: GraphQL itself must refuse them, never a 5xx. */
export const wrongTypeValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(1.5, -0.5, 2 ** 53 + 2, 1e300, 'ahoj', '100', true, false, [], {}, [1, 2]),
  fc.double({ noNaN: true }),
  fc.object({ maxDepth: 1, maxKeys: 2 }),
);

/** Ids as a client could send them: numbers, numeric strings out of range, uuids, empty and junk. */
export const junkId: fc.Arbitrary<string | number> = fc.oneof(
  { weight: 3, arbitrary: fc.uuid() },
  { weight: 2, arbitrary: fc.integer({ min: -5, max: 2_000_000_000 }).map(String) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('0', '-1', '007', '1e3', '1.5', ' 12 ', '12abc', '9999999999', '99999999999999999999', '00000000-0000-0000-0000-000000000000'),
  },
  { weight: 1, arbitrary: fc.integer({ min: -2_147_483_648, max: 2_147_483_647 }) },
  { weight: 1, arbitrary: anyString },
);

/** An arbitrary id: mostly one of `pool` (real rows, the viewer's and other users'), else junk. */
export function idFrom(pool: readonly string[], others: readonly string[] = []): fc.Arbitrary<string | number> {
  const parts: fc.WeightedArbitrary<string | number>[] = [{ weight: 3, arbitrary: junkId }];
  if (pool.length) parts.push({ weight: 6, arbitrary: fc.constantFrom(...pool) });
  if (others.length) parts.push({ weight: 2, arbitrary: fc.constantFrom(...others) });
  return fc.oneof(...parts);
}

const TOP_SLUGS = SERVICE_CATEGORIES.map((c) => c.slug);
const SUB_SLUGS = SERVICE_CATEGORIES.flatMap((c) => c.subcategories.map((s) => s.slug));

export const categorySlug: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom('svatebni-fotograf', 'svatebni-kameraman', ...TOP_SLUGS) },
  { weight: 1, arbitrary: fc.constantFrom(...SUB_SLUGS) },
  { weight: 1, arbitrary: fc.constantFrom('SVATEBNI-FOTOGRAF', ' svatebni-fotograf ', 'svatebni_fotograf') },
  { weight: 2, arbitrary: anyString },
);

export const subcategorySlug: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...SUB_SLUGS) },
  { weight: 1, arbitrary: fc.constantFrom(...TOP_SLUGS) },
  { weight: 2, arbitrary: anyString },
);

export const email: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.emailAddress() },
  { weight: 2, arbitrary: fc.nat({ max: 1_000_000 }).map((n) => `fuzz-${n}@example.cz`) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'a@b',
      '@example.cz',
      'jana@',
      'jana@@example.cz',
      'jana@example..cz',
      'JANA@EXAMPLE.CZ',
      ` jana@example.cz `,
      'ježek@příklad.cz',
    ),
  },
  { weight: 2, arbitrary: anyString },
);

export const password: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('', 'kratke', 'zaber-demo', 'dlouhe-heslo-1234', 'a'.repeat(128), 'a'.repeat(129), 'ř'.repeat(64)),
  fc.string({ minLength: 8, maxLength: 20 }),
  anyString,
);

export const loginCode: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.stringMatching(/^\d{6}$/) },
  { weight: 1, arbitrary: fc.constantFrom('12345', '1234567', '12 34 56', ' 123456 ', '١٢٣٤٥٦', 'abcdef') },
  { weight: 1, arbitrary: anyString },
);

export const linkToken: fc.Arbitrary<string> = fc.oneof(
  fc.stringMatching(/^[0-9a-f]{64}$/),
  fc.stringMatching(/^[A-Za-z0-9_-]{43}$/),
  fc.constantFrom('x'.repeat(200), 'x'.repeat(201)),
  anyString,
);

export const phone: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('+420 777 123 456', '+420777123456', '00420777123456', '777 123 456', '+421 905 123 456', '+420 777 12', '+420-777.123.456'),
  anyString,
);

export const website: fc.Arbitrary<string> = fc.oneof(
  fc.webUrl(),
  fc.constantFrom(
    'www.janafoto.cz',
    'janafoto.cz',
    'http://localhost',
    'ftp://janafoto.cz',
    'https://user:pass@janafoto.cz',
    'javascript:alert(1)',
    'https://',
    'https://a',
  ),
  anyString,
);

export const socialName: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('jana.foto', 'jana_foto', 'https://www.facebook.com/jana.foto', 'https://instagram.com/janafoto/', '@janafoto', 'jana foto', 'a'.repeat(33)),
  anyString,
);

export const videoUrl: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ',
    'https://vimeo.com/76979871',
    'https://www.youtube.com/watch?v=',
    'https://vimeo.com/abc',
    'https://example.cz/video.mp4',
  ),
  fc.webUrl(),
  anyString,
);

/** IČO: valid ones (the mod-11 digit computed) and near misses. */
export const taxId: fc.Arbitrary<string> = fc.oneof(
  fc.stringMatching(/^\d{7}$/).map((seven) => {
    for (let d = 0; d <= 9; d += 1) if (isValidIco(`${seven}${d}`)) return `${seven}${d}`;
    return `${seven}0`;
  }),
  fc.stringMatching(/^\d{8}$/),
  fc.constantFrom('12345679', '1234 5679', '1234567', '123456789'),
  anyString,
);

export const postalCode: fc.Arbitrary<string> = fc.oneof(fc.constantFrom('110 00', '11000', '602 00', '1100', '110  00', 'PSČ'), anyString);

export const country: fc.Arbitrary<string> = fc.oneof(fc.constantFrom('CZ', 'SK', 'cz', 'DE', 'CZE', ''), anyString);

/** A bank statement as the moderators export it (Fio-, KB-like), with lines of real and made-up variable symbols. */
export function bankStatementCsv(variableSymbols: readonly string[]): fc.Arbitrary<string> {
  const vs = fc.oneof(
    ...(variableSymbols.length ? [fc.constantFrom(...variableSymbols)] : []),
    fc.stringMatching(/^\d{1,10}$/),
    fc.constantFrom('', '0000012', '12345678901', 'VS-12', '-5'),
  );
  const amount = fc.oneof(
    fc.constantFrom('500,00', '1 234,50', '+1.234,50 Kč', '500.00', '-500', '0', '20000', '1e5', '12,345', '', '9'.repeat(30)),
    fc.integer({ min: -100_000, max: 100_000 }).map((n) => `${n},00`),
  );
  const date = fc.oneof(fc.constantFrom('05.06.2026', '2026-06-05', '5. 6. 2026', '31.02.2026', ''), fc.string({ maxLength: 12 }));
  const cell = fc.oneof({ weight: 4, arbitrary: fc.constant('') }, { weight: 1, arbitrary: anyString });
  const header = fc.constantFrom(
    ['Datum', 'Objem', 'VS', 'Zpráva pro příjemce'],
    ['Datum splatnosti', 'Částka', 'Variabilní symbol', 'Poznámka'],
    ['date', 'amount', 'variable symbol', 'message'],
    ['Datum', 'Objem', 'Poznámka'],
  );
  const separator = fc.constantFrom(';', ',', '\t');
  const quote = (text: string, sep: string) => (/["\n\r]/.test(text) || text.includes(sep) ? `"${text.replace(/"/g, '""')}"` : text);
  const structured = fc
    .tuple(
      separator,
      header,
      fc.array(fc.tuple(date, amount, vs, cell), { maxLength: 8 }),
      fc.constantFrom('', 'Výpis z účtu 2001234567/2010\n\n'),
      fc.boolean(),
    )
    .map(([sep, head, lines, preamble, bom]) => {
      const rows = [head, ...lines.map(([d, a, v, m]) => (head.length === 4 ? [d, a, v, m] : [d, a, m]))];
      return `${bom ? '\uFEFF' : ''}${preamble}${rows.map((r) => r.map((c) => quote(c, sep)).join(sep)).join('\r\n')}`;
    });
  return fc.oneof({ weight: 4, arbitrary: structured }, { weight: 1, arbitrary: anyString });
}
