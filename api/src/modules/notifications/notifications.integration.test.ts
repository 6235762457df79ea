import type { NotificationType } from '@zaber/shared/notifications/types';
import { href } from '@zaber/shared/platform/routes';
import { pragueToday } from '@zaber/shared/requests/schema';
import { eq } from 'drizzle-orm';
import { conversations, notifications } from '../../db/schema';
import { present } from '../../lib/present';
import { createTestPackage } from '../../testing/engagement-fixtures';
import { graphql, signUpAndLogin } from '../../testing/graphql-client';
import { usernameOf } from '../../testing/profile-fixtures';
import { createTestExecutor, seedTestPlaces } from '../../testing/requests-fixtures';
import { listenWs, subscribe } from '../../testing/subscriptions';
import { ENGINES, startTestApp, type TestApp } from '../../testing/test-app';
import { confirmDeliveredConversations, conversationPath } from '../conversations/conversations.service';

const DAY = 86_400_000;
const inDays = (n: number) => pragueToday(new Date(Date.now() + n * DAY));

const CREATE_REQUEST = `mutation CreateRequest($input: CreateRequestInput!) { createRequest(input: $input) { id url } }`;
const PROPOSE = `mutation Propose($input: CreateProposalInput!) { createProposal(input: $input) { proposal { id } } }`;
const PROPOSAL_ACTION = (name: string) => `mutation Act($id: ID!) { ${name}(id: $id) { id conversationId } }`;
const INVITE = `mutation Invite($input: InviteToProposeInput!) { inviteToPropose(input: $input) { ok } }`;
const ORDER = `mutation OrderPackage($input: OrderPackageInput!) { orderPackage(input: $input) { id conversationId } }`;
const CREATE_PRIVATE = `mutation CreatePrivateRequest($input: CreatePrivateRequestInput!) { createPrivateRequest(input: $input) { id conversationId } }`;
const SET_STATUS = `mutation SetConversationStatus($input: SetConversationStatusInput!) { setConversationStatus(input: $input) { id status } }`;
const DELIVER = `mutation MarkConversationDelivered($id: ID!) { markConversationDelivered(id: $id) { id } }`;
const REVIEW = `mutation CreateReview($input: CreateReviewInput!) { createReview(input: $input) { id } }`;
const NOTIFICATIONS = `query Notifications { notifications(page: 1, pageSize: 50) { unreadCount items { type text link read } } }`;
const COUNTERS = `subscription UnreadCounters { unreadCounters { id unreadNotifications } }`;

type Login = { token: string; profileId: string };
type Listed = { type: string; text: string; link: string | null; read: boolean };
type Expected = { to: Login; type: NotificationType; text: RegExp; link: string };

describe.each(ENGINES)('notifications of every event on %s', (engine) => {
  let t: TestApp;
  let places: Awaited<ReturnType<typeof seedTestPlaces>>;
  let client: Login;
  let pro: Login;
  let proUsername: string;

  /** Runs a mutation; its errors fail the test with their text. */
  async function run<T>(document: string, variables: Record<string, unknown>, auth: Login): Promise<T> {
    const result = await graphql<T>(t.app, document, variables, { token: auth.token });
    if (result.errors) throw new Error(JSON.stringify(result.errors));
    return present(result.data);
  }
  const listed = async (auth: Login) => (await run<{ notifications: { unreadCount: number; items: Listed[] } }>(NOTIFICATIONS, {}, auth)).notifications;
  const rows = (auth: Login) => t.database.db.select().from(notifications).where(eq(notifications.profileId, auth.profileId));

  /** A request of the client (its url) and the professional's proposal on it. */
  async function proposal(): Promise<{ id: string; url: string; requestId: string }> {
    const { createRequest } = await run<{ createRequest: { id: string; url: string } }>(
      CREATE_REQUEST,
      {
        input: {
          categorySlug: 'svatebni-fotograf',
          municipalityId: String(places.brno),
          date: inDays(40),
          description: 'Svatba v Brně, obřad i hostina, asi osmdesát hostů.',
        },
      },
      client,
    );
    const { createProposal } = await run<{ createProposal: { proposal: { id: string } } }>(
      PROPOSE,
      { input: { requestId: createRequest.id, price: 1_500_000, text: 'Dobrý den, termín mám volný, rád vás nafotím.' } },
      pro,
    );
    return { id: createProposal.proposal.id, url: createRequest.url, requestId: createRequest.id };
  }
  async function acceptedProposal() {
    const made = await proposal();
    const accepted = await run<{ acceptProposal: { conversationId: string } }>(PROPOSAL_ACTION('acceptProposal'), { id: made.id }, client);
    return { ...made, conversationId: accepted.acceptProposal.conversationId };
  }
  const move = (conversationId: string, status: string, auth: Login) => run(SET_STATUS, { input: { conversationId, status } }, auth);
  async function delivered() {
    const made = await acceptedProposal();
    for (const status of ['WAITING_FOR_DEPOSIT', 'SCHEDULED', 'POST_PRODUCTION']) await move(made.conversationId, status, pro);
    await run(DELIVER, { id: made.conversationId }, pro);
    return made;
  }
  async function done() {
    const made = await delivered();
    await move(made.conversationId, 'DONE', client);
    return made;
  }
  async function packageOrder() {
    const pkg = await createTestPackage(t.database.db, pro.profileId, { categorySlug: 'svatebni-fotograf', title: 'Svatba na celý den' });
    const { orderPackage } = await run<{ orderPackage: { id: string } }>(
      ORDER,
      { input: { packageId: pkg.id, priceOptionId: pkg.optionIds[0], preferredDate: inDays(30) } },
      client,
    );
    return { orderId: orderPackage.id, packageId: pkg.id };
  }
  async function privateRequest() {
    const { createPrivateRequest } = await run<{ createPrivateRequest: { id: string } }>(
      CREATE_PRIVATE,
      {
        input: {
          executorUsername: proUsername,
          categorySlug: 'svatebni-fotograf',
          subcategorySlug: 'obrad',
          municipalityId: String(places.brno),
          date: inDays(20),
          description: 'Svatba pro šedesát hostů, obřad na radnici a hostina v restauraci.',
        },
      },
      client,
    );
    return createPrivateRequest.id;
  }

  beforeAll(async () => {
    t = await startTestApp(engine);
    places = await seedTestPlaces(t.database.db);
    client = await signUpAndLogin(t.app, 'klientka@example.cz', 0, 'Jana Nováková');
    pro = await createTestExecutor(t.app, t.database.db, 'profik@example.cz', 'Tomáš Fotograf', { services: ['svatebni-fotograf'], credit: 10_000_000 });
    proUsername = await usernameOf(t.database.db, pro.profileId);
  });
  afterAll(async () => {
    await t.close();
  });

  // Each event, the notifications it must leave (newest first per recipient), with the page each links to.
  const EVENTS: [string, () => Promise<Expected[]>][] = [
    [
      'a new proposal → the client',
      async () => {
        const made = await proposal();
        return [
          { to: client, type: 'PROPOSAL_RECEIVED', text: /^Nová nabídka na vaši poptávku „.+“ od profíka Tomáš Fotograf\.$/, link: `${made.url}proposals/` },
        ];
      },
    ],
    [
      'an invitation to propose → the professional',
      async () => {
        const { createRequest } = await run<{ createRequest: { id: string; url: string } }>(
          CREATE_REQUEST,
          { input: { categorySlug: 'svatebni-fotograf', municipalityId: String(places.praha), date: inDays(50), description: 'Svatba v Praze, jen obřad.' } },
          client,
        );
        await run(INVITE, { input: { requestId: createRequest.id, username: proUsername } }, client);
        return [{ to: pro, type: 'PROPOSAL_INVITATION', text: /^Klient vás zve k nabídce na poptávku „.+“ \(č\. \d+\)\.$/, link: createRequest.url }];
      },
    ],
    [
      'a proposal shortlisted → the professional',
      async () => {
        const made = await proposal();
        await run(PROPOSAL_ACTION('shortlistProposal'), { id: made.id }, client);
        return [{ to: pro, type: 'PROPOSAL_SHORTLISTED', text: /do užšího výběru\.$/, link: made.url }];
      },
    ],
    [
      'a proposal rejected → the professional',
      async () => {
        const made = await proposal();
        await run(PROPOSAL_ACTION('rejectProposal'), { id: made.id }, client);
        return [{ to: pro, type: 'PROPOSAL_REJECTED', text: /^Klient vaši nabídku na poptávku „.+“ odmítl\.$/, link: `${href('proposals')}?stav=zamitnute` }];
      },
    ],
    [
      'a proposal accepted → the professional, linking to the conversation',
      async () => {
        const made = await acceptedProposal();
        return [{ to: pro, type: 'PROPOSAL_ACCEPTED', text: /^Klient přijal vaši nabídku/, link: conversationPath(made.conversationId) }];
      },
    ],
    [
      'a package order → the professional',
      async () => {
        const { packageId } = await packageOrder();
        return [
          {
            to: pro,
            type: 'ORDER_RECEIVED',
            text: /^Nová objednávka balíčku „Svatba na celý den“ \(č\. \d+\) za 8\s000\sKč\. Přijměte ji, nebo odmítněte\.$/,
            link: href('my-package-detail', { id: packageId, tab: 'objednavky' }),
          },
        ];
      },
    ],
    [
      'a package order accepted → the client, linking to the conversation',
      async () => {
        const { orderId } = await packageOrder();
        const accepted = await run<{ acceptOrder: { conversationId: string } }>(PROPOSAL_ACTION('acceptOrder'), { id: orderId }, pro);
        return [
          { to: client, type: 'ORDER_ACCEPTED', text: /^Profík přijal vaši objednávku balíčku/, link: conversationPath(accepted.acceptOrder.conversationId) },
        ];
      },
    ],
    [
      'a package order rejected → the client',
      async () => {
        const { orderId } = await packageOrder();
        await run(PROPOSAL_ACTION('rejectOrder'), { id: orderId }, pro);
        return [{ to: client, type: 'ORDER_REJECTED', text: /^Objednávka balíčku „Svatba na celý den“ nebyla přijata\./, link: href('orders') }];
      },
    ],
    [
      'a targeted request → the professional',
      async () => {
        await privateRequest();
        return [{ to: pro, type: 'PRIVATE_REQUEST_RECEIVED', text: /^Nová cílená poptávka „.+ – Brno“ \(č\. \d+\)\./, link: href('private-requests') }];
      },
    ],
    [
      'a targeted request accepted → the client, linking to the conversation',
      async () => {
        const id = await privateRequest();
        const accepted = await run<{ acceptPrivateRequest: { conversationId: string } }>(PROPOSAL_ACTION('acceptPrivateRequest'), { id }, pro);
        return [
          {
            to: client,
            type: 'PRIVATE_REQUEST_ACCEPTED',
            text: /^Profík přijal vaši cílenou poptávku/,
            link: conversationPath(accepted.acceptPrivateRequest.conversationId),
          },
        ];
      },
    ],
    [
      'a targeted request rejected → the client',
      async () => {
        await run(PROPOSAL_ACTION('rejectPrivateRequest'), { id: await privateRequest() }, pro);
        return [{ to: client, type: 'PRIVATE_REQUEST_REJECTED', text: /^Cílená poptávka „.+“ nebyla přijata\./, link: href('private-requests') }];
      },
    ],
    [
      "the professional's status move → the client",
      async () => {
        const made = await acceptedProposal();
        await move(made.conversationId, 'WAITING_FOR_DEPOSIT', pro);
        return [{ to: client, type: 'CONVERSATION_STATUS', text: /má nový stav: Čeká na zálohu\.$/, link: conversationPath(made.conversationId) }];
      },
    ],
    [
      "the client's cancelling → the professional",
      async () => {
        const made = await acceptedProposal();
        await move(made.conversationId, 'CANCELED', client);
        return [{ to: pro, type: 'CONVERSATION_STATUS', text: /^Zakázka „.+“ byla zrušena\./, link: conversationPath(made.conversationId) }];
      },
    ],
    [
      'work handed over → the client',
      async () => {
        const made = await delivered();
        return [{ to: client, type: 'CONVERSATION_DELIVERED', text: /^Profík předal hotovou práci na zakázce/, link: conversationPath(made.conversationId) }];
      },
    ],
    [
      "the client's DONE → the professional, and a review request → the client",
      async () => {
        const made = await done();
        return [
          { to: pro, type: 'CONVERSATION_STATUS', text: /má nový stav: Hotovo\.$/, link: conversationPath(made.conversationId) },
          { to: client, type: 'REVIEW_REQUESTED', text: /je hotová\. Ohodnoťte prosím spolupráci/, link: made.url },
        ];
      },
    ],
    [
      'DONE on its own 14 days after the hand-over → the professional, and a review request → the client',
      async () => {
        const made = await delivered();
        // Only this one is due: the others handed over in this suite were confirmed or are newer.
        await t.database.db
          .update(conversations)
          .set({ deliveredAt: new Date(Date.now() - 15 * DAY) })
          .where(eq(conversations.id, made.conversationId));
        await confirmDeliveredConversations(t.app.services, new Date());
        return [
          {
            to: pro,
            type: 'CONVERSATION_STATUS',
            text: /má nový stav: Hotovo\. Potvrdila se sama 14 dní po předání\.$/,
            link: conversationPath(made.conversationId),
          },
          { to: client, type: 'REVIEW_REQUESTED', text: /je hotová\. Ohodnoťte prosím spolupráci/, link: made.url },
        ];
      },
    ],
    [
      'a review → the professional',
      async () => {
        const made = await done();
        await run(REVIEW, { input: { conversationId: made.conversationId, rating: 5, text: 'Skvělé fotky, vše proběhlo podle domluvy.' } }, client);
        return [
          {
            to: pro,
            type: 'REVIEW_RECEIVED',
            text: /^Nové hodnocení od Jana N\.: 5 z 5 za zakázku „.+“\.$/,
            link: href('profile', { username: proUsername, tab: 'hodnoceni' }),
          },
        ];
      },
    ],
  ];

  it.each(EVENTS)('%s', async (_name, act) => {
    const before = new Map<string, number>();
    for (const who of [client, pro]) before.set(who.profileId, (await rows(who)).length);
    const expected = await act();
    for (const who of [client, pro]) {
      const mine = expected.filter((e) => e.to === who);
      // The row itself, for exactly the right user…
      const written = (await rows(who)).slice(before.get(who.profileId));
      expect(written.filter((row) => mine.some((e) => e.type === row.type)).map((row) => row.type)).toEqual(expect.arrayContaining(mine.map((e) => e.type)));
      // …and what the notifications page lists: newest first, unread, its text and link.
      const page = await listed(who);
      for (const e of mine) {
        const item = page.items.find((i) => i.type === e.type && e.text.test(i.text));
        expect(item).toEqual({ type: e.type, text: expect.stringMatching(e.text), link: e.link, read: false });
      }
    }
  });

  it('pushes the recipient’s counter live when an event writes a notification', async () => {
    const url = await listenWs(t.app);
    const sub = subscribe<{ id: string; unreadNotifications: number }>(url, {
      query: COUNTERS,
      field: 'unreadCounters',
      connectionParams: { authorization: `JWT ${pro.token}` },
    });
    await sub.waitFor((values) => values.length === 1);
    const start = present(sub.received[0]).unreadNotifications;
    await privateRequest();
    await sub.waitFor((values) => values.some((v) => v.unreadNotifications === start + 1));
    await sub.dispose();
  });
});
