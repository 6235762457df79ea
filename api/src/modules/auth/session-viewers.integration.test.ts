import { INVALID_TOKEN_MESSAGE } from '@zaber/shared/platform/business';
import { eq } from 'drizzle-orm';
import { sessions } from '../../db/schema';
import { EVERY_INSTANCE } from '../../pubsub';
import { CURRENT_PROFILE, graphql, signUpAndLogin } from '../../testing/graphql-client';
import { ENGINES, startTestApp, type TestApp } from '../../testing/test-app';

const sessionReads = (statements: string[]) => statements.filter((sql) => /from "sessions"/.test(sql)).length;

describe.each(ENGINES)('a signed-in request’s session on %s', (engine) => {
  let t: TestApp;
  let statements: string[] = [];
  beforeAll(async () => {
    t = await startTestApp(engine, { onQuery: (sql) => statements.push(sql) });
  });
  afterAll(async () => {
    await t.close();
  });

  it('is read once, then answered from memory', async () => {
    const { token, profileId } = await signUpAndLogin(t.app, 'pamet@example.cz');
    statements = [];
    expect((await graphql(t.app, CURRENT_PROFILE, {}, { token })).data?.currentProfile).toMatchObject({ id: profileId });
    expect(sessionReads(statements)).toBe(1);
    statements = [];
    expect((await graphql(t.app, CURRENT_PROFILE, {}, { token })).data?.currentProfile).toMatchObject({ id: profileId });
    expect(sessionReads(statements)).toBe(0);
  });

  it('is refused at once when another instance ends it', async () => {
    const { token, userId } = await signUpAndLogin(t.app, 'jinde@example.cz');
    const before = await graphql<{ currentProfile: { id: string } }>(t.app, CURRENT_PROFILE, {}, { token });
    expect(before.data?.currentProfile).not.toBeNull();
    // Another instance revoked it and published the end; this one only hears the topic.
    const ended = await t.database.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
    expect(ended).toHaveLength(1);
    // Still answered from memory until the topic says otherwise.
    expect((await graphql(t.app, CURRENT_PROFILE, {}, { token })).data?.currentProfile).not.toBeNull();
    // Over Redis the topic takes a round trip: wait until this instance heard it (the cache listened first).
    const heard = t.app.services.pubSub.subscribe('sessionsEnded', EVERY_INSTANCE);
    t.app.services.pubSub.publish('sessionsEnded', EVERY_INSTANCE, { userId, sessionIds: ended.map((row) => row.id) });
    await heard.next();
    await heard.return?.();
    await new Promise((resolve) => setImmediate(resolve));
    const after = await graphql(t.app, CURRENT_PROFILE, {}, { token });
    expect(after.errors?.[0]?.message).toBe(INVALID_TOKEN_MESSAGE);
  });
});
