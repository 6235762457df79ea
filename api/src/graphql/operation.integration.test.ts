import { INVALID_TOKEN_MESSAGE } from '@zaber/shared/platform/business';
import type { GraphQLResolveInfo } from 'graphql';
import { z } from 'zod';
import { createLoaders } from '../graphql-server/loaders';
import { NotFoundError } from '../lib/domain-errors';
import { present } from '../lib/present';
import { createAccount } from '../modules/auth/auth.service';
import { findProfileByUserId } from '../modules/profile/profile.repository';
import { ENGINES, startTestApp, type TestApp } from '../testing/test-app';
import type { GraphQLContext, Viewer } from './context';
import { operation } from './operation';

const INFO = {} as GraphQLResolveInfo;
type UserViewer = Extract<Viewer, { kind: 'user' }>;

describe.each(ENGINES)('operation() on %s', (engine) => {
  let t: TestApp;
  let client: UserViewer;
  let executor: UserViewer;

  async function viewerOf(email: string, profileType: 0 | 1): Promise<UserViewer> {
    const user = await createAccount(t.database.db, { email, name: 'Test Uživatel', profileType, isActive: true });
    const profile = await findProfileByUserId(t.database.db, user.id);
    return {
      kind: 'user',
      token: 'unused',
      userId: user.id,
      profileId: present(profile).id,
      sessionId: 'unused',
      roles: { isClient: present(profile).isClient, isExecutor: present(profile).isExecutor, isModerator: false },
    };
  }

  /** The context the resolvers see, with the viewer already decided (the token checks are tested in auth). */
  function contextOf(viewer: Viewer): GraphQLContext {
    const context: Pick<GraphQLContext, 'services' | 'viewer' | 'loaders'> = {
      services: t.app.services,
      viewer: async () => viewer,
      loaders: createLoaders(t.app.services.db),
    };
    return context as GraphQLContext;
  }

  beforeAll(async () => {
    t = await startTestApp(engine);
    client = await viewerOf('klient-op@example.cz', 0);
    executor = await viewerOf('profik-op@example.cz', 1);
  });
  afterAll(async () => {
    await t.close();
  });

  const whoAmI = (auth: 'none' | 'public' | 'user' | 'client' | 'executor' | 'moderator') =>
    operation({ auth }).resolve(({ viewer }) => viewer?.profileId ?? 'guest');

  it('checks the viewer once, as declared', async () => {
    const guest = contextOf({ kind: 'guest' });
    const badToken = contextOf({ kind: 'invalid' });
    expect(await whoAmI('none')(undefined, {}, badToken, INFO)).toBe('guest');
    expect(await whoAmI('public')(undefined, {}, guest, INFO)).toBe('guest');
    await expect(whoAmI('public')(undefined, {}, badToken, INFO)).rejects.toMatchObject({ message: INVALID_TOKEN_MESSAGE });
    await expect(whoAmI('user')(undefined, {}, guest, INFO)).rejects.toMatchObject({ message: 'Přístup zakázán', extensions: { code: 'FORBIDDEN' } });
    expect(await whoAmI('user')(undefined, {}, contextOf(client), INFO)).toBe(client.profileId);
    expect(await whoAmI('executor')(undefined, {}, contextOf(executor), INFO)).toBe(executor.profileId);
    await expect(whoAmI('executor')(undefined, {}, contextOf(client), INFO)).rejects.toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    await expect(whoAmI('client')(undefined, {}, contextOf(executor), INFO)).rejects.toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    await expect(whoAmI('moderator')(undefined, {}, contextOf(client), INFO)).rejects.toMatchObject({ extensions: { code: 'FORBIDDEN' } });
  });

  it('parses the input with its zod schema into field errors', async () => {
    const echo = operation({ auth: 'none', input: z.object({ name: z.string().min(2, { error: 'Příliš krátké' }) }) }).resolve(({ input }) => input.name);
    expect(await echo(undefined, { input: { name: 'Jana' } }, contextOf({ kind: 'guest' }), INFO)).toBe('Jana');
    await expect(echo(undefined, { input: { name: 'J' } }, contextOf({ kind: 'guest' }), INFO)).rejects.toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { name: 'Příliš krátké' } },
    });
  });

  it('turns domain errors into GraphQL errors and leaves other errors alone', async () => {
    const missing = operation({ auth: 'none' }).resolve(() => {
      throw new NotFoundError('Balíček nenalezen');
    });
    await expect(missing(undefined, {}, contextOf({ kind: 'guest' }), INFO)).rejects.toMatchObject({
      message: 'Balíček nenalezen',
      extensions: { code: 'NOT_FOUND' },
    });
    const broken = operation({ auth: 'none' }).resolve(() => {
      throw new TypeError('bug');
    });
    await expect(broken(undefined, {}, contextOf({ kind: 'guest' }), INFO)).rejects.toBeInstanceOf(TypeError);
  });

  it('stops listening at once when a subscription ends before any event', async () => {
    let listening = false;
    const live = operation({ auth: 'user' }).subscribe(async function* ({ ctx, viewer, signal }) {
      listening = true;
      try {
        for await (const change of ctx.services.pubSub.subscribe('unreadCounters', viewer.profileId, signal)) yield change;
      } finally {
        listening = false;
      }
    });
    const stream = live(undefined, {}, contextOf(client), INFO);
    // The socket waits for its first event…
    const waiting = stream.next();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(listening).toBe(true);
    // …and closes: the stream ends without one (an async generator would wait for the next event).
    await stream.return(undefined);
    expect(listening).toBe(false);
    expect(await waiting).toEqual({ done: true, value: undefined });
  });
});
