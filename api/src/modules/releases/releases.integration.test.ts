import { createHash } from 'node:crypto';
import type { RemoteId } from '@zaber/shared/platform/remotes';
import { and, eq } from 'drizzle-orm';
import { devDeployToken } from '../../config';
import { notifications, remoteRegistry, remoteRegistryAudit, remoteReports, remoteVersions } from '../../db/schema';
import { RATE_LIMITS } from '../../lib/rate-limit';
import { createTestModerator } from '../../testing/profile-fixtures';
import { ENGINES, startTestApp, type TestApp } from '../../testing/test-app';
import { GUARD_MIN_FAILURES } from './canary-guard';

// The releases registry (/deploy/v1) and the canary guard, on PGlite and, with DATABASE_URL, on
// PostgreSQL, where concurrent changes really race for the compare-and-set.

const version = (name: string) => createHash('sha256').update(name).digest('hex').slice(0, 12);
const integrity = (name: string) => `sha384-${createHash('sha384').update(name).digest('base64')}`;
const urlOf = (remote: RemoteId, v: string) => `http://localhost:3002/${remote}/v/${v}/`;
const auth = (team: RemoteId | string) => ({ authorization: `Bearer ${team.startsWith('mf-') ? devDeployToken(team as RemoteId) : team}` });
/** Addresses of the IPv6 documentation range: not loopback, so counted like visitors' (and random, as Redis outlives runs). */
const address = () => `2001:db8::${Math.floor(Math.random() * 0xffff).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}`;

type Entry = {
  revision: number;
  default: string | null;
  canary: { version: string; share: number } | null;
  previous: string | null;
  versions: Record<string, { url: string; integrity: string; renderer: boolean; team: string; releasedAt: string }>;
};

describe.each(ENGINES)('releases registry on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(() => t.close());

  const publish = (remote: RemoteId, name: string, overrides: Record<string, unknown> = {}, team: string = remote) =>
    t.app.inject({
      method: 'POST',
      url: `/deploy/v1/remotes/${remote}/versions`,
      headers: auth(team),
      payload: { version: version(name), url: urlOf(remote, version(name)), integrity: integrity(name), renderer: true, ...overrides },
    });
  const release = (remote: RemoteId | string, body: Record<string, unknown>, team: string = remote) =>
    t.app.inject({ method: 'POST', url: `/deploy/v1/remotes/${remote}/release`, headers: auth(team), payload: body });
  const rollback = (remote: RemoteId, body?: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/deploy/v1/remotes/${remote}/rollback`, headers: auth(remote), ...(body ? { payload: body } : {}) });
  const registry = async () => (await t.app.inject({ method: 'GET', url: '/deploy/v1/registry' })).json() as { remotes: Record<string, Entry> };
  const auditOf = async (remote: RemoteId) => {
    const response = await t.app.inject({ method: 'GET', url: `/deploy/v1/audit?remote=${remote}&limit=100`, headers: auth('mf-public') });
    expect(response.statusCode).toBe(200);
    return (response.json() as { lines: { remote: string; team: string; action: string; from: unknown; to: unknown; reason: string | null; at: string }[] })
      .lines;
  };
  const report = (reports: unknown[], options: { from?: string; bucket?: string; contentType?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/remote-reports',
      remoteAddress: options.from ?? address(),
      headers: { 'content-type': options.contentType ?? 'text/plain;charset=UTF-8', ...(options.bucket ? { cookie: `zaber-bucket=${options.bucket}` } : {}) },
      payload: JSON.stringify({ reports }),
    });

  it('publishes a version once: the same again is a no-op, other files under its name are refused', async () => {
    const first = await publish('mf-client', 'a');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      remote: 'mf-client',
      version: version('a'),
      url: urlOf('mf-client', version('a')),
      integrity: integrity('a'),
      renderer: true,
      team: 'mf-client',
      releasedAt: expect.any(String),
    });
    const again = await publish('mf-client', 'a');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());

    const otherIntegrity = await publish('mf-client', 'a', { integrity: integrity('something else') });
    expect(otherIntegrity.statusCode).toBe(409);
    expect(otherIntegrity.json()).toEqual({ code: 'CONFLICT', detail: expect.stringMatching(/už je zveřejněná s jiným obsahem/) });
    expect((await publish('mf-client', 'a', { url: 'http://localhost:3002/jinde/' })).statusCode).toBe(409);

    const [row] = await t.database.db
      .select()
      .from(remoteVersions)
      .where(and(eq(remoteVersions.remote, 'mf-client'), eq(remoteVersions.version, version('a'))));
    expect(row?.integrity).toBe(integrity('a'));
    const publishes = (await auditOf('mf-client')).filter((line) => line.action === 'publish');
    expect(publishes).toEqual([
      {
        remote: 'mf-client',
        team: 'mf-client',
        action: 'publish',
        from: null,
        to: { version: version('a'), url: urlOf('mf-client', version('a')), integrity: integrity('a'), renderer: true },
        reason: null,
        at: expect.any(String),
      },
    ]);
  });

  it('releases defaults and canaries, and rolls back: the canary first, then one default after another', async () => {
    const [a, b, c] = [version('a'), version('b'), version('c')];
    for (const name of ['b', 'c']) expect((await publish('mf-client', name)).statusCode).toBe(201);

    const unknown = await release('mf-client', { version: version('never published') });
    expect(unknown.statusCode).toBe(409);
    expect(unknown.json().detail).toMatch(/není zveřejněná/);

    const first = await release('mf-client', { version: a, reason: 'První vydání' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      remote: 'mf-client',
      revision: 1,
      default: a,
      canary: null,
      previous: null,
      versions: { [a]: expect.objectContaining({ url: urlOf('mf-client', a), renderer: true, team: 'mf-client' }) },
    });
    const second = (await release('mf-client', { version: b, share: 100 })).json() as Entry;
    expect(second).toMatchObject({ revision: 2, default: b, canary: null, previous: a });
    expect(Object.keys(second.versions).sort()).toEqual([a, b].sort());

    const canary = await release('mf-client', { version: c, share: 25 });
    expect(canary.json()).toMatchObject({ revision: 3, default: b, canary: { version: c, share: 25 }, previous: a });
    expect(Object.keys((canary.json() as Entry).versions).sort()).toEqual([a, b, c].sort());
    // The default itself cannot be the canary.
    expect((await release('mf-client', { version: b, share: 10 })).statusCode).toBe(409);

    // Rollback with a canary: everyone on the default, nothing else changes.
    expect((await rollback('mf-client', { reason: 'Chyby v konzoli' })).json()).toMatchObject({ revision: 4, default: b, canary: null, previous: a });

    // c as the default: the history is a, b; each rollback goes one further back.
    expect((await release('mf-client', { version: c })).json()).toMatchObject({ revision: 5, default: c, previous: b });
    expect((await rollback('mf-client')).json()).toMatchObject({ revision: 6, default: b, canary: null, previous: a });
    expect((await rollback('mf-client', {})).json()).toMatchObject({ revision: 7, default: a, canary: null, previous: null });
    const nothing = await rollback('mf-client');
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json()).toEqual({ code: 'CONFLICT', detail: expect.stringMatching(/^Modul mf-client se nemá kam vrátit/) });

    const lines = await auditOf('mf-client');
    expect(lines.filter((line) => line.action !== 'publish').map((line) => [line.action, line.team, line.reason])).toEqual([
      ['rollback', 'mf-client', null],
      ['rollback', 'mf-client', null],
      ['release', 'mf-client', null],
      ['rollback', 'mf-client', 'Chyby v konzoli'],
      ['canary', 'mf-client', null],
      ['release', 'mf-client', null],
      ['release', 'mf-client', 'První vydání'],
    ]);
    expect(lines.find((line) => line.action === 'canary')).toMatchObject({
      from: { default: b, canary: null },
      to: { default: b, canary: { version: c, share: 25 } },
    });
  });

  it('refuses without a token, with another team’s token, for an unknown remote and a bad body, saving nothing', async () => {
    const body = { version: version('p'), url: urlOf('mf-public', version('p')), integrity: integrity('p'), renderer: false };
    const post = (url: string, payload: unknown, headers: Record<string, string> = auth('mf-public')) =>
      t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...headers }, payload: payload as string });

    const anonymous = await post('/deploy/v1/remotes/mf-public/versions', body, {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ code: 'UNAUTHENTICATED', detail: 'Chybí platný token pro nasazení.' });
    expect((await post('/deploy/v1/remotes/mf-public/versions', body, { authorization: 'Bearer nonsense' })).statusCode).toBe(401);
    expect((await post('/deploy/v1/remotes/mf-public/versions', body, { authorization: devDeployToken('mf-public') })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/deploy/v1/audit' })).statusCode).toBe(401);

    const otherTeam = await post('/deploy/v1/remotes/mf-public/release', { version: version('p') }, auth('mf-client'));
    expect(otherTeam.statusCode).toBe(403);
    expect(otherTeam.json()).toEqual({ code: 'FORBIDDEN', detail: 'Tým mf-client nesmí měnit mf-public.' });

    const unknownRemote = await post('/deploy/v1/remotes/mf-kalendar/versions', body, auth('mf-public'));
    expect(unknownRemote.statusCode).toBe(404);
    expect(unknownRemote.json()).toEqual({ code: 'NOT_FOUND', detail: 'Modul mf-kalendar neexistuje.' });
    expect((await t.app.inject({ method: 'GET', url: '/deploy/v1/audit?remote=mf-kalendar', headers: auth('mf-public') })).statusCode).toBe(404);

    const bad: [string, unknown, RegExp][] = [
      ['/deploy/v1/remotes/mf-public/versions', { ...body, version: '3F9A1C0B2D4E' }, /^Verze musí být 12 znaků/],
      ['/deploy/v1/remotes/mf-public/versions', { ...body, url: 'http://localhost:3002/v/bez-lomitka' }, /končící lomítkem/],
      ['/deploy/v1/remotes/mf-public/versions', { ...body, integrity: 'sha256-abc' }, /^Integrita musí být sha384/],
      ['/deploy/v1/remotes/mf-public/versions', { ...body, renderer: 'ano' }, /renderer/],
      ['/deploy/v1/remotes/mf-public/versions', '{"version": ', /^Tělo požadavku není platný JSON\.$/],
      ['/deploy/v1/remotes/mf-public/versions', '[1, 2]', /^Tělo požadavku musí být objekt JSON\.$/],
      ['/deploy/v1/remotes/mf-public/release', { version: version('p'), share: 0 }, /^Podíl musí být celé číslo 1–100\.$/],
      ['/deploy/v1/remotes/mf-public/release', { version: version('p'), share: 101 }, /^Podíl musí být celé číslo 1–100\.$/],
      ['/deploy/v1/remotes/mf-public/release', { version: version('p'), share: 12.5 }, /^Podíl/],
      ['/deploy/v1/remotes/mf-public/release', { version: version('p'), expectedRevision: 'nula' }, /^Očekávaná revize/],
      ['/deploy/v1/remotes/mf-public/rollback', { reason: 'x'.repeat(501) }, /^Důvod může mít nejvýš 500 znaků\.$/],
    ];
    for (const [url, payload, detail] of bad) {
      const response = await post(url, typeof payload === 'string' ? payload : JSON.stringify(payload));
      expect([url, response.statusCode]).toEqual([url, 400]);
      expect(response.json()).toMatchObject({ code: 'BAD_USER_INPUT', detail: expect.stringMatching(detail) });
    }

    const db = t.database.db;
    expect(await db.select().from(remoteVersions).where(eq(remoteVersions.remote, 'mf-public'))).toEqual([]);
    expect(await db.select().from(remoteRegistry).where(eq(remoteRegistry.remote, 'mf-public'))).toEqual([]);
    expect(await db.select().from(remoteRegistryAudit).where(eq(remoteRegistryAudit.remote, 'mf-public'))).toEqual([]);
    expect((await registry()).remotes['mf-public']).toBeUndefined();
  });

  it('records both of two concurrent releases: one default, the other in the history, revision + 2', async () => {
    const [e0, e1, e2] = [version('e0'), version('e1'), version('e2')];
    for (const name of ['e0', 'e1', 'e2']) expect((await publish('mf-executor', name)).statusCode).toBe(201);
    const early = await release('mf-executor', { version: e0, share: 10 });
    expect(early.statusCode).toBe(409);
    expect(early.json().detail).toBe('Nejdřív vydejte výchozí verzi.');
    expect((await release('mf-executor', { version: e0 })).json()).toMatchObject({ revision: 1, default: e0 });

    const answers = await Promise.all([release('mf-executor', { version: e1 }), release('mf-executor', { version: e2 })]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);

    const [row] = await t.database.db.select().from(remoteRegistry).where(eq(remoteRegistry.remote, 'mf-executor'));
    expect(row?.revision).toBe(3);
    expect([e1, e2]).toContain(row?.defaultVersion);
    const other = row?.defaultVersion === e1 ? e2 : e1;
    expect(row?.history).toEqual([e0, other]);
    expect(row?.canaryVersion).toBeNull();
    const releases = (await auditOf('mf-executor')).filter((line) => line.action === 'release');
    expect(releases.map((line) => (line.to as { default: string }).default).sort()).toEqual([e0, e1, e2].sort());
  });

  it('lands every one of eight concurrent releases, retrying the compare-and-set', async () => {
    const names = Array.from({ length: 8 }, (_, i) => `many-${i}`);
    for (const name of names) expect((await publish('mf-executor', name)).statusCode).toBe(201);
    const [before] = await t.database.db.select().from(remoteRegistry).where(eq(remoteRegistry.remote, 'mf-executor'));
    const answers = await Promise.all(names.map((name) => release('mf-executor', { version: version(name) })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(names.map(() => 200));
    const [after] = await t.database.db.select().from(remoteRegistry).where(eq(remoteRegistry.remote, 'mf-executor'));
    expect(after?.revision).toBe((before?.revision ?? 0) + names.length);
    // Each release pushed the default before it: the old default and seven of the eight, the eighth is the default.
    const landed = [...(after?.history.slice(-names.length) ?? []), after?.defaultVersion];
    expect(landed.slice(1).sort()).toEqual(names.map(version).sort());
    expect(landed[0]).toBe(before?.defaultVersion);
  });

  it('refuses a change computed from a stale revision (expectedRevision) and changes nothing', async () => {
    const current = (await registry()).remotes['mf-executor'];
    const revision = current?.revision ?? 0;
    const stale = await release('mf-executor', { version: version('e0'), expectedRevision: revision - 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ code: 'CONFLICT', detail: `Registr se mezitím změnil (revize ${revision}), zkuste to znovu.`, revision });
    expect((await rollback('mf-executor', { expectedRevision: revision + 5 })).statusCode).toBe(409);
    expect((await registry()).remotes['mf-executor']).toEqual(current);

    const fresh = await release('mf-executor', { version: version('e0'), expectedRevision: revision });
    expect(fresh.json()).toMatchObject({ revision: revision + 1, default: version('e0') });
  });

  it('answers the registry with the versions it names, no-store, and 304 while no revision moved', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/deploy/v1/registry' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const tag = String(response.headers.etag);
    expect(tag).toMatch(/^"registry-[0-9a-f]{20}"$/);
    const body = response.json() as { remotes: Record<string, Entry> };
    const a = version('a');
    const client = body.remotes['mf-client'] as Entry;
    expect(client).toMatchObject({ revision: 7, default: a, canary: null, previous: null });
    expect(client.versions[a]).toEqual({
      url: urlOf('mf-client', a),
      integrity: integrity('a'),
      renderer: true,
      team: 'mf-client',
      releasedAt: expect.any(String),
    });
    // Listed: the default, the canary, the last five earlier defaults and the three newest published.
    const executor = body.remotes['mf-executor'] as Entry;
    const newest = (await t.database.db.select().from(remoteVersions).where(eq(remoteVersions.remote, 'mf-executor')))
      .sort((x, y) => y.releasedAt.getTime() - x.releasedAt.getTime() || x.version.localeCompare(y.version))
      .slice(0, 3)
      .map((row) => row.version);
    const expected = new Set([executor.default, ...(executor.previous ? [executor.previous] : []), ...newest]);
    for (const listed of expected) expect(Object.keys(executor.versions)).toContain(listed);
    expect(Object.keys(executor.versions).length).toBeLessThanOrEqual(9);

    const unchanged = await t.app.inject({ method: 'GET', url: '/deploy/v1/registry', headers: { 'if-none-match': tag } });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers.etag).toBe(tag);

    // A published version of a remote without a row yet shows it (and moves the tag); a release does too.
    expect((await publish('mf-public', 'p1')).statusCode).toBe(201);
    const withPublic = await t.app.inject({ method: 'GET', url: '/deploy/v1/registry', headers: { 'if-none-match': tag } });
    expect(withPublic.statusCode).toBe(200);
    // A candidate, published but released to nobody, is listed (a signed test marker may run it).
    expect(withPublic.json().remotes['mf-public']).toMatchObject({ revision: 0, default: null, canary: null, previous: null });
    expect(Object.keys(withPublic.json().remotes['mf-public'].versions)).toEqual([version('p1')]);
    const publicTag = String(withPublic.headers.etag);
    expect((await release('mf-public', { version: version('p1') })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/deploy/v1/registry', headers: { 'if-none-match': publicTag } })).statusCode).toBe(200);
  });

  describe('the canary guard', () => {
    const d = version('g-default');
    const count = async (v: string) => (await t.database.db.select().from(remoteReports).where(eq(remoteReports.version, v))).length;
    const setCanary = async (name: string) => {
      expect((await publish('mf-account', name)).statusCode).toBe(201);
      expect((await release('mf-account', { version: version(name), share: 10 })).json()).toMatchObject({ canary: { version: version(name), share: 10 } });
      return version(name);
    };
    const failures = (v: string, n: number) => Array.from({ length: n }, () => ({ remote: 'mf-account', version: v, kind: 'load-failed' }));
    const mounts = (v: string, n: number) => Array.from({ length: n }, () => ({ remote: 'mf-account', version: v, kind: 'mounted' }));
    let moderator: { profileId: string };

    beforeAll(async () => {
      moderator = await createTestModerator(t.app, t.database.db, `moderatorka-releases-${engine}@example.cz`);
      expect((await publish('mf-account', 'g-default')).statusCode).toBe(201);
      expect((await release('mf-account', { version: d })).statusCode).toBe(200);
    });

    it('ignores reports of versions the registry does not know, and refuses malformed ones', async () => {
      const stranger = version('never published');
      const ignored = await report([
        { remote: 'mf-account', version: 'built', kind: 'error' },
        { remote: 'mf-account', version: stranger, kind: 'error' },
        { remote: 'mf-client', version: d, kind: 'error' },
      ]);
      expect(ignored.statusCode).toBe(204);
      expect(await count(stranger)).toBe(0);
      expect(await count('built')).toBe(0);
      expect(await count(d)).toBe(0);

      const stored = await report(mounts(d, 2), { contentType: 'application/json' });
      expect(stored.statusCode).toBe(204);
      expect(await count(d)).toBe(2);

      for (const reports of [[{ remote: 'mf-account', version: d, kind: 'crashed' }], [{ remote: 'mf-nic', version: d, kind: 'error' }], mounts(d, 21)]) {
        const refused = await report(reports);
        expect(refused.statusCode).toBe(400);
        expect(refused.json().detail).toMatch(/^(Druh hlášení|Neznámý modul|Nejvýš 20 hlášení)/);
      }
      const notJson = await t.app.inject({ method: 'POST', url: '/v1/remote-reports', headers: { 'content-type': 'text/plain' }, payload: 'rozbité' });
      expect(notJson.statusCode).toBe(400);
      expect(await count(d)).toBe(2);
    });

    it('does not trip on one visitor’s failures, however many', async () => {
      const c = await setCanary('g-one-visitor');
      const visitor = address();
      expect((await report(mounts(d, 10))).statusCode).toBe(204);
      for (let i = 0; i < 3; i++) expect((await report(failures(c, 3), { from: visitor, bucket: 'b1' })).statusCode).toBe(204);
      expect(await count(c)).toBe(9);
      expect((await registry()).remotes['mf-account']?.canary).toEqual({ version: c, share: 10 });
    });

    it(`does not trip on ${GUARD_MIN_FAILURES - 1} failures from two visitors`, async () => {
      const c = await setCanary('g-four');
      await report(failures(c, 2), { bucket: 'b2' });
      await report(failures(c, 2), { bucket: 'b3' });
      expect(await count(c)).toBe(4);
      expect((await registry()).remotes['mf-account']?.canary).toEqual({ version: c, share: 10 });
    });

    it('rolls a failing canary back, audits it as the guard and tells the moderators', async () => {
      const c = await setCanary('g-broken');
      // The same address, two visitors told apart by their bucket cookie.
      const from = address();
      expect((await report([...mounts(d, 5), ...mounts(c, 1), ...failures(c, 3)], { from, bucket: 'v1' })).statusCode).toBe(204);
      expect((await registry()).remotes['mf-account']?.canary).toEqual({ version: c, share: 10 });
      expect(
        (
          await report(
            [
              { remote: 'mf-account', version: c, kind: 'mount-failed' },
              { remote: 'mf-account', version: c, kind: 'error' },
            ],
            { from, bucket: 'v2' },
          )
        ).statusCode,
      ).toBe(204);

      const entry = (await registry()).remotes['mf-account'];
      expect(entry).toMatchObject({ default: d, canary: null });
      const [line] = await auditOf('mf-account');
      const reason = `Automatický návrat: verze ${c} měla 5 chyb z 6 načtení (83 %), výchozí verze 0 %.`;
      expect(line).toEqual({
        remote: 'mf-account',
        team: 'guard',
        action: 'auto-rollback',
        from: { default: d, canary: { version: c, share: 10 } },
        to: { default: d, canary: null },
        reason,
        at: expect.any(String),
      });
      const notes = await t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.profileId, moderator.profileId), eq(notifications.type, 'SYSTEM')));
      expect(notes.map((note) => [note.type, note.text])).toEqual([['SYSTEM', `Modul mf-account: ${reason} Všichni návštěvníci jsou zpět na verzi ${d}.`]]);

      // More failures of the rolled-back version change nothing (it is no canary now).
      expect((await report(failures(c, 5), { bucket: 'v3' })).statusCode).toBe(204);
      expect((await auditOf('mf-account')).filter((l) => l.action === 'auto-rollback')).toHaveLength(1);
    });

    it('limits reports per address', async () => {
      const flooder = address();
      // A fixed window: a flood that straddles a minute boundary may get a second allowance, never a third.
      let response = await report([], { from: flooder });
      for (let i = 1; i <= 2 * RATE_LIMITS.remoteReports.limit && response.statusCode === 204; i++) response = await report([], { from: flooder });
      expect(response.statusCode).toBe(429);
      expect(response.json()).toEqual({
        code: 'TOO_MANY_REQUESTS',
        detail: expect.stringMatching(/^Příliš mnoho pokusů\. Zkuste to prosím znovu za \d+ min\.$/),
      });
      expect((await report([])).statusCode).toBe(204);
    });
  });
});
