import { count, eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { present } from '../../lib/present';
import { graphql, LOGIN_WITH_CODE, outbox, REQUEST_CODE, SIGN_UP, signUpAndLogin } from '../../testing/graphql-client';
import { ENGINES, startTestApp, type TestApp } from '../../testing/test-app';

const LOGIN = `mutation LoginWithPassword($input: LoginWithPasswordInput!) { loginWithPassword(input: $input) { token } }`;
const SET_PASSWORD = `mutation SetPassword($input: SetPasswordInput!) { setPassword(input: $input) { ok } }`;
const REQUEST_RESET = `mutation RequestPasswordReset($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { ok } }`;

const run = `${process.pid}-${Date.now()}`;
let octet = 0;
/** A fresh address per call, so the sign-in limits of one never meet another's. */
const address = () => `10.77.${Math.floor(octet / 250)}.${(octet++ % 250) + 1}`;

/** The answer as a client sees it, with the moments (a code's expiry) left out. */
function answerOf(response: { statusCode: number; json(): unknown }) {
  const text = JSON.stringify(response.json()).replace(/"\d{4}-\d\d-\d\dT[\d:.]+Z"/g, '"<time>"');
  return { status: response.statusCode, body: JSON.parse(text.replaceAll(/"[^"@]+@example\.cz"/g, '"<email>"')) as unknown };
}

const median = (values: number[]) => present([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]);

describe.each(ENGINES)('existing and unknown e-mails look the same on %s', (engine) => {
  let t: TestApp;
  let known: string;
  beforeAll(async () => {
    t = await startTestApp(engine);
    known = `znamy-${run}@example.cz`;
    const { token } = await signUpAndLogin(t.app, known);
    await graphql(t.app, SET_PASSWORD, { input: { newPassword1: 'spravne-heslo', newPassword2: 'spravne-heslo' } }, { token });
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (query: string, variables: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/graphql', remoteAddress: address(), headers: { 'content-type': 'application/json' }, payload: { query, variables } });

  const unknown = () => `neznamy-${run}-${Math.random().toString(36).slice(2)}@example.cz`;

  it('answers requestLoginCode, signUp, requestPasswordReset and loginWithPassword alike', async () => {
    const sameFor = async (operation: (email: string) => Promise<{ statusCode: number; json(): unknown }>) => {
      const a = answerOf(await operation(known));
      const b = answerOf(await operation(unknown()));
      expect(b).toEqual(a);
      return a;
    };
    expect((await sameFor((email) => post(REQUEST_CODE, { input: { email } }))).body).toEqual({
      data: { requestLoginCode: { email: '<email>', codeExpiresAt: '<time>' } },
    });
    expect((await sameFor((email) => post(SIGN_UP, { input: { name: 'Zvídavý Host', email, profileType: 0, termsAgreement: true } }))).body).toEqual({
      data: { signUp: { email: '<email>', codeExpiresAt: '<time>' } },
    });
    expect((await sameFor((email) => post(REQUEST_RESET, { input: { email } }))).body).toEqual({ data: { requestPasswordReset: { ok: true } } });
    expect((await sameFor((email) => post(LOGIN, { input: { email, password: 'spatne-heslo' } }))).body).toMatchObject({
      errors: [{ extensions: { code: 'BAD_USER_INPUT', fieldErrors: { password: 'Nesprávný e-mail nebo heslo.' } } }],
    });
    // A wrong code after asking for one, too, whether the account exists or not.
    const wrongCode = async (email: string) => {
      await post(REQUEST_CODE, { input: { email } });
      const mailed = (await outbox(t.app, email))[0]?.text.match(/\b(\d{6})\b/)?.[1] ?? '000000';
      return post(LOGIN_WITH_CODE, { input: { email, code: String((Number(mailed) + 1) % 1_000_000).padStart(6, '0') } });
    };
    expect((await sameFor(wrongCode)).body).toMatchObject({ errors: [{ message: 'Nesprávný kód.', extensions: { code: 'BAD_USER_INPUT' } }] });
  });

  it('signs up an existing e-mail by mailing its owner a login code, not a second account', async () => {
    const again = await post(SIGN_UP, { input: { name: 'Někdo Jiný', email: known, profileType: 1, termsAgreement: true } });
    expect(again.json()).toMatchObject({ data: { signUp: { email: known } } });
    const [row] = await t.database.db.select({ n: count() }).from(users).where(eq(users.email, known));
    expect(row?.n).toBe(1);
    const [mail] = await outbox(t.app, known);
    expect(mail?.text).toMatch(/Účet s tímto e-mailem už na Záběru máte/);
    const code = mail?.text.match(/kód (?:je|na Záběr je): (\d{6})/)?.[1];
    const login = await graphql<{ loginWithCode: { profile: { isClient: boolean } } }>(t.app, LOGIN_WITH_CODE, { input: { email: known, code } });
    expect(login.data?.loginWithCode.profile.isClient).toBe(true);
  });

  it('mails an unknown address only that it has no account (no code, no link), and creates nothing', async () => {
    const email = unknown();
    await post(REQUEST_CODE, { input: { email } });
    await post(REQUEST_RESET, { input: { email } });
    const mails = await outbox(t.app, email);
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.text).toMatch(/účet s touto adresou nemáme/);
      expect(mail.text).not.toMatch(/\b\d{6}\b|obnoveni-hesla/);
    }
    const [row] = await t.database.db.select({ n: count() }).from(users).where(eq(users.email, email));
    expect(row?.n).toBe(0);
  });

  it('takes as long to refuse a password of an unknown e-mail as of a known one', async () => {
    const timed = async (email: string) => {
      const started = performance.now();
      await post(LOGIN, { input: { email, password: 'spatne-heslo' } });
      return performance.now() - started;
    };
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      knownTimes.push(await timed(known));
      unknownTimes.push(await timed(unknown()));
    }
    // The password check (scrypt) is most of the work: an unknown e-mail does it too.
    expect(median(unknownTimes)).toBeGreaterThan(0.6 * median(knownTimes));
    expect(median(unknownTimes)).toBeLessThan(1.6 * median(knownTimes));
  });
});

describe.each(ENGINES)('an even answer time in production on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { env: { AUTH_ANSWER_MS: '300' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers the e-mail operations no sooner than the floor, known e-mail or not', async () => {
    const known = `cas-${run}@example.cz`;
    await signUpAndLogin(t.app, known);
    const timed = async (query: string, variables: Record<string, unknown>) => {
      const started = performance.now();
      await t.app.inject({
        method: 'POST',
        url: '/graphql',
        remoteAddress: address(),
        headers: { 'content-type': 'application/json' },
        payload: { query, variables },
      });
      return performance.now() - started;
    };
    for (const email of [known, `nikdo-${run}@example.cz`]) {
      expect(await timed(REQUEST_CODE, { input: { email } })).toBeGreaterThanOrEqual(295);
      expect(await timed(REQUEST_RESET, { input: { email } })).toBeGreaterThanOrEqual(295);
      expect(await timed(SIGN_UP, { input: { name: 'Časový Test', email, profileType: 0, termsAgreement: true } })).toBeGreaterThanOrEqual(295);
    }
  });
});
