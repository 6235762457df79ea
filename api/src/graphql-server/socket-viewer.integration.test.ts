import { signUpAndLogin } from '../testing/graphql-client';
import { listenWs, subscribe } from '../testing/subscriptions';
import { ENGINES, startTestApp, type TestApp } from '../testing/test-app';

describe.each(ENGINES)('who a websocket speaks for on %s', (engine) => {
  let t: TestApp;
  let wsUrl: string;
  let statements: string[] | undefined;
  beforeAll(async () => {
    t = await startTestApp(engine, { onQuery: (sql) => statements?.push(sql) });
    wsUrl = await listenWs(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it('reads the session once for the socket and the subscriptions it starts right away', async () => {
    const { token, profileId } = await signUpAndLogin(t.app, 'zasuvka@example.cz');
    statements = [];
    const live = subscribe<{ id: string }>(wsUrl, {
      query: 'subscription { currentProfileBalance { id } }',
      field: 'currentProfileBalance',
      connectionParams: { authorization: `JWT ${token}` },
    });
    try {
      await live.waitFor((values) => values.length === 1);
      expect(live.received).toEqual([{ id: profileId }]);
      expect(statements.filter((sql) => /from "sessions"/.test(sql))).toHaveLength(1);
    } finally {
      statements = undefined;
      await live.dispose();
    }
  });
});
