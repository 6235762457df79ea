import { formatMoney, formatNumber } from './format';

// What the formatters stand in for: Intl with cs-CZ, as Node's ICU writes it.

/** The same "random" amounts on every run (a linear congruential generator). */
let seed = 20261201;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
const intlMoney = (decimals: number) =>
  new Intl.NumberFormat('cs-CZ', { style: 'currency', currency: 'CZK', minimumFractionDigits: decimals, maximumFractionDigits: decimals });
const crowns = intlMoney(0);
const crownsAndHalere = intlMoney(2);

describe('formatMoney', () => {
  it('formats haléř as Czech crowns', () => {
    expect(formatMoney(199000)).toBe('1\u00a0990\u00a0Kč');
    expect(formatMoney(4950)).toBe('49,50\u00a0Kč');
    expect(formatMoney(0)).toBe('0\u00a0Kč');
  });

  it('writes what Intl writes for cs-CZ, to the character', () => {
    const amounts = [0, 1, 5, 99, 100, 4900, 12345, 99999, 100000, 123456789, 1234567890, -4900, -12345, -100];
    // `|| 0`: Intl writes "-0 Kč" for a negative zero, which an amount of haléř never is.
    for (let i = 0; i < 2000; i++) amounts.push(Math.round((random() - 0.2) * 10 ** (1 + (i % 10))) || 0);
    for (const halere of amounts) {
      expect(formatMoney(halere)).toBe((halere % 100 === 0 ? crowns : crownsAndHalere).format(halere / 100));
    }
  });
});

describe('formatNumber', () => {
  it('groups thousands and rounds as Intl does for cs-CZ', () => {
    const plain = new Intl.NumberFormat('cs-CZ');
    const oneDigit = new Intl.NumberFormat('cs-CZ', { maximumFractionDigits: 1 });
    const values = [0, -0, 1, 12, 999, 1000, 1234, 12345, 1234567, 1234.5678, 0.1 + 0.2, 4.85, 4.95, 4.25, 4.75, 0.05, 9.95, 99.95, 1e21, 1.5e-7, -1234.5];
    for (let i = 0; i < 3000; i++) values.push((random() - 0.3) * 10 ** (i % 9), Math.round(random() * 50) / 10);
    for (const value of values) {
      expect(formatNumber(value)).toBe(plain.format(value));
      expect(formatNumber(value, 1)).toBe(oneDigit.format(value));
    }
  });

  it('keeps the fraction digits asked for', () => {
    expect(formatNumber(4, 2, 2)).toBe(new Intl.NumberFormat('cs-CZ', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(4));
  });
});
