import { pragueToday } from '@zaber/shared/requests/schema';
import { eq } from 'drizzle-orm';
import { conversations, notifications } from '../../db/schema';
import { present } from '../../lib/present';
import { createTestPackage } from '../../testing/engagement-fixtures';
import { graphql, signUpAndLogin } from '../../testing/graphql-client';
import { usernameOf } from '../../testing/profile-fixtures';
import { createTestExecutor, seedTestPlaces } from '../../testing/requests-fixtures';
import { ENGINES, startTestApp, type TestApp } from '../../testing/test-app';

const DAY = 86_400_000;
const CREATE_REQUEST = `mutation CreateRequest($input: CreateRequestInput!) { createRequest(input: $input) { id } }`;
const PROPOSE = `mutation Propose($input: CreateProposalInput!) { createProposal(input: $input) { proposal { id } } }`;
const ACCEPT = `mutation Accept($id: ID!) { acceptProposal(id: $id) { id conversationId } }`;
const OPEN = `mutation Open($proposalId: ID!) { openProposalConversation(proposalId: $proposalId) { id } }`;
const ORDER = `mutation OrderPackage($input: OrderPackageInput!) { orderPackage(input: $input) { id } }`;
const ACCEPT_ORDER = `mutation AcceptOrder($id: ID!) { acceptOrder(id: $id) { id conversationId } }`;
const CREATE_PRIVATE = `mutation CreatePrivateRequest($input: CreatePrivateRequestInput!) { createPrivateRequest(input: $input) { id } }`;
const ACCEPT_PRIVATE = `mutation AcceptPrivateRequest($id: ID!) { acceptPrivateRequest(id: $id) { id conversationId } }`;
const SET_STATUS = `mutation SetConversationStatus($input: SetConversationStatusInput!) {
  setConversationStatus(input: $input) { id status cancelReason lastMessage { text } }
}`;
const DELIVER = `mutation MarkConversationDelivered($id: ID!) { markConversationDelivered(id: $id) { id } }`;
const REVIEW = `mutation CreateReview($input: CreateReviewInput!) { createReview(input: $input) { id } }`;
const ENGAGEMENT = `query Conversation($id: ID!) {
  conversation(id: $id) {
    id status cancelReason
    engagement {
      kind price date place note acceptedAt title url
      items { name price }
      executor { id title url username }
      client { id title url username }
      next { action actor }
    }
  }
}`;

type Login = { token: string; profileId: string };
type Engagement = {
  kind: string;
  price: number | null;
  date: string | null;
  place: string | null;
  note: string | null;
  acceptedAt: string | null;
  title: string;
  url: string | null;
  items: { name: string; price: number | null }[];
  executor: { id: string; title: string; url: string | null; username: string | null };
  client: { id: string; title: string; url: string | null; username: string | null };
  next: { action: string; actor: string | null };
};
type Seen = { id: string; status: string; cancelReason: string | null; engagement: Engagement | null } | null;

describe.each(ENGINES)('the engagement of a conversation on %s', (engine) => {
  let t: TestApp;
  let places: Awaited<ReturnType<typeof seedTestPlaces>>;
  let client: Login;
  let otherClient: Login;
  let pro: Login;
  let proUsername: string;
  const date = pragueToday(new Date(Date.now() + 40 * DAY));

  const seen = async (id: string, who: Login): Promise<Seen> =>
    present((await graphql<{ conversation: Seen }>(t.app, ENGAGEMENT, { id }, { token: who.token })).data).conversation;
  const move = async (id: string, who: Login, status: string, reason?: string) => {
    const moved = await graphql<{ setConversationStatus: { status: string; cancelReason: string | null; lastMessage: { text: string } } }>(
      t.app,
      SET_STATUS,
      { input: { conversationId: id, status, ...(reason === undefined ? {} : { reason }) } },
      { token: who.token },
    );
    if (moved.errors) throw new Error(JSON.stringify(moved.errors));
    return present(moved.data).setConversationStatus;
  };
  const next = async (id: string) => ({ client: present(await seen(id, client)).engagement?.next, pro: present(await seen(id, pro)).engagement?.next });

  async function proposal(): Promise<string> {
    const request = await graphql<{ createRequest: { id: string } }>(
      t.app,
      CREATE_REQUEST,
      {
        input: {
          categorySlug: 'svatebni-fotograf',
          municipalityId: String(places.brno),
          locationDetail: 'Zámek Lednice',
          date,
          description: 'Svatba v Brně, obřad i hostina, asi osmdesát hostů.',
        },
      },
      { token: client.token },
    );
    if (!request.data) throw new Error(JSON.stringify(request.errors));
    const sent = await graphql<{ createProposal: { proposal: { id: string } } }>(
      t.app,
      PROPOSE,
      { input: { requestId: request.data.createRequest.id, price: 1_500_000, text: 'Dobrý den, termín mám volný, rád vás nafotím.' } },
      { token: pro.token },
    );
    return present(sent.data).createProposal.proposal.id;
  }

  beforeAll(async () => {
    t = await startTestApp(engine);
    places = await seedTestPlaces(t.database.db);
    client = await signUpAndLogin(t.app, 'klientka@example.cz', 0, 'Jana Nováková');
    otherClient = await signUpAndLogin(t.app, 'jiny-klient@example.cz', 0, 'Petr Jiný');
    pro = await createTestExecutor(t.app, t.database.db, 'profik@example.cz', 'Tomáš Fotograf', { services: ['svatebni-fotograf'], credit: 1_000_000 });
    proUsername = await usernameOf(t.database.db, pro.profileId);
  });
  afterAll(async () => {
    await t.close();
  });

  it("is null while a proposal's conversation is just talk, and what was agreed once the client accepts", async () => {
    const proposalId = await proposal();
    const talk = present((await graphql<{ openProposalConversation: { id: string } }>(t.app, OPEN, { proposalId }, { token: client.token })).data)
      .openProposalConversation.id;
    expect(present(await seen(talk, client)).engagement).toBeNull();
    expect(present(await seen(talk, pro)).engagement).toBeNull();

    const accepted = await graphql<{ acceptProposal: { conversationId: string } }>(t.app, ACCEPT, { id: proposalId }, { token: client.token });
    const id = present(accepted.data).acceptProposal.conversationId;
    expect(id).toBe(talk);
    const forClient = present(present(await seen(id, client)).engagement);
    expect(forClient).toEqual({
      kind: 'PROPOSAL',
      price: 1_500_000,
      date,
      place: expect.stringContaining('Zámek Lednice'),
      note: null,
      acceptedAt: expect.any(String),
      title: expect.stringContaining('Brno'),
      url: expect.stringMatching(/^\/poptavky\/\d+\//),
      items: [{ name: expect.any(String), price: 1_500_000 }],
      executor: { id: pro.profileId, title: 'Tomáš Fotograf', url: `/users/${proUsername}/`, username: proUsername },
      client: { id: client.profileId, title: 'Jana Nováková', url: null, username: null },
      next: { action: 'WAIT', actor: 'EXECUTOR' },
    });
    expect(forClient.place).toContain('Brno');
    // The professional reads the same terms, with their own next step.
    expect(present(await seen(id, pro)).engagement).toEqual({ ...forClient, next: { action: 'REQUEST_DEPOSIT', actor: 'EXECUTOR' } });
    // Anyone else: no conversation at all.
    expect(await seen(id, otherClient)).toBeNull();
  });

  it('names the next step of each side at each stage, up to the review', async () => {
    const id = present((await graphql<{ acceptProposal: { conversationId: string } }>(t.app, ACCEPT, { id: await proposal() }, { token: client.token })).data)
      .acceptProposal.conversationId;
    await move(id, pro, 'WAITING_FOR_DEPOSIT');
    expect(await next(id)).toEqual({ client: { action: 'PAY_DEPOSIT', actor: 'CLIENT' }, pro: { action: 'CONFIRM_DEPOSIT', actor: 'EXECUTOR' } });
    await move(id, pro, 'SCHEDULED');
    expect(await next(id)).toEqual({ client: { action: 'WAIT', actor: 'EXECUTOR' }, pro: { action: 'START_POST_PRODUCTION', actor: 'EXECUTOR' } });
    await move(id, pro, 'POST_PRODUCTION');
    expect(await next(id)).toEqual({ client: { action: 'WAIT', actor: 'EXECUTOR' }, pro: { action: 'DELIVER', actor: 'EXECUTOR' } });
    expect((await graphql(t.app, DELIVER, { id }, { token: pro.token })).errors).toBeUndefined();
    expect(await next(id)).toEqual({ client: { action: 'CONFIRM_DONE', actor: 'CLIENT' }, pro: { action: 'WAIT', actor: 'CLIENT' } });
    await move(id, client, 'DONE');
    expect(await next(id)).toEqual({ client: { action: 'WRITE_REVIEW', actor: 'CLIENT' }, pro: { action: 'NONE', actor: null } });
    const reviewed = await graphql(
      t.app,
      REVIEW,
      { input: { conversationId: id, rating: 5, text: 'Skvělé fotky, vše proběhlo podle domluvy.' } },
      { token: client.token },
    );
    expect(reviewed.errors).toBeUndefined();
    expect(await next(id)).toEqual({ client: { action: 'NONE', actor: null }, pro: { action: 'NONE', actor: null } });
  });

  it("of a package order: the chosen option and extras, the order's total, date and note", async () => {
    const pkg = await createTestPackage(t.database.db, pro.profileId, {
      categorySlug: 'svatebni-fotograf',
      title: 'Svatba na celý den',
      options: [{ title: 'Obřad', price: 800_000 }],
      services: [
        { title: 'Fotokniha', price: 250_000 },
        { title: 'Dron', price: 150_000 },
      ],
    });
    const ordered = await graphql<{ orderPackage: { id: string } }>(
      t.app,
      ORDER,
      {
        input: {
          packageId: pkg.id,
          priceOptionId: pkg.optionIds[0],
          additionalServiceIds: pkg.serviceIds,
          preferredDate: date,
          info: 'Začínáme ve 14:00 u kostela.',
        },
      },
      { token: client.token },
    );
    if (!ordered.data) throw new Error(JSON.stringify(ordered.errors));
    const accepted = await graphql<{ acceptOrder: { conversationId: string } }>(
      t.app,
      ACCEPT_ORDER,
      { id: ordered.data.orderPackage.id },
      { token: pro.token },
    );
    const id = present(accepted.data).acceptOrder.conversationId;
    expect(present(await seen(id, client)).engagement).toMatchObject({
      kind: 'PACKAGE_ORDER',
      price: 1_200_000,
      date,
      note: 'Začínáme ve 14:00 u kostela.',
      acceptedAt: expect.any(String),
      title: 'Svatba na celý den',
      items: [
        { name: 'Obřad', price: 800_000 },
        { name: 'Fotokniha', price: 250_000 },
        { name: 'Dron', price: 150_000 },
      ],
      next: { action: 'WAIT', actor: 'EXECUTOR' },
    });
  });

  it('of a targeted request: the date and the place, the price to be agreed', async () => {
    const asked = await graphql<{ createPrivateRequest: { id: string } }>(
      t.app,
      CREATE_PRIVATE,
      {
        input: {
          executorUsername: proUsername,
          categorySlug: 'svatebni-fotograf',
          municipalityId: String(places.brno),
          date,
          description: 'Malá svatba na zahradě.',
        },
      },
      { token: client.token },
    );
    if (!asked.data) throw new Error(JSON.stringify(asked.errors));
    const pending = await t.database.db.select().from(conversations).where(eq(conversations.privateRequestId, asked.data.createPrivateRequest.id));
    expect(pending).toEqual([]);
    const accepted = await graphql<{ acceptPrivateRequest: { conversationId: string } }>(
      t.app,
      ACCEPT_PRIVATE,
      { id: asked.data.createPrivateRequest.id },
      { token: pro.token },
    );
    const id = present(accepted.data).acceptPrivateRequest.conversationId;
    expect(present(await seen(id, pro)).engagement).toMatchObject({
      kind: 'TARGETED_REQUEST',
      price: null,
      date,
      place: expect.stringContaining('Brno'),
      items: [{ name: expect.any(String), price: null }],
      acceptedAt: expect.any(String),
      next: { action: 'REQUEST_DEPOSIT', actor: 'EXECUTOR' },
    });
  });

  it('keeps the reason of a cancellation: in the conversation, its status line and the other side’s notification', async () => {
    const id = present((await graphql<{ acceptProposal: { conversationId: string } }>(t.app, ACCEPT, { id: await proposal() }, { token: client.token })).data)
      .acceptProposal.conversationId;
    const canceled = await move(id, client, 'CANCELED', '  Svatba se přesouvá na příští rok.  ');
    expect(canceled).toMatchObject({ status: 'CANCELED', cancelReason: 'Svatba se přesouvá na příští rok.' });
    expect(canceled.lastMessage.text).toContain('Svatba se přesouvá na příští rok.');
    expect(present(await seen(id, pro))).toMatchObject({
      cancelReason: 'Svatba se přesouvá na příští rok.',
      engagement: { next: { action: 'NONE', actor: null } },
    });
    const texts = (await t.database.db.select().from(notifications).where(eq(notifications.profileId, pro.profileId))).map((n) => n.text);
    expect(texts.some((text) => text.includes('byla zrušena') && text.includes('Svatba se přesouvá na příští rok.'))).toBe(true);

    // Older callers cancel without a reason: still allowed, nothing stored.
    const other = present(
      (await graphql<{ acceptProposal: { conversationId: string } }>(t.app, ACCEPT, { id: await proposal() }, { token: client.token })).data,
    ).acceptProposal.conversationId;
    expect(await move(other, pro, 'CANCELED')).toMatchObject({ status: 'CANCELED', cancelReason: null });
  });
});
