import { PROPOSAL_BOOST_COST, PROPOSAL_COST } from '@zaber/shared/platform/business';
import { REQUEST_ERRORS } from '@zaber/shared/requests/constants';
import { pragueToday } from '@zaber/shared/requests/schema';
import { eq, sql } from 'drizzle-orm';
import { creditLedger, proposals } from '../../db/schema';
import { present } from '../../lib/present';
import { type GraphqlResult, graphql, signUpAndLogin } from '../../testing/graphql-client';
import { createTestExecutor, seedTestPlaces } from '../../testing/requests-fixtures';
import { hasPostgres, startTestApp, type TestApp } from '../../testing/test-app';
import { creditBalance } from '../credit/credit.service';

const EXECUTORS = 20;
const REQUESTS = 10;
const PROPOSE = `mutation Propose($input: CreateProposalInput!) { createProposal(input: $input) { balance proposal { id cost } } }`;
const CREATE_REQUEST = `mutation CreateRequest($input: CreateRequestInput!) { createRequest(input: $input) { id } }`;

type Result = GraphqlResult<{ createProposal: { balance: number; proposal: { id: string; cost: number } } }>;

// Money under concurrency needs real row locks: on PostgreSQL when DATABASE_URL is set. Without it
// the same journey runs on PGlite (one session, transactions serialized), so the file always runs a
// test and never reports a skip.
describe(hasPostgres ? '200 proposals at once on PostgreSQL' : '200 proposals at once on PGlite (set DATABASE_URL for PostgreSQL row locks)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(hasPostgres ? 'postgres' : 'pglite');
  });
  afterAll(async () => {
    await t.close();
  });

  it('never overdraws credit: every charge has its proposal, every proposal its charges, ledger = balance', async () => {
    const db = t.database.db;
    const places = await seedTestPlaces(db);
    const client = await signUpAndLogin(t.app, 'davka@example.cz', 0, 'Dana Dávková');
    const requestIds: string[] = [];
    for (let r = 0; r < REQUESTS; r += 1) {
      const created = await graphql<{ createRequest: { id: string } }>(
        t.app,
        CREATE_REQUEST,
        {
          input: {
            categorySlug: 'fotograf-akci',
            municipalityId: String(places.brno),
            date: pragueToday(new Date(Date.now() + (10 + r) * 86_400_000)),
            description: `Firemní večírek číslo ${r + 1}, asi sto hostů.`,
          },
        },
        { token: client.token },
      );
      requestIds.push(present(created.data).createRequest.id);
    }
    // Each professional can afford 1–5 of the 10 proposals they send at once; odd ones boost theirs.
    const executors = [];
    for (let i = 0; i < EXECUTORS; i += 1) {
      const boost = i % 2 === 1;
      const unit = PROPOSAL_COST + (boost ? PROPOSAL_BOOST_COST : 0);
      const affordable = (i % 5) + 1;
      const credit = affordable * unit + 1_000;
      const login = await createTestExecutor(t.app, db, `davka-${i}@example.cz`, `Profík Dávkový${i}`, { services: ['fotograf-akci'], credit });
      executors.push({ ...login, boost, unit, affordable, credit });
    }

    const calls = executors.flatMap((e) =>
      requestIds.map((requestId) =>
        graphql(t.app, PROPOSE, { input: { requestId, price: 500_000, text: 'Přijedu rád.', boost: e.boost } }, { token: e.token }).then((result) => ({
          executor: e,
          result: result as Result,
        })),
      ),
    );
    expect(calls).toHaveLength(200);
    const outcomes = await Promise.all(calls);

    for (const { result } of outcomes) {
      if (result.data?.createProposal) continue;
      // Only the two refusals a race can produce, never anything else (no deadlock, no 500).
      expect([
        { code: 'INSUFFICIENT_CREDIT', message: REQUEST_ERRORS.insufficientCredit },
        { code: 'CONFLICT', message: REQUEST_ERRORS.proposalsFull },
      ]).toContainEqual({ code: result.errors?.[0]?.extensions?.code, message: result.errors?.[0]?.message });
    }

    const allProposals = await db.select().from(proposals);
    const charges = await db.select().from(creditLedger).where(sql`${creditLedger.kind} in ('PROPOSAL', 'PROPOSAL_BOOST', 'PROPOSAL_HIGHLIGHT')`);
    const succeeded = outcomes.filter((o) => o.result.data?.createProposal);
    expect(allProposals).toHaveLength(succeeded.length);
    expect(succeeded.length).toBeGreaterThan(0);

    // At most 10 per request, one per professional and request.
    const perRequest = new Map<string, number>();
    for (const p of allProposals) perRequest.set(p.requestId, (perRequest.get(p.requestId) ?? 0) + 1);
    expect(Math.max(...perRequest.values())).toBeLessThanOrEqual(10);
    expect(new Set(allProposals.map((p) => `${p.requestId}|${p.executorProfileId}`)).size).toBe(allProposals.length);

    // Every proposal has its charges (summing to its cost), every charge names an existing proposal.
    const byId = new Map(allProposals.map((p) => [p.id, p]));
    for (const charge of charges) expect(byId.get(present(present(charge.reference).split(':')[1]))?.executorProfileId).toBe(charge.profileId);
    for (const p of allProposals) {
      const paid = charges.filter((c) => present(c.reference).endsWith(`:${p.id}`)).reduce((sum, c) => sum - c.amount, 0);
      expect(paid).toBe(p.cost);
    }

    for (const e of executors) {
      const mine = outcomes.filter((o) => o.executor === e);
      const won = mine.filter((o) => o.result.data?.createProposal);
      const lostForCredit = mine.filter((o) => o.result.errors?.[0]?.extensions?.code === 'INSUFFICIENT_CREDIT');
      const lostToCap = mine.filter((o) => o.result.errors?.[0]?.extensions?.code === 'CONFLICT');
      const balance = await creditBalance(db, e.profileId);
      const [ledger] = await db
        .select({ sum: sql<number>`coalesce(sum(${creditLedger.amount}), 0)::int` })
        .from(creditLedger)
        .where(eq(creditLedger.profileId, e.profileId));
      const spent = allProposals.filter((p) => p.executorProfileId === e.profileId).reduce((sum, p) => sum + p.cost, 0);
      expect(balance).toBeGreaterThanOrEqual(0);
      expect(present(ledger).sum).toBe(balance);
      expect(balance).toBe(e.credit - spent);
      expect(won.length).toBeLessThanOrEqual(e.affordable);
      // Refused for credit only when the credit really ran out; otherwise all affordable ones went through.
      if (lostForCredit.length) expect(balance).toBeLessThan(e.unit);
      if (!lostToCap.length) expect(won.length).toBe(e.affordable);
      // The balance each answer reported never went below what is left now.
      if (won.length) expect(Math.min(...won.map((o) => present(o.result.data).createProposal.balance))).toBe(balance);
    }
  }, 180_000);
});
