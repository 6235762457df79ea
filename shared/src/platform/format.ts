/*
 * Czech numbers and money, written out here rather than by Intl.NumberFormat: a page's first Intl
 * formatter costs a browser 25–60 ms to create (ICU loads its locale data; measured in Chromium on
 * this project's pages), one unbroken task on the phone that is hydrating the page. The output is
 * Intl's for cs-CZ to the character (format.test.ts compares them), and the same in every browser
 * and on the server, whatever ICU version each has.
 */

/** Between groups of thousands and before "Kč": a no-break space, as cs-CZ writes it. */
const NBSP = '\u00a0';

function group(digits: string): string {
  let out = '';
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0) out += NBSP;
    out += digits[i];
  }
  return out;
}

/** The digits of |value| as a decimal without exponent: the shortest form that reads back as the number (as Intl rounds it). */
function decimalDigits(value: number): [string, string] {
  const text = Math.abs(value).toString();
  if (!text.includes('e')) {
    const [whole = '0', fraction = ''] = text.split('.');
    return [whole, fraction];
  }
  const [mantissa = '0', exponentText = '0'] = text.split('e');
  const exponent = Number(exponentText);
  const [whole = '0', fraction = ''] = mantissa.split('.');
  const digits = whole + fraction;
  const point = whole.length + exponent;
  if (point <= 0) return ['0', '0'.repeat(-point) + digits];
  if (point >= digits.length) return [digits + '0'.repeat(point - digits.length), ''];
  return [digits.slice(0, point), digits.slice(point)];
}

/** Adds one to a string of decimal digits. */
function increment(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

/**
 * A number as cs-CZ writes it: "1 234 567,5" (no-break spaces, a decimal comma), rounded half away
 * from zero to at most `maxFractionDigits`, with at least `minFractionDigits`.
 */
export function formatNumber(value: number, maxFractionDigits = 3, minFractionDigits = 0): string {
  if (!Number.isFinite(value)) return Number.isNaN(value) ? 'NaN' : value > 0 ? '∞' : '-∞';
  let [whole, fraction] = decimalDigits(value);
  if (fraction.length > maxFractionDigits) {
    const roundUp = fraction.charCodeAt(maxFractionDigits) >= 53; // '5'
    fraction = fraction.slice(0, maxFractionDigits);
    if (roundUp) {
      const carried = increment(whole + fraction);
      whole = carried.slice(0, carried.length - maxFractionDigits) || '0';
      fraction = carried.slice(carried.length - maxFractionDigits);
    }
  }
  fraction = fraction.replace(/0+$/, '');
  if (fraction.length < minFractionDigits) fraction = fraction.padEnd(minFractionDigits, '0');
  const negative = value < 0 || Object.is(value, -0);
  const shown = group(whole.replace(/^0+(?=\d)/, '')) + (fraction ? `,${fraction}` : '');
  return negative ? `-${shown}` : shown;
}

/** Czech formatting of money: integer haléř → "1 990 Kč" (haléře shown only when present). */
export function formatMoney(halere: number): string {
  const sign = halere < 0 ? '-' : '';
  const abs = Math.round(Math.abs(halere));
  const crowns = group(String(Math.floor(abs / 100)));
  const rest = abs % 100;
  return `${sign}${crowns}${rest === 0 ? '' : `,${String(rest).padStart(2, '0')}`}${NBSP}Kč`;
}
