import { CONVERSATION_STATUSES, type ConversationStatus } from '@zaber/shared/conversations/constants';
import { pragueToday } from '@zaber/shared/requests/schema';
import { eq } from 'drizzle-orm';
import { conversations, messages, notifications, profiles } from '../../db/schema';
import { present } from '../../lib/present';
import { type GraphqlResult, graphql, signUpAndLogin } from '../../testing/graphql-client';
import { createTestExecutor, seedTestPlaces } from '../../testing/requests-fixtures';
import { listenWs, subscribe } from '../../testing/subscriptions';
import { createTestDatabase, ENGINES, hasPostgresAndRedis, startTestApp, type TestApp } from '../../testing/test-app';
import { CONVERSATION_ERRORS } from './conversations.policy';
import { confirmDeliveredConversations } from './conversations.service';

const DAY = 86_400_000;
const CREATE_REQUEST = `mutation CreateRequest($input: CreateRequestInput!) { createRequest(input: $input) { id } }`;
const PROPOSE = `mutation Propose($input: CreateProposalInput!) { createProposal(input: $input) { proposal { id } } }`;
const ACCEPT = `mutation Accept($id: ID!) { acceptProposal(id: $id) { id status conversationId } }`;
const FIELDS = `id kind status viewerSide subject subjectUrl requestNumber proposalId unreadCount nextStatuses
  otherParty { id title url } lastMessage { text mine } messages { id kind text status mine senderTitle }`;
const OPEN = `mutation OpenProposalConversation($proposalId: ID!) { openProposalConversation(proposalId: $proposalId) { ${FIELDS} } }`;
const CONVERSATION = `query Conversation($id: ID!) { conversation(id: $id) { ${FIELDS} } }`;
const CONVERSATIONS = `query Conversations($requestId: ID) { conversations(requestId: $requestId) { pageInfo { totalCount } items { id unreadCount subject lastMessage { text } } } }`;
const SEND = `mutation SendMessage($input: SendMessageInput!) { sendMessage(input: $input) { id text mine conversationId kind } }`;
const READ = `mutation MarkConversationRead($id: ID!) { markConversationRead(id: $id) { id unreadCount } }`;
const SET_STATUS = `mutation SetConversationStatus($input: SetConversationStatusInput!) { setConversationStatus(input: $input) { id status nextStatuses } }`;
const DELIVER = `mutation MarkConversationDelivered($id: ID!) { markConversationDelivered(id: $id) { ${FIELDS} deliveredAt confirmsAutomaticallyAt } }`;
const PUBLIC_PROFILE = `query PublicProfile($username: String!) { publicProfile(username: $username) { finishedJobs } }`;
const COUNTERS = `query UnreadCounters { unreadCounters { unreadConversations clientUnreadProposalsConversations unreadNotifications } }`;
const MESSAGE_ADDED = `subscription MessageAdded($conversationId: ID) { messageAdded(conversationId: $conversationId) { id conversationId text mine kind status senderTitle createdAt } }`;
const COUNTERS_PUSHED = `subscription UnreadCountersUpdated { unreadCounters { unreadConversations } }`;

type Login = { token: string; profileId: string };
type ConversationData = {
  id: string;
  status: ConversationStatus;
  viewerSide: string;
  subject: string;
  subjectUrl: string;
  requestNumber: number;
  unreadCount: number;
  nextStatuses: ConversationStatus[];
  otherParty: { id: string; title: string; url: string | null };
  lastMessage: { text: string; mine: boolean } | null;
  messages: { id: string; kind: string; text: string; status: string | null; mine: boolean; senderTitle: string }[];
};

const error = (result: GraphqlResult) => ({ code: result.errors?.[0]?.extensions?.code, message: result.errors?.[0]?.message });

/**
 * The moves the order may make (DESIGN §5), written out here on purpose rather than taken from the
 * code under test: the professional one step forward up to POST_PRODUCTION, DONE confirmed by the
 * client, either side CANCELED before DONE.
 */
const ALLOWED: Record<'CLIENT' | 'EXECUTOR', string[]> = {
  EXECUTOR: [
    'NEGOTIATION>WAITING_FOR_DEPOSIT',
    'WAITING_FOR_DEPOSIT>SCHEDULED',
    'SCHEDULED>POST_PRODUCTION',
    'NEGOTIATION>CANCELED',
    'WAITING_FOR_DEPOSIT>CANCELED',
    'SCHEDULED>CANCELED',
    'POST_PRODUCTION>CANCELED',
  ],
  CLIENT: ['POST_PRODUCTION>DONE', 'NEGOTIATION>CANCELED', 'WAITING_FOR_DEPOSIT>CANCELED', 'SCHEDULED>CANCELED', 'POST_PRODUCTION>CANCELED'],
};

/** A client's request, a professional's proposal on it: the start of an engagement. */
async function engagement(t: TestApp, places: { brno: number }, client: Login, pro: Login) {
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
    { token: client.token },
  );
  const requestId = present(request.data).createRequest.id;
  const proposal = await graphql<{ createProposal: { proposal: { id: string } } }>(
    t.app,
    PROPOSE,
    { input: { requestId, price: 1_500_000, text: 'Dobrý den, termín mám volný, rád vás nafotím.' } },
    { token: pro.token },
  );
  if (!proposal.data) throw new Error(JSON.stringify(proposal.errors));
  return { requestId, proposalId: proposal.data.createProposal.proposal.id };
}

describe.each(ENGINES)('conversations on %s', (engine) => {
  let t: TestApp;
  let places: Awaited<ReturnType<typeof seedTestPlaces>>;
  let client: Login;
  let pro: Login;
  let otherClient: Login;
  let otherPro: Login;

  beforeAll(async () => {
    t = await startTestApp(engine);
    places = await seedTestPlaces(t.database.db);
    client = await signUpAndLogin(t.app, 'klientka@example.cz', 0, 'Jana Nováková');
    otherClient = await signUpAndLogin(t.app, 'jiny-klient@example.cz', 0, 'Petr Jiný');
    pro = await createTestExecutor(t.app, t.database.db, 'profik@example.cz', 'Tomáš Fotograf', { services: ['svatebni-fotograf'], credit: 1_000_000 });
    otherPro = await createTestExecutor(t.app, t.database.db, 'jiny-profik@example.cz', 'Eva Jiná', { services: ['svatebni-fotograf'], credit: 1_000_000 });
  });
  afterAll(async () => {
    await t.close();
  });

  it("opens on the client's word with the proposal as its first message; the professional may write only then", async () => {
    const { requestId, proposalId } = await engagement(t, places, client, pro);
    const early = await graphql(t.app, OPEN, { proposalId }, { token: pro.token });
    expect(error(early)).toEqual({ code: 'CONFLICT', message: CONVERSATION_ERRORS.notYetOpen });

    const opened = await graphql<{ openProposalConversation: ConversationData }>(t.app, OPEN, { proposalId }, { token: client.token });
    const conversation = present(opened.data).openProposalConversation;
    expect(conversation).toMatchObject({
      status: 'NEGOTIATION',
      viewerSide: 'CLIENT',
      requestNumber: Number(requestId),
      unreadCount: 0,
      // Just talk until the client accepts: nothing to move or cancel yet.
      nextStatuses: [],
      otherParty: { id: pro.profileId, title: 'Tomáš Fotograf', url: expect.stringMatching(/^\/users\/.+\/$/) },
      messages: [{ kind: 'TEXT', text: 'Dobrý den, termín mám volný, rád vás nafotím.', mine: false, senderTitle: 'Tomáš Fotograf' }],
    });
    expect(conversation.subject).toContain('Brno');
    expect(conversation.subjectUrl).toMatch(new RegExp(`^/poptavky/${requestId}/`));

    // Opening again (either side) gives the same conversation; the professional's side sees the client without a link.
    const again = await graphql<{ openProposalConversation: ConversationData }>(t.app, OPEN, { proposalId }, { token: pro.token });
    expect(present(again.data).openProposalConversation).toMatchObject({
      id: conversation.id,
      viewerSide: 'EXECUTOR',
      otherParty: { id: client.profileId, title: 'Jana Nováková', url: null },
      nextStatuses: [],
    });
    const count = await t.database.db.select().from(conversations).where(eq(conversations.proposalId, proposalId));
    expect(count).toHaveLength(1);
  });

  it("opens when the client accepts, and the professional's notification links to it", async () => {
    const { proposalId } = await engagement(t, places, client, otherPro);
    const accepted = await graphql<{ acceptProposal: { status: string; conversationId: string } }>(t.app, ACCEPT, { id: proposalId }, { token: client.token });
    const conversationId = present(accepted.data).acceptProposal.conversationId;
    expect(conversationId).toEqual(expect.any(String));
    const [notice] = await t.database.db.select().from(notifications).where(eq(notifications.type, 'PROPOSAL_ACCEPTED'));
    expect(notice).toMatchObject({ profileId: otherPro.profileId, link: `/conversations/${conversationId}/` });
    const seen = await graphql<{ conversation: ConversationData }>(t.app, CONVERSATION, { id: conversationId }, { token: otherPro.token });
    expect(present(seen.data).conversation).toMatchObject({ id: conversationId, viewerSide: 'EXECUTOR', unreadCount: 0 });
  });

  it('counts unread messages per conversation and in the counters, and clears them when read', async () => {
    const { requestId, proposalId } = await engagement(t, places, otherClient, pro);
    const { id } = present(
      (await graphql<{ openProposalConversation: ConversationData }>(t.app, OPEN, { proposalId }, { token: otherClient.token })).data,
    ).openProposalConversation;
    const before = present((await graphql<{ unreadCounters: Record<string, number> }>(t.app, COUNTERS, {}, { token: pro.token })).data).unreadCounters;

    const sent = await graphql<{ sendMessage: { text: string; mine: boolean } }>(
      t.app,
      SEND,
      { input: { conversationId: id, text: '  Máte i dron?  ' } },
      { token: otherClient.token },
    );
    expect(present(sent.data).sendMessage).toMatchObject({ text: 'Máte i dron?', mine: true });
    await graphql(t.app, SEND, { input: { conversationId: id, text: 'A kolik stojí album?' } }, { token: otherClient.token });

    const proCounters = present((await graphql<{ unreadCounters: Record<string, number> }>(t.app, COUNTERS, {}, { token: pro.token })).data).unreadCounters;
    expect(proCounters.unreadConversations).toBe(present(before.unreadConversations) + 1);
    const list = await graphql<{ conversations: { items: { id: string; unreadCount: number; lastMessage: { text: string } }[] } }>(
      t.app,
      CONVERSATIONS,
      {},
      { token: pro.token },
    );
    expect(present(list.data).conversations.items[0]).toMatchObject({ id, unreadCount: 2, lastMessage: { text: 'A kolik stojí album?' } });
    // The sender has nothing unread in it.
    expect(
      present((await graphql<{ conversation: ConversationData }>(t.app, CONVERSATION, { id }, { token: otherClient.token })).data).conversation.unreadCount,
    ).toBe(0);

    const read = await graphql<{ markConversationRead: { unreadCount: number } }>(t.app, READ, { id }, { token: pro.token });
    expect(present(read.data).markConversationRead.unreadCount).toBe(0);
    expect(
      present((await graphql<{ unreadCounters: Record<string, number> }>(t.app, COUNTERS, {}, { token: pro.token })).data).unreadCounters.unreadConversations,
    ).toBe(before.unreadConversations);

    // The professional answers: the client's proposal-conversation counter rises.
    await graphql(t.app, SEND, { input: { conversationId: id, text: 'Dron mám, album od 3 000 Kč.' } }, { token: pro.token });
    const clientCounters = present(
      (await graphql<{ unreadCounters: Record<string, number> }>(t.app, COUNTERS, {}, { token: otherClient.token })).data,
    ).unreadCounters;
    expect(clientCounters).toMatchObject({ unreadConversations: 1, clientUnreadProposalsConversations: 1 });

    // The request's own list of conversations.
    const ofRequest = await graphql<{ conversations: { items: { id: string }[] } }>(t.app, CONVERSATIONS, { requestId }, { token: otherClient.token });
    expect(present(ofRequest.data).conversations.items.map((c) => c.id)).toEqual([id]);
  });

  it("refuses an empty message with the spec's message and saves nothing", async () => {
    const { proposalId } = await engagement(t, places, client, otherPro);
    const { id } = present(
      (await graphql<{ openProposalConversation: ConversationData }>(t.app, OPEN, { proposalId }, { token: client.token })).data,
    ).openProposalConversation;
    const result = await graphql(t.app, SEND, { input: { conversationId: id, text: '   ' } }, { token: client.token });
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { text: 'Povinné pole' } });
    expect(await t.database.db.select().from(messages).where(eq(messages.conversationId, id))).toHaveLength(1);
  });

  it('hides a conversation from everyone but its two parties', async () => {
    const { proposalId } = await engagement(t, places, client, pro);
    const { id } = present(
      (await graphql<{ openProposalConversation: ConversationData }>(t.app, OPEN, { proposalId }, { token: client.token })).data,
    ).openProposalConversation;
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const outsider of [otherClient, otherPro]) {
      const auth = { token: outsider.token };
      expect((await graphql(t.app, CONVERSATION, { id }, auth)).data).toEqual({ conversation: null });
      const listed = await graphql<{ conversations: { items: { id: string }[] } }>(t.app, CONVERSATIONS, {}, auth);
      expect(present(listed.data).conversations.items.map((c) => c.id)).not.toContain(id);
      // The same answer as for a conversation that does not exist: nothing reveals that it does.
      for (const target of [id, missing]) {
        expect(error(await graphql(t.app, SEND, { input: { conversationId: target, text: 'Ahoj' } }, auth))).toEqual({
          code: 'NOT_FOUND',
          message: CONVERSATION_ERRORS.notFound,
        });
        expect(error(await graphql(t.app, READ, { id: target }, auth))).toEqual({ code: 'NOT_FOUND', message: CONVERSATION_ERRORS.notFound });
        expect(error(await graphql(t.app, SET_STATUS, { input: { conversationId: target, status: 'CANCELED' } }, auth))).toEqual({
          code: 'NOT_FOUND',
          message: CONVERSATION_ERRORS.notFound,
        });
      }
      expect(error(await graphql(t.app, OPEN, { proposalId }, auth)).code).toBe('NOT_FOUND');
    }
    for (const operation of [
      [CONVERSATION, { id }],
      [CONVERSATIONS, {}],
      [SEND, { input: { conversationId: id, text: 'Ahoj' } }],
      [SET_STATUS, { input: { conversationId: id, status: 'CANCELED' } }],
      [OPEN, { proposalId }],
    ] as const) {
      expect(error(await graphql(t.app, operation[0], operation[1])).code).toBe('FORBIDDEN');
    }
    const thread = await t.database.db.select().from(messages).where(eq(messages.conversationId, id));
    expect(thread).toHaveLength(1);
    const [row] = await t.database.db.select().from(conversations).where(eq(conversations.id, id));
    expect(present(row).status).toBe('NEGOTIATION');
  });

  it("before the client accepts, a proposal's conversation is just talk: the order does not move", async () => {
    const { proposalId } = await engagement(t, places, otherClient, pro);
    const opened = present(
      (await graphql<{ openProposalConversation: ConversationData }>(t.app, OPEN, { proposalId }, { token: otherClient.token })).data,
    ).openProposalConversation;
    expect(opened.nextStatuses).toEqual([]);
    for (const [who, to] of [
      [pro, 'WAITING_FOR_DEPOSIT'],
      [pro, 'DONE'],
      [pro, 'CANCELED'],
      [otherClient, 'CANCELED'],
    ] as const) {
      const result = await graphql(t.app, SET_STATUS, { input: { conversationId: opened.id, status: to } }, { token: who.token });
      expect(error(result)).toEqual({ code: 'CONFLICT', message: CONVERSATION_ERRORS.notEngaged });
    }
    const [row] = await t.database.db.select().from(conversations).where(eq(conversations.id, opened.id));
    expect(row?.status).toBe('NEGOTIATION');
    const seen = await graphql<{ conversation: ConversationData }>(t.app, CONVERSATION, { id: opened.id }, { token: pro.token });
    expect(present(seen.data).conversation.nextStatuses).toEqual([]);

    // Accepted, it is an engagement: the professional moves it on.
    await graphql(t.app, ACCEPT, { id: proposalId }, { token: otherClient.token });
    const moved = await graphql<{ setConversationStatus: { status: string; nextStatuses: string[] } }>(
      t.app,
      SET_STATUS,
      { input: { conversationId: opened.id, status: 'WAITING_FOR_DEPOSIT' } },
      { token: pro.token },
    );
    expect(present(moved.data).setConversationStatus).toMatchObject({ status: 'WAITING_FOR_DEPOSIT', nextStatuses: ['SCHEDULED', 'CANCELED'] });
  });

  it('moves the order only along the allowed moves; each move is a thread line and a notification to the other side', async () => {
    const { proposalId } = await engagement(t, places, otherClient, otherPro);
    const accepted = await graphql<{ acceptProposal: { conversationId: string } }>(t.app, ACCEPT, { id: proposalId }, { token: otherClient.token });
    const id = present(accepted.data).acceptProposal.conversationId;
    const sides = { CLIENT: otherClient, EXECUTOR: otherPro } as const;
    let allowedSeen = 0;
    for (const side of ['CLIENT', 'EXECUTOR'] as const) {
      for (const from of CONVERSATION_STATUSES) {
        for (const to of CONVERSATION_STATUSES) {
          await t.database.db.update(conversations).set({ status: from }).where(eq(conversations.id, id));
          const result = await graphql<{ setConversationStatus: { status: string } }>(
            t.app,
            SET_STATUS,
            { input: { conversationId: id, status: to } },
            { token: sides[side].token },
          );
          const allowed = ALLOWED[side].includes(`${from}>${to}`);
          if (allowed) allowedSeen += 1;
          expect({ side, from, to, outcome: result.data ? result.data.setConversationStatus.status : error(result) }).toEqual({
            side,
            from,
            to,
            outcome: allowed ? to : { code: 'CONFLICT', message: CONVERSATION_ERRORS.moveRefused },
          });
        }
      }
    }
    expect(allowedSeen).toBe(12);
    const lines = await t.database.db.select().from(messages).where(eq(messages.conversationId, id));
    expect(lines.filter((m) => m.kind === 'STATUS')).toHaveLength(12);
    const toClient = await t.database.db.select().from(notifications).where(eq(notifications.profileId, otherClient.profileId));
    expect(toClient.filter((n) => n.type === 'CONVERSATION_STATUS' && n.link === `/conversations/${id}/`)).toHaveLength(7);
  });

  it("counts a professional's finished jobs: engagements that reached DONE, never talk forced there", async () => {
    const pro3 = await createTestExecutor(t.app, t.database.db, 'treti-profik@example.cz', 'Karel Třetí', {
      services: ['svatebni-fotograf'],
      credit: 1_000_000,
    });
    const { username } = present((await t.database.db.select({ username: profiles.username }).from(profiles).where(eq(profiles.id, pro3.profileId)))[0]);
    const finished = async () =>
      present((await graphql<{ publicProfile: { finishedJobs: number } }>(t.app, PUBLIC_PROFILE, { username })).data).publicProfile.finishedJobs;
    expect(await finished()).toBe(0);

    const done = await engagement(t, places, client, pro3);
    const id = present((await graphql<{ acceptProposal: { conversationId: string } }>(t.app, ACCEPT, { id: done.proposalId }, { token: client.token })).data)
      .acceptProposal.conversationId;
    for (const to of ['WAITING_FOR_DEPOSIT', 'SCHEDULED', 'POST_PRODUCTION']) {
      expect(error(await graphql(t.app, SET_STATUS, { input: { conversationId: id, status: to } }, { token: pro3.token })).code).toBeUndefined();
    }
    expect(error(await graphql(t.app, SET_STATUS, { input: { conversationId: id, status: 'DONE' } }, { token: client.token })).code).toBeUndefined();
    // A conversation about a proposal nobody accepted, put at DONE behind the rules' back, is no job.
    const talk = await engagement(t, places, otherClient, pro3);
    const opened = present(
      (await graphql<{ openProposalConversation: ConversationData }>(t.app, OPEN, { proposalId: talk.proposalId }, { token: otherClient.token })).data,
    ).openProposalConversation;
    await t.database.db.update(conversations).set({ status: 'DONE' }).where(eq(conversations.id, opened.id));
    expect(await finished()).toBe(1);
  });

  it("DONE is the client's: the professional hands the work over, the client confirms, and is asked for a review once", async () => {
    const { proposalId } = await engagement(t, places, client, pro);
    const id = present((await graphql<{ acceptProposal: { conversationId: string } }>(t.app, ACCEPT, { id: proposalId }, { token: client.token })).data)
      .acceptProposal.conversationId;
    const early = await graphql(t.app, DELIVER, { id }, { token: pro.token });
    expect(error(early)).toEqual({ code: 'CONFLICT', message: CONVERSATION_ERRORS.deliverRefused });
    for (const to of ['WAITING_FOR_DEPOSIT', 'SCHEDULED', 'POST_PRODUCTION']) {
      await graphql(t.app, SET_STATUS, { input: { conversationId: id, status: to } }, { token: pro.token });
    }
    expect(error(await graphql(t.app, SET_STATUS, { input: { conversationId: id, status: 'DONE' } }, { token: pro.token }))).toEqual({
      code: 'CONFLICT',
      message: CONVERSATION_ERRORS.moveRefused,
    });
    expect(error(await graphql(t.app, DELIVER, { id }, { token: client.token })).code).toBe('CONFLICT');
    const delivered = await graphql<{ markConversationDelivered: ConversationData & { deliveredAt: string; confirmsAutomaticallyAt: string } }>(
      t.app,
      DELIVER,
      { id },
      { token: pro.token },
    );
    const handed = present(delivered.data).markConversationDelivered;
    expect(handed.status).toBe('POST_PRODUCTION');
    expect(new Date(handed.confirmsAutomaticallyAt).getTime() - new Date(handed.deliveredAt).getTime()).toBe(14 * DAY);
    expect(error(await graphql(t.app, DELIVER, { id }, { token: pro.token })).code).toBe('CONFLICT');
    const clientView = present((await graphql<{ conversation: ConversationData }>(t.app, CONVERSATION, { id }, { token: client.token })).data).conversation;
    expect(clientView.nextStatuses).toEqual(['DONE', 'CANCELED']);
    const asked = await t.database.db.select().from(notifications).where(eq(notifications.profileId, client.profileId));
    expect(asked.filter((n) => n.type === 'CONVERSATION_DELIVERED' && n.link === `/conversations/${id}/`)).toHaveLength(1);

    await graphql(t.app, SET_STATUS, { input: { conversationId: id, status: 'DONE' } }, { token: client.token });
    const reviewAsks = (await t.database.db.select().from(notifications).where(eq(notifications.profileId, client.profileId))).filter(
      (n) => n.type === 'REVIEW_REQUESTED' && n.link === clientView.subjectUrl && n.text.includes('Ohodnoťte'),
    );
    expect(reviewAsks).toHaveLength(1);
    const [row] = await t.database.db.select().from(conversations).where(eq(conversations.id, id));
    expect(row?.reviewRequestedAt).toBeInstanceOf(Date);
  });

  /** An accepted proposal of otherClient, moved to POST_PRODUCTION and handed over by pro: its conversation and when. */
  async function deliveredEngagement(): Promise<{ id: string; deliveredAt: number }> {
    const { proposalId } = await engagement(t, places, otherClient, pro);
    const id = present((await graphql<{ acceptProposal: { conversationId: string } }>(t.app, ACCEPT, { id: proposalId }, { token: otherClient.token })).data)
      .acceptProposal.conversationId;
    for (const to of ['WAITING_FOR_DEPOSIT', 'SCHEDULED', 'POST_PRODUCTION']) {
      await graphql(t.app, SET_STATUS, { input: { conversationId: id, status: to } }, { token: pro.token });
    }
    await graphql(t.app, DELIVER, { id }, { token: pro.token });
    const [row] = await t.database.db.select().from(conversations).where(eq(conversations.id, id));
    const deliveredAt = present(present(row).deliveredAt).getTime();
    return { id, deliveredAt };
  }

  it('a delivered job is confirmed DONE on its own 14 days later, after one reminder, and the review is asked once', async () => {
    const { id, deliveredAt } = await deliveredEngagement();
    const mine = async () => (await t.database.db.select().from(notifications).where(eq(notifications.profileId, otherClient.profileId))).map((n) => n.type);
    const reviewAsksBefore = (await mine()).filter((type) => type === 'REVIEW_REQUESTED').length;

    await confirmDeliveredConversations(t.app.services, new Date(deliveredAt + 3 * DAY));
    expect((await mine()).filter((type) => type === 'CONVERSATION_CONFIRM_REMINDER')).toHaveLength(0);
    for (const day of [8, 9]) await confirmDeliveredConversations(t.app.services, new Date(deliveredAt + day * DAY));
    expect((await mine()).filter((type) => type === 'CONVERSATION_CONFIRM_REMINDER')).toHaveLength(1);
    let [now] = await t.database.db.select().from(conversations).where(eq(conversations.id, id));
    expect(now?.status).toBe('POST_PRODUCTION');

    for (const day of [14.1, 15]) await confirmDeliveredConversations(t.app.services, new Date(deliveredAt + day * DAY));
    [now] = await t.database.db.select().from(conversations).where(eq(conversations.id, id));
    expect(now?.status).toBe('DONE');
    const lines = await t.database.db.select().from(messages).where(eq(messages.conversationId, id));
    expect(lines.filter((m) => m.kind === 'STATUS' && m.status === 'DONE')).toHaveLength(1);
    expect((await mine()).filter((type) => type === 'REVIEW_REQUESTED')).toHaveLength(reviewAsksBefore + 1);
  });

  it('a job first seen after 14 days is confirmed without a reminder that names a past date', async () => {
    const { id, deliveredAt } = await deliveredEngagement();
    const reminders = async () =>
      (await t.database.db.select().from(notifications).where(eq(notifications.profileId, otherClient.profileId))).filter(
        (n) => n.type === 'CONVERSATION_CONFIRM_REMINDER' && n.link === `/conversations/${id}/`,
      );

    await confirmDeliveredConversations(t.app.services, new Date(deliveredAt + 15 * DAY));
    const [now] = await t.database.db.select().from(conversations).where(eq(conversations.id, id));
    expect(now?.status).toBe('DONE');
    expect(await reminders()).toHaveLength(0);
  });

  it('delivers messages live to both parties and to no one else', async () => {
    const url = await listenWs(t.app);
    const { proposalId } = await engagement(t, places, client, otherPro);
    const { id } = present(
      (await graphql<{ openProposalConversation: ConversationData }>(t.app, OPEN, { proposalId }, { token: client.token })).data,
    ).openProposalConversation;
    type Pushed = { id: string; conversationId: string; text: string; mine: boolean };
    const listen = (login: Login, conversationId?: string) =>
      subscribe<Pushed>(url, {
        query: MESSAGE_ADDED,
        field: 'messageAdded',
        variables: { conversationId },
        connectionParams: { authorization: `JWT ${login.token}` },
      });
    const toPro = listen(otherPro, id);
    const toClient = listen(client);
    const toOutsider = listen(otherClient);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await graphql(t.app, SEND, { input: { conversationId: id, text: 'Dobrý den, platí termín?' } }, { token: client.token });
    await toPro.waitFor((values) => values.length === 1);
    await toClient.waitFor((values) => values.length === 1);
    // The whole message as the thread shows it, for each party.
    const pushed = {
      conversationId: id,
      text: 'Dobrý den, platí termín?',
      kind: 'TEXT',
      status: null,
      senderTitle: 'Jana Nováková',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    };
    expect(toPro.received[0]).toMatchObject({ ...pushed, mine: false });
    expect(toClient.received[0]).toMatchObject({ ...pushed, mine: true });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(toOutsider.received).toEqual([]);
    await Promise.all([toPro.dispose(), toClient.dispose(), toOutsider.dispose()]);
  });
});

// With PostgreSQL + Redis two instances share both; without them the journey runs on one PGlite
// instance, so the file always runs a test and never reports a skip.
describe(
  hasPostgresAndRedis
    ? 'conversations across two API instances on PostgreSQL + Redis'
    : 'conversations on one API instance on PGlite (set DATABASE_URL and REDIS_URL for two)',
  () => {
    it('a message sent through instance A reaches a subscriber on instance B, and its unread counter rises there', async () => {
      const engine = hasPostgresAndRedis ? 'postgres' : 'pglite';
      const shared = await createTestDatabase(engine);
      const a = await startTestApp(engine, { testDatabase: shared });
      const b = hasPostgresAndRedis ? await startTestApp(engine, { testDatabase: shared }) : a;
      try {
        const places = await seedTestPlaces(a.database.db);
        const client = await signUpAndLogin(a.app, 'dve-instance@example.cz', 0, 'Klára Dvojí');
        const pro = await createTestExecutor(a.app, a.database.db, 'dve-profik@example.cz', 'Karel Dvojí', {
          services: ['svatebni-fotograf'],
          credit: 1_000_000,
        });
        const { proposalId } = await engagement(a, places, client, pro);
        const { id } = present(
          (await graphql<{ openProposalConversation: ConversationData }>(a.app, OPEN, { proposalId }, { token: client.token })).data,
        ).openProposalConversation;
        const urlB = await listenWs(b.app);
        const auth = { authorization: `JWT ${pro.token}` };
        const messagesOnB = subscribe<{ text: string; conversationId: string }>(urlB, { query: MESSAGE_ADDED, field: 'messageAdded', connectionParams: auth });
        const countersOnB = subscribe<{ unreadConversations: number }>(urlB, { query: COUNTERS_PUSHED, field: 'unreadCounters', connectionParams: auth });
        await countersOnB.waitFor((values) => values.length === 1);
        expect(present(countersOnB.received[0]).unreadConversations).toBe(0);
        // B's socket for messages is its own connection and may still be subscribing when the first
        // message goes out (a live push is not replayed; the page reloads the thread on reconnect):
        // messages go through A until one reaches B.
        for (let attempt = 1; ; attempt++) {
          await graphql(a.app, SEND, { input: { conversationId: id, text: 'Posíláme přes instanci A' } }, { token: client.token });
          try {
            await messagesOnB.waitFor((values) => values.length >= 1, 2_000);
            break;
          } catch (error) {
            if (attempt === 5) throw error;
          }
        }
        expect(messagesOnB.received[0]).toMatchObject({ text: 'Posíláme přes instanci A', conversationId: id, mine: false });
        await countersOnB.waitFor((values) => values.some((v) => v.unreadConversations === 1));
        await Promise.all([messagesOnB.dispose(), countersOnB.dispose()]);
      } finally {
        if (b !== a) await b.close();
        await a.close();
        await shared.drop();
      }
    });
  },
);
