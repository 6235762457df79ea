import { present } from '../../lib/present';
import { bankTransferInstructions, czechIban, spaydAmount } from './bank-transfer';

describe('czechIban', () => {
  it('computes the IBAN of the demo account 2001234567/2010 (bank code, 6-digit prefix, 10-digit number)', () => {
    expect(czechIban('2001234567/2010')).toBe('CZ4720100000002001234567');
  });

  it('computes the Czech National Bank example with a prefix, 19-2000145399/0800', () => {
    expect(czechIban('19-2000145399/0800')).toBe('CZ6508000000192000145399');
  });

  it('pads short numbers and ignores spaces', () => {
    expect(czechIban('123456/0300')).toMatch(/^CZ\d{2}03000000000000123456$/);
    expect(czechIban('1234 56/0300')).toBe(czechIban('123456/0300'));
  });

  it('refuses what is not a Czech account number', () => {
    expect(() => czechIban('CZ4720100000002001234567')).toThrow('Not a Czech account number');
    expect(() => czechIban('2001234567/20')).toThrow();
    expect(() => czechIban('1234567-2001234567/2010')).toThrow();
  });
});

describe('QR Platba', () => {
  it('writes amounts with two decimals from haléř', () => {
    expect(spaydAmount(50_000)).toBe('500.00');
    expect(spaydAmount(20_005)).toBe('200.05');
    expect(spaydAmount(5_000_000)).toBe('50000.00');
  });

  it('builds the exact SPD*1.0 string and an SVG QR code for an order', async () => {
    const instructions = await bankTransferInstructions('2001234567/2010', { number: 42, amount: 55_000 });
    expect(instructions).toEqual({
      accountNumber: '2001234567/2010',
      iban: 'CZ4720100000002001234567',
      amount: 55_000,
      variableSymbol: '42',
      message: 'Kredit Záběr 42',
      spayd: 'SPD*1.0*ACC:CZ4720100000002001234567*AM:550.00*CC:CZK*MSG:KREDIT ZÁBĚR 42*X-VS:42',
      qrCode: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
    });
    const svg = Buffer.from(present(instructions.qrCode.split(',')[1]), 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  });
});
