import { REQUIRED } from '@zaber/shared/platform/validation/messages';
import { BUSINESS_TABLE_NAMES, changedTables, isCzechMessage, judgeAnswer, type RowCounts } from './verdict';

/* The fuzz suite is only as good as its judge: each kind of bad answer must be caught. */

const FIELDS = new Set(['input', 'title', 'days', 'date']);
const refusal = (code: string, message: string, fieldErrors?: Record<string, string>) => ({
  status: 200,
  body: { data: null, errors: [{ message, path: ['createPackage'], extensions: fieldErrors ? { code, fieldErrors } : { code } }] },
});

describe('judgeAnswer', () => {
  it('accepts a success and a Czech domain refusal', () => {
    expect(judgeAnswer('createPackage', { status: 200, body: { data: { createPackage: { id: '1' } } } }, FIELDS)).toEqual({
      problems: [],
      refused: false,
      outcome: 'ok',
    });
    expect(
      judgeAnswer('createPackage', refusal('BAD_USER_INPUT', 'Neplatný vstup', { title: REQUIRED, 'days.0.date': 'Zadejte platné datum.' }), FIELDS),
    ).toEqual({
      problems: [],
      refused: true,
      outcome: 'BAD_USER_INPUT',
    });
    expect(judgeAnswer('createPackage', refusal('NOT_FOUND', 'Konverzace nenalezena.'), FIELDS).problems).toEqual([]);
  });

  it("accepts GraphQL's own refusal of a variable of the wrong type", () => {
    const answer = {
      status: 400,
      body: { errors: [{ message: 'Variable "$input" got invalid value 1.5 at "input.rating"; Int cannot represent non-integer value: 1.5' }] },
    };
    expect(judgeAnswer('createReview', answer, FIELDS)).toEqual({ problems: [], refused: true, outcome: 'GRAPHQL_COERCION' });
  });

  it('catches a 5xx, an unexpected error and a refusal without a code', () => {
    expect(judgeAnswer('createPackage', { status: 500, body: 'Internal Server Error' }, FIELDS).problems).toEqual([
      'HTTP 500',
      'not a JSON answer: Internal Server Error',
    ]);
    const masked = { status: 400, body: { errors: [{ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] } };
    expect(judgeAnswer('createPackage', masked, FIELDS).problems).toEqual(['unexpected error {"code":"INTERNAL_SERVER_ERROR","message":"Unexpected error."}']);
    const noCode = {
      status: 200,
      body: { data: null, errors: [{ message: 'Cannot return null for non-nullable field Mutation.createPackage.', path: ['createPackage'] }] },
    };
    expect(judgeAnswer('createPackage', noCode, FIELDS).problems).toHaveLength(1);
  });

  it('catches English and misplaced field errors, and BAD_USER_INPUT without any', () => {
    expect(judgeAnswer('createPackage', refusal('BAD_USER_INPUT', 'Neplatný vstup', { title: 'Invalid input' }), FIELDS).problems).toEqual([
      'field error title is not Czech: "Invalid input"',
    ]);
    expect(judgeAnswer('createPackage', refusal('BAD_USER_INPUT', 'Neplatný vstup', { _: REQUIRED }), FIELDS).problems).toEqual([
      'field error under an unknown field "_": "Povinné pole"',
    ]);
    expect(judgeAnswer('createPackage', refusal('BAD_USER_INPUT', 'Neplatný vstup'), FIELDS).problems).toEqual(['BAD_USER_INPUT without field errors']);
    expect(judgeAnswer('createPackage', refusal('CONFLICT', 'Cannot do that'), FIELDS).problems).toEqual(['CONFLICT message is not Czech: "Cannot do that"']);
  });

  it('catches data and errors in one answer', () => {
    const answer = { status: 200, body: { data: { createPackage: { id: '1' } }, errors: [{ message: 'Přístup zakázán', extensions: { code: 'FORBIDDEN' } }] } };
    expect(judgeAnswer('createPackage', answer, FIELDS).problems).toEqual(['answered data and errors at once']);
  });
});

describe('isCzechMessage', () => {
  it.each([REQUIRED, 'Maximální délka je 100 znaků', 'Konverzace nenalezena.', 'Nenalezeno', 'Takové služby neposkytuje'])('takes %j', (message) => {
    expect(isCzechMessage(message)).toBe(true);
  });
  it.each([
    'Required',
    'Invalid input',
    'Invalid input: expected string, received number',
    'Expected number, received nan',
    'Too small: expected string to have >=1 characters',
    'must be a string',
    '',
    42,
    undefined,
  ])('refuses %j', (message) => {
    expect(isCzechMessage(message)).toBe(false);
  });
});

describe('changedTables', () => {
  const counts = (changes: Record<string, number>): RowCounts => ({ ...Object.fromEntries(BUSINESS_TABLE_NAMES.map((name) => [name, 3])), ...changes });

  it('names each table whose rows changed, except those the mutation may write when it refuses', () => {
    expect(changedTables(counts({}), counts({}))).toEqual([]);
    expect(changedTables(counts({}), counts({ works: 4, outbox_mails: 2 }))).toEqual(['outbox_mails: 3 → 2', 'works: 3 → 4']);
    expect(changedTables(counts({}), counts({ login_failures: 4 }), ['login_failures'])).toEqual([]);
  });
});
