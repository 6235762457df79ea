import { BILLING_ERRORS, billingInfoSchema, createTopUpSchema, isValidIco, topUpBonus } from './schema';

const valid = {
  name: 'Alza.cz a.s.',
  country: 'CZ',
  taxId: '27082440',
  vatId: 'CZ27082440',
  city: 'Praha',
  address: 'Jankovcova 1522/53',
  postalCode: '17000',
};

function fieldErrors(input: unknown): Record<string, string | undefined> {
  const result = billingInfoSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe('IČO mod-11', () => {
  it.each(['27082440', '25596641', '00006947', '45317054'])('accepts the real IČO %s', (ico) => expect(isValidIco(ico)).toBe(true));
  it.each(['27082441', '25596640', '1234567', '123456789', 'abcdefgh'])('refuses %s', (ico) => expect(isValidIco(ico)).toBe(false));
});

describe('billingInfoSchema', () => {
  it('normalises the postal code to XXX XX and the DIČ to upper case', () => {
    const parsed = billingInfoSchema.parse({ ...valid, vatId: 'cz 27082440', postalCode: '17000' });
    expect(parsed.postalCode).toBe('170 00');
    expect(parsed.vatId).toBe('CZ27082440');
    expect(billingInfoSchema.parse({ ...valid, postalCode: '110 00' }).postalCode).toBe('110 00');
  });

  it('refuses an invalid IČO in Czech', () => {
    expect(fieldErrors({ ...valid, taxId: '27082441', vatId: null }).taxId).toBe(BILLING_ERRORS.TAX_ID);
  });

  it('accepts a person’s DIČ (birth number) and no DIČ at all', () => {
    expect(billingInfoSchema.safeParse({ ...valid, vatId: 'CZ8001011234' }).success).toBe(true);
    expect(billingInfoSchema.parse({ ...valid, vatId: '' }).vatId).toBeNull();
  });

  it('refuses a malformed DIČ and a company DIČ that is not CZ + its IČO', () => {
    expect(fieldErrors({ ...valid, vatId: 'CZ123' }).vatId).toBe(BILLING_ERRORS.VAT_ID);
    expect(fieldErrors({ ...valid, vatId: 'CZ25596641' }).vatId).toBe(BILLING_ERRORS.VAT_ID_COMPANY);
  });

  it.each(['1100', '110000', '11 000', 'ABCDE'])('refuses the postal code %s', (postalCode) => {
    expect(fieldErrors({ ...valid, postalCode }).postalCode).toBe(BILLING_ERRORS.POSTAL_CODE);
  });

  it('requires name, IČO, city, address and postal code', () => {
    const errors = fieldErrors({ country: 'CZ' });
    expect(Object.keys(errors).sort()).toEqual(['address', 'city', 'name', 'postalCode', 'taxId']);
    expect(errors.name).toBe('Povinné pole');
  });
});

describe('top-up', () => {
  it('gives no bonus below 500 Kč and exactly 10 % from 500 Kč', () => {
    expect(topUpBonus(49_900)).toBe(0);
    expect(topUpBonus(50_000)).toBe(5_000);
    expect(topUpBonus(5_000_000)).toBe(500_000);
  });

  it('accepts 200–50 000 Kč in whole crowns only', () => {
    const parse = (amount: number) => createTopUpSchema.safeParse({ amount, method: 'GOPAY' }).success;
    expect([parse(20_000), parse(5_000_000)]).toEqual([true, true]);
    expect([parse(19_900), parse(5_000_100), parse(20_050)]).toEqual([false, false, false]);
  });

  it('requires a method', () => {
    const result = createTopUpSchema.safeParse({ amount: 50_000 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Vyberte způsob platby.');
  });
});
