import { QUERY_TOO_COMPLEX } from '../graphql/armor';
import { RATE_LIMITS } from '../lib/rate-limit';
import { ENGINES, startTestApp, type TestApp } from '../testing/test-app';

// A flood from one address is refused in Czech while everyone else is still served. Addresses are
// random (IPv6 documentation range) because on PostgreSQL + Redis the counters are shared by runs.

const address = () => `2001:db8::${Math.floor(Math.random() * 0xffff).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}`;

describe.each(ENGINES)('abuse limits on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(() => t.close());

  const post = (remoteAddress: string, query: string, variables?: unknown) =>
    t.app.inject({ method: 'POST', url: '/graphql', remoteAddress, payload: { query, variables }, headers: { 'content-type': 'application/json' } });
  const codeOf = (response: { json: () => { errors?: { extensions?: { code?: string; fieldErrors?: Record<string, string> } }[] } }) =>
    response.json().errors?.[0]?.extensions;

  it('refuses GraphQL beyond its rate for one address, and still serves the others', async () => {
    const flooder = address();
    // A fixed window: a flood that straddles a minute boundary may get a second allowance, never a third.
    let served = 0;
    let refused = await post(flooder, '{ __typename }');
    while (refused.statusCode === 200 && served <= 2 * RATE_LIMITS.graphql.limit) {
      served += 1;
      refused = await post(flooder, '{ __typename }');
    }
    expect(served).toBeGreaterThanOrEqual(RATE_LIMITS.graphql.limit);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().errors[0]).toEqual({
      message: expect.stringMatching(/^Příliš mnoho pokusů\. Zkuste to prosím znovu za \d+ min\.$/),
      extensions: { code: 'TOO_MANY_REQUESTS' },
    });
    // Someone else, and the site's own loopback traffic, are served meanwhile.
    expect((await post(address(), '{ __typename }')).statusCode).toBe(200);
    expect((await post('127.0.0.1', '{ __typename }')).statusCode).toBe(200);
  });

  it('limits sign-ups per address', async () => {
    const from = address();
    const signUp = (i: number) =>
      post(from, 'mutation ($input: SignUpInput!) { signUp(input: $input) { email } }', {
        input: { name: 'Karel Nový', email: `flood-${engine}-${Date.now()}-${i}@example.cz`, profileType: 1, termsAgreement: true },
      });
    for (let i = 0; i < RATE_LIMITS.signUp.limit; i++) expect((await signUp(i)).json().data?.signUp.email).toBeTruthy();
    const refused = await signUp(99);
    expect(codeOf(refused)).toEqual({ code: 'TOO_MANY_REQUESTS', fieldErrors: { email: expect.stringMatching(/^Příliš mnoho pokusů/) } });
  });

  it('limits login codes per e-mail, whichever address asks', async () => {
    const email = `victim-${engine}-${Date.now()}@example.cz`;
    const ask = () => post(address(), 'mutation ($input: RequestLoginCodeInput!) { requestLoginCode(input: $input) { email } }', { input: { email } });
    for (let i = 0; i < RATE_LIMITS.loginCodePerEmail.limit; i++) expect(codeOf(await ask())?.code).not.toBe('TOO_MANY_REQUESTS');
    expect(codeOf(await ask())?.code).toBe('TOO_MANY_REQUESTS');
  });

  it('limits contact messages per address', async () => {
    const from = address();
    const send = () =>
      post(from, 'mutation ($input: ContactMessageInput!) { sendContactMessage(input: $input) { ok } }', {
        input: { name: 'Jana Dvořáková', email: 'jana@example.cz', message: 'Dobrý den, mám dotaz k fakturaci kreditu.' },
      });
    for (let i = 0; i < RATE_LIMITS.contact.limit; i++) expect((await send()).json().data?.sendContactMessage.ok).toBe(true);
    expect(codeOf(await send())).toEqual({ code: 'TOO_MANY_REQUESTS', fieldErrors: { message: expect.stringMatching(/^Příliš mnoho pokusů/) } });
  });

  it('refuses a query nested too deep before running it, and keeps serving', async () => {
    const deep = `{ packages { items { ${'executor { packages { '.repeat(6)} id ${'} } '.repeat(6)} } } }`;
    const refused = await post(address(), deep);
    expect(refused.json().errors?.map((e: { message: string }) => e.message)).toContain(QUERY_TOO_COMPLEX);
    expect(refused.json().data).toBeUndefined();
    const alright = await post(address(), '{ packages { items { executor { packages { id } } } } }');
    expect(alright.statusCode).toBe(200);
    expect(alright.json().errors).toBeUndefined();
  });
});
