import { ENGAGEMENT_ERRORS, REVIEW_TEXT_MIN_LENGTH } from '@zaber/shared/packages/schema';
import { minLength } from '@zaber/shared/platform/validation/messages';
import { pragueToday } from '@zaber/shared/requests/schema';
import { eq } from 'drizzle-orm';
import { conversations } from '../../db/schema';
import { present } from '../../lib/present';
import { createTestPackage, finishConversation } from '../../testing/engagement-fixtures';
import { type GraphqlResult, graphql, signUpAndLogin } from '../../testing/graphql-client';
import { usernameOf } from '../../testing/profile-fixtures';
import { createTestExecutor, seedTestPlaces } from '../../testing/requests-fixtures';
import { ENGINES, startTestApp, type TestApp } from '../../testing/test-app';

const DAY = 86_400_000;
const CREATE_REQUEST = `mutation CreateRequest($input: CreateRequestInput!) { createRequest(input: $input) { id } }`;
const PROPOSE = `mutation Propose($input: CreateProposalInput!) { createProposal(input: $input) { proposal { id } } }`;
const ACCEPT_PROPOSAL = `mutation AcceptProposal($id: ID!) { acceptProposal(id: $id) { id conversationId } }`;
const OPEN = `mutation OpenProposalConversation($proposalId: ID!) { openProposalConversation(proposalId: $proposalId) { id } }`;
const ORDER = `mutation OrderPackage($input: OrderPackageInput!) { orderPackage(input: $input) { id } }`;
const ACCEPT_ORDER = `mutation AcceptOrder($id: ID!) { acceptOrder(id: $id) { id conversationId } }`;
const CREATE_PRIVATE = `mutation CreatePrivateRequest($input: CreatePrivateRequestInput!) { createPrivateRequest(input: $input) { id } }`;
const ACCEPT_PRIVATE = `mutation AcceptPrivateRequest($id: ID!) { acceptPrivateRequest(id: $id) { id conversationId } }`;
const REVIEWABLE = `query ReviewableEngagements($executorUsername: String) {
  reviewableEngagements(executorUsername: $executorUsername) { conversationId kind subject doneAt executor { username } }
}`;
const REVIEW = `mutation CreateReview($input: CreateReviewInput!) { createReview(input: $input) { id rating text authorName created } }`;
const PROFILE = `query PublicProfile($username: String!) { publicProfile(username: $username) { rating reviewsCount reviews { rating text authorName } } }`;
const NOTIFICATIONS = `query Notifications { notifications { items { type text link } } }`;

type Login = { token: string; profileId: string };
type Reviewable = { conversationId: string; kind: string; subject: string; doneAt: string; executor: { username: string } };

const error = (result: GraphqlResult) => ({ code: result.errors?.[0]?.extensions?.code, message: result.errors?.[0]?.message });
const TEXT = 'Skvělé fotky, vše proběhlo podle domluvy.';

describe.each(ENGINES)('reviews on %s', (engine) => {
  let t: TestApp;
  let places: Awaited<ReturnType<typeof seedTestPlaces>>;
  let client: Login;
  let otherClient: Login;
  let pro: Login;
  let otherPro: Login;
  let proUsername: string;

  const review = (input: Record<string, unknown>, auth: Login = client) =>
    graphql<{ createReview: { id: string; rating: number; text: string; authorName: string } }>(t.app, REVIEW, { input }, { token: auth.token });
  const reviewable = async (auth: Login = client, executorUsername: string | null = null) =>
    present((await graphql<{ reviewableEngagements: Reviewable[] }>(t.app, REVIEWABLE, { executorUsername }, { token: auth.token })).data)
      .reviewableEngagements;

  /** A request of the client and the professional's proposal on it. */
  async function proposal(auth: Login = client): Promise<string> {
    const request = await graphql<{ createRequest: { id: string } }>(
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
      { token: auth.token },
    );
    const sent = await graphql<{ createProposal: { proposal: { id: string } } }>(
      t.app,
      PROPOSE,
      { input: { requestId: present(request.data).createRequest.id, price: 1_500_000, text: 'Dobrý den, termín mám volný, rád vás nafotím.' } },
      { token: pro.token },
    );
    return present(sent.data).createProposal.proposal.id;
  }

  /** An accepted proposal whose conversation the professional led to DONE. */
  async function doneProposal(auth: Login = client): Promise<string> {
    const accepted = await graphql<{ acceptProposal: { conversationId: string } }>(t.app, ACCEPT_PROPOSAL, { id: await proposal(auth) }, { token: auth.token });
    const conversationId = present(accepted.data).acceptProposal.conversationId;
    await finishConversation(t.app, { token: pro.token }, { token: auth.token }, conversationId);
    return conversationId;
  }

  beforeAll(async () => {
    t = await startTestApp(engine);
    places = await seedTestPlaces(t.database.db);
    client = await signUpAndLogin(t.app, 'klientka@example.cz', 0, 'Jana Nováková');
    otherClient = await signUpAndLogin(t.app, 'jiny-klient@example.cz', 0, 'Petr Jiný');
    pro = await createTestExecutor(t.app, t.database.db, 'profik@example.cz', 'Tomáš Fotograf', { services: ['svatebni-fotograf'], credit: 1_000_000 });
    otherPro = await createTestExecutor(t.app, t.database.db, 'jiny-profik@example.cz', 'Eva Jiná', { services: ['svatebni-fotograf'] });
    proUsername = await usernameOf(t.database.db, pro.profileId);
  });
  afterAll(async () => {
    await t.close();
  });

  it('has nothing to review before the conversation is DONE, nor for a proposal only talked about', async () => {
    const accepted = await graphql<{ acceptProposal: { conversationId: string } }>(t.app, ACCEPT_PROPOSAL, { id: await proposal() }, { token: client.token });
    const conversationId = present(accepted.data).acceptProposal.conversationId;
    expect(await reviewable()).toEqual([]);
    expect(error(await review({ conversationId, rating: 5, text: TEXT }))).toEqual({ code: 'CONFLICT', message: ENGAGEMENT_ERRORS.NOTHING_TO_REVIEW });

    // The client asked without accepting; even put at DONE behind the rules' back, that is no engagement.
    const talked = await graphql<{ openProposalConversation: { id: string } }>(t.app, OPEN, { proposalId: await proposal() }, { token: client.token });
    await t.database.db
      .update(conversations)
      .set({ status: 'DONE' })
      .where(eq(conversations.id, present(talked.data).openProposalConversation.id));
    expect(await reviewable()).toEqual([]);
    expect(error(await review({ conversationId: present(talked.data).openProposalConversation.id, rating: 5, text: TEXT }))).toEqual({
      code: 'CONFLICT',
      message: ENGAGEMENT_ERRORS.NOTHING_TO_REVIEW,
    });
    expect(error(await review({ conversationId: 'not-a-conversation', rating: 5, text: TEXT }))).toEqual({
      code: 'CONFLICT',
      message: ENGAGEMENT_ERRORS.NOTHING_TO_REVIEW,
    });
  });

  it('reviews a DONE engagement once; the rating and the count follow, the professional is told', async () => {
    const conversationId = await doneProposal();
    const listed = await reviewable();
    expect(listed).toEqual([
      { conversationId, kind: 'PROPOSAL', subject: expect.stringContaining('Brno'), doneAt: expect.any(String), executor: { username: proUsername } },
    ]);
    expect(await reviewable(client, proUsername)).toHaveLength(1);
    expect(await reviewable(client, await usernameOf(t.database.db, otherPro.profileId))).toEqual([]);

    const written = await review({ conversationId, rating: 4, text: TEXT });
    expect(present(written.data).createReview).toMatchObject({ rating: 4, text: TEXT, authorName: 'Jana N.' });
    expect(error(await review({ conversationId, rating: 5, text: TEXT }))).toEqual({ code: 'CONFLICT', message: ENGAGEMENT_ERRORS.ALREADY_REVIEWED });
    expect(await reviewable()).toEqual([]);

    const profile = await graphql<{ publicProfile: { rating: number; reviewsCount: number; reviews: { rating: number; text: string; authorName: string }[] } }>(
      t.app,
      PROFILE,
      { username: proUsername },
    );
    expect(present(profile.data).publicProfile).toEqual({ rating: 4, reviewsCount: 1, reviews: [{ rating: 4, text: TEXT, authorName: 'Jana N.' }] });
    const notes = await graphql<{ notifications: { items: { type: string; text: string; link: string }[] } }>(t.app, NOTIFICATIONS, {}, { token: pro.token });
    expect(present(notes.data).notifications.items[0]).toMatchObject({ type: 'REVIEW_RECEIVED', link: `/users/${proUsername}/hodnoceni/` });
    expect(present(present(notes.data).notifications.items[0]).text).toContain('Jana N.');
  });

  it('reviews accepted package orders and targeted requests too; the rating is the average', async () => {
    const pkg = await createTestPackage(t.database.db, pro.profileId, { categorySlug: 'svatebni-fotograf' });
    const ordered = await graphql<{ orderPackage: { id: string } }>(
      t.app,
      ORDER,
      { input: { packageId: pkg.id, priceOptionId: pkg.optionIds[0] } },
      { token: client.token },
    );
    const order = await graphql<{ acceptOrder: { conversationId: string } }>(
      t.app,
      ACCEPT_ORDER,
      { id: present(ordered.data).orderPackage.id },
      { token: pro.token },
    );
    await finishConversation(t.app, { token: pro.token }, { token: client.token }, present(order.data).acceptOrder.conversationId);
    const asked = await graphql<{ createPrivateRequest: { id: string } }>(
      t.app,
      CREATE_PRIVATE,
      {
        input: {
          executorUsername: proUsername,
          categorySlug: 'svatebni-fotograf',
          municipalityId: String(places.brno),
          description: 'Malá svatba na zahradě, dvacet hostů.',
        },
      },
      { token: client.token },
    );
    const targeted = await graphql<{ acceptPrivateRequest: { conversationId: string } }>(
      t.app,
      ACCEPT_PRIVATE,
      { id: present(asked.data).createPrivateRequest.id },
      { token: pro.token },
    );
    await finishConversation(t.app, { token: pro.token }, { token: client.token }, present(targeted.data).acceptPrivateRequest.conversationId);

    const listed = await reviewable();
    expect(listed.map((r) => r.kind).sort()).toEqual(['ORDER', 'PRIVATE_REQUEST']);
    expect(present(listed.find((r) => r.kind === 'ORDER')).subject).toBe('Svatba na celý den');

    // Another client cannot review them (the same answer as nothing done: no leak).
    expect(error(await review({ conversationId: present(order.data).acceptOrder.conversationId, rating: 1, text: TEXT }, otherClient))).toEqual({
      code: 'CONFLICT',
      message: ENGAGEMENT_ERRORS.NOTHING_TO_REVIEW,
    });
    expect(await reviewable(otherClient)).toEqual([]);

    expect((await review({ conversationId: present(order.data).acceptOrder.conversationId, rating: 5, text: TEXT })).errors).toBeUndefined();
    expect((await review({ conversationId: present(targeted.data).acceptPrivateRequest.conversationId, rating: 5, text: TEXT })).errors).toBeUndefined();
    const profile = await graphql<{ publicProfile: { rating: number; reviewsCount: number } }>(t.app, PROFILE, { username: proUsername });
    // 4 (the proposal's review above), 5 and 5.
    expect(present(profile.data).publicProfile).toMatchObject({ rating: 4.7, reviewsCount: 3 });
  });

  it('writes one review when the same engagement is submitted twice at once', async () => {
    const conversationId = await doneProposal();
    const results = await Promise.all([review({ conversationId, rating: 3, text: TEXT }), review({ conversationId, rating: 2, text: TEXT })]);
    expect(results.filter((r) => r.data?.createReview).length).toBe(1);
    expect(results.map((r) => error(r)).filter((e) => e.code)).toEqual([{ code: 'CONFLICT', message: ENGAGEMENT_ERRORS.ALREADY_REVIEWED }]);
    const profile = await graphql<{ publicProfile: { reviewsCount: number } }>(t.app, PROFILE, { username: proUsername });
    expect(present(profile.data).publicProfile.reviewsCount).toBe(4);
  });

  it('validates the rating 1–5 and the text; only clients review', async () => {
    const conversationId = await doneProposal();
    for (const rating of [0, 6, null]) {
      expect((await review({ conversationId, rating, text: TEXT })).errors?.[0]?.extensions).toEqual({
        code: 'BAD_USER_INPUT',
        fieldErrors: { rating: ENGAGEMENT_ERRORS.RATING },
      });
    }
    // A half star is no Int: GraphQL refuses it before the schema sees it.
    expect((await review({ conversationId, rating: 3.5, text: TEXT })).errors).toHaveLength(1);
    expect((await review({ conversationId, rating: 5, text: 'Super' })).errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fieldErrors: { text: minLength(REVIEW_TEXT_MIN_LENGTH) },
    });
    expect(error(await review({ conversationId, rating: 5, text: TEXT }, pro))).toEqual({ code: 'FORBIDDEN', message: 'Přístup zakázán' });
    expect(error(await graphql(t.app, REVIEWABLE, {}, { token: pro.token })).code).toBe('FORBIDDEN');
    expect(await reviewable()).toHaveLength(1);
  });
});
