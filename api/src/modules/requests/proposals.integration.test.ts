import { PROPOSAL_BOOST_COST, PROPOSAL_COST, PROPOSAL_HIGHLIGHT_COST } from '@zaber/shared/platform/business';
import { REQUEST_ERRORS } from '@zaber/shared/requests/constants';
import { pragueToday } from '@zaber/shared/requests/schema';
import { and, eq, like } from 'drizzle-orm';
import { creditLedger, notifications, profiles, proposals, requests } from '../../db/schema';
import { present } from '../../lib/present';
import { type GraphqlResult, graphql, signUpAndLogin } from '../../testing/graphql-client';
import { createTestExecutor, seedTestPlaces } from '../../testing/requests-fixtures';
import { ENGINES, startTestApp, type TestApp } from '../../testing/test-app';
import { creditBalance } from '../credit/credit.service';
import { NOT_YOUR_REQUEST } from './requests.policy';

const DAY = 86_400_000;
const inDays = (n: number) => pragueToday(new Date(Date.now() + n * DAY));

const CREATE_REQUEST = `mutation CreateRequest($input: CreateRequestInput!) { createRequest(input: $input) { id } }`;
const PROPOSAL_FIELDS = 'id price text status seenByClient boosted highlighted created cost refunded executor { username title } request { id }';
const PROPOSE = `mutation Propose($input: CreateProposalInput!) { createProposal(input: $input) { balance proposal { ${PROPOSAL_FIELDS} } } }`;
const OWNER_VIEW = `query OwnerView($id: ID!, $tab: ProposalTab) {
  request(id: $id) { id status closeReason proposalsCount unreadProposalsCount chosenExecutor { username } proposals(tab: $tab) { ${PROPOSAL_FIELDS} } }
}`;
const EXECUTOR_VIEW = `query ExecutorView($id: ID!) { request(id: $id) { id status proposalsCount myProposal { id status cost refunded } proposalBlockedReason } }`;
const COUNTERS = `query Counters { unreadCounters { clientUnreadProposals unreadNotifications } }`;
const BALANCE = `query Balance { currentProfileBalance { balance } }`;
const MY_PROPOSALS = `query MyProposals($tab: ProposalTab) { myProposals(tab: $tab) { pageInfo { totalCount } items { id status cost refunded request { id } } } }`;
const CLOSE = `mutation Close($input: CloseRequestInput!) { closeRequest(input: $input) { id status closeReason } }`;
const transition = (name: string) => `mutation T($id: ID!) { ${name}(id: $id) { id status seenByClient } }`;

type Login = { token: string; profileId: string };
type ProposalData = { id: string; status: string; cost: number | null; refunded: boolean; boosted: boolean; seenByClient: boolean };

function error(result: GraphqlResult) {
  return { code: result.errors?.[0]?.extensions?.code, message: result.errors?.[0]?.message };
}

describe.each(ENGINES)('proposals on %s', (engine) => {
  let t: TestApp;
  let places: Awaited<ReturnType<typeof seedTestPlaces>>;
  let client: Login;
  let otherClient: Login;
  let seq = 0;

  async function newRequest(login: Login = client, input: Record<string, unknown> = {}): Promise<string> {
    const result = await graphql<{ createRequest: { id: string } }>(
      t.app,
      CREATE_REQUEST,
      {
        input: {
          categorySlug: 'svatebni-fotograf',
          municipalityId: String(places.brno),
          date: inDays(45),
          description: 'Svatba v Brně, obřad i hostina, asi osmdesát hostů.',
          ...input,
        },
      },
      { token: login.token },
    );
    if (!result.data) throw new Error(JSON.stringify(result.errors));
    return result.data.createRequest.id;
  }

  /** A public wedding photographer with `credit` haléř. */
  async function pro(credit = 100_000, options: { isPublic?: boolean; services?: string[] } = {}): Promise<Login> {
    seq += 1;
    return createTestExecutor(t.app, t.database.db, `pro-${seq}@example.cz`, `Profík Číslo${seq}`, {
      services: options.services ?? ['svatebni-fotograf'],
      isPublic: options.isPublic ?? true,
      credit,
    });
  }

  function propose(login: Login, requestId: string, extra: Record<string, unknown> = {}) {
    return graphql<{ createProposal: { balance: number; proposal: ProposalData } }>(
      t.app,
      PROPOSE,
      { input: { requestId, price: 1_200_000, text: 'Dobrý den, termín mám volný.', ...extra } },
      { token: login.token },
    );
  }

  async function proposalId(login: Login, requestId: string): Promise<string> {
    const result = await propose(login, requestId);
    if (!result.data) throw new Error(JSON.stringify(result.errors));
    return result.data.createProposal.proposal.id;
  }

  async function ledgerOf(profileId: string) {
    return t.database.db.select().from(creditLedger).where(eq(creditLedger.profileId, profileId));
  }

  beforeAll(async () => {
    t = await startTestApp(engine);
    places = await seedTestPlaces(t.database.db);
    client = await signUpAndLogin(t.app, 'klara@example.cz', 0, 'Klára Klientová');
    otherClient = await signUpAndLogin(t.app, 'ota@example.cz', 0, 'Ota Ostatní');
  });
  afterAll(async () => {
    await t.close();
  });

  it('charges 49 Kč (+99 Kč boost, +29 Kč highlight) with the proposal in one transaction, and tells the client', async () => {
    const requestId = await newRequest();
    const plain = await pro(100_000);
    const paid = await pro(100_000);

    const first = await propose(plain, requestId);
    expect(first.errors).toBeUndefined();
    expect(present(first.data).createProposal).toMatchObject({
      balance: 100_000 - PROPOSAL_COST,
      proposal: {
        price: 1_200_000,
        status: 'NEW',
        seenByClient: false,
        boosted: false,
        highlighted: false,
        cost: PROPOSAL_COST,
        refunded: false,
        request: { id: requestId },
      },
    });
    const full = await propose(paid, requestId, { boost: true, highlight: true });
    const cost = PROPOSAL_COST + PROPOSAL_BOOST_COST + PROPOSAL_HIGHLIGHT_COST;
    expect(cost).toBe(17_700);
    expect(present(full.data).createProposal).toMatchObject({ balance: 100_000 - cost, proposal: { boosted: true, highlighted: true, cost } });
    expect((await graphql(t.app, BALANCE, {}, { token: paid.token })).data).toEqual({ currentProfileBalance: { balance: 100_000 - cost } });

    const id = present(full.data).createProposal.proposal.id;
    const entries = (await ledgerOf(paid.profileId)).filter((e) => e.kind !== 'TOP_UP');
    expect(entries.map((e) => ({ kind: e.kind, amount: e.amount, reference: e.reference }))).toEqual([
      { kind: 'PROPOSAL', amount: -PROPOSAL_COST, reference: `proposal:${id}` },
      { kind: 'PROPOSAL_BOOST', amount: -PROPOSAL_BOOST_COST, reference: `proposal-boost:${id}` },
      { kind: 'PROPOSAL_HIGHLIGHT', amount: -PROPOSAL_HIGHLIGHT_COST, reference: `proposal-highlight:${id}` },
    ]);

    const received = await t.database.db.select().from(notifications).where(eq(notifications.profileId, client.profileId));
    expect(received.filter((n) => n.type === 'PROPOSAL_RECEIVED').map((n) => n.text)).toEqual([
      expect.stringMatching(/^Nová nabídka na vaši poptávku „Svatební fotografie – Brno“/),
      expect.stringMatching(/^Nová nabídka/),
    ]);
    expect((await graphql(t.app, COUNTERS, {}, { token: client.token })).data).toMatchObject({ unreadCounters: { clientUnreadProposals: 2 } });
  });

  it('pushes the client’s and the professional’s live counters once the proposal is saved', async () => {
    const requestId = await newRequest();
    const sender = await pro();
    const clientEvents = t.app.services.pubSub.subscribe('unreadCounters', client.profileId)[Symbol.asyncIterator]();
    const senderEvents = t.app.services.pubSub.subscribe('unreadCounters', sender.profileId)[Symbol.asyncIterator]();
    const clientPush = clientEvents.next();
    const senderPush = senderEvents.next();
    // With Redis the SUBSCRIBE is sent without being awaited: give it a moment.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await proposalId(sender, requestId);
    const counters = await graphql<{ unreadCounters: Record<string, number> }>(t.app, COUNTERS, {}, { token: client.token });
    expect((await clientPush).value).toMatchObject({ id: client.profileId, ...present(counters.data).unreadCounters });
    expect((await senderPush).value).toMatchObject({ id: sender.profileId, clientUnreadProposals: 0 });
    await clientEvents.return?.();
    await senderEvents.return?.();
  });

  it('refuses without enough credit: INSUFFICIENT_CREDIT and nothing saved', async () => {
    const requestId = await newRequest();
    const poor = await pro(5_000);
    const refused = await propose(poor, requestId, { boost: true });
    expect(refused.data).toBeNull();
    expect(error(refused)).toEqual({ code: 'INSUFFICIENT_CREDIT', message: 'Nedostatečný kredit' });
    expect(await t.database.db.select().from(proposals).where(eq(proposals.executorProfileId, poor.profileId))).toEqual([]);
    expect((await ledgerOf(poor.profileId)).map((e) => e.kind)).toEqual(['TOP_UP']);
    expect(await creditBalance(t.database.db, poor.profileId)).toBe(5_000);
    // 49 Kč still fit.
    expect((await propose(poor, requestId)).data?.createProposal.balance).toBe(100);
  });

  it('refuses a second proposal, closed and out-of-date requests, unapproved professionals, other services and clients', async () => {
    const db = t.database.db;
    const requestId = await newRequest();
    const sender = await pro();
    await proposalId(sender, requestId);
    const balance = await creditBalance(db, sender.profileId);
    expect(error(await propose(sender, requestId))).toEqual({ code: 'CONFLICT', message: REQUEST_ERRORS.alreadyProposed });

    const closed = await newRequest();
    await graphql(t.app, CLOSE, { input: { requestId: closed, reason: 'CHOSE_OUTSIDE' } }, { token: client.token });
    expect(error(await propose(sender, closed))).toEqual({ code: 'CONFLICT', message: REQUEST_ERRORS.requestClosed });
    const outdated = await newRequest();
    await db
      .update(requests)
      .set({ date: inDays(-1) })
      .where(eq(requests.number, Number(outdated)));
    expect(error(await propose(sender, outdated))).toEqual({ code: 'CONFLICT', message: REQUEST_ERRORS.requestOutdated });
    expect(await creditBalance(db, sender.profileId)).toBe(balance);

    expect(error(await propose(await pro(100_000, { isPublic: false }), requestId))).toEqual({ code: 'FORBIDDEN', message: REQUEST_ERRORS.notPublic });
    expect(error(await propose(await pro(100_000, { services: ['portretni-fotograf'] }), requestId))).toEqual({
      code: 'FORBIDDEN',
      message: REQUEST_ERRORS.notYourCategory,
    });
    expect(error(await propose(client, requestId)).code).toBe('FORBIDDEN');
    expect(error(await propose(sender, '999999')).code).toBe('NOT_FOUND');
    const invalid = await propose(sender, requestId, { price: 1_000, text: '' });
    expect(invalid.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { price: expect.any(String), text: 'Povinné pole' } });
    expect(await creditBalance(db, sender.profileId)).toBe(balance);
  });

  it('takes at most 10 proposals per request, also when 11 arrive at once', async () => {
    const requestId = await newRequest();
    const pros = await Promise.all(Array.from({ length: 11 }, () => pro()));
    const results = await Promise.all(pros.map((p) => propose(p, requestId)));
    const accepted = results.filter((r) => r.data?.createProposal);
    const refused = results.filter((r) => r.errors);
    expect(accepted).toHaveLength(10);
    expect(refused.map(error)).toEqual([{ code: 'CONFLICT', message: REQUEST_ERRORS.proposalsFull }]);
    const loser = present(pros[results.findIndex((r) => r.errors)]);
    expect(await creditBalance(t.database.db, loser.profileId)).toBe(100_000);
    expect((await graphql(t.app, EXECUTOR_VIEW, { id: requestId }, { token: loser.token })).data).toMatchObject({
      request: { proposalsCount: 10, myProposal: null, proposalBlockedReason: REQUEST_ERRORS.proposalsFull },
    });
    expect(
      await t.database.db
        .select()
        .from(proposals)
        .where(eq(proposals.requestId, (await requestRow(requestId)).id)),
    ).toHaveLength(10);
  });

  async function requestRow(number: string) {
    return present(
      (
        await t.database.db
          .select()
          .from(requests)
          .where(eq(requests.number, Number(number)))
      )[0],
    );
  }

  it('tells a professional why they cannot propose, or null', async () => {
    const requestId = await newRequest();
    const view = async (login: Login, id = requestId) =>
      (await graphql<{ request: { proposalBlockedReason: string | null } | null }>(t.app, EXECUTOR_VIEW, { id }, { token: login.token })).data?.request
        ?.proposalBlockedReason;
    const sender = await pro();
    expect(await view(sender)).toBeNull();
    await proposalId(sender, requestId);
    expect(await view(sender)).toBe(REQUEST_ERRORS.alreadyProposed);
    expect(await view(await pro(100_000, { isPublic: false }))).toBe(REQUEST_ERRORS.notPublic);
    expect(await view(await pro(100_000, { services: ['portretni-fotograf'] }))).toBe(REQUEST_ERRORS.notYourCategory);
    await t.database.db
      .update(requests)
      .set({ date: inDays(-1) })
      .where(eq(requests.number, Number(requestId)));
    expect(await view(sender)).toBe(REQUEST_ERRORS.requestOutdated);
    await t.database.db
      .update(requests)
      .set({ status: 'CLOSED' })
      .where(eq(requests.number, Number(requestId)));
    expect(await view(sender)).toBe(REQUEST_ERRORS.requestClosed);
    // The owner is never told such a reason.
    expect((await graphql(t.app, EXECUTOR_VIEW, { id: requestId }, { token: client.token })).data).toMatchObject({
      request: { myProposal: null, proposalBlockedReason: null },
    });
  });

  it('shows the proposals to the owner only, boosted first; other clients and professionals are refused', async () => {
    const requestId = await newRequest();
    const early = await pro();
    const booster = await pro();
    const late = await pro();
    const earlyId = await proposalId(early, requestId);
    const boostedId = present((await propose(booster, requestId, { boost: true })).data).createProposal.proposal.id;
    const lateId = await proposalId(late, requestId);

    const owner = await graphql<{ request: { proposals: ProposalData[]; unreadProposalsCount: number } }>(
      t.app,
      OWNER_VIEW,
      { id: requestId },
      { token: client.token },
    );
    expect(present(owner.data).request.proposals.map((p) => p.id)).toEqual([boostedId, lateId, earlyId]);
    expect(present(owner.data).request.unreadProposalsCount).toBe(3);
    // What the professional paid, and refunds, are theirs only.
    expect(present(owner.data).request.proposals.every((p) => p.cost === null && p.refunded === false)).toBe(true);

    expect((await graphql(t.app, OWNER_VIEW, { id: requestId }, { token: otherClient.token })).data).toEqual({ request: null });
    const byExecutor = await graphql(t.app, OWNER_VIEW, { id: requestId }, { token: late.token });
    expect(byExecutor.data).toEqual({ request: null });
    expect(error(byExecutor)).toEqual({ code: 'FORBIDDEN', message: 'Přístup zakázán' });
    expect(JSON.stringify(byExecutor)).not.toContain(earlyId);
    // Nor through their own proposal.
    const roundabout = await graphql(t.app, `query { myProposals { items { request { proposals { id } } } } }`, {}, { token: late.token });
    expect(error(roundabout).code).toBe('FORBIDDEN');
    expect(JSON.stringify(roundabout)).not.toContain(earlyId);
  });

  it('marks a proposal seen (idempotent, counters drop), shortlists, accepts and rejects only as allowed', async () => {
    const db = t.database.db;
    const requestId = await newRequest();
    const [a, b, c, d] = await Promise.all([pro(), pro(), pro(), pro()]);
    const [pa, pb, pc, pd] = [
      await proposalId(present(a), requestId),
      await proposalId(present(b), requestId),
      await proposalId(present(c), requestId),
      await proposalId(present(d), requestId),
    ];
    const run = (name: string, id: string, login: Login = client) =>
      graphql<Record<string, { id: string; status: string; seenByClient: boolean }>>(t.app, transition(name), { id }, { token: login.token });
    const unread = async () =>
      present((await graphql<{ unreadCounters: { clientUnreadProposals: number } }>(t.app, COUNTERS, {}, { token: client.token })).data).unreadCounters;

    const before = (await unread()).clientUnreadProposals;
    expect((await run('markProposalSeen', pa)).data).toEqual({ markProposalSeen: { id: pa, status: 'NEW', seenByClient: true } });
    const seenAt = present((await db.select().from(proposals).where(eq(proposals.id, pa)))[0]).seenByClientAt;
    expect((await run('markProposalSeen', pa)).data?.markProposalSeen?.seenByClient).toBe(true);
    expect(present((await db.select().from(proposals).where(eq(proposals.id, pa)))[0]).seenByClientAt).toEqual(seenAt);
    expect((await unread()).clientUnreadProposals).toBe(before - 1);

    // Only the owner: another client and the professionals are refused; a bad id is not found.
    for (const name of ['markProposalSeen', 'shortlistProposal', 'acceptProposal', 'rejectProposal']) {
      expect(error(await run(name, pb, otherClient))).toEqual({ code: 'FORBIDDEN', message: NOT_YOUR_REQUEST });
      expect(error(await run(name, pb, present(b))).code).toBe('FORBIDDEN');
      expect(error(await run(name, 'not-a-uuid')).code).toBe('NOT_FOUND');
      expect(error(await run(name, '00000000-0000-4000-8000-000000000000')).code).toBe('NOT_FOUND');
    }
    expect((await db.select().from(proposals).where(eq(proposals.id, pb)))[0]).toMatchObject({ status: 'NEW', seenByClientAt: null });

    // NEW → CANDIDATE; again → CONFLICT.
    expect((await run('shortlistProposal', pb)).data).toEqual({ shortlistProposal: { id: pb, status: 'CANDIDATE', seenByClient: true } });
    expect(error(await run('shortlistProposal', pb))).toEqual({ code: 'CONFLICT', message: REQUEST_ERRORS.transition });
    // NEW → REJECTED, with a notification; a rejected one cannot be shortlisted, accepted or rejected again.
    expect((await run('rejectProposal', pc)).data?.rejectProposal?.status).toBe('REJECTED');
    for (const name of ['shortlistProposal', 'acceptProposal', 'rejectProposal']) {
      expect(error(await run(name, pc))).toEqual({ code: 'CONFLICT', message: REQUEST_ERRORS.transition });
    }
    const rejectedNote = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.profileId, present(c).profileId), eq(notifications.type, 'PROPOSAL_REJECTED')));
    expect(rejectedNote).toHaveLength(1);

    // CANDIDATE → EXECUTOR: the request closes at once (CHOSE_EXECUTOR), the professional is told.
    expect((await run('acceptProposal', pb)).data?.acceptProposal?.status).toBe('EXECUTOR');
    const owner = await graphql<{ request: Record<string, unknown> }>(t.app, OWNER_VIEW, { id: requestId }, { token: client.token });
    expect(present(owner.data).request).toMatchObject({ status: 'CLOSED', closeReason: 'CHOSE_EXECUTOR', chosenExecutor: { username: expect.any(String) } });
    expect((await requestRow(requestId)).closedAt).toBeInstanceOf(Date);
    const accepted = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.profileId, present(b).profileId), eq(notifications.type, 'PROPOSAL_ACCEPTED')));
    expect(accepted.map((n) => n.text)).toEqual([expect.stringContaining('přijal vaši nabídku')]);
    // The executor cannot be accepted, rejected or shortlisted again; the request is closed for the rest.
    for (const name of ['shortlistProposal', 'acceptProposal', 'rejectProposal']) {
      expect(error(await run(name, pb))).toEqual({ code: 'CONFLICT', message: REQUEST_ERRORS.transition });
    }
    expect(error(await run('acceptProposal', pd))).toEqual({ code: 'CONFLICT', message: REQUEST_ERRORS.transition });
    expect(error(await run('shortlistProposal', pd))).toEqual({ code: 'CONFLICT', message: REQUEST_ERRORS.transition });
    // Rejecting still tidies the list of a closed request.
    expect((await run('rejectProposal', pd)).data?.rejectProposal?.status).toBe('REJECTED');
    // NEW → EXECUTOR directly, on another request.
    const second = await newRequest();
    const direct = await proposalId(present(a), second);
    expect((await run('acceptProposal', direct)).data?.acceptProposal).toEqual({ id: direct, status: 'EXECUTOR', seenByClient: true });

    // The rejected tab, and the professionals' own lists.
    const rejectedTab = await graphql<{ request: { proposals: ProposalData[] } }>(
      t.app,
      OWNER_VIEW,
      { id: requestId, tab: 'REJECTED' },
      { token: client.token },
    );
    expect(
      present(rejectedTab.data)
        .request.proposals.map((p) => p.id)
        .sort(),
    ).toEqual([pc, pd].sort());
    const mine = await graphql<{ myProposals: { items: ProposalData[] } }>(t.app, MY_PROPOSALS, { tab: 'REJECTED' }, { token: present(c).token });
    expect(present(mine.data).myProposals.items).toEqual([{ id: pc, status: 'REJECTED', cost: PROPOSAL_COST, refunded: false, request: { id: requestId } }]);
    const active = await graphql<{ myProposals: { items: ProposalData[] } }>(t.app, MY_PROPOSALS, {}, { token: present(a).token });
    expect(present(active.data).myProposals.items.map((p) => p.id)).toEqual([direct, pa]);
    expect(error(await graphql(t.app, MY_PROPOSALS, {}, { token: client.token })).code).toBe('FORBIDDEN');
  });

  it('takes back a rejection or a shortlisting while the request is open, never after it closed', async () => {
    const requestId = await newRequest();
    const [a, b, c] = await Promise.all([pro(), pro(), pro()]);
    const [pa, pb, pc] = [await proposalId(present(a), requestId), await proposalId(present(b), requestId), await proposalId(present(c), requestId)];
    const run = (name: string, id: string, login: Login = client) =>
      graphql<Record<string, { id: string; status: string; seenByClient: boolean }>>(t.app, transition(name), { id }, { token: login.token });

    expect((await run('rejectProposal', pa)).data?.rejectProposal?.status).toBe('REJECTED');
    expect(error(await run('restoreProposal', pa, otherClient))).toEqual({ code: 'FORBIDDEN', message: NOT_YOUR_REQUEST });
    expect(error(await run('restoreProposal', pa, present(a))).code).toBe('FORBIDDEN');
    expect((await run('restoreProposal', pa)).data?.restoreProposal).toEqual({ id: pa, status: 'NEW', seenByClient: true });
    expect(error(await run('restoreProposal', pa))).toEqual({ code: 'CONFLICT', message: REQUEST_ERRORS.transition });

    expect((await run('shortlistProposal', pb)).data?.shortlistProposal?.status).toBe('CANDIDATE');
    expect((await run('restoreProposal', pb)).data?.restoreProposal?.status).toBe('NEW');

    // Once the client chose someone, the others stay as they are.
    expect((await run('rejectProposal', pc)).data?.rejectProposal?.status).toBe('REJECTED');
    expect((await run('acceptProposal', pa)).data?.acceptProposal?.status).toBe('EXECUTOR');
    expect(error(await run('restoreProposal', pc))).toEqual({ code: 'CONFLICT', message: REQUEST_ERRORS.transition });
    expect(error(await run('restoreProposal', pa))).toEqual({ code: 'CONFLICT', message: REQUEST_ERRORS.transition });
  });

  it("links a proposal's charges in the professional's transactions to its request", async () => {
    const requestId = await newRequest();
    const author = present(await pro());
    await proposalId(author, requestId);
    const listed = await graphql<{ transactions: { items: { kind: string; description: string; link: string | null }[] } }>(
      t.app,
      'query { transactions { items { kind description link } } }',
      {},
      { token: author.token },
    );
    const items = present(listed.data).transactions.items;
    expect(items.find((i) => i.kind === 'PROPOSAL')).toMatchObject({ description: `Nabídka na poptávku č. ${requestId}`, link: `/poptavky/${requestId}/` });
  });

  it('closes an ACTIVE request for each reason of spec §4', async () => {
    const db = t.database.db;
    const close = (requestId: string, reason: string, proposalId?: string, login: Login = client) =>
      graphql<{ closeRequest: { id: string; status: string; closeReason: string } }>(
        t.app,
        CLOSE,
        { input: { requestId, reason, proposalId } },
        { token: login.token },
      );
    const statuses = async (requestId: string) =>
      (
        await db
          .select({ status: proposals.status })
          .from(proposals)
          .where(eq(proposals.requestId, (await requestRow(requestId)).id))
      )
        .map((r) => r.status)
        .sort();

    // CHOSE_EXECUTOR needs the proposal, accepts it; the others stay as they were.
    const chosen = await newRequest();
    const [x, y] = [await pro(), await pro()];
    const px = await proposalId(x, chosen);
    await proposalId(y, chosen);
    expect((await close(chosen, 'CHOSE_EXECUTOR')).errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { proposalId: 'Povinné pole' },
    });
    expect((await close(chosen, 'CHOSE_EXECUTOR', 'bad')).errors?.[0]?.extensions?.fieldErrors).toHaveProperty('proposalId');
    expect((await close(chosen, 'CHOSE_EXECUTOR', px)).data).toEqual({ closeRequest: { id: chosen, status: 'CLOSED', closeReason: 'CHOSE_EXECUTOR' } });
    expect(await statuses(chosen)).toEqual(['EXECUTOR', 'NEW']);
    expect(
      await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.profileId, x.profileId), eq(notifications.type, 'PROPOSAL_ACCEPTED'))),
    ).toHaveLength(1);
    // A closed request cannot be closed again.
    expect(error(await close(chosen, 'NOT_RELEVANT'))).toEqual({ code: 'CONFLICT', message: REQUEST_ERRORS.requestClosed });
    // A proposal of another request is not one of this request's.
    const elsewhere = await newRequest();
    expect((await close(elsewhere, 'CHOSE_EXECUTOR', px)).errors?.[0]?.extensions?.fieldErrors).toHaveProperty('proposalId');

    // NONE_INTERESTING rejects every NEW and CANDIDATE proposal, with notifications.
    const none = await newRequest();
    const [u, v] = [await pro(), await pro()];
    await proposalId(u, none);
    const pv = await proposalId(v, none);
    await graphql(t.app, transition('shortlistProposal'), { id: pv }, { token: client.token });
    expect((await close(none, 'NONE_INTERESTING')).data?.closeRequest).toMatchObject({ status: 'CLOSED', closeReason: 'NONE_INTERESTING' });
    expect(await statuses(none)).toEqual(['REJECTED', 'REJECTED']);
    expect(
      await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.profileId, u.profileId), eq(notifications.type, 'PROPOSAL_REJECTED'))),
    ).toHaveLength(1);

    for (const reason of ['CHOSE_OUTSIDE', 'NEGOTIATING', 'NOT_RELEVANT']) {
      const id = await newRequest();
      const p = await pro();
      await proposalId(p, id);
      expect((await close(id, reason)).data?.closeRequest).toEqual({ id, status: 'CLOSED', closeReason: reason });
      expect(await statuses(id)).toEqual(['NEW']);
    }

    // Only the owner of an ACTIVE (not out-of-date) request.
    const other = await newRequest();
    expect(error(await close(other, 'NOT_RELEVANT', undefined, otherClient))).toEqual({ code: 'FORBIDDEN', message: NOT_YOUR_REQUEST });
    expect(error(await close(other, 'NOT_RELEVANT', undefined, await pro())).code).toBe('FORBIDDEN');
    expect(error(await close('999999', 'NOT_RELEVANT')).code).toBe('NOT_FOUND');
    // A reason outside the enum does not pass GraphQL's own validation.
    expect((await close(other, 'SOMETHING')).errors).toHaveLength(1);
    await db
      .update(requests)
      .set({ date: inDays(-3) })
      .where(eq(requests.number, Number(other)));
    expect(error(await close(other, 'NOT_RELEVANT'))).toEqual({ code: 'CONFLICT', message: REQUEST_ERRORS.requestOutdated });
  });

  it('keeps every charge tied to its proposal', async () => {
    const db = t.database.db;
    const charges = await db.select().from(creditLedger).where(like(creditLedger.reference, 'proposal%'));
    const all = await db.select().from(proposals);
    const byId = new Map(all.map((p) => [p.id, p]));
    for (const charge of charges) expect(byId.has(present(present(charge.reference).split(':')[1]))).toBe(true);
    for (const p of all) {
      const paid = charges.filter((c) => present(c.reference).endsWith(`:${p.id}`)).reduce((sum, c) => sum - c.amount, 0);
      expect(paid).toBe(p.cost);
    }
    const pros = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.isExecutor, true));
    for (const p of pros) expect(await creditBalance(db, p.id)).toBeGreaterThanOrEqual(0);
  });
});
