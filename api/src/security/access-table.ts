import type { SecurityFixtures, Viewer } from '../testing/security-fixtures';
import { inDays } from '../testing/security-fixtures';

/*
 * Who may do what: ONE row per GraphQL root operation (Query, Mutation and Subscription fields of
 * shared/graphql/schema.graphql), each cell the expected answer to one of the six viewers of
 * security-fixtures.ts. authorization-matrix.integration.test.ts fails when an operation of the
 * schema has no row here, or a row names an operation the schema does not have: a new operation
 * is declared here before it ships.
 *
 * Cells are decided from the spec (/work/shared/spec/marketplace-spec.md §1, §4, §6), the SDL's
 * descriptions and the resolvers' `operation({ auth })` with their domain policies; where the code
 * and the spec disagree, the spec's answer is written here (docs/api/security.md "Security tests").
 */

/**
 * - `allow`: not refused — no UNAUTHENTICATED/FORBIDDEN anywhere in the answer, and no crash (a
 *   domain or validation error is fine: the variables are often chosen to stop there, so cells
 *   change nothing the next rows read).
 * - `deny`: errors[0] is UNAUTHENTICATED or FORBIDDEN, and the field's data is null.
 * - `hidden`: answered without an error, revealing nothing: null, an empty list or an empty page.
 * - `notFound`: refused exactly like an unknown id (errors[0] NOT_FOUND, or the row's `notFoundCode`;
 *   data null): someone else's object, whose existence is not confirmed.
 */
export type Cell = 'allow' | 'deny' | 'hidden' | 'notFound';

export type Access = Readonly<Record<Viewer, Cell>>;

export interface AccessRow {
  access: Access;
  /** The variables sent (the same to every viewer), from the fixtures. */
  variables?: (f: SecurityFixtures) => Record<string, unknown>;
  /** The code of this operation's `notFound` cells when it is not NOT_FOUND. */
  notFoundCode?: string;
  /** Each signed-in viewer calls it with a new session of their own (logout ends the session it is called with). */
  freshSession?: boolean;
  /** Subscriptions: the first event is pushed at once, so an allowed viewer must receive it. */
  firstEvent?: boolean;
  /** Why the cells are what they are, where the resolver alone does not say it. */
  why?: string;
}

/** The cells in the order guest, client, otherClient, executor, otherExecutor, moderator. */
function cells(guest: Cell, client: Cell, otherClient: Cell, executor: Cell, otherExecutor: Cell, moderator: Cell): Access {
  return { guest, client, otherClient, executor, otherExecutor, moderator };
}

/** `auth: 'none'` or `'public'` with nothing per viewer in the answer. */
const EVERYONE = cells('allow', 'allow', 'allow', 'allow', 'allow', 'allow');
/** Any signed-in user about their own account; a guest is refused (SDL header: FORBIDDEN). */
const SIGNED_IN = cells('deny', 'allow', 'allow', 'allow', 'allow', 'allow');
/** `auth: 'public'` about the viewer: a guest gets null. */
const SIGNED_IN_OR_NULL = cells('hidden', 'allow', 'allow', 'allow', 'allow', 'allow');
/** Client operations (spec §6); a moderator's account is a client's (CurrentProfile.isModerator). */
const CLIENTS = cells('deny', 'allow', 'allow', 'deny', 'deny', 'allow');
/** Professionals' operations (spec §6). */
const EXECUTORS = cells('deny', 'deny', 'deny', 'allow', 'allow', 'deny');
/** Moderators only (spec §6: moderators approve profiles; money confirmations are theirs too). */
const MODERATORS = cells('deny', 'deny', 'deny', 'deny', 'deny', 'allow');
/** A professional's change of something the executor owns: the other professional is told it does not exist. */
const EXECUTORS_OWN = cells('deny', 'deny', 'deny', 'allow', 'notFound', 'deny');
/** A change by one of an engagement's two parties: anybody else is told it does not exist (DESIGN §5: two parties only). */
const PARTIES = cells('deny', 'allow', 'notFound', 'allow', 'notFound', 'notFound');
/** The engagement's professional decides (spec §6); its client and everybody else are told it does not exist. */
const ITS_EXECUTOR = cells('deny', 'notFound', 'notFound', 'allow', 'notFound', 'notFound');
/** The request's owner changes it or its proposals; other clients are refused, professionals are not clients. */
const REQUEST_OWNER = cells('deny', 'allow', 'deny', 'deny', 'deny', 'deny');

const NO_UPLOAD = '00000000-0000-4000-8000-000000000000';

export const ACCESS_TABLE: Readonly<Record<string, AccessRow>> = {
  // --- The viewer's own account and counters ---
  'Query.currentProfile': { access: SIGNED_IN_OR_NULL },
  'Query.currentProfileBalance': { access: SIGNED_IN_OR_NULL },
  'Query.unreadCounters': { access: SIGNED_IN_OR_NULL },
  'Query.notifications': { access: SIGNED_IN },
  'Query.notificationSettings': { access: SIGNED_IN },

  // --- Conversations: only the engagement's two parties (DESIGN §5, spec §6 "for authenticated users only") ---
  'Query.conversations': { access: cells('deny', 'allow', 'hidden', 'allow', 'hidden', 'hidden') },
  'Query.conversation': {
    access: cells('deny', 'allow', 'hidden', 'allow', 'hidden', 'hidden'),
    variables: (f) => ({ id: f.conversations.proposal }),
  },

  // --- Public catalogue (spec §2: guests browse packages, professionals, requests, the blog) ---
  'Query.packages': { access: EVERYONE },
  'Query.package': {
    access: cells('hidden', 'hidden', 'hidden', 'allow', 'hidden', 'hidden'),
    variables: (f) => ({ id: f.packages.inactive }),
    why: 'An INACTIVE package: only its owner sees it; the catalogue shows ACTIVE packages only (spec §4).',
  },
  'Query.executors': { access: EVERYONE },
  'Query.publicProfile': {
    access: cells('hidden', 'hidden', 'hidden', 'hidden', 'hidden', 'allow'),
    variables: (f) => ({ username: f.applicant.username }),
    why: 'A profile awaiting approval is not public (spec §1, §4); moderators review it (spec §6).',
  },
  'Query.publicRequests': { access: EVERYONE },
  'Query.publicRequest': { access: EVERYONE, variables: (f) => ({ id: f.requests.active }) },
  'Query.blogPosts': { access: EVERYONE },
  'Query.blogPost': { access: EVERYONE, variables: () => ({ slug: 'neexistujici-clanek' }) },
  'Query.blogTags': { access: EVERYONE },
  'Query.provinces': { access: EVERYONE },
  'Query.publicCounters': { access: EVERYONE },
  'Query.searchSuggestions': { access: EVERYONE, variables: () => ({ text: 'svatba' }) },
  'Query.municipalities': { access: EVERYONE, variables: () => ({ search: 'Brn' }) },

  // --- Requests and proposals ---
  'Query.myRequests': { access: cells('deny', 'allow', 'hidden', 'deny', 'deny', 'hidden') },
  'Query.request': {
    access: cells('hidden', 'allow', 'hidden', 'allow', 'allow', 'hidden'),
    variables: (f) => ({ id: f.requests.active }),
    why: 'Its owner, and professionals while it is ACTIVE (they answer requests, spec §1); nobody else.',
  },
  'Query.requestFeed': { access: EXECUTORS },
  'Query.requestCandidates': { access: REQUEST_OWNER, variables: (f) => ({ requestId: f.requests.active }) },
  'Query.myProposals': {
    access: cells('deny', 'deny', 'deny', 'allow', 'hidden', 'deny'),
    why: "The other professional's only proposal was rejected: the ACTIVE tab is empty for them.",
  },
  'Mutation.createRequest': { access: CLIENTS, variables: () => ({ input: {} }) },
  'Mutation.createProposal': {
    access: EXECUTORS,
    variables: (f) => ({ input: { requestId: f.requests.active, price: 100, text: '' } }),
  },
  'Mutation.markProposalSeen': { access: REQUEST_OWNER, variables: (f) => ({ id: f.proposals.open }) },
  'Mutation.shortlistProposal': { access: REQUEST_OWNER, variables: (f) => ({ id: f.proposals.rejected }) },
  'Mutation.acceptProposal': { access: REQUEST_OWNER, variables: (f) => ({ id: f.proposals.rejected }) },
  'Mutation.rejectProposal': { access: REQUEST_OWNER, variables: (f) => ({ id: f.proposals.rejected }) },
  'Mutation.restoreProposal': {
    access: REQUEST_OWNER,
    variables: (f) => ({ id: f.proposals.open }),
    why: 'A NEW proposal has nothing to take back: the owner gets CONFLICT, nothing changes.',
  },
  'Mutation.closeRequest': {
    access: REQUEST_OWNER,
    variables: (f) => ({ input: { requestId: f.requests.closed, reason: 'NOT_RELEVANT' } }),
  },
  'Mutation.inviteToPropose': {
    access: REQUEST_OWNER,
    variables: (f) => ({ input: { requestId: f.requests.closed, username: f.accounts.otherExecutor.username } }),
  },
  'Mutation.openProposalConversation': { access: PARTIES, variables: (f) => ({ proposalId: f.proposals.open }) },

  // --- Conversations and notifications ---
  'Mutation.sendMessage': {
    access: PARTIES,
    variables: (f) => ({ input: { conversationId: f.conversations.proposal, text: 'Zpráva z testu oprávnění.' } }),
  },
  'Mutation.markConversationRead': { access: PARTIES, variables: (f) => ({ id: f.conversations.proposal }) },
  'Mutation.setConversationStatus': {
    access: PARTIES,
    variables: (f) => ({ input: { conversationId: f.conversations.proposal, status: 'DONE' } }),
    why: 'NEGOTIATION → DONE is no allowed move: the parties get CONFLICT, nothing changes.',
  },
  'Mutation.markConversationDelivered': {
    access: PARTIES,
    variables: (f) => ({ id: f.conversations.proposal }),
    why: 'Only an engagement in post-production can be handed over: the parties get CONFLICT, nothing changes.',
  },
  'Mutation.markNotificationsRead': { access: SIGNED_IN },
  'Mutation.updateNotificationSettings': {
    access: SIGNED_IN,
    variables: () => ({
      input: { sendEmailMessagesDigest: 'IMMEDIATELY', sendEmailNotificationsDigest: 'IMMEDIATELY', priceFrom: null, notificationRegions: [] },
    }),
  },

  // --- Sign-up, sign-in, passwords (spec §4): open to everybody, a signed-in user changes their own password ---
  'Mutation.signUp': { access: EVERYONE, variables: () => ({ input: { name: '', email: 'neplatny-email', profileType: 0, termsAgreement: false } }) },
  'Mutation.requestLoginCode': { access: EVERYONE, variables: () => ({ input: { email: 'neplatny-email' } }) },
  'Mutation.loginWithCode': { access: EVERYONE, variables: () => ({ input: { email: '', code: '' } }) },
  'Mutation.loginWithPassword': { access: EVERYONE, variables: () => ({ input: { email: '', password: '' } }) },
  'Mutation.logout': { access: EVERYONE, freshSession: true, why: 'Never fails, also for guests (SDL).' },
  'Mutation.setPassword': { access: SIGNED_IN, variables: () => ({ input: { newPassword1: 'Heslo-123456', newPassword2: 'Jine-heslo-123' } }) },
  'Mutation.changePassword': {
    access: SIGNED_IN,
    variables: () => ({ input: { oldPassword: 'cokoliv', newPassword1: 'Heslo-123456', newPassword2: 'Jine-heslo-123' } }),
  },
  'Mutation.requestPasswordReset': { access: EVERYONE, variables: () => ({ input: { email: 'nikdo@probe-kontakt.test' } }) },
  'Mutation.resetPassword': {
    access: EVERYONE,
    variables: () => ({ input: { token: 'neplatny-token', newPassword1: 'Heslo-123456', newPassword2: 'Heslo-123456' } }),
  },
  'Mutation.activateAccount': { access: EVERYONE, variables: () => ({ input: { token: 'neplatny-token' } }) },
  'Mutation.sendContactMessage': { access: EVERYONE, variables: () => ({ input: { name: '', email: '', message: '' } }) },

  // --- The professional's profile, portfolio and dates (spec §6: executors manage them) ---
  'Query.myDates': { access: EXECUTORS, variables: () => ({ from: inDays(0), to: inDays(30) }) },
  'Mutation.updateProfile': { access: EXECUTORS, variables: () => ({ input: {} }) },
  'Mutation.setAvatar': { access: EXECUTORS, variables: () => ({ uploadId: NO_UPLOAD }) },
  'Mutation.setProfileCategories': { access: EXECUTORS, variables: () => ({ input: { categories: [{ categorySlug: '' }] } }) },
  'Mutation.addWorks': { access: EXECUTORS, variables: () => ({ input: { categorySlug: 'svatebni-fotograf', uploadIds: [NO_UPLOAD] } }) },
  'Mutation.uploadWorks': { access: EXECUTORS, variables: () => ({ input: { categorySlug: '' }, files: [] }) },
  'Mutation.addVideoWork': { access: EXECUTORS, variables: () => ({ input: { categorySlug: '', url: '', title: '' } }) },
  'Mutation.deleteWork': { access: EXECUTORS_OWN, variables: (f) => ({ id: f.work }) },
  'Mutation.reorderWorks': {
    access: EXECUTORS,
    variables: (f) => ({ input: { categorySlug: 'svatebni-fotograf', workIds: [f.work] } }),
    why: "Each professional reorders their own service's works; another's work ids are a WORK_ORDER error.",
  },
  'Mutation.setDates': { access: EXECUTORS, variables: () => ({ input: { categorySlug: '', days: [] } }) },

  // --- Approval (spec §1, §6) ---
  'Query.approvalQueue': { access: MODERATORS },
  'Mutation.requestApproval': { access: EXECUTORS, why: 'Both professionals are public already: CONFLICT.' },
  'Mutation.approveProfile': { access: MODERATORS, variables: (f) => ({ id: f.approvals.decided }) },
  'Mutation.rejectProfile': {
    access: MODERATORS,
    variables: (f) => ({ input: { id: f.approvals.decided, reason: 'Profil zatím nesplňuje podmínky schválení.' } }),
  },

  // --- Packages (spec §6: executors manage packages) ---
  'Query.myPackages': { access: cells('deny', 'deny', 'deny', 'allow', 'hidden', 'deny') },
  'Mutation.createPackage': { access: EXECUTORS, variables: () => ({ input: {} }) },
  'Mutation.updatePackage': {
    access: EXECUTORS_OWN,
    variables: (f) => ({
      id: f.packages.inactive,
      input: {
        title: 'Portrét v ateliéru',
        categorySlug: 'portretni-fotograf',
        municipalityId: null,
        description: 'Fotografie z celého svatebního dne, od příprav po první tanec.',
      },
    }),
  },
  'Mutation.setPackageStatus': { access: EXECUTORS_OWN, variables: (f) => ({ id: f.packages.inactive, status: 'INACTIVE' }) },
  'Mutation.savePriceOption': {
    access: EXECUTORS_OWN,
    variables: (f) => ({
      input: { packageId: f.packages.inactive, id: f.packages.option, title: 'Jedna osoba', price: 250_000, description: 'Jedna osoba: co obsahuje.' },
    }),
  },
  'Mutation.deletePriceOption': { access: EXECUTORS_OWN, variables: (f) => ({ id: f.packages.optionToDelete }) },
  'Mutation.saveAdditionalService': {
    access: EXECUTORS_OWN,
    variables: (f) => ({ input: { packageId: f.packages.inactive, id: f.packages.service, title: 'Tisk fotografií', price: 90_000, note: null } }),
  },
  'Mutation.deleteAdditionalService': { access: EXECUTORS_OWN, variables: (f) => ({ id: f.packages.serviceToDelete }) },
  'Mutation.addPackageImages': { access: EXECUTORS_OWN, variables: (f) => ({ input: { packageId: f.packages.inactive, uploadIds: [NO_UPLOAD] } }) },
  'Mutation.deletePackageImage': { access: EXECUTORS_OWN, variables: (f) => ({ id: f.packages.imageToDelete }) },
  'Mutation.reorderPackageImages': { access: EXECUTORS_OWN, variables: (f) => ({ input: { packageId: f.packages.inactive, imageIds: [f.packages.image] } }) },

  // --- Package orders, targeted requests, reviews (spec §6; only the two parties, docs/api/security.md) ---
  'Query.myOrders': { access: cells('deny', 'allow', 'hidden', 'deny', 'deny', 'hidden') },
  'Query.executorOrders': {
    access: cells('deny', 'deny', 'deny', 'allow', 'hidden', 'deny'),
    variables: (f) => ({ packageId: f.packages.active }),
    why: "The executor's package: the other professional gets none of its orders.",
  },
  'Query.packageOrder': {
    access: cells('hidden', 'allow', 'hidden', 'allow', 'hidden', 'hidden'),
    variables: (f) => ({ id: f.order }),
  },
  'Query.myPrivateRequests': { access: cells('deny', 'allow', 'hidden', 'allow', 'hidden', 'hidden') },
  'Query.reviewableEngagements': { access: cells('deny', 'allow', 'hidden', 'deny', 'deny', 'hidden') },
  'Mutation.orderPackage': { access: CLIENTS, variables: (f) => ({ input: { packageId: f.packages.active } }) },
  'Mutation.acceptOrder': { access: ITS_EXECUTOR, variables: (f) => ({ id: f.order }), why: 'Accepted already: its professional gets CONFLICT.' },
  'Mutation.rejectOrder': { access: ITS_EXECUTOR, variables: (f) => ({ id: f.order }) },
  'Mutation.createPrivateRequest': { access: CLIENTS, variables: () => ({ input: {} }) },
  'Mutation.acceptPrivateRequest': { access: ITS_EXECUTOR, variables: (f) => ({ id: f.privateRequest }) },
  'Mutation.rejectPrivateRequest': { access: ITS_EXECUTOR, variables: (f) => ({ id: f.privateRequest }) },
  // --- Favourites: the signed-in client's own saved professionals and packages (spec §6: client operations) ---
  'Query.myFavourites': { access: CLIENTS, why: 'Each client reads its own list (the other client its own, empty one); professionals are not clients.' },
  'Mutation.addFavourite': { access: CLIENTS, variables: (f) => ({ kind: 'EXECUTOR', id: f.accounts.executor.profileId }) },
  'Mutation.removeFavourite': { access: CLIENTS, variables: (f) => ({ kind: 'PACKAGE', id: f.packages.inactive }) },
  'Mutation.createReview': {
    access: cells('deny', 'allow', 'notFound', 'deny', 'deny', 'notFound'),
    notFoundCode: 'CONFLICT',
    variables: (f) => ({ input: { conversationId: f.conversations.order, rating: 5, text: 'Skvělá spolupráce, fotky dorazily včas.' } }),
    why: "The order's conversation is DONE: its client reviews it; any other client gets NOTHING_TO_REVIEW, as for an unknown engagement.",
  },

  // --- Credit and money (SDL section "Credit and money"; spec §6: top-up needs a public professional) ---
  'Query.paymentOrder': {
    access: cells('hidden', 'hidden', 'hidden', 'allow', 'hidden', 'hidden'),
    variables: (f) => ({ id: f.paymentOrders.paid }),
    why: "SDL: the viewer's payment order; null for anyone else's — a guest too, like packageOrder and request.",
  },
  'Query.paymentOrders': { access: cells('deny', 'hidden', 'hidden', 'allow', 'hidden', 'hidden') },
  'Query.topUpMethods': { access: EVERYONE, why: 'What the site takes (GoPay may be switched off): the same list for everybody.' },
  'Query.unpaidBankTransfers': { access: MODERATORS },
  'Query.transactions': {
    access: cells('deny', 'hidden', 'hidden', 'allow', 'allow', 'hidden'),
    why: "The viewer's own ledger: clients have none; the other professional has a top-up and a proposal's charge.",
  },
  'Query.balanceHistory': { access: SIGNED_IN, why: 'Every day of the period is answered, also with nothing in it.' },
  'Query.invoices': { access: cells('deny', 'hidden', 'hidden', 'allow', 'hidden', 'hidden') },
  'Mutation.createTopUp': {
    access: EXECUTORS,
    variables: () => ({ input: { amount: 10_000, method: 'BANK_TRANSFER' } }),
    why: 'Both professionals are public; 100 Kč is below the minimum, so nothing is created.',
  },
  'Mutation.cancelPaymentOrder': {
    access: cells('deny', 'notFound', 'notFound', 'allow', 'notFound', 'notFound'),
    variables: (f) => ({ id: f.paymentOrders.unpaid }),
    why: 'The payer cancels their own unpaid transfer; anybody else is told it does not exist, as paymentOrder answers null.',
  },
  'Mutation.markBankTransferPaid': { access: MODERATORS, variables: (f) => ({ id: f.paymentOrders.toMarkPaid }) },
  'Mutation.importBankStatement': { access: MODERATORS, variables: () => ({ csv: 'Datum;Objem;VS;Zpráva\n' }) },
  'Mutation.updateBillingInfo': { access: SIGNED_IN, variables: () => ({ input: {} }) },
  'Mutation.updateAccount': { access: SIGNED_IN, variables: () => ({ input: {} }) },

  // --- EU account rights: one's own account only ---
  'Query.accountDeletion': { access: SIGNED_IN, why: "What deleting the viewer's own account would do; nothing of anybody else's." },
  'Mutation.deleteAccount': {
    access: SIGNED_IN,
    variables: () => ({ input: { confirmation: 'ne' } }),
    why: 'The viewer deletes their own account only; without the typed word it stops at BAD_USER_INPUT, so the fixtures live on.',
  },

  // --- Live updates over graphql-ws (spec §7: only when authenticated) ---
  'Subscription.unreadCounters': { access: SIGNED_IN, firstEvent: true },
  'Subscription.messageAdded': { access: SIGNED_IN },
  'Subscription.currentProfileBalance': { access: SIGNED_IN, firstEvent: true },
};
