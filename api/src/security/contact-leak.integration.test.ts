import { CLIENT_CONTACT_DATA_ERRORS } from '@zaber/shared/platform/validation/contact-data';
import { present } from '../lib/present';
import { graphql, outbox } from '../testing/graphql-client';
import { buildSecurityFixtures, CLIENT_CONTACTS, inDays, must, type SecurityFixtures } from '../testing/security-fixtures';
import { listenWs } from '../testing/subscriptions';
import { hasPostgres, startTestApp, type TestApp } from '../testing/test-app';
import { callAs, subscribeAs } from './access-runner';
import { ACCESS_TABLE } from './access-table';
import { clientProbes, describeHits, findContactData, type Hit, type Probe } from './contact-scan';
import { documentFor, loadContractSchema } from './operation-documents';

/*
 * Spec §1: "Executors do not receive client contact data" (DESIGN §5: never a client's e-mail or
 * phone). Every answer a professional can get — every operation of the access table, the pages
 * they read at each state of an engagement, live events and the e-mails they are sent — is
 * scanned for every client account's e-mail address and phone number: zero hits.
 *
 * What the spec allows, encoded here and nowhere else: no state of an engagement reveals a
 * client's contact data (§4 has none — not an accepted proposal, an order, a DONE conversation).
 * The only way it reaches a professional is the client writing it herself in a message of their
 * conversation: the product tells the client so ('Kontakt si s profíkem vyměníte ve
 * zprávách.', CLIENT_CONTACT_DATA_ERRORS) and checks every other text a client writes for them.
 */

const schema = loadContractSchema();
const engine = hasPostgres ? 'postgres' : 'pglite';

const PROFESSIONALS = ['executor', 'otherExecutor'] as const;
type Professional = (typeof PROFESSIONALS)[number];

/** The only places a client's own contact data may reach the professional of her conversation: the texts of its messages. */
const MESSAGE_TEXT = /\.(?:messages\[\d+\]|lastMessage|items\[\d+\]\.lastMessage)\.text$|^\$\.values\[\d+\]\.text$/;

const SEND = `mutation Send($input: SendMessageInput!) { sendMessage(input: $input) { id } }`;
const CREATE_REQUEST = `mutation CreateRequest($input: CreateRequestInput!) { createRequest(input: $input) { id } }`;
const PROPOSE = `mutation Propose($input: CreateProposalInput!) { createProposal(input: $input) { proposal { id } } }`;
const OPEN_CONVERSATION = `mutation Open($proposalId: ID!) { openProposalConversation(proposalId: $proposalId) { id } }`;
const INVITE = `mutation Invite($input: InviteToProposeInput!) { inviteToPropose(input: $input) { ok } }`;
const SHORTLIST = `mutation Shortlist($id: ID!) { shortlistProposal(id: $id) { id } }`;
const ACCEPT = `mutation Accept($id: ID!) { acceptProposal(id: $id) { id } }`;
const REVIEW = `mutation Review($input: CreateReviewInput!) { createReview(input: $input) { id } }`;
const OWN_PROFILE = `query Own { currentProfile { email phone } }`;

/** What the other client adds: a request both professionals see, a proposal of the executor and its conversation. */
interface Extra {
  otherRequest: string;
  otherConversation: string;
}

/** The pages a professional reads (mf-executor, mf-account, the shell), as operations with their variables. */
const PAGES: readonly { page: string; operation: string; variables: (f: SecurityFixtures, x: Extra, me: Professional) => Record<string, unknown> }[] = [
  { page: 'request feed', operation: 'Query.requestFeed', variables: () => ({ first: 50 }) },
  { page: 'request detail', operation: 'Query.request', variables: (f) => ({ id: f.requests.active }) },
  { page: 'closed request detail', operation: 'Query.request', variables: (f) => ({ id: f.requests.closed }) },
  { page: "other client's request detail", operation: 'Query.request', variables: (_f, x) => ({ id: x.otherRequest }) },
  { page: 'public request', operation: 'Query.publicRequest', variables: (f) => ({ id: f.requests.active }) },
  { page: 'public requests', operation: 'Query.publicRequests', variables: () => ({ pageSize: 48 }) },
  { page: 'my proposals', operation: 'Query.myProposals', variables: () => ({ tab: 'ACTIVE', pageSize: 48 }) },
  { page: 'my rejected proposals', operation: 'Query.myProposals', variables: () => ({ tab: 'REJECTED', pageSize: 48 }) },
  { page: 'conversations', operation: 'Query.conversations', variables: () => ({ pageSize: 48 }) },
  { page: "proposal's conversation", operation: 'Query.conversation', variables: (f) => ({ id: f.conversations.proposal }) },
  { page: "order's conversation", operation: 'Query.conversation', variables: (f) => ({ id: f.conversations.order }) },
  { page: "targeted request's conversation", operation: 'Query.conversation', variables: (f) => ({ id: f.conversations.privateRequest }) },
  { page: "other client's conversation", operation: 'Query.conversation', variables: (_f, x) => ({ id: x.otherConversation }) },
  { page: 'notifications', operation: 'Query.notifications', variables: () => ({ pageSize: 48 }) },
  { page: 'orders', operation: 'Query.executorOrders', variables: () => ({ pageSize: 48 }) },
  { page: 'order detail', operation: 'Query.packageOrder', variables: (f) => ({ id: f.order }) },
  { page: 'targeted requests', operation: 'Query.myPrivateRequests', variables: () => ({ pageSize: 48 }) },
  { page: 'own profile', operation: 'Query.publicProfile', variables: (f, _x, me) => ({ username: f.accounts[me].username }) },
  { page: "executor's profile with reviews", operation: 'Query.publicProfile', variables: (f) => ({ username: f.accounts.executor.username }) },
  { page: "the client's username as a profile", operation: 'Query.publicProfile', variables: (f) => ({ username: f.accounts.client.username }) },
  { page: "the other client's username as a profile", operation: 'Query.publicProfile', variables: (f) => ({ username: f.accounts.otherClient.username }) },
  { page: 'ordered package', operation: 'Query.package', variables: (f) => ({ id: f.packages.active }) },
  { page: 'packages', operation: 'Query.packages', variables: () => ({ pageSize: 48 }) },
  { page: 'professionals', operation: 'Query.executors', variables: () => ({ pageSize: 48 }) },
  { page: 'counters', operation: 'Query.unreadCounters', variables: () => ({}) },
  { page: 'current profile', operation: 'Query.currentProfile', variables: () => ({}) },
];

describe(`client contact data never reaches a professional (${engine})`, () => {
  let t: TestApp;
  let f: SecurityFixtures;
  let x: Extra;
  let probes: Probe[];
  let wsUrl: string;

  /** Reads every page as a professional; answers the hits and how many answers mentioned the client by name. */
  async function readPages(me: Professional, state: string): Promise<{ hits: string[]; clientNamed: number }> {
    const hits: string[] = [];
    let clientNamed = 0;
    for (const { page, operation, variables } of PAGES) {
      const answer = await callAs(t.app, f, me, documentFor(schema, operation), present(ACCESS_TABLE[operation]), variables(f, x, me));
      hits.push(...describeHits(`${state} / ${me} / ${page}`, findContactData(JSON.parse(answer.body), probes)));
      if (answer.body.includes(CLIENT_CONTACTS.client.name)) clientNamed += 1;
    }
    return { hits, clientNamed };
  }

  beforeAll(async () => {
    t = await startTestApp(engine);
    f = await buildSecurityFixtures(t.app, t.database.db);
    const { client, otherClient, executor, otherExecutor } = f.accounts;
    // The other client's request: in both professionals' feeds; the executor proposes, she writes to him.
    const otherRequest = (
      await must<{ createRequest: { id: string } }>(
        t.app,
        CREATE_REQUEST,
        {
          input: {
            categorySlug: 'svatebni-fotograf',
            municipalityId: String(f.places.praha),
            dateToBeAgreed: true,
            date: null,
            description: 'Hledám fotografa na svatbu v Praze, termín domluvíme.',
          },
        },
        otherClient.token,
      )
    ).createRequest.id;
    const otherProposal = (
      await must<{ createProposal: { proposal: { id: string } } }>(
        t.app,
        PROPOSE,
        { input: { requestId: otherRequest, price: 2_000_000, text: 'Dobrý den, Prahu znám dobře.' } },
        executor.token,
      )
    ).createProposal.proposal.id;
    const otherConversation = (
      await must<{ openProposalConversation: { id: string } }>(t.app, OPEN_CONVERSATION, { proposalId: otherProposal }, otherClient.token)
    ).openProposalConversation.id;
    await must(t.app, SEND, { input: { conversationId: otherConversation, text: 'Dobrý den, kolik stojí celý den?' } }, otherClient.token);
    x = { otherRequest, otherConversation };
    // The client invites the other professional, shortlists the executor's proposal and reviews the DONE order.
    await must(t.app, INVITE, { input: { requestId: f.requests.active, username: otherExecutor.username } }, client.token);
    await must(t.app, SHORTLIST, { id: f.proposals.open }, client.token);
    await must(t.app, REVIEW, { input: { conversationId: f.conversations.order, rating: 5, text: 'Fotky jsou nádherné, děkujeme.' } }, client.token);
    probes = await clientProbes(t.database.db);
    wsUrl = await listenWs(t.app);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it("finds the probes where they belong: the client's own profile (the scan can fail)", async () => {
    const own = await graphql(t.app, OWN_PROFILE, {}, { token: f.accounts.client.token });
    const found = findContactData(own, probes).map((hit) => `${hit.probe.kind} at ${hit.path}`);
    expect(found.sort()).toEqual([
      'e-mail at $.data.currentProfile.email',
      'e-mail name at $.data.currentProfile.email',
      'phone at $.data.currentProfile.phone',
    ]);
    // Every client account of the database is a probe: the two clients and the moderator.
    expect(new Set(probes.map((p) => p.owner))).toEqual(new Set([CLIENT_CONTACTS.client.email, CLIENT_CONTACTS.otherClient.email, f.accounts.moderator.email]));
  });

  it('no page a professional reads carries it while the engagements are under way', async () => {
    const executor = await readPages('executor', 'under way');
    const other = await readPages('otherExecutor', 'under way');
    expect([...executor.hits, ...other.hits]).toEqual([]);
    // The executor does see records of the client (conversations, orders name her): the scan read what matters.
    expect(executor.clientNamed).toBeGreaterThan(0);
  });

  it('no page a professional reads carries it after the client accepted the proposal (request closed, professional chosen)', async () => {
    await must(t.app, ACCEPT, { id: f.proposals.open }, f.accounts.client.token);
    const executor = await readPages('executor', 'accepted');
    const other = await readPages('otherExecutor', 'accepted');
    expect([...executor.hits, ...other.hits]).toEqual([]);
  });

  it.each(PROFESSIONALS)('no answer of any operation of the access table to %s carries it', async (me) => {
    const hits: string[] = [];
    for (const [operation, row] of Object.entries(ACCESS_TABLE)) {
      if (operation.startsWith('Subscription.')) continue;
      const answer = await callAs(t.app, f, me, documentFor(schema, operation), row);
      hits.push(...describeHits(`${me} / ${operation}`, findContactData(JSON.parse(answer.body), probes)));
    }
    expect(hits).toEqual([]);
  });

  it('no live event pushed to a professional carries it', async () => {
    const hits: Hit[] = [];
    for (const me of PROFESSIONALS) {
      const token = f.accounts[me].token;
      for (const operation of ['Subscription.unreadCounters', 'Subscription.currentProfileBalance']) {
        hits.push(...findContactData((await subscribeAs(wsUrl, documentFor(schema, operation), token, {}, 5_000)).values, probes));
      }
    }
    // A message of the client arrives live at the executor.
    const live = subscribeAs(wsUrl, documentFor(schema, 'Subscription.messageAdded'), f.accounts.executor.token, {}, 5_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await must(t.app, SEND, { input: { conversationId: f.conversations.privateRequest, text: 'Dobrý den, hodí se vám i sobota?' } }, f.accounts.client.token);
    const pushed = await live;
    expect(pushed.values).toHaveLength(1);
    hits.push(...findContactData(pushed.values, probes));
    expect(describeHits('live', hits)).toEqual([]);
  });

  it('no e-mail sent to a professional carries it (digests of messages and notifications, new-request alerts)', async () => {
    const run = await t.app.inject({ method: 'POST', url: '/dev/jobs/run', payload: {} });
    expect(run.statusCode).toBe(200);
    const mails = (await Promise.all(PROFESSIONALS.map((me) => outbox(t.app, f.accounts[me].email)))).flat();
    // The executor has unread messages and notifications: the digests went out and name the clients, so the scan read them.
    expect(mails.some((mail) => mail.text.includes(CLIENT_CONTACTS.otherClient.name))).toBe(true);
    expect(mails.flatMap((mail, i) => describeHits(`mail ${i} "${mail.subject}"`, findContactData(mail, probes)))).toEqual([]);
  });

  it('reaches the professional of her conversation only when the client writes it in a message herself, and no one else', async () => {
    const phone = CLIENT_CONTACTS.client.phone;
    await must(t.app, SEND, { input: { conversationId: f.conversations.proposal, text: `Zavolejte mi prosím na ${phone}.` } }, f.accounts.client.token);
    const executor = await readPages('executor', 'written in a message');
    const other = await readPages('otherExecutor', 'written in a message');
    expect(other.hits).toEqual([]);
    // The executor reads it in the message texts of that conversation, nowhere else.
    expect(executor.hits.length).toBeGreaterThan(0);
    const answers = await Promise.all(
      PAGES.map(
        async ({ operation, variables }) =>
          JSON.parse(
            (await callAs(t.app, f, 'executor', documentFor(schema, operation), present(ACCESS_TABLE[operation]), variables(f, x, 'executor'))).body,
          ) as unknown,
      ),
    );
    expect(answers.flatMap((answer) => findContactData(answer, probes)).filter((hit) => !MESSAGE_TEXT.test(hit.path))).toEqual([]);
  });

  // Every other text a client writes for professionals refuses her contact data (only messages carry it, see above).
  const CLIENT_TEXTS: readonly { text: string; mutation: string; field: string; input: (f: SecurityFixtures, contact: string) => Record<string, unknown> }[] = [
    {
      text: "a request's description",
      mutation: CREATE_REQUEST,
      field: 'description',
      input: (fx, contact) => ({
        categorySlug: 'svatebni-fotograf',
        municipalityId: String(fx.places.brno),
        date: inDays(50),
        description: `Svatba v Brně, volejte nebo pište: ${contact}`,
      }),
    },
    {
      text: "a request's place detail",
      mutation: CREATE_REQUEST,
      field: 'locationDetail',
      input: (fx, contact) => ({
        categorySlug: 'svatebni-fotograf',
        municipalityId: String(fx.places.brno),
        locationDetail: `Kontakt na místě ${contact}`,
        date: inDays(50),
        description: 'Svatba v Brně, obřad i hostina, asi osmdesát hostů.',
      }),
    },
    {
      text: "a package order's note",
      mutation: `mutation Order($input: OrderPackageInput!) { orderPackage(input: $input) { id } }`,
      field: 'info',
      input: (fx, contact) => ({ packageId: fx.packages.active, priceOptionId: null, preferredDate: null, info: `Ozvěte se na ${contact}` }),
    },
    {
      text: "a targeted request's description",
      mutation: `mutation Private($input: CreatePrivateRequestInput!) { createPrivateRequest(input: $input) { id } }`,
      field: 'description',
      input: (fx, contact) => ({
        executorUsername: fx.accounts.executor.username,
        categorySlug: 'svatebni-fotograf',
        municipalityId: String(fx.places.brno),
        date: inDays(25),
        description: `Focení v Brně, kontakt ${contact}`,
      }),
    },
    {
      text: "a review's text",
      mutation: REVIEW,
      field: 'text',
      input: (fx, contact) => ({ conversationId: fx.conversations.privateRequest, rating: 5, text: `Doporučuji, ptejte se na ${contact}` }),
    },
  ];
  const cases = CLIENT_TEXTS.flatMap((c) => [
    { ...c, kind: 'phone', contact: CLIENT_CONTACTS.client.phone, message: CLIENT_CONTACT_DATA_ERRORS.PHONE },
    { ...c, kind: 'e-mail', contact: CLIENT_CONTACTS.client.email, message: CLIENT_CONTACT_DATA_ERRORS.EMAIL },
  ]);

  it.each(cases)("refuses the client's $kind in $text (field $field)", async ({ mutation, field, input, contact, message }) => {
    const result = await graphql(t.app, mutation, { input: input(f, contact) }, { token: f.accounts.client.token });
    // `saved`: accepted, the text is now what professionals read (a request's: every professional of the service).
    expect({ code: result.errors?.[0]?.extensions?.code, [field]: result.errors?.[0]?.extensions?.fieldErrors?.[field], saved: Boolean(result.data) }).toEqual({
      code: 'BAD_USER_INPUT',
      [field]: message,
      saved: false,
    });
  });
});
