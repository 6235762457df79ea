import { present } from '../../lib/present';
import { ENGINES, startTestApp, type TestApp } from '../../testing/test-app';
import { createAccount } from './auth.service';
import { AUTH_THROTTLES } from './auth-throttles';

const LOGIN_WITH_PASSWORD = `mutation LoginWithPassword($input: LoginWithPasswordInput!) { loginWithPassword(input: $input) { token } }`;
const PASSWORD = 'spravneheslo1';
const WRONG = { code: 'BAD_USER_INPUT', fieldErrors: { password: 'Nesprávný e-mail nebo heslo.' } };
const FREE = AUTH_THROTTLES.passwordPair.free;

interface LoginResult {
  data?: { loginWithPassword: { token: string } } | null;
  errors?: { message: string; extensions?: { code?: string; fieldErrors?: Record<string, string> } }[];
}

/** Addresses unique to a run: on PostgreSQL + Redis the counters outlive it. */
const run = `${process.pid}-${Date.now()}`;
let octet = 0;
const address = () => `10.${(process.pid % 200) + 1}.${Math.floor(octet / 250)}.${(octet++ % 250) + 1}`;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(ENGINES)('password sign-in throttling on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(async () => {
    await t.close();
  });

  async function login(email: string, password: string, remoteAddress: string, headers: Record<string, string> = {}): Promise<LoginResult> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      remoteAddress,
      headers: { 'content-type': 'application/json', ...headers },
      payload: { query: LOGIN_WITH_PASSWORD, variables: { input: { email, password } } },
    });
    return response.json() as LoginResult;
  }

  async function account(name: string): Promise<string> {
    const email = `${name}-${run}@example.cz`;
    await createAccount(t.database.db, { email, name: 'Heslo Testovací', profileType: 0, isActive: true, password: PASSWORD });
    return email;
  }

  const code = (result: LoginResult) => result.errors?.[0]?.extensions?.code ?? 'OK';

  it('checks exactly the allowed number of 30 concurrent wrong passwords from one address', async () => {
    const email = await account('soubezny');
    const from = address();
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => login(email, `spatne-${i}`, from)));
    const codes = results.map(code);
    expect(codes.filter((c) => c === 'BAD_USER_INPUT')).toHaveLength(FREE);
    expect(codes.filter((c) => c === 'TOO_MANY_REQUESTS')).toHaveLength(30 - FREE);
    const refused = present(results.find((r) => code(r) === 'TOO_MANY_REQUESTS'));
    expect(refused.data).toBeNull();
    expect(refused.errors?.[0]?.extensions?.fieldErrors?.password).toMatch(/^Příliš mnoho pokusů o přihlášení\. Zkuste to znovu za \d+ (s|sekund[uy]?)\.$/);
  });

  it('never locks the owner out: wrong passwords from another address leave her sign-in alone', async () => {
    const email = await account('obet');
    const attacker = address();
    for (let i = 0; i < FREE + 10; i += 1) await login(email, `hadam-${i}`, attacker);
    expect(code(await login(email, PASSWORD, attacker))).toBe('TOO_MANY_REQUESTS');
    const owner = await login(email, PASSWORD, address());
    expect(owner.errors).toBeUndefined();
    expect(owner.data?.loginWithPassword.token).toEqual(expect.any(String));
  });

  it('makes the attempt after the free ones wait, then lets the right password in and forgives the typos', async () => {
    const email = await account('zpozdeni');
    const from = address();
    for (let i = 0; i < FREE; i += 1) expect((await login(email, `spatne-${i}`, from)).errors?.[0]?.extensions).toEqual(WRONG);
    const refused = await login(email, PASSWORD, from);
    expect(refused.errors?.[0]?.message).toBe('Příliš mnoho pokusů o přihlášení. Zkuste to znovu za 5 s.');
    await wait(AUTH_THROTTLES.passwordPair.baseDelayMs + 200);
    const allowed = await login(email, PASSWORD, from);
    expect(allowed.errors).toBeUndefined();
    // The right password forgives the typos: the next mistakes are free again.
    for (let i = 0; i < FREE; i += 1) expect((await login(email, `preklep-${i}`, from)).errors?.[0]?.extensions).toEqual(WRONG);
  });

  it('caps one address trying many accounts, generously, and serves everyone else', async () => {
    const victim = await account('rozptyl');
    const sprayer = address();
    const ceiling = AUTH_THROTTLES.passwordAddress.free;
    for (let i = 0; i < ceiling; i += 1) expect(code(await login(`nikdo-${i}-${run}@example.cz`, 'heslo123', sprayer))).toBe('BAD_USER_INPUT');
    expect(code(await login(victim, PASSWORD, sprayer))).toBe('TOO_MANY_REQUESTS');
    expect((await login(victim, PASSWORD, address())).errors).toBeUndefined();
  });

  it('takes the address from X-Forwarded-For only from a trusted proxy, so a forged one dodges nothing', async () => {
    const email = await account('podvrh');
    const direct = address();
    for (let i = 0; i < FREE; i += 1) await login(email, `spatne-${i}`, direct, { 'x-forwarded-for': address() });
    expect(code(await login(email, PASSWORD, direct, { 'x-forwarded-for': address() }))).toBe('TOO_MANY_REQUESTS');

    // Through the shell's proxy on loopback: the peer it appended is the address, whatever came before it.
    const visitor = address();
    for (let i = 0; i < FREE; i += 1) await login(email, `spatne-${i}`, '127.0.0.1', { 'x-forwarded-for': `${address()}, ${visitor}` });
    expect(code(await login(email, PASSWORD, '127.0.0.1', { 'x-forwarded-for': `${address()}, ${visitor}` }))).toBe('TOO_MANY_REQUESTS');
  });
});
