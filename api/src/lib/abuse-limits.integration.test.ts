import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { QUERY_TOO_COMPLEX } from '../graphql-server/armor';
import { AUTH_THROTTLES } from '../modules/auth/auth-throttles';
import { createTestExecutor } from '../testing/requests-fixtures';
import { listenWs } from '../testing/subscriptions';
import { ENGINES, startTestApp, type TestApp } from '../testing/test-app';
import { RATE_LIMITS } from './rate-limit';

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
    for (let i = 0; i < AUTH_THROTTLES.signUpAddress.free; i++) expect((await signUp(i)).json().data?.signUp.email).toBeTruthy();
    const refused = await signUp(99);
    expect(codeOf(refused)).toEqual({ code: 'TOO_MANY_REQUESTS', fieldErrors: { email: expect.stringMatching(/^Příliš mnoho pokusů/) } });
  });

  it('limits login codes per e-mail and address, and per e-mail whichever address asks', async () => {
    const email = `victim-${engine}-${Date.now()}@example.cz`;
    const ask = (from = address()) =>
      post(from, 'mutation ($input: RequestLoginCodeInput!) { requestLoginCode(input: $input) { email } }', { input: { email } });
    const one = address();
    for (let i = 0; i < AUTH_THROTTLES.codePair.free; i++) expect(codeOf(await ask(one))?.code).not.toBe('TOO_MANY_REQUESTS');
    expect(codeOf(await ask(one))?.code).toBe('TOO_MANY_REQUESTS');
    for (let i = AUTH_THROTTLES.codePair.free; i < AUTH_THROTTLES.codeEmail.free; i++) expect(codeOf(await ask())?.code).not.toBe('TOO_MANY_REQUESTS');
    expect(codeOf(await ask())?.code).toBe('TOO_MANY_REQUESTS');
  });

  it('limits password-reset mails per e-mail and address, per e-mail and per address (no mail bombing)', async () => {
    const reset = (email: string, from: string) =>
      post(from, 'mutation ($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { ok } }', { input: { email } });
    const email = `reset-${engine}-${Date.now()}@example.cz`;
    const one = address();
    for (let i = 0; i < AUTH_THROTTLES.resetPair.free; i++) expect(codeOf(await reset(email, one))).toBeUndefined();
    expect(codeOf(await reset(email, one))).toEqual({ code: 'TOO_MANY_REQUESTS', fieldErrors: { email: expect.stringMatching(/^Příliš mnoho pokusů/) } });
    for (let i = AUTH_THROTTLES.resetPair.free; i < AUTH_THROTTLES.resetEmail.free; i++) expect(codeOf(await reset(email, address()))).toBeUndefined();
    expect(codeOf(await reset(email, address()))?.code).toBe('TOO_MANY_REQUESTS');
    const sprayer = address();
    for (let i = 0; i < AUTH_THROTTLES.resetAddress.free; i++) expect(codeOf(await reset(`jiny-${i}-${Date.now()}@example.cz`, sprayer))).toBeUndefined();
    expect(codeOf(await reset(`dalsi-${Date.now()}@example.cz`, sprayer))?.code).toBe('TOO_MANY_REQUESTS');
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

  it('limits uploads per address, before reading them', async () => {
    const pro = await createTestExecutor(t.app, t.database.db, `nahrava-${engine}-${Date.now()}@example.cz`, 'Petra Pilná', {
      services: ['svatebni-fotograf'],
    });
    const from = address();
    const upload = () =>
      t.app.inject({
        method: 'POST',
        url: '/v1/uploads?purpose=WORK',
        remoteAddress: from,
        headers: { authorization: `JWT ${pro.token}`, 'content-type': 'image/jpeg' },
        payload: '',
      });
    for (let i = 0; i < RATE_LIMITS.uploads.limit; i++) expect((await upload()).statusCode).toBe(400);
    const refused = await upload();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 'TOO_MANY_REQUESTS', detail: expect.stringMatching(/^Příliš mnoho pokusů/) });
  });

  it('counts GraphQL over the websocket against the same per-address rate', async () => {
    const url = await listenWs(t.app);
    // A visitor behind the shell's proxy (this machine itself is exempt): the address it appended.
    const visitor = address();
    const client = createClient({
      url,
      retryAttempts: 0,
      webSocketImpl: class extends WebSocket {
        constructor(target: string, protocols?: string | string[]) {
          super(target, protocols, { headers: { 'x-forwarded-for': visitor } });
        }
      },
    });
    type Answer = { errors?: readonly { message: string; extensions?: Record<string, unknown> }[] };
    // A refused operation ends with graphql-ws's error message: its GraphQL errors.
    const ask = () =>
      new Promise<Answer>((resolve, reject) => {
        let result: Answer = {};
        client.subscribe(
          { query: '{ __typename }' },
          {
            next: (value) => {
              result = value;
            },
            error: (error) => (Array.isArray(error) ? resolve({ errors: error }) : reject(error)),
            complete: () => resolve(result),
          },
        );
      });
    let served = 0;
    let answer = await ask();
    while (!answer.errors && served <= 2 * RATE_LIMITS.graphql.limit) {
      served += 1;
      answer = await ask();
    }
    expect(served).toBeGreaterThanOrEqual(RATE_LIMITS.graphql.limit);
    expect(served).toBeLessThanOrEqual(2 * RATE_LIMITS.graphql.limit);
    expect(answer.errors?.[0]).toEqual({
      message: expect.stringMatching(/^Příliš mnoho pokusů\. Zkuste to prosím znovu za \d+ min\.$/),
      extensions: { code: 'TOO_MANY_REQUESTS' },
    });
    await client.dispose();
  });
});
