import { CLIENT_CONTACT_DATA_ERRORS } from '@zaber/shared/platform/validation/contact-data';
import { closeRequestSchema, createProposalSchema, createRequestSchema, pragueToday, requestDateStep } from '@zaber/shared/requests/schema';

const tomorrow = (() => {
  const d = new Date(`${pragueToday()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
})();

const valid = {
  categorySlug: 'svatebni-fotograf',
  subcategorySlug: 'obrad',
  municipalityId: '1',
  locationDetail: '',
  date: tomorrow,
  dateToBeAgreed: false,
  budgetMin: 500_000,
  budgetMax: 1_000_000,
  description: 'Hledáme fotografa na obřad a focení po něm.',
  options: ['drone', 'drone'],
};

/** The first message per field, as the API and the forms show it. */
function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}

describe('request schemas', () => {
  it('refuses the client’s contact data in what professionals read (description, place detail)', () => {
    const result = createRequestSchema.safeParse({
      ...valid,
      description: 'Hledáme fotografa na obřad, volejte na 777 123 456 kdykoliv.',
      locationDetail: 'Zámek, pište na jana@example.cz',
    });
    expect(messages(result)).toEqual({ description: CLIENT_CONTACT_DATA_ERRORS.PHONE, locationDetail: CLIENT_CONTACT_DATA_ERRORS.EMAIL });
    expect(CLIENT_CONTACT_DATA_ERRORS.PHONE).toContain('s profíkem');
  });

  it('parses a whole request: haléř kept, options de-duplicated, empty detail as null', () => {
    const parsed = createRequestSchema.parse(valid);
    expect(parsed).toMatchObject({ municipalityId: '1', locationDetail: null, date: tomorrow, budgetMin: 500_000, options: ['drone'] });
    expect(createRequestSchema.parse({ ...valid, date: null, dateToBeAgreed: true }).date).toBeNull();
  });

  it('refuses bad input with the Czech messages', () => {
    const result = createRequestSchema.safeParse({ ...valid, categorySlug: '', description: 'krátce', budgetMin: 2_000_000, date: '2020-01-01' });
    expect(messages(result)).toEqual({
      categorySlug: 'Povinné pole',
      description: 'Minimální délka je 20 znaků',
      date: 'Datum nesmí být v minulosti.',
      budgetMin: 'Rozpočet od musí být nižší než rozpočet do.',
    });
    expect(messages(requestDateStep.safeParse({ date: null, dateToBeAgreed: false }))).toEqual({ date: 'Vyberte datum, nebo zvolte „Termín dohodou“.' });
    expect(messages(requestDateStep.safeParse({ date: '2026-02-30' }))).toEqual({ date: 'Zadejte platné datum.' });
  });

  it('checks a proposal as spec §5 says: price 50 – 500 000 Kč, text required', () => {
    expect(createProposalSchema.parse({ requestId: 7, price: 5_000, text: ' Dobrý den ' })).toEqual({
      requestId: '7',
      price: 5_000,
      text: 'Dobrý den',
      boost: false,
      highlight: false,
    });
    expect(messages(createProposalSchema.safeParse({ requestId: '7', price: 4_900, text: '' }))).toEqual({
      price: 'Minimální hodnota je 50',
      text: 'Povinné pole',
    });
    expect(messages(createProposalSchema.safeParse({ requestId: '7', price: 50_000_100, text: 'x' }))).toEqual({ price: 'Maximální hodnota je 500000' });
    expect(messages(createProposalSchema.safeParse({ requestId: '7', price: Number.NaN, text: 'x' }))).toEqual({ price: 'Zadejte částku v celých korunách.' });
    expect(messages(createProposalSchema.safeParse({ requestId: '7', price: null, text: 'x' }))).toEqual({ price: 'Povinné pole' });
  });

  it('needs the accepted proposal when closing with a chosen professional', () => {
    expect(messages(closeRequestSchema.safeParse({ requestId: '7', reason: 'CHOSE_EXECUTOR' }))).toEqual({ proposalId: 'Povinné pole' });
    expect(closeRequestSchema.parse({ requestId: '7', reason: 'NOT_RELEVANT', proposalId: 'x' }).proposalId).toBeNull();
  });
});
