import { eq, sql } from 'drizzle-orm';
import { loginFailures } from '../../db/schema';
import { ENGINES, startTestApp, type TestApp } from '../../testing/test-app';
import { createAccount, PASSWORD_FAILURE_WINDOW_MS, PASSWORD_FAILURES_MAX } from './auth.service';

const LOGIN_WITH_PASSWORD = `mutation LoginWithPassword($input: LoginWithPasswordInput!) { loginWithPassword(input: $input) { token } }`;
const PASSWORD = 'spravneheslo1';

interface LoginResult {
  data?: { loginWithPassword: { token: string } } | null;
  errors?: { message: string; extensions?: { code?: string; fieldErrors?: Record<string, string> } }[];
}

describe.each(ENGINES)('password login throttling on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(async () => {
    await t.close();
  });

  async function login(email: string, password: string, address: string): Promise<LoginResult> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      remoteAddress: address,
      headers: { 'content-type': 'application/json' },
      payload: { query: LOGIN_WITH_PASSWORD, variables: { input: { email, password } } },
    });
    return response.json() as LoginResult;
  }

  async function account(email: string): Promise<void> {
    await createAccount(t.database.db, { email, name: 'Heslo Testovací', profileType: 0, isActive: true, password: PASSWORD });
  }

  /** Moves the failures back as if they had happened `ms` earlier (the window is measured from them). */
  async function age(column: 'email' | 'address', value: string, ms: number): Promise<void> {
    await t.database.db
      .update(loginFailures)
      .set({ createdAt: sql`${loginFailures.createdAt} - make_interval(secs => ${ms / 1000})` })
      .where(eq(column === 'email' ? loginFailures.email : loginFailures.address, value));
  }

  it('refuses even the right password after 10 wrong ones, saying when to try again, and lets it in after the window', async () => {
    await account('zamceny@example.cz');
    for (let i = 0; i < PASSWORD_FAILURES_MAX; i += 1) {
      const wrong = await login('zamceny@example.cz', `spatne-${i}`, '10.0.0.1');
      expect(wrong.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', fieldErrors: { password: 'Nesprávný e-mail nebo heslo.' } });
    }
    const refused = await login('zamceny@example.cz', PASSWORD, '10.0.0.2');
    const message = 'Příliš mnoho pokusů o přihlášení. Zkuste to znovu za 15 minut.';
    expect(refused.data).toBeNull();
    expect(refused.errors?.[0]?.message).toBe(message);
    expect(refused.errors?.[0]?.extensions).toEqual({ code: 'TOO_MANY_REQUESTS', fieldErrors: { password: message } });

    // 11 minutes later the oldest failure leaves the window in 4 minutes.
    await age('email', 'zamceny@example.cz', 11 * 60_000);
    expect((await login('zamceny@example.cz', PASSWORD, '10.0.0.2')).errors?.[0]?.message).toBe(
      'Příliš mnoho pokusů o přihlášení. Zkuste to znovu za 4 minuty.',
    );

    await age('email', 'zamceny@example.cz', PASSWORD_FAILURE_WINDOW_MS - 11 * 60_000 + 1000);
    const allowed = await login('zamceny@example.cz', PASSWORD, '10.0.0.2');
    expect(allowed.errors).toBeUndefined();
    expect(allowed.data?.loginWithPassword.token).toEqual(expect.any(String));
  });

  it('counts fewer than 10 failures as typos: the right password still works', async () => {
    await account('preklep@example.cz');
    for (let i = 0; i < PASSWORD_FAILURES_MAX - 1; i += 1) await login('preklep@example.cz', 'spatne', '10.0.1.1');
    expect((await login('preklep@example.cz', PASSWORD, '10.0.1.1')).errors).toBeUndefined();
  });

  it('limits one client address trying passwords of many accounts', async () => {
    await account('obet@example.cz');
    for (let i = 0; i < PASSWORD_FAILURES_MAX; i += 1) {
      await login(`nekdo-${i}@example.cz`, 'hadam-heslo', '10.0.2.1');
    }
    const fromAttacker = await login('obet@example.cz', PASSWORD, '10.0.2.1');
    expect(fromAttacker.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect(fromAttacker.errors?.[0]?.extensions?.fieldErrors?.password).toMatch(/^Příliš mnoho pokusů o přihlášení\. Zkuste to znovu za \d+ minut/);
    // The account itself is not locked: its owner, from another address, gets in.
    expect((await login('obet@example.cz', PASSWORD, '10.0.2.2')).errors).toBeUndefined();

    await age('address', '10.0.2.1', PASSWORD_FAILURE_WINDOW_MS);
    expect((await login('obet@example.cz', PASSWORD, '10.0.2.1')).errors).toBeUndefined();
  });

  it('forgets failures once they are out of the window', async () => {
    await login('stary@example.cz', 'spatne', '10.0.3.1');
    await age('address', '10.0.3.1', PASSWORD_FAILURE_WINDOW_MS + 60_000);
    await login('novy@example.cz', 'spatne', '10.0.3.2');
    const rows = await t.database.db.select({ address: loginFailures.address }).from(loginFailures).where(eq(loginFailures.address, '10.0.3.1'));
    expect(rows).toEqual([]);
  });
});
