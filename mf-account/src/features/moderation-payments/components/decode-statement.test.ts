import { decodeStatement } from './decode-statement';

describe('decodeStatement', () => {
  it('reads UTF-8 (without its byte order mark)', () => {
    const bytes = new TextEncoder().encode('\uFEFFdatum;částka;vs\n2026-05-14;1500,00;1042\n');
    expect(decodeStatement(bytes.buffer as ArrayBuffer)).toBe('datum;částka;vs\n2026-05-14;1500,00;1042\n');
  });

  it('reads windows-1250, as older Czech bank exports are', () => {
    // "Příchozí platba" in windows-1250: ř = 0xF8, í = 0xED.
    const bytes = Uint8Array.from([0x50, 0xf8, 0xed, 0x63, 0x68, 0x6f, 0x7a, 0xed, 0x20, 0x70, 0x6c, 0x61, 0x74, 0x62, 0x61]);
    expect(decodeStatement(bytes.buffer)).toBe('Příchozí platba');
  });
});
