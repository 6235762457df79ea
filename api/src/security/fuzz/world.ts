import { pragueToday } from '@zaber/shared/requests/schema';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { notifications, packageImages, profileApprovalRequests, regions, works } from '../../db/schema';
import { present } from '../../lib/present';
import { createTestPackage, finishConversation } from '../../testing/engagement-fixtures';
import { type GraphqlResult, graphql, LOGIN_WITH_CODE, lastCodeFor, outbox, REQUEST_CODE, signUpAndLogin } from '../../testing/graphql-client';
import { jpeg } from '../../testing/media-fixtures';
import { addTestWorks, createTestModerator, giveAvatar, giveCategory, usernameOf } from '../../testing/profile-fixtures';
import { createTestExecutor, seedTestPlaces } from '../../testing/requests-fixtures';

/*
 * The data the fuzzed mutations aim at: every role signed in, and of each kind of row some the
 * caller may touch and some of other users — so a fuzzed id is often real, and sometimes someone
 * else's. Built through the API where the product builds it, directly where a fixture does.
 */

export type ViewerName = 'guest' | 'client' | 'otherClient' | 'pro' | 'otherPro' | 'editor' | 'applicant' | 'moderator' | 'account';

export interface Viewer {
  name: ViewerName;
  /** null for the guest. */
  token: string | null;
}

export type IdKind =
  | 'request'
  | 'proposal'
  | 'conversation'
  | 'order'
  | 'privateRequest'
  | 'package'
  | 'priceOption'
  | 'additionalService'
  | 'packageImage'
  | 'work'
  | 'upload'
  | 'avatarUpload'
  | 'approval'
  | 'paymentOrder'
  | 'notification'
  | 'municipality'
  | 'region';

/** Ids of one kind: `own` are the acting viewer's (or on its side), `foreign` other users'. */
export interface IdPool {
  own: string[];
  foreign: string[];
}

export interface World {
  viewers: Record<ViewerName, Viewer>;
  ids: Record<IdKind, IdPool>;
  emails: string[];
  usernames: string[];
  /** Unused activation and password-reset tokens from the e-mailed links. */
  linkTokens: string[];
  /** Variable symbols of the bank transfers (payment order numbers). */
  variableSymbols: string[];
  /** Tokens to log out with that are not any fuzzed viewer's: a spare one, a revoked and a tampered one. */
  logoutTokens: string[];
}

const CREATE_REQUEST = `mutation CreateRequest($input: CreateRequestInput!) { createRequest(input: $input) { id } }`;
const PROPOSE = `mutation Propose($input: CreateProposalInput!) { createProposal(input: $input) { proposal { id } } }`;
const ACCEPT_PROPOSAL = `mutation AcceptProposal($id: ID!) { acceptProposal(id: $id) { id conversationId } }`;
const ORDER = `mutation OrderPackage($input: OrderPackageInput!) { orderPackage(input: $input) { id } }`;
const ACCEPT_ORDER = `mutation AcceptOrder($id: ID!) { acceptOrder(id: $id) { id conversationId } }`;
const CREATE_PRIVATE = `mutation CreatePrivateRequest($input: CreatePrivateRequestInput!) { createPrivateRequest(input: $input) { id } }`;
const ACCEPT_PRIVATE = `mutation AcceptPrivateRequest($id: ID!) { acceptPrivateRequest(id: $id) { id conversationId } }`;
const REQUEST_APPROVAL = `mutation RequestApproval { requestApproval { status } }`;
const TOP_UP = `mutation CreateTopUp($input: CreateTopUpInput!) { createTopUp(input: $input) { id number } }`;
const REQUEST_RESET = `mutation RequestPasswordReset($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { ok } }`;
const LOGOUT = `mutation Logout { logout { ok } }`;

function must<T>(result: GraphqlResult<T>, what: string): T {
  if (!result.data || result.errors) throw new Error(`world: ${what} failed: ${JSON.stringify(result.errors)}`);
  return result.data;
}

const DAY = 86_400_000;

export async function buildWorld(app: FastifyInstance, db: Db, options: { payments: boolean }): Promise<World> {
  const places = await seedTestPlaces(db);
  const regionIds = (await db.select({ id: regions.id }).from(regions)).map((r) => String(r.id));
  const moderator = await createTestModerator(app, db, 'moderator@fuzz.cz');
  const client = await signUpAndLogin(app, 'klient@fuzz.cz', 0, 'Karel Klient');
  const otherClient = await signUpAndLogin(app, 'jiny-klient@fuzz.cz', 0, 'Jitka Jiná');
  const account = await signUpAndLogin(app, 'ucet@fuzz.cz', 0, 'Úrsula Účtová');
  const services = ['svatebni-fotograf', 'svatebni-kameraman'];
  const pro = await createTestExecutor(app, db, 'profik@fuzz.cz', 'Petr Profík', { services, credit: 5_000_000, municipalityId: places.brno });
  const otherPro = await createTestExecutor(app, db, 'jiny-profik@fuzz.cz', 'Ota Jiný', { services, credit: 5_000_000, municipalityId: places.praha });
  const editor = await createTestExecutor(app, db, 'editor@fuzz.cz', 'Eva Editorová', { services: ['svatebni-fotograf', 'portretni-fotograf'] });
  const applicant = await signUpAndLogin(app, 'novacek@fuzz.cz', 1, 'Nina Nováčková');
  for (const login of [pro, otherPro, editor]) await giveAvatar(db, login.profileId);
  await addTestWorks(db, pro.profileId, 'svatebni-fotograf', 3);
  await addTestWorks(db, otherPro.profileId, 'svatebni-fotograf', 3);
  await addTestWorks(db, editor.profileId, 'svatebni-fotograf', 12);

  // Applicants waiting for a moderator: approveProfile / rejectProfile get real PENDING ids.
  const applicants = [];
  for (const n of [1, 2, 3]) {
    const login = await signUpAndLogin(app, `zadatel-${n}@fuzz.cz`, 1, `Žaneta Žadatelová${n}`);
    await giveAvatar(db, login.profileId);
    await giveCategory(db, login.profileId, 'svatebni-fotograf', 10);
    must(await graphql(app, REQUEST_APPROVAL, {}, { token: login.token }), 'requestApproval');
    applicants.push(login);
  }
  const approvals = await db
    .select({ id: profileApprovalRequests.id })
    .from(profileApprovalRequests)
    .where(
      inArray(
        profileApprovalRequests.profileId,
        applicants.map((a) => a.profileId),
      ),
    );

  // Requests and proposals: R1 with two proposals, R2 accepted and DONE (to review), R3 without any, R4 another client's.
  const date = pragueToday(new Date(Date.now() + 40 * DAY));
  const newRequest = async (token: string) =>
    must(
      await graphql<{ createRequest: { id: string } }>(
        app,
        CREATE_REQUEST,
        {
          input: {
            categorySlug: 'svatebni-fotograf',
            municipalityId: String(places.brno),
            date,
            budgetMin: 1_000_000,
            budgetMax: 3_000_000,
            description: 'Svatba v Brně, obřad i hostina, asi osmdesát hostů.',
          },
        },
        { token },
      ),
      'createRequest',
    ).createRequest.id;
  const propose = async (token: string, requestId: string) =>
    must(
      await graphql<{ createProposal: { proposal: { id: string } } }>(
        app,
        PROPOSE,
        { input: { requestId, price: 1_500_000, text: 'Dobrý den, termín mám volný, rád vás nafotím.' } },
        { token },
      ),
      'createProposal',
    ).createProposal.proposal.id;
  const r1 = await newRequest(client.token);
  const r2 = await newRequest(client.token);
  const r3 = await newRequest(client.token);
  const r4 = await newRequest(otherClient.token);
  const p1 = await propose(pro.token, r1);
  const p2 = await propose(otherPro.token, r1);
  const p3 = await propose(pro.token, r2);
  const p4 = await propose(otherPro.token, r4);
  const done = must(await graphql<{ acceptProposal: { conversationId: string } }>(app, ACCEPT_PROPOSAL, { id: p3 }, { token: client.token }), 'acceptProposal')
    .acceptProposal.conversationId;
  await finishConversation(app, { token: pro.token }, { token: client.token }, done);

  // Packages and orders: O1 accepted (a conversation in NEGOTIATION), O2 waiting, O3 another client's.
  const pkg = await createTestPackage(db, pro.profileId, {
    categorySlug: 'svatebni-fotograf',
    options: [
      { title: 'Obřad', price: 800_000 },
      { title: 'Celý den', price: 2_500_000 },
    ],
    services: [
      { title: 'Album', price: 300_000 },
      { title: 'Dron', price: 150_000 },
    ],
  });
  const otherPkg = await createTestPackage(db, otherPro.profileId, { categorySlug: 'svatebni-fotograf', services: [{ title: 'Album', price: 300_000 }] });
  const images = await db
    .insert(packageImages)
    .values(
      Array.from({ length: 8 }, (_, i) => ({
        packageId: Number(pkg.id),
        image: `test/packages/${pkg.id}-${i}.jpg`,
        thumbnail: `test/packages/${pkg.id}-${i}-t.jpg`,
        alt: `Ukázka ${i + 1}`,
        sort: i,
      })),
    )
    .returning({ id: packageImages.id });
  const otherImages = await db
    .insert(packageImages)
    .values([{ packageId: Number(otherPkg.id), image: 'test/packages/other.jpg', thumbnail: 'test/packages/other-t.jpg', alt: 'Cizí', sort: 0 }])
    .returning({ id: packageImages.id });
  const order = async (token: string, p: { id: string; optionIds: string[] }) =>
    must(await graphql<{ orderPackage: { id: string } }>(app, ORDER, { input: { packageId: p.id, priceOptionId: p.optionIds[0] } }, { token }), 'orderPackage')
      .orderPackage.id;
  const o1 = await order(client.token, pkg);
  const o2 = await order(client.token, pkg);
  const o3 = await order(otherClient.token, otherPkg);
  const o4 = await order(otherClient.token, otherPkg);
  const orderConversation = must(await graphql<{ acceptOrder: { conversationId: string } }>(app, ACCEPT_ORDER, { id: o1 }, { token: pro.token }), 'acceptOrder')
    .acceptOrder.conversationId;
  const foreignConversation = must(
    await graphql<{ acceptOrder: { conversationId: string } }>(app, ACCEPT_ORDER, { id: o4 }, { token: otherPro.token }),
    'acceptOrder',
  ).acceptOrder.conversationId;

  // Targeted requests: PR1 waiting, PR2 accepted (a conversation), PR3 another client's.
  const privateRequest = async (token: string, executorUsername: string) =>
    must(
      await graphql<{ createPrivateRequest: { id: string } }>(
        app,
        CREATE_PRIVATE,
        {
          input: {
            executorUsername,
            categorySlug: 'svatebni-fotograf',
            municipalityId: String(places.brno),
            date,
            description: 'Prosím o nafocení naší svatby v Brně, celý den.',
          },
        },
        { token },
      ),
      'createPrivateRequest',
    ).createPrivateRequest.id;
  const proUsername = await usernameOf(db, pro.profileId);
  const otherProUsername = await usernameOf(db, otherPro.profileId);
  const pr1 = await privateRequest(client.token, proUsername);
  const pr2 = await privateRequest(client.token, proUsername);
  const pr3 = await privateRequest(otherClient.token, otherProUsername);
  const privateConversation = must(
    await graphql<{ acceptPrivateRequest: { conversationId: string } }>(app, ACCEPT_PRIVATE, { id: pr2 }, { token: pro.token }),
    'acceptPrivateRequest',
  ).acceptPrivateRequest.conversationId;

  // Uploads waiting to be attached: the editor's (works, avatar) and the professional's (package gallery).
  const upload = async (token: string, purpose: 'WORK' | 'AVATAR', size: [number, number]) => {
    const response = await app.inject({
      method: 'POST',
      url: `/v1/uploads?purpose=${purpose}`,
      headers: { authorization: `JWT ${token}`, 'content-type': 'image/jpeg' },
      payload: await jpeg(...size),
    });
    if (response.statusCode !== 201) throw new Error(`world: upload failed: ${response.body}`);
    return (response.json() as { id: string }).id;
  };
  const editorUploads = [await upload(editor.token, 'WORK', [800, 600]), await upload(editor.token, 'WORK', [800, 600])];
  const proUploads = [await upload(pro.token, 'WORK', [800, 600])];
  const avatarUpload = await upload(editor.token, 'AVATAR', [300, 300]);

  // Bank transfers, when the payments module answers createTopUp already (see the report otherwise).
  const paymentOrders: IdPool = { own: [], foreign: [] };
  const variableSymbols: string[] = [];
  if (options.payments) {
    for (const [login, pool] of [
      [pro, paymentOrders.own],
      [otherPro, paymentOrders.foreign],
    ] as const) {
      const created = await graphql<{ createTopUp: { id: string; number: number } }>(
        app,
        TOP_UP,
        { input: { amount: 100_000, method: 'BANK_TRANSFER' } },
        { token: login.token },
      );
      if (created.data?.createTopUp) {
        pool.push(created.data.createTopUp.id);
        variableSymbols.push(String(created.data.createTopUp.number));
      }
    }
  }

  // Link tokens from the e-mails: the sign-up activation links (still unused) and a password reset.
  must(await graphql(app, REQUEST_RESET, { input: { email: 'ucet@fuzz.cz' } }), 'requestPasswordReset');
  const linkTokens = (await outbox(app)).flatMap((mail) =>
    [...mail.text.matchAll(/\/(?:aktivace-uctu|obnoveni-hesla)\/([^/\s]+)\//g)].map((m) => present(m[1])),
  );

  // Sessions nobody fuzzes with, for logout: a spare one, a revoked one and a tampered one.
  must(await graphql(app, REQUEST_CODE, { input: { email: 'ucet@fuzz.cz' } }), 'requestLoginCode');
  const spare = must(
    await graphql<{ loginWithCode: { token: string } }>(app, LOGIN_WITH_CODE, {
      input: { email: 'ucet@fuzz.cz', code: await lastCodeFor(app, 'ucet@fuzz.cz') },
    }),
    'loginWithCode',
  ).loginWithCode.token;
  must(await graphql(app, REQUEST_CODE, { input: { email: 'jiny-klient@fuzz.cz' } }), 'requestLoginCode');
  const revoked = must(
    await graphql<{ loginWithCode: { token: string } }>(app, LOGIN_WITH_CODE, {
      input: { email: 'jiny-klient@fuzz.cz', code: await lastCodeFor(app, 'jiny-klient@fuzz.cz') },
    }),
    'loginWithCode',
  ).loginWithCode.token;
  must(await graphql(app, LOGOUT, {}, { token: revoked }), 'logout');
  const tampered = `${spare.slice(0, -4)}${spare.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;

  const notificationIds = await db
    .select({ id: notifications.id, profileId: notifications.profileId })
    .from(notifications)
    .where(inArray(notifications.profileId, [client.profileId, pro.profileId, otherClient.profileId]));
  const worksOf = async (profileId: string) => (await db.select({ id: works.id }).from(works).where(eq(works.profileId, profileId))).map((w) => String(w.id));

  const viewer = (name: ViewerName, login: { token: string } | null): Viewer => ({ name, token: login?.token ?? null });
  return {
    viewers: {
      guest: viewer('guest', null),
      client: viewer('client', client),
      otherClient: viewer('otherClient', otherClient),
      pro: viewer('pro', pro),
      otherPro: viewer('otherPro', otherPro),
      editor: viewer('editor', editor),
      applicant: viewer('applicant', applicant),
      moderator: viewer('moderator', moderator),
      account: viewer('account', account),
    },
    ids: {
      request: { own: [r1, r2, r3], foreign: [r4] },
      proposal: { own: [p1, p2, p3], foreign: [p4] },
      conversation: { own: [orderConversation, privateConversation, done], foreign: [foreignConversation] },
      order: { own: [o1, o2], foreign: [o3, o4] },
      privateRequest: { own: [pr1, pr2], foreign: [pr3] },
      package: { own: [pkg.id], foreign: [otherPkg.id] },
      priceOption: { own: pkg.optionIds, foreign: otherPkg.optionIds },
      additionalService: { own: pkg.serviceIds, foreign: otherPkg.serviceIds },
      packageImage: { own: images.map((i) => String(i.id)), foreign: otherImages.map((i) => String(i.id)) },
      work: { own: await worksOf(editor.profileId), foreign: await worksOf(otherPro.profileId) },
      upload: { own: [...editorUploads, ...proUploads], foreign: [avatarUpload] },
      avatarUpload: { own: [avatarUpload], foreign: editorUploads },
      approval: { own: approvals.map((a) => a.id), foreign: [] },
      paymentOrder: paymentOrders,
      notification: {
        own: notificationIds.filter((n) => n.profileId !== otherClient.profileId).map((n) => n.id),
        foreign: notificationIds.filter((n) => n.profileId === otherClient.profileId).map((n) => n.id),
      },
      municipality: { own: [String(places.brno), String(places.praha), String(places.adamov)], foreign: [] },
      region: { own: regionIds, foreign: [] },
    },
    emails: ['klient@fuzz.cz', 'jiny-klient@fuzz.cz', 'ucet@fuzz.cz', 'profik@fuzz.cz', 'editor@fuzz.cz', 'novacek@fuzz.cz', 'moderator@fuzz.cz'],
    usernames: [
      proUsername,
      otherProUsername,
      await usernameOf(db, editor.profileId),
      await usernameOf(db, applicant.profileId),
      await usernameOf(db, client.profileId),
    ],
    linkTokens,
    variableSymbols,
    logoutTokens: [spare, revoked, tampered],
  };
}
