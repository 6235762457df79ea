import { pragueToday } from '@zaber/shared/requests/schema';
import { eq } from 'drizzle-orm';
import { messages, profileReviews, profiles, requests } from '../../db/schema';
import { present } from '../../lib/present';
import { graphql, signUpAndLogin } from '../../testing/graphql-client';
import { addTestWorks, usernameOf } from '../../testing/profile-fixtures';
import { createTestExecutor, seedTestPlaces } from '../../testing/requests-fixtures';
import { ENGINES, startTestApp, type TestApp } from '../../testing/test-app';
import { runDueJobs } from '../jobs/jobs.service';
import { refreshAllExecutorFigures, refreshExecutorFigures } from './executor-figures.service';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const CREATE_REQUEST = `mutation CreateRequest($input: CreateRequestInput!) { createRequest(input: $input) { id } }`;
const PROPOSE = `mutation Propose($input: CreateProposalInput!) { createProposal(input: $input) { proposal { id } } }`;
const OPEN = `mutation Open($proposalId: ID!) { openProposalConversation(proposalId: $proposalId) { id } }`;
const SEND = `mutation Send($input: SendMessageInput!) { sendMessage(input: $input) { id } }`;
const PROFILE = `query Profile($username: String!) { publicProfile(username: $username) { responseTime activityIndex rating reviewsCount } }`;

type Login = { token: string; profileId: string; userId: string };

describe.each(ENGINES)("a professional's computed figures on %s", (engine) => {
  let t: TestApp;
  let places: Awaited<ReturnType<typeof seedTestPlaces>>;
  let client: Login;
  let pro: Login;

  beforeAll(async () => {
    t = await startTestApp(engine);
    places = await seedTestPlaces(t.database.db);
    client = await signUpAndLogin(t.app, 'klara@example.cz', 0, 'Klára Klientová');
    pro = await createTestExecutor(t.app, t.database.db, 'petr@example.cz', 'Petr Fotograf', { services: ['svatebni-fotograf'], credit: 100_000 });
    // Not seen lately, so the activity index is what was done.
    await t.database.db.update(profiles).set({ lastSeenAt: null }).where(eq(profiles.id, pro.profileId));
  });
  afterAll(async () => {
    await t.close();
  });

  const figures = async (profileId = pro.profileId) => {
    const [row] = await t.database.db
      .select({ responseTime: profiles.responseTime, activityIndex: profiles.activityIndex, rating: profiles.rating, reviewsCount: profiles.reviewsCount })
      .from(profiles)
      .where(eq(profiles.id, profileId));
    return present(row);
  };

  /** A request created `hoursAgo` hours ago (its creation time moved back), and the professional's proposal on it now. */
  async function proposeOn(hoursAgo: number): Promise<{ number: string; proposalId: string }> {
    const created = await graphql<{ createRequest: { id: string } }>(
      t.app,
      CREATE_REQUEST,
      {
        input: {
          categorySlug: 'svatebni-fotograf',
          municipalityId: String(places.brno),
          date: pragueToday(new Date(Date.now() + 40 * DAY)),
          description: 'Svatba v Brně, obřad i hostina, asi osmdesát hostů.',
        },
      },
      { token: client.token },
    );
    const number = present(created.data).createRequest.id;
    await t.database.db
      .update(requests)
      .set({ createdAt: new Date(Date.now() - hoursAgo * HOUR) })
      .where(eq(requests.number, Number(number)));
    const proposal = await graphql<{ createProposal: { proposal: { id: string } } }>(
      t.app,
      PROPOSE,
      { input: { requestId: number, price: 1_200_000, text: 'Dobrý den, termín mám volný.' } },
      { token: pro.token },
    );
    if (!proposal.data) throw new Error(JSON.stringify(proposal.errors));
    return { number, proposalId: proposal.data.createProposal.proposal.id };
  }

  it('starts without a response time and with no activity', async () => {
    await refreshExecutorFigures(t.app.services, pro.profileId);
    expect(await figures()).toEqual({ responseTime: null, activityIndex: 0, rating: null, reviewsCount: 0 });
  });

  it('updates after each proposal: the median of hours from request to proposal, rounded up', async () => {
    await proposeOn(4.5);
    expect(await figures()).toMatchObject({ responseTime: 5, activityIndex: 5 });
    await proposeOn(0.2);
    // Median of 4.5 h and 0.2 h is 2.35 h → 3 h.
    expect(await figures()).toMatchObject({ responseTime: 3, activityIndex: 10 });
  });

  it("counts the professional's reply to a client's messages once per run of them, after sendMessage", async () => {
    const { proposalId } = await proposeOn(0.9);
    // Samples now: 4.5, 0.2 and 0.9 h → 1 h.
    expect(await figures()).toMatchObject({ responseTime: 1, activityIndex: 15 });
    const opened = await graphql<{ openProposalConversation: { id: string } }>(t.app, OPEN, { proposalId }, { token: client.token });
    const conversationId = present(opened.data).openProposalConversation.id;
    for (const [text, hoursAgo] of [
      ['Dobrý den, máte volno i večer?', 30],
      ['A kolik by stála fotokniha?', 29],
    ] as const) {
      const sent = await graphql<{ sendMessage: { id: string } }>(t.app, SEND, { input: { conversationId, text } }, { token: client.token });
      await t.database.db
        .update(messages)
        .set({ createdAt: new Date(Date.now() - hoursAgo * HOUR) })
        .where(eq(messages.id, present(sent.data).sendMessage.id));
    }
    // The client's messages change nothing of the professional's.
    expect(await figures()).toMatchObject({ responseTime: 1, activityIndex: 15 });

    await graphql(t.app, SEND, { input: { conversationId, text: 'Dobrý den, večer mám volno.' } }, { token: pro.token });
    // Samples 0.2, 0.9, 4.5 and 30 h (from the first of the two messages, not also 29 h) → median 2.7 → 3 h.
    // Activity: 3 proposals × 5 + 2 messages × 2 (the proposal's text that opened the conversation, the reply).
    expect(await figures()).toMatchObject({ responseTime: 3, activityIndex: 19 });
  });

  it('adds works and a recent visit to the activity index, caps it at 100, and takes the rating from the reviews', async () => {
    await addTestWorks(t.database.db, pro.profileId, 'svatebni-fotograf', 3);
    await t.database.db
      .update(profiles)
      .set({ lastSeenAt: new Date(Date.now() - 2 * DAY) })
      .where(eq(profiles.id, pro.profileId));
    await t.database.db.insert(profileReviews).values([
      { executorProfileId: pro.profileId, clientProfileId: client.profileId, rating: 5, text: 'Skvělé.' },
      { executorProfileId: pro.profileId, clientProfileId: client.profileId, rating: 4, text: 'Dobré.' },
    ]);
    await refreshExecutorFigures(t.app.services, pro.profileId);
    expect(await figures()).toEqual({ responseTime: 3, activityIndex: 19 + 3 + 20, rating: 4.5, reviewsCount: 2 });
    await addTestWorks(t.database.db, pro.profileId, 'svatebni-fotograf', 80);
    await refreshExecutorFigures(t.app.services, pro.profileId);
    expect((await figures()).activityIndex).toBe(100);
    const username = await usernameOf(t.database.db, pro.profileId);
    const shown = await graphql(t.app, PROFILE, { username });
    expect(shown.data).toEqual({ publicProfile: { responseTime: 3, activityIndex: 100, rating: 4.5, reviewsCount: 2 } });
  });

  it('forgets what is older than its window: the daily job lets the activity index decay', async () => {
    const later = new Date(Date.now() + 40 * DAY);
    const runs = await runDueJobs(t.app.services, later, { force: true });
    expect(runs).toContainEqual({ name: 'refresh-executor-figures', status: 'done', count: expect.any(Number) });
    // 40 days on: nothing in the last 30 days, not seen in 7, but the replies are within 90 days.
    expect(await figures()).toMatchObject({ responseTime: 3, activityIndex: 0 });
    await refreshAllExecutorFigures(t.app.services, new Date(Date.now() + 120 * DAY));
    expect(await figures()).toMatchObject({ responseTime: null, activityIndex: 0, rating: 4.5 });
    // Back to today.
    await refreshAllExecutorFigures(t.app.services);
    expect((await figures()).activityIndex).toBe(100);
  });

  it('leaves clients alone', async () => {
    await refreshExecutorFigures(t.app.services, client.profileId);
    expect(await figures(client.profileId)).toEqual({ responseTime: null, activityIndex: null, rating: null, reviewsCount: 0 });
  });
});
