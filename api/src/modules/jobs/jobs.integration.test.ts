import { PROPOSAL_BOOST_COST, PROPOSAL_COST } from '@zaber/shared/platform/business';
import { pragueToday } from '@zaber/shared/requests/schema';
import { and, eq } from 'drizzle-orm';
import { loadConfig } from '../../config';
import { creditLedger, notifications, proposals, requests, scheduledJobs } from '../../db/schema';
import { present } from '../../lib/present';
import { graphql, signUpAndLogin } from '../../testing/graphql-client';
import { createTestExecutor, seedTestPlaces } from '../../testing/requests-fixtures';
import { ENGINES, startTestApp, type TestApp } from '../../testing/test-app';
import { creditBalance } from '../credit/credit.service';
import { refundUnreadProposals } from '../requests/proposals.service';
import { JOBS, runDueJobs, startJobRunner } from './jobs.service';

const DAY = 86_400_000;
const inDays = (n: number) => pragueToday(new Date(Date.now() + n * DAY));
const later = (days: number) => new Date(Date.now() + days * DAY);

const CREATE_REQUEST = `mutation CreateRequest($input: CreateRequestInput!) { createRequest(input: $input) { id } }`;
const PROPOSE = `mutation Propose($input: CreateProposalInput!) { createProposal(input: $input) { balance proposal { id cost } } }`;
const MY_PROPOSALS = `query MyProposals { myProposals { items { id refunded cost } } }`;

type Login = { token: string; profileId: string };

describe('JOBS_INTERVAL_MS', () => {
  it('defaults to a minute, 0 disables the jobs, anything else is refused', () => {
    expect(loadConfig({}).jobsIntervalMs).toBe(60_000);
    expect(loadConfig({ JOBS_INTERVAL_MS: '0' }).jobsIntervalMs).toBe(0);
    expect(loadConfig({ JOBS_INTERVAL_MS: '5000' }).jobsIntervalMs).toBe(5_000);
    expect(() => loadConfig({ JOBS_INTERVAL_MS: 'soon' })).toThrow(/JOBS_INTERVAL_MS/);
  });
});

describe.each(ENGINES)('scheduled jobs on %s', (engine) => {
  let t: TestApp;
  let places: Awaited<ReturnType<typeof seedTestPlaces>>;
  let client: Login;
  let seq = 0;

  async function newRequest(): Promise<string> {
    const result = await graphql<{ createRequest: { id: string } }>(
      t.app,
      CREATE_REQUEST,
      {
        input: {
          categorySlug: 'portretni-fotograf',
          municipalityId: String(places.praha),
          date: inDays(60),
          description: 'Rodinné focení v parku, dvě děti a pes.',
        },
      },
      { token: client.token },
    );
    if (!result.data) throw new Error(JSON.stringify(result.errors));
    return result.data.createRequest.id;
  }

  async function proposal(requestId: string, boost = false): Promise<{ login: Login; id: string; cost: number }> {
    seq += 1;
    const login = await createTestExecutor(t.app, t.database.db, `job-pro-${seq}@example.cz`, `Fotograf Úlohový${seq}`, {
      services: ['portretni-fotograf'],
      credit: 50_000,
    });
    const result = await graphql<{ createProposal: { proposal: { id: string; cost: number } } }>(
      t.app,
      PROPOSE,
      { input: { requestId, price: 300_000, text: 'Ráda vás vyfotím.', boost } },
      { token: login.token },
    );
    if (!result.data) throw new Error(JSON.stringify(result.errors));
    return { login, ...result.data.createProposal.proposal };
  }

  async function refundsOf(proposalId: string) {
    return t.database.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.reference, `refund:${proposalId}`));
  }

  async function refundNotes(profileId: string) {
    return t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.profileId, profileId), eq(notifications.type, 'CREDIT_REFUNDED')));
  }

  async function markSeen(id: string) {
    await graphql(t.app, `mutation Seen($id: ID!) { markProposalSeen(id: $id) { id } }`, { id }, { token: client.token });
  }

  beforeAll(async () => {
    t = await startTestApp(engine);
    places = await seedTestPlaces(t.database.db);
    client = await signUpAndLogin(t.app, 'rodina@example.cz', 0, 'Radka Rodinná');
  });
  afterAll(async () => {
    await t.close();
  });

  it('refunds a proposal the client did not open within 7 days, once, with a notification', async () => {
    const requestId = await newRequest();
    const plain = await proposal(requestId);
    const boosted = await proposal(requestId, true);
    const opened = await proposal(requestId);
    await markSeen(opened.id);
    expect(boosted.cost).toBe(PROPOSAL_COST + PROPOSAL_BOOST_COST);

    // Nothing is owed yet.
    await runDueJobs(t.app.services, new Date(), { force: true });
    expect(await refundsOf(plain.id)).toEqual([]);
    await runDueJobs(t.app.services, later(6.9), { force: true });
    expect(await refundsOf(plain.id)).toEqual([]);

    const runs = await runDueJobs(t.app.services, later(7.1), { force: true });
    expect(runs).toEqual([
      { name: 'outdate-requests', status: 'done', count: 0 },
      { name: 'refund-unread-proposals', status: 'done', count: 2 },
      { name: 'prepare-request-alerts', status: 'done', count: expect.any(Number) },
      { name: 'email-digests', status: 'done', count: expect.any(Number) },
      { name: 'expire-uploads', status: 'done', count: expect.any(Number) },
      { name: 'reconcile-payments', status: 'done', count: 0 },
      { name: 'send-invoices', status: 'done', count: 0 },
      { name: 'refresh-executor-figures', status: 'done', count: expect.any(Number) },
      { name: 'confirm-delivered', status: 'done', count: expect.any(Number) },
      { name: 'forget-auth-throttles', status: 'done', count: expect.any(Number) },
    ]);
    for (const p of [plain, boosted]) {
      expect((await refundsOf(p.id)).map((e) => ({ kind: e.kind, amount: e.amount }))).toEqual([{ kind: 'REFUND', amount: p.cost }]);
      expect(await creditBalance(t.database.db, p.login.profileId)).toBe(50_000);
      expect(await refundNotes(p.login.profileId)).toEqual([expect.objectContaining({ text: expect.stringContaining('vrátili jsme vám') })]);
      const mine = await graphql<{ myProposals: { items: { id: string; refunded: boolean }[] } }>(t.app, MY_PROPOSALS, {}, { token: p.login.token });
      expect(present(mine.data).myProposals.items).toEqual([{ id: p.id, refunded: true, cost: p.cost }]);
    }
    expect(await refundsOf(opened.id)).toEqual([]);
    expect(await creditBalance(t.database.db, opened.login.profileId)).toBe(50_000 - PROPOSAL_COST);

    // A second run (even much later) posts nothing.
    expect((await runDueJobs(t.app.services, later(9), { force: true }))[1]).toEqual({ name: 'refund-unread-proposals', status: 'done', count: 0 });
    expect(await refundsOf(plain.id)).toHaveLength(1);
    expect(await refundNotes(plain.login.profileId)).toHaveLength(1);
  });

  it('refunds once when two runs start at the same time (job lease and ledger reference)', async () => {
    const requestId = await newRequest();
    const owed = await Promise.all([proposal(requestId), proposal(requestId), proposal(requestId)]);
    // Two instances polling at once: one claims the job, the other skips it or finds nothing left.
    const runs = await Promise.all([runDueJobs(t.app.services, later(8), { force: true }), runDueJobs(t.app.services, later(8), { force: true })]);
    const refunded = runs.flat().filter((r) => r.name === 'refund-unread-proposals' && r.status === 'done');
    expect(refunded.reduce((n, r) => n + (r.count ?? 0), 0)).toBe(3);
    for (const p of owed) {
      expect(await refundsOf(p.id)).toHaveLength(1);
      expect(await refundNotes(p.login.profileId)).toHaveLength(1);
      expect(await creditBalance(t.database.db, p.login.profileId)).toBe(50_000);
    }

    // Even without the job's lease, the unique reference lets only one of two concurrent refunds through.
    const more = await Promise.all([proposal(await newRequest()), proposal(await newRequest())]);
    const counts = await Promise.all([refundUnreadProposals(t.app.services, later(8)), refundUnreadProposals(t.app.services, later(8))]);
    expect(counts[0] + counts[1]).toBe(2);
    for (const p of more) {
      expect(await refundsOf(p.id)).toHaveLength(1);
      expect(await refundNotes(p.login.profileId)).toHaveLength(1);
      expect(await creditBalance(t.database.db, p.login.profileId)).toBe(50_000);
    }
  });

  it('refunds at once when the request closes or goes out of date, and persists OUTDATED', async () => {
    const db = t.database.db;
    const closed = await newRequest();
    const onClosed = await proposal(closed);
    await graphql(
      t.app,
      `mutation C($input: CloseRequestInput!) { closeRequest(input: $input) { id } }`,
      { input: { requestId: closed, reason: 'CHOSE_OUTSIDE' } },
      {
        token: client.token,
      },
    );
    const outdated = await newRequest();
    const onOutdated = await proposal(outdated);
    await db
      .update(requests)
      .set({ date: inDays(-1) })
      .where(eq(requests.number, Number(outdated)));

    const runs = await runDueJobs(t.app.services, new Date(), { force: true });
    expect(runs).toEqual([
      { name: 'outdate-requests', status: 'done', count: 1 },
      { name: 'refund-unread-proposals', status: 'done', count: 2 },
      { name: 'prepare-request-alerts', status: 'done', count: expect.any(Number) },
      { name: 'email-digests', status: 'done', count: expect.any(Number) },
      { name: 'expire-uploads', status: 'done', count: expect.any(Number) },
      { name: 'reconcile-payments', status: 'done', count: 0 },
      { name: 'send-invoices', status: 'done', count: 0 },
      { name: 'refresh-executor-figures', status: 'done', count: expect.any(Number) },
      { name: 'confirm-delivered', status: 'done', count: expect.any(Number) },
      { name: 'forget-auth-throttles', status: 'done', count: expect.any(Number) },
    ]);
    expect(await refundsOf(onClosed.id)).toHaveLength(1);
    expect(await refundsOf(onOutdated.id)).toHaveLength(1);
    expect(
      present(
        (
          await db
            .select({ status: requests.status })
            .from(requests)
            .where(eq(requests.number, Number(outdated)))
        )[0],
      ).status,
    ).toBe('OUTDATED');
    expect(present((await db.select().from(proposals).where(eq(proposals.id, onClosed.id)))[0]).refundedAt).toBeInstanceOf(Date);
    // The client hears that the request ran out, with a link to it (once: a second run changes nothing).
    const told = async () =>
      (await db.select().from(notifications).where(eq(notifications.type, 'REQUEST_OUTDATED'))).filter((n) => n.link?.startsWith(`/poptavky/${outdated}/`));
    expect(await told()).toEqual([expect.objectContaining({ profileId: client.profileId })]);
    await runDueJobs(t.app.services, new Date(), { force: true });
    expect(await told()).toHaveLength(1);
  });

  it('runs a job at most once per period and instance-safe: not due again until its time', async () => {
    const statusOf = (runs: { name: string; status: string }[]) => Object.fromEntries(runs.map((r) => [r.name, r.status]));
    const every = (status: (job: (typeof JOBS)[number]) => string) => Object.fromEntries(JOBS.map((job) => [job.name, status(job)]));
    const now = later(30);
    const first = await runDueJobs(t.app.services, now);
    expect(statusOf(first)).toEqual(every(() => 'done'));
    expect(statusOf(await runDueJobs(t.app.services, new Date(now.getTime() + 1_000)))).toEqual(every(() => 'skipped'));
    // A minute later the jobs of every minute are due again; those of a longer period (uploads, the daily figures) are not.
    expect(statusOf(await runDueJobs(t.app.services, new Date(now.getTime() + 61_000)))).toEqual(every((job) => (job.everyMs <= 60_000 ? 'done' : 'skipped')));
    // A leased job (another instance running it) is skipped, even when forced.
    await t.database.db
      .update(scheduledJobs)
      .set({ lockedUntil: new Date(now.getTime() + 600_000) })
      .where(eq(scheduledJobs.name, 'refund-unread-proposals'));
    expect(statusOf(await runDueJobs(t.app.services, new Date(now.getTime() + 120_000), { force: true }))).toEqual(
      every((job) => (job.name === 'refund-unread-proposals' ? 'skipped' : 'done')),
    );
    await t.database.db.update(scheduledJobs).set({ lockedUntil: null }).where(eq(scheduledJobs.name, 'refund-unread-proposals'));
  });

  it('POST /dev/jobs/run runs every job now (or at a given moment) for e2e', async () => {
    const requestId = await newRequest();
    const p = await proposal(requestId);
    const response = await t.app.inject({ method: 'POST', url: '/dev/jobs/run', payload: { now: later(8).toISOString() } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      runs: [
        { name: 'outdate-requests', status: 'done', count: expect.any(Number) },
        { name: 'refund-unread-proposals', status: 'done', count: 1 },
        { name: 'prepare-request-alerts', status: 'done', count: expect.any(Number) },
        { name: 'email-digests', status: 'done', count: expect.any(Number) },
        { name: 'expire-uploads', status: 'done', count: expect.any(Number) },
        { name: 'reconcile-payments', status: 'done', count: 0 },
        { name: 'send-invoices', status: 'done', count: 0 },
        { name: 'refresh-executor-figures', status: 'done', count: expect.any(Number) },
        { name: 'confirm-delivered', status: 'done', count: expect.any(Number) },
        { name: 'forget-auth-throttles', status: 'done', count: expect.any(Number) },
      ],
    });
    expect(await refundsOf(p.id)).toHaveLength(1);
    expect((await t.app.inject({ method: 'POST', url: '/dev/jobs/run' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/dev/jobs/run', payload: { now: 'zítra' } })).statusCode).toBe(400);
  });

  it('polls on an interval when started, and not at all with 0', async () => {
    const log = { info: jest.fn(), error: jest.fn() };
    const disabled = startJobRunner(t.app.services, 0, log);
    await disabled();
    const requestId = await newRequest();
    const p = await proposal(requestId);
    await t.database.db
      .update(proposals)
      .set({ createdAt: new Date(Date.now() - 8 * DAY) })
      .where(eq(proposals.id, p.id));
    await t.database.db.update(scheduledJobs).set({ runAt: new Date(0) });
    const stop = startJobRunner(t.app.services, 50, log);
    const until = Date.now() + 10_000;
    while (!(await refundsOf(p.id)).length && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
    await stop();
    expect(await refundsOf(p.id)).toHaveLength(1);
    expect(log.error).not.toHaveBeenCalled();
    expect(log.info).toHaveBeenCalledWith({ job: 'refund-unread-proposals', count: 1 }, 'scheduled job done');
  });
});
