import { PROPOSAL_COST } from '@zaber/shared/platform/business';
import { pragueToday } from '@zaber/shared/requests/schema';
import { creditLedger } from '../../db/schema';
import { present } from '../../lib/present';
import { graphql, signUpAndLogin } from '../../testing/graphql-client';
import { prague } from '../../testing/prague-time';
import { createTestExecutor, seedTestPlaces } from '../../testing/requests-fixtures';
import { listenWs, subscribe } from '../../testing/subscriptions';
import { ENGINES, startTestApp, type TestApp } from '../../testing/test-app';
import { refundUnreadProposals } from '../requests/proposals.service';
import { balanceHistory, postAdjustment, publishBalance } from './credit.service';

const TRANSACTIONS = `query Transactions($page: Int, $pageSize: Int) {
  transactions(page: $page, pageSize: $pageSize) { pageInfo { page totalCount totalPages } items { id createdAt kind amount bonus description balanceAfter } }
}`;
const HISTORY = `query History($days: Int) { balanceHistory(days: $days) { date balance topUps proposals boosts highlights } }`;
const BALANCE_SUBSCRIPTION = `subscription Balance { currentProfileBalance { id balance isPublic } }`;

const DAY_MS = 86_400_000;
/** The Prague day `n` days before `day` (YYYY-MM-DD). */
const minusDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) - n * DAY_MS).toISOString().slice(0, 10);

type TransactionItem = { id: string; createdAt: string; kind: string; amount: number; bonus: number; description: string; balanceAfter: number };

describe.each(ENGINES)('transactions and balance history on %s', (engine) => {
  let t: TestApp;
  let login: { token: string; profileId: string };
  const today = pragueToday();
  const day = (n: number) => minusDays(today, n);

  beforeAll(async () => {
    t = await startTestApp(engine);
    login = await signUpAndLogin(t.app, 'historie@example.cz', 1, 'Historie Kreditu');
    const entry = (at: Date, kind: (typeof creditLedger.$inferInsert)['kind'], amount: number, description: string, reference: string) => ({
      profileId: login.profileId,
      createdAt: at,
      kind,
      amount,
      description,
      reference,
    });
    // Posting order = time order, one by one (ids grow like real postings under the profile's lock).
    const entries = [
      entry(prague(day(4), 10), 'TOP_UP', 100_000, 'Dobití kreditu, platba č. 1', 'top-up:a'),
      entry(prague(day(4), 10), 'TOP_UP_BONUS', 10_000, 'Bonus k dobití, platba č. 1', 'top-up-bonus:a'),
      entry(prague(day(3), 9), 'PROPOSAL', -4_900, 'Nabídka na poptávku č. 7', 'proposal:p1'),
      entry(prague(day(3), 9), 'PROPOSAL_BOOST', -9_900, 'Topování nabídky na poptávku č. 7', 'proposal-boost:p1'),
      // 23:30 in Prague is still that day (21:30 or 22:30 UTC).
      entry(prague(day(3), 23, 30), 'PROPOSAL_HIGHLIGHT', -2_900, 'Zvýraznění nabídky na poptávku č. 8', 'proposal-highlight:p2'),
      // 00:30 in Prague belongs to the new day (still the previous one in UTC).
      entry(prague(day(1), 0, 30), 'REFUND', 4_900, 'Vrácení kreditu za neotevřenou nabídku na poptávku č. 7', 'refund:p1'),
      entry(prague(day(0), 0, 5), 'TOP_UP', 20_000, 'Dobití kreditu, platba č. 2', 'top-up:b'),
    ];
    for (const e of entries) await t.database.db.insert(creditLedger).values(e);
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the ledger newest first, a top-up and its bonus as one row, with the balance after each', async () => {
    const result = await graphql<{ transactions: { pageInfo: { page: number; totalCount: number; totalPages: number }; items: TransactionItem[] } }>(
      t.app,
      TRANSACTIONS,
      {},
      { token: login.token },
    );
    expect(result.errors).toBeUndefined();
    const { items, pageInfo } = present(result.data).transactions;
    expect(pageInfo).toEqual({ page: 1, totalCount: 6, totalPages: 1 });
    expect(items.map(({ kind, amount, bonus, balanceAfter }) => ({ kind, amount, bonus, balanceAfter }))).toEqual([
      { kind: 'TOP_UP', amount: 20_000, bonus: 0, balanceAfter: 117_200 },
      { kind: 'REFUND', amount: 4_900, bonus: 0, balanceAfter: 97_200 },
      { kind: 'PROPOSAL_HIGHLIGHT', amount: -2_900, bonus: 0, balanceAfter: 92_300 },
      { kind: 'PROPOSAL_BOOST', amount: -9_900, bonus: 0, balanceAfter: 95_200 },
      { kind: 'PROPOSAL', amount: -4_900, bonus: 0, balanceAfter: 105_100 },
      { kind: 'TOP_UP', amount: 100_000, bonus: 10_000, balanceAfter: 110_000 },
    ]);
    expect(items[5]).toMatchObject({ description: 'Dobití kreditu, platba č. 1', createdAt: prague(day(4), 10).toISOString() });
    // The newest balanceAfter is the balance.
    const balance = await graphql<{ currentProfile: { balance: number } }>(t.app, `query { currentProfile { balance } }`, {}, { token: login.token });
    expect(balance.data?.currentProfile.balance).toBe(present(items[0]).balanceAfter);
  });

  it('pages the merged rows', async () => {
    type Page = { transactions: { pageInfo: { totalCount: number; totalPages: number }; items: TransactionItem[] } };
    const second = await graphql<Page>(t.app, TRANSACTIONS, { page: 2, pageSize: 4 }, { token: login.token });
    expect(second.data?.transactions.pageInfo).toMatchObject({ totalCount: 6, totalPages: 2 });
    expect(second.data?.transactions.items.map((i) => [i.kind, i.balanceAfter])).toEqual([
      ['PROPOSAL', 105_100],
      ['TOP_UP', 110_000],
    ]);
    const past = await graphql<Page>(t.app, TRANSACTIONS, { page: 3, pageSize: 4 }, { token: login.token });
    expect(past.data?.transactions).toEqual({ pageInfo: { totalCount: 6, totalPages: 2, page: 3 }, items: [] });
  });

  it('shows each user only their own ledger, and guests nothing', async () => {
    const other = await signUpAndLogin(t.app, 'jiny-kredit@example.cz', 1);
    const theirs = await graphql<{ transactions: { items: unknown[] } }>(t.app, TRANSACTIONS, {}, { token: other.token });
    expect(theirs.data?.transactions.items).toEqual([]);
    expect((await graphql(t.app, TRANSACTIONS)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await graphql(t.app, HISTORY)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('gives every Prague day its end-of-day balance, top-ups and spending, empty days included', async () => {
    const points = await balanceHistory(t.database.db, login.profileId, 6, prague(today, 12));
    expect(points).toEqual([
      { date: day(5), balance: 0, topUps: 0, proposals: 0, boosts: 0, highlights: 0 },
      { date: day(4), balance: 110_000, topUps: 110_000, proposals: 0, boosts: 0, highlights: 0 },
      { date: day(3), balance: 92_300, topUps: 0, proposals: 4_900, boosts: 9_900, highlights: 2_900 },
      { date: day(2), balance: 92_300, topUps: 0, proposals: 0, boosts: 0, highlights: 0 },
      { date: day(1), balance: 97_200, topUps: 0, proposals: 0, boosts: 0, highlights: 0 },
      { date: day(0), balance: 117_200, topUps: 20_000, proposals: 0, boosts: 0, highlights: 0 },
    ]);
    // A shorter window starts from the balance the earlier entries left.
    expect((await balanceHistory(t.database.db, login.profileId, 2, prague(today, 12))).map((p) => [p.date, p.balance])).toEqual([
      [day(1), 97_200],
      [day(0), 117_200],
    ]);
  });

  it('answers the last 90 days by default over GraphQL, at most 366', async () => {
    type History = { balanceHistory: { date: string; balance: number }[] };
    const byDefault = await graphql<History>(t.app, HISTORY, {}, { token: login.token });
    expect(byDefault.data?.balanceHistory).toHaveLength(90);
    expect(byDefault.data?.balanceHistory.at(-1)).toEqual({ date: today, balance: 117_200, topUps: 20_000, proposals: 0, boosts: 0, highlights: 0 });
    expect((await graphql<History>(t.app, HISTORY, { days: 1000 }, { token: login.token })).data?.balanceHistory).toHaveLength(366);
    expect((await graphql<History>(t.app, HISTORY, { days: 0 }, { token: login.token })).data?.balanceHistory.map((p) => p.date)).toEqual([today]);
  });
});

describe.each(ENGINES)('the live balance on %s', (engine) => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await startTestApp(engine);
    url = await listenWs(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it('pushes the balance at once, after a proposal’s charge, its refund and an adjustment', async () => {
    const places = await seedTestPlaces(t.database.db);
    const client = await signUpAndLogin(t.app, 'klient-zive@example.cz');
    const pro = await createTestExecutor(t.app, t.database.db, 'profik-zive@example.cz', 'Živý Profík', { services: ['svatebni-fotograf'], credit: 50_000 });
    const request = await graphql<{ createRequest: { id: string } }>(
      t.app,
      `mutation R($input: CreateRequestInput!) { createRequest(input: $input) { id } }`,
      {
        input: {
          categorySlug: 'svatebni-fotograf',
          municipalityId: String(places.brno),
          date: minusDays(pragueToday(), -40),
          description: 'Svatba v Brně, obřad i hostina, asi osmdesát hostů.',
        },
      },
      { token: client.token },
    );
    expect(request.errors).toBeUndefined();

    const sub = subscribe<{ id: string; balance: number; isPublic: boolean }>(url, {
      query: BALANCE_SUBSCRIPTION,
      field: 'currentProfileBalance',
      connectionParams: { authorization: `JWT ${pro.token}` },
    });
    await sub.waitFor((values) => values.length === 1);
    expect(sub.received[0]).toEqual({ id: pro.profileId, balance: 50_000, isPublic: true });

    const proposed = await graphql(
      t.app,
      `mutation P($input: CreateProposalInput!) { createProposal(input: $input) { balance } }`,
      { input: { requestId: present(request.data).createRequest.id, price: 1_200_000, text: 'Dobrý den, termín mám volný.' } },
      { token: pro.token },
    );
    expect(proposed.errors).toBeUndefined();
    await sub.waitFor((values) => values.length === 2);
    expect(sub.received[1]).toEqual({ id: pro.profileId, balance: 50_000 - PROPOSAL_COST, isPublic: true });

    // Unopened for a week: the refund job credits it back and pushes.
    expect(await refundUnreadProposals(t.app.services, new Date(Date.now() + 8 * DAY_MS))).toBe(1);
    await sub.waitFor((values) => values.length === 3);
    expect(sub.received[2]?.balance).toBe(50_000);

    await postAdjustment(t.app.services, pro.profileId, { amount: 1_000, description: 'Kompenzace', reference: 'adjustment:test' });
    await sub.waitFor((values) => values.length === 4);
    expect(sub.received[3]?.balance).toBe(51_000);
    await sub.dispose();
  });

  it('publishes the balance subset of the profile on its topic', async () => {
    const pro = await createTestExecutor(t.app, t.database.db, 'tema@example.cz', 'Téma Profík', {
      services: ['svatebni-fotograf'],
      credit: 30_000,
      rating: 4.5,
    });
    const events = t.app.services.pubSub.subscribe('currentProfileBalance', pro.profileId)[Symbol.asyncIterator]();
    const next = events.next();
    await publishBalance(t.app.services, pro.profileId);
    expect((await next).value).toEqual({ id: pro.profileId, isPublic: true, balance: 30_000, activityIndex: null, rating: 4.5, reviewsCount: 10 });
    await events.return?.();
  });

  it('refuses guests', async () => {
    const sub = subscribe(url, { query: BALANCE_SUBSCRIPTION, field: 'currentProfileBalance' });
    await expect(sub.waitFor((values) => values.length > 0, 3_000)).rejects.toThrow(/Přístup zakázán/);
    await sub.dispose();
  });
});
