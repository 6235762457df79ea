import { pragueToday } from '@zaber/shared/requests/schema';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { invoiceSeries, invoices, packageImages, paymentOrders, profileApprovalRequests, profiles, works } from '../db/schema';
import { present } from '../lib/present';
import { createTestPackage, finishConversation } from './engagement-fixtures';
import { type GraphqlResult, graphql, signUpAndLogin } from './graphql-client';
import { createTestModerator, giveAvatar, giveCategory, usernameOf } from './profile-fixtures';
import { categoryId, createTestExecutor, seedTestPlaces } from './requests-fixtures';

/*
 * One world for the security suites: the six viewers of the authorization matrix and everything
 * "client" and "executor" own together — a request with proposals, three engagements (a proposal,
 * a package order, a targeted request) with their conversations, packages, a work, payment orders
 * and an invoice. Built through the API where the product has an operation for it, and written
 * directly only where another suite's module is the subject (payment orders, invoices) or where the
 * API has no way (a moderator's role, a client's phone).
 */

/** The viewers of the matrix; "client" and "executor" own the fixtures, the others own nothing of them. */
export const VIEWERS = ['guest', 'client', 'otherClient', 'executor', 'otherExecutor', 'moderator'] as const;
export type Viewer = (typeof VIEWERS)[number];
export type SignedInViewer = Exclude<Viewer, 'guest'>;

/** Every account of the fixtures can also sign in with this password (for sessions of their own). */
export const FIXTURE_PASSWORD = 'Heslo-pro-matici-42';

/**
 * The clients' contact data: strings that occur nowhere else, so a hit in a response can only be
 * a leak. The clients never type them into any text; the product alone knows them.
 */
export const CLIENT_CONTACTS = {
  client: { name: 'Klára Sondová', email: 'klara.sondova.q7x4@probe-kontakt.test', phone: '+420 608 417 293' },
  otherClient: { name: 'Oldřich Tajný', email: 'oldrich.tajny.m2v9@probe-kontakt.test', phone: '+420 739 582 164' },
} as const;

export interface Account {
  token: string;
  profileId: string;
  userId: string;
  email: string;
  username: string;
}

export interface SecurityFixtures {
  accounts: Record<SignedInViewer, Account>;
  /** A professional waiting for approval (not public): only moderators and itself see the profile. */
  applicant: Account;
  places: Awaited<ReturnType<typeof seedTestPlaces>>;
  /** Public numbers of the client's requests. */
  requests: { active: string; closed: string };
  /** `open`: the executor's NEW proposal on the active request; `rejected`: the other executor's, rejected by the client. */
  proposals: { open: string; rejected: string };
  conversations: { proposal: string; order: string; privateRequest: string };
  /** The executor's packages: `active` is listed and ordered; `inactive` is changed by the matrix's owner cells. */
  packages: {
    active: string;
    inactive: string;
    option: string;
    optionToDelete: string;
    service: string;
    serviceToDelete: string;
    image: string;
    imageToDelete: string;
  };
  /** The client's order of the active package, accepted; its conversation is DONE. */
  order: string;
  /** The client's targeted request to the executor, accepted. */
  privateRequest: string;
  /** A work of the executor's portfolio. */
  work: string;
  /** Approval requests of the applicant: one waits, one was rejected already. */
  approvals: { pending: string; decided: string };
  /** The executor's payment orders: two unpaid bank transfers and a paid GoPay top-up with its invoice. */
  paymentOrders: { unpaid: string; toMarkPaid: string; paid: string };
  invoice: string;
}

const DAY = 86_400_000;
export const inDays = (n: number) => pragueToday(new Date(Date.now() + n * DAY));

/** Runs an operation that must succeed (fixtures are not what is tested). */
export async function must<T>(app: FastifyInstance, query: string, variables: Record<string, unknown>, token: string): Promise<T> {
  const result: GraphqlResult<T> = await graphql<T>(app, query, variables, { token });
  if (result.errors || !result.data) throw new Error(`fixture operation failed: ${query.slice(0, 60)} → ${JSON.stringify(result.errors)}`);
  return result.data;
}

const SET_PASSWORD = `mutation SetPassword($input: SetPasswordInput!) { setPassword(input: $input) { ok } }`;
const LOGIN_WITH_PASSWORD = `mutation Login($input: LoginWithPasswordInput!) { loginWithPassword(input: $input) { token } }`;
const CREATE_REQUEST = `mutation CreateRequest($input: CreateRequestInput!) { createRequest(input: $input) { id } }`;
const CLOSE_REQUEST = `mutation CloseRequest($input: CloseRequestInput!) { closeRequest(input: $input) { id } }`;
const PROPOSE = `mutation Propose($input: CreateProposalInput!) { createProposal(input: $input) { proposal { id } } }`;
const REJECT_PROPOSAL = `mutation Reject($id: ID!) { rejectProposal(id: $id) { id } }`;
const OPEN_CONVERSATION = `mutation Open($proposalId: ID!) { openProposalConversation(proposalId: $proposalId) { id } }`;
const SEND = `mutation Send($input: SendMessageInput!) { sendMessage(input: $input) { id } }`;
const ORDER = `mutation Order($input: OrderPackageInput!) { orderPackage(input: $input) { id } }`;
const ACCEPT_ORDER = `mutation AcceptOrder($id: ID!) { acceptOrder(id: $id) { id conversationId } }`;
const CREATE_PRIVATE_REQUEST = `mutation CreatePrivateRequest($input: CreatePrivateRequestInput!) { createPrivateRequest(input: $input) { id } }`;
const ACCEPT_PRIVATE_REQUEST = `mutation AcceptPrivateRequest($id: ID!) { acceptPrivateRequest(id: $id) { id conversationId } }`;
const REQUEST_APPROVAL = `mutation RequestApproval { requestApproval { status } }`;

/** A new session of an account (its own token), e.g. for an operation that ends the session it is called with. */
export async function freshToken(app: FastifyInstance, account: Account): Promise<string> {
  const login = await graphql<{ loginWithPassword: { token: string } }>(app, LOGIN_WITH_PASSWORD, {
    input: { email: account.email, password: FIXTURE_PASSWORD },
  });
  if (!login.data) throw new Error(`no fresh session for ${account.email}: ${JSON.stringify(login.errors)}`);
  return login.data.loginWithPassword.token;
}

async function withPassword(app: FastifyInstance, db: Db, email: string, login: { token: string; profileId: string; userId: string }): Promise<Account> {
  await must(app, SET_PASSWORD, { input: { newPassword1: FIXTURE_PASSWORD, newPassword2: FIXTURE_PASSWORD } }, login.token);
  return { ...login, email, username: await usernameOf(db, login.profileId) };
}

async function createClient(app: FastifyInstance, db: Db, contact: { name: string; email: string; phone: string }): Promise<Account> {
  const login = await signUpAndLogin(app, contact.email, 0, contact.name);
  // A client has no operation to set a phone; the column exists, and what it holds must never reach a professional.
  await db.update(profiles).set({ phone: contact.phone }).where(eq(profiles.id, login.profileId));
  return withPassword(app, db, contact.email, login);
}

export async function buildSecurityFixtures(app: FastifyInstance, db: Db): Promise<SecurityFixtures> {
  const places = await seedTestPlaces(db);
  const client = await createClient(app, db, CLIENT_CONTACTS.client);
  const otherClient = await createClient(app, db, CLIENT_CONTACTS.otherClient);
  const executorEmail = 'tomas.fotograf@matice.test';
  const executor = await withPassword(
    app,
    db,
    executorEmail,
    await createTestExecutor(app, db, executorEmail, 'Tomáš Fotograf', {
      services: ['svatebni-fotograf', 'portretni-fotograf'],
      credit: 500_000,
      municipalityId: places.brno,
    }),
  );
  const otherExecutorEmail = 'eva.kamerova@matice.test';
  const otherExecutor = await withPassword(
    app,
    db,
    otherExecutorEmail,
    await createTestExecutor(app, db, otherExecutorEmail, 'Eva Kamerová', { services: ['svatebni-fotograf'], credit: 500_000 }),
  );
  const moderatorEmail = 'marta.moderatorova@matice.test';
  const moderator = await withPassword(app, db, moderatorEmail, await createTestModerator(app, db, moderatorEmail));

  // The applicant meets every condition and asks; an older request of theirs was rejected already.
  const applicantEmail = 'olga.cekajici@matice.test';
  const applicant = await withPassword(
    app,
    db,
    applicantEmail,
    await createTestExecutor(app, db, applicantEmail, 'Olga Čekající', { services: [], isPublic: false }),
  );
  await giveAvatar(db, applicant.profileId);
  await giveCategory(db, applicant.profileId, 'svatebni-fotograf', 10);
  const [decided] = await db
    .insert(profileApprovalRequests)
    .values({
      profileId: applicant.profileId,
      status: 'REJECTED',
      reason: 'Portfolio zatím neukazuje celý svatební den.',
      decidedAt: new Date(Date.now() - 3 * DAY),
      decidedByProfileId: moderator.profileId,
      createdAt: new Date(Date.now() - 5 * DAY),
    })
    .returning();
  await must(app, REQUEST_APPROVAL, {}, applicant.token);
  const [pending] = await db.select().from(profileApprovalRequests).where(eq(profileApprovalRequests.status, 'PENDING'));

  // The client's requests: one open for proposals, one closed.
  const requestInput = (description: string, date: string) => ({
    categorySlug: 'svatebni-fotograf',
    subcategorySlug: 'obrad',
    municipalityId: String(places.brno),
    locationDetail: 'Zámek Lysice',
    date,
    budgetMin: 1_000_000,
    budgetMax: 3_000_000,
    description,
    options: [],
  });
  const active = (
    await must<{ createRequest: { id: string } }>(
      app,
      CREATE_REQUEST,
      { input: requestInput('Svatba na zámku, obřad v jednu hodinu, asi šedesát hostů.', inDays(45)) },
      client.token,
    )
  ).createRequest.id;
  const closed = (
    await must<{ createRequest: { id: string } }>(
      app,
      CREATE_REQUEST,
      { input: requestInput('Menší svatba na radnici, jen obřad a skupinové fotky.', inDays(60)) },
      client.token,
    )
  ).createRequest.id;
  await must(app, CLOSE_REQUEST, { input: { requestId: closed, reason: 'NOT_RELEVANT' } }, client.token);

  const propose = async (login: Account, text: string) =>
    (
      await must<{ createProposal: { proposal: { id: string } } }>(
        app,
        PROPOSE,
        { input: { requestId: active, price: 1_800_000, text, boost: false, highlight: false } },
        login.token,
      )
    ).createProposal.proposal.id;
  const open = await propose(executor, 'Dobrý den, termín mám volný a zámek Lysice znám.');
  const rejected = await propose(otherExecutor, 'Dobrý den, ráda vám svatbu nafotím.');
  await must(app, REJECT_PROPOSAL, { id: rejected }, client.token);

  // The proposal's conversation: the client writes from the proposal, the professional answers.
  const proposalConversation = (await must<{ openProposalConversation: { id: string } }>(app, OPEN_CONVERSATION, { proposalId: open }, client.token))
    .openProposalConversation.id;
  await must(app, SEND, { input: { conversationId: proposalConversation, text: 'Dobrý den, máte volno i na přípravy?' } }, client.token);
  await must(app, SEND, { input: { conversationId: proposalConversation, text: 'Ano, přípravy zvládnu od deseti.' } }, executor.token);

  // Packages: the active one is ordered; the inactive one is what the matrix's owner cells change.
  const activePackage = await createTestPackage(db, executor.profileId, {
    categorySlug: 'svatebni-fotograf',
    title: 'Svatba na celý den',
    options: [
      { title: 'Obřad', price: 800_000 },
      { title: 'Celý den', price: 2_400_000 },
    ],
    services: [{ title: 'Fotokniha', price: 350_000 }],
  });
  const inactivePackage = await createTestPackage(db, executor.profileId, {
    categorySlug: 'portretni-fotograf',
    title: 'Portrét v ateliéru',
    status: 'INACTIVE',
    options: [
      { title: 'Jedna osoba', price: 250_000 },
      { title: 'Rodina', price: 450_000 },
    ],
    services: [
      { title: 'Tisk fotografií', price: 90_000 },
      { title: 'Líčení', price: 120_000 },
    ],
  });
  const images = await db
    .insert(packageImages)
    .values(
      [0, 1].map((sort) => ({
        packageId: Number(inactivePackage.id),
        image: `test/packages/${inactivePackage.id}-${sort}.jpg`,
        thumbnail: `test/packages/${inactivePackage.id}-${sort}-t.jpg`,
        alt: 'Portrét v ateliéru',
        sort,
      })),
    )
    .returning();

  // The package order: accepted, its conversation moved all the way to DONE (reviewable).
  const order = (
    await must<{ orderPackage: { id: string } }>(
      app,
      ORDER,
      {
        input: {
          packageId: activePackage.id,
          priceOptionId: activePackage.optionIds[1],
          additionalServiceIds: activePackage.serviceIds,
          preferredDate: inDays(30),
          info: 'Obřad začíná ve 13 hodin.',
        },
      },
      client.token,
    )
  ).orderPackage.id;
  const orderConversation = (await must<{ acceptOrder: { conversationId: string } }>(app, ACCEPT_ORDER, { id: order }, executor.token)).acceptOrder
    .conversationId;
  await finishConversation(app, { token: executor.token }, { token: client.token }, orderConversation);

  // The targeted request: accepted, its conversation open.
  const privateRequest = (
    await must<{ createPrivateRequest: { id: string } }>(
      app,
      CREATE_PRIVATE_REQUEST,
      {
        input: {
          executorUsername: executor.username,
          categorySlug: 'svatebni-fotograf',
          subcategorySlug: 'predsvatebni-foceni',
          municipalityId: String(places.blansko),
          date: inDays(20),
          description: 'Předsvatební focení v přírodě u Blanska, odpoledne.',
        },
      },
      client.token,
    )
  ).createPrivateRequest.id;
  const privateRequestConversation = (
    await must<{ acceptPrivateRequest: { conversationId: string } }>(app, ACCEPT_PRIVATE_REQUEST, { id: privateRequest }, executor.token)
  ).acceptPrivateRequest.conversationId;

  const [work] = await db
    .insert(works)
    .values({
      profileId: executor.profileId,
      categoryId: await categoryId(db, 'svatebni-fotograf'),
      type: 'PHOTO',
      title: 'Svatební fotografie',
      image: `test/works/${executor.profileId}-matrix.jpg`,
      thumbnail: `test/works/${executor.profileId}-matrix-t.jpg`,
      sort: 0,
    })
    .returning();

  // Payment orders and an invoice as the payments and invoices modules leave them (written here, so
  // the matrix does not depend on how top-ups are paid).
  const [unpaid, toMarkPaid, paid] = await db
    .insert(paymentOrders)
    .values([
      { profileId: executor.profileId, method: 'BANK_TRANSFER', status: 'UNPAID', amount: 50_000, bonus: 0 },
      { profileId: executor.profileId, method: 'BANK_TRANSFER', status: 'UNPAID', amount: 100_000, bonus: 10_000 },
      { profileId: executor.profileId, method: 'GOPAY', status: 'PAID', amount: 60_000, bonus: 6_000, paidAt: new Date() },
    ])
    .returning();
  const year = new Date().getFullYear();
  // The series moves on with the invoice, so an invoice issued during the suite takes the next number.
  await db
    .insert(invoiceSeries)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({ target: invoiceSeries.year, set: { lastNumber: 1 } });
  const [invoice] = await db
    .insert(invoices)
    .values({
      number: `${year}-000001`,
      year,
      sequence: 1,
      paymentOrderId: present(paid).id,
      profileId: executor.profileId,
      amount: 60_000,
      bonus: 6_000,
      buyer: { name: 'Tomáš Fotograf', email: executorEmail },
      seller: { name: 'Záběr s.r.o.', taxId: '27082440' },
    })
    .returning();

  return {
    accounts: { client, otherClient, executor, otherExecutor, moderator },
    applicant,
    places,
    requests: { active, closed },
    proposals: { open, rejected },
    conversations: { proposal: proposalConversation, order: orderConversation, privateRequest: privateRequestConversation },
    packages: {
      active: activePackage.id,
      inactive: inactivePackage.id,
      option: present(inactivePackage.optionIds[0]),
      optionToDelete: present(inactivePackage.optionIds[1]),
      service: present(inactivePackage.serviceIds[0]),
      serviceToDelete: present(inactivePackage.serviceIds[1]),
      image: String(present(images[0]).id),
      imageToDelete: String(present(images[1]).id),
    },
    order,
    privateRequest,
    work: String(present(work).id),
    approvals: { pending: present(pending).id, decided: present(decided).id },
    paymentOrders: { unpaid: present(unpaid).id, toMarkPaid: present(toMarkPaid).id, paid: present(paid).id },
    invoice: present(invoice).id,
  };
}
