import type { LightMyRequestResponse } from 'fastify';
import { signUpAndLogin } from '../testing/graphql-client';
import { ENGINES, startTestApp, type TestApp } from '../testing/test-app';
import type * as knownQueries from './known-queries';
import { loadPersistedOperations } from './persisted-operations';

// Counts the answers the fast path gave (the real one runs; nothing is replaced).
const served: string[] = [];
jest.mock('./known-queries', () => {
  const actual = jest.requireActual<typeof knownQueries>('./known-queries');
  return {
    createKnownQueries: (...args: Parameters<typeof actual.createKnownQueries>) => {
      const real = actual.createKnownQueries(...args);
      return {
        ...real,
        answer: async (...call: Parameters<typeof real.answer>) => {
          const answer = await real.answer(...call);
          if (answer) served.push(call[0].url);
          return answer;
        },
      };
    },
  };
});

const operations = loadPersistedOperations();
const byName = (name: string) => {
  const found = [...operations].find(([, op]) => op.name === name);
  if (!found) throw new Error(`${name} is not in the manifest`);
  return found[0];
};

/** A query as the front-ends send it: GET with the hash, Apollo's Accept, from the site's origin. */
function get(t: TestApp, name: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) {
  const extensions = JSON.stringify({ persistedQuery: { version: 1, sha256Hash: byName(name) } });
  const search = new URLSearchParams({ operationName: name, variables: JSON.stringify(variables), extensions });
  return t.app.inject({
    method: 'GET',
    url: `/graphql?${search}`,
    headers: { accept: 'application/graphql-response+json,application/json;q=0.9', origin: t.config.corsOrigins[0] ?? '', ...headers },
  });
}

/** Everything a client can see of an answer but the moment it was sent. */
const seen = (r: LightMyRequestResponse) => {
  const { date: _date, ...headers } = r.headers;
  return { status: r.statusCode, headers, body: r.body };
};

describe.each(ENGINES)('known queries on %s', (engine) => {
  let app: TestApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    // Guests' answers are computed every time here (GUEST_CACHE_MS is 0 outside production).
    app = await startTestApp(engine);
    const { token } = await signUpAndLogin(app.app, 'known-queries@example.cz');
    auth = { authorization: `JWT ${token}` };
  });
  afterAll(() => app.close());
  beforeEach(() => {
    served.length = 0;
  });

  it('answers a signed-in query Yoga answered once exactly as Yoga did: status, headers and body', async () => {
    const first = await get(app, 'CurrentProfile', {}, auth);
    expect(JSON.parse(first.body)).toMatchObject({ data: { currentProfile: { email: 'known-queries@example.cz' } } });
    expect(served).toEqual([]);
    const second = await get(app, 'CurrentProfile', {}, auth);
    const third = await get(app, 'CurrentProfile', {}, auth);
    expect(served).toHaveLength(2);
    expect(seen(second)).toEqual(seen(first));
    expect(seen(third)).toEqual(seen(first));
    expect(first.headers['access-control-allow-origin']).toBe(app.config.corsOrigins[0]);
    expect(first.headers['cache-control']).toBe('private, no-store');
  });

  it('learns per Accept and Origin: another origin gets Yoga first, without the CORS headers', async () => {
    await get(app, 'ProvinceList', {}, auth);
    const foreign = await get(app, 'ProvinceList', {}, { ...auth, origin: 'https://example.com' });
    const again = await get(app, 'ProvinceList', {}, { ...auth, origin: 'https://example.com' });
    expect(served).toHaveLength(1);
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    expect(seen(again)).toEqual(seen(foreign));
  });

  it('leaves an answer with errors to Yoga, worded as Yoga words it', async () => {
    const bad = { page: 'první' };
    const before = await get(app, 'Conversations', bad, auth);
    expect(JSON.parse(before.body).errors?.length).toBeGreaterThan(0);
    await get(app, 'Conversations', {}, auth);
    const after = await get(app, 'Conversations', bad, auth);
    expect(served).toHaveLength(0);
    expect(seen(after)).toEqual(seen(before));
  });

  it('answers guests the same way (their own cacheable answer), another Accept with its own content type', async () => {
    const plain = { accept: 'application/json' };
    const guest = await get(app, 'CurrentProfile', {}, plain);
    const guestAgain = await get(app, 'CurrentProfile', {}, plain);
    expect(served).toHaveLength(1);
    expect(seen(guestAgain)).toEqual(seen(guest));
    expect(guest.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(guest.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    expect(JSON.parse(guestAgain.body)).toEqual({ data: { currentProfile: null } });
    // A signed-in query learnt the same key: the guest still gets a guest's answer.
    expect(JSON.parse((await get(app, 'CurrentProfile', {})).body)).toEqual({ data: { currentProfile: null } });
  });
});
