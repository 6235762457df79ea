import fc from 'fast-check';
import type { Overrides } from './graphql-arbitrary';
import {
  anyString,
  bankStatementCsv,
  categorySlug,
  country,
  dateString,
  email,
  idFrom,
  linkToken,
  loginCode,
  password,
  phone,
  postalCode,
  prose,
  socialName,
  subcategorySlug,
  taxId,
  videoUrl,
  website,
} from './values';
import type { IdKind, ViewerName, World } from './world';

/*
 * One entry per mutation of the schema: who calls it, how many cases it gets, and the values that
 * must look real for the call to get past the first check (ids of real rows, real slugs). The
 * rest of each input is built from the schema's types (graphql-arbitrary.ts). A mutation added to
 * the schema without an entry here fails the suite.
 */

export interface MutationSpec {
  /** Who may call it; the first one most often. Now and then any other viewer calls it instead. */
  viewers: readonly ViewerName[];
  /**
   * Cases of this mutation (the suite checks they add up to at least 10 000). Spread by cost: a
   * guest's refusal takes ~5 ms of CPU, a proposal transition ~19 ms (measured here), so cheap
   * mutations get more cases and the suite stays near 90 s.
   */
  runs: number;
  /** Arbitraries by input field name or path (`input.id`), over the common ones. */
  overrides?: (world: World) => Overrides;
  /** Tables a refusal writes on purpose (the wrong-password log the throttle counts). */
  refusalWrites?: readonly string[];
  /** How the call is sent: JSON (default), a multipart upload, or a logout with fuzzed credentials. */
  transport?: 'json' | 'multipart' | 'logout';
}

const id = (world: World, kind: IdKind) => idFrom(world.ids[kind].own, world.ids[kind].foreign);
const ids = (world: World, kind: IdKind) => {
  const all = [...world.ids[kind].own, ...world.ids[kind].foreign];
  return fc.oneof(
    { weight: 3, arbitrary: fc.array(id(world, kind), { maxLength: 5 }) },
    // Every real id in some order, once or twice: what a reorder sends.
    { weight: 2, arbitrary: fc.shuffledSubarray(all, { minLength: all.length, maxLength: all.length }) },
    { weight: 1, arbitrary: fc.shuffledSubarray([...all, ...all]) },
  );
};

/** Field names with one meaning across every input (overridden per mutation where it differs). */
export function commonOverrides(world: World): Overrides {
  const username = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...world.usernames) }, { weight: 2, arbitrary: anyString });
  const worldEmail = fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...world.emails) }, { weight: 3, arbitrary: email });
  return {
    email: worldEmail,
    name: prose,
    message: prose,
    text: prose,
    description: prose,
    summary: prose,
    info: prose,
    note: prose,
    reason: prose,
    title: prose,
    locationDetail: prose,
    city: prose,
    address: prose,
    password,
    oldPassword: password,
    newPassword1: password,
    newPassword2: password,
    code: loginCode,
    token: fc.oneof({ weight: 1, arbitrary: world.linkTokens.length ? fc.constantFrom(...world.linkTokens) : linkToken }, { weight: 4, arbitrary: linkToken }),
    profileType: fc.oneof(fc.constantFrom(0, 1), fc.integer({ min: -3, max: 5 })),
    termsAgreement: fc.boolean(),
    categorySlug,
    subcategorySlug,
    date: dateString,
    preferredDate: dateString,
    phone,
    website,
    facebookUrl: socialName,
    instagramUrl: socialName,
    url: videoUrl,
    username,
    executorUsername: username,
    rating: fc.integer({ min: -1, max: 7 }),
    requestId: id(world, 'request'),
    proposalId: id(world, 'proposal'),
    conversationId: id(world, 'conversation'),
    packageId: id(world, 'package'),
    priceOptionId: id(world, 'priceOption'),
    additionalServiceIds: ids(world, 'additionalService'),
    uploadIds: ids(world, 'upload'),
    uploadId: id(world, 'avatarUpload'),
    workIds: ids(world, 'work'),
    imageIds: ids(world, 'packageImage'),
    municipalityId: id(world, 'municipality'),
    notificationRegions: ids(world, 'region'),
    country,
    taxId,
    vatId: fc.oneof(
      taxId.map((ico) => `CZ${ico}`),
      fc.constantFrom('CZ1234567890', 'SK1234567890', 'CZ123'),
      anyString,
    ),
    postalCode,
    csv: bankStatementCsv(world.variableSymbols),
  };
}

const byId = (kind: IdKind) => (world: World) => ({ id: id(world, kind) });

const CLIENT_SIDE: readonly ViewerName[] = ['client'];
const PRO_SIDE: readonly ViewerName[] = ['pro'];
const EDITOR: readonly ViewerName[] = ['editor'];
const GUEST: readonly ViewerName[] = ['guest'];
const PARTIES: readonly ViewerName[] = ['client', 'pro'];

export const MUTATION_SPECS: Readonly<Record<string, MutationSpec>> = {
  // Accounts (auth 'none' or any user).
  // Sign-in attempts are counted before they are made, also when a later limit refuses them.
  signUp: { viewers: GUEST, runs: 330, refusalWrites: ['auth_throttles'] },
  requestLoginCode: { viewers: GUEST, runs: 330, refusalWrites: ['auth_throttles'] },
  loginWithCode: { viewers: GUEST, runs: 330 },
  loginWithPassword: { viewers: GUEST, runs: 330, refusalWrites: ['auth_throttles'] },
  logout: { viewers: GUEST, runs: 330, transport: 'logout' },
  setPassword: { viewers: ['account'], runs: 200 },
  changePassword: { viewers: ['account'], runs: 200 },
  requestPasswordReset: { viewers: GUEST, runs: 330, refusalWrites: ['auth_throttles'] },
  resetPassword: { viewers: GUEST, runs: 330 },
  activateAccount: { viewers: GUEST, runs: 330 },
  sendContactMessage: { viewers: GUEST, runs: 330 },
  updateAccount: { viewers: ['account', 'pro'], runs: 110 },
  // Never the confirmation word itself: a deleted account would leave the world the other cases use.
  deleteAccount: {
    viewers: ['account', 'client', 'pro'],
    runs: 110,
    overrides: () => ({ confirmation: fc.oneof(anyString, fc.constantFrom('', 'ano', 'smaz', 'SMAZAT účet', 'smazat!')) }),
  },
  updateBillingInfo: { viewers: ['account', 'pro'], runs: 200 },

  // Requests and proposals.
  createRequest: { viewers: CLIENT_SIDE, runs: 130 },
  createProposal: { viewers: PRO_SIDE, runs: 160 },
  markProposalSeen: { viewers: CLIENT_SIDE, runs: 100, overrides: byId('proposal') },
  shortlistProposal: { viewers: CLIENT_SIDE, runs: 100, overrides: byId('proposal') },
  acceptProposal: { viewers: CLIENT_SIDE, runs: 100, overrides: byId('proposal') },
  rejectProposal: { viewers: CLIENT_SIDE, runs: 100, overrides: byId('proposal') },
  restoreProposal: { viewers: CLIENT_SIDE, runs: 100, overrides: byId('proposal') },
  closeRequest: { viewers: CLIENT_SIDE, runs: 130 },
  inviteToPropose: { viewers: CLIENT_SIDE, runs: 130 },
  openProposalConversation: { viewers: ['client', 'pro'], runs: 100 },

  // Conversations and notifications.
  sendMessage: { viewers: PARTIES, runs: 110 },
  markConversationRead: { viewers: PARTIES, runs: 100, overrides: byId('conversation') },
  setConversationStatus: { viewers: ['pro', 'client'], runs: 160 },
  markConversationDelivered: { viewers: PARTIES, runs: 100, overrides: byId('conversation') },
  markNotificationsRead: { viewers: PARTIES, runs: 130, overrides: (world) => ({ ids: ids(world, 'notification') }) },
  updateNotificationSettings: { viewers: ['pro', 'client'], runs: 200 },

  // The professional's profile and portfolio.
  updateProfile: { viewers: EDITOR, runs: 160 },
  setAvatar: { viewers: EDITOR, runs: 130 },
  setProfileCategories: { viewers: EDITOR, runs: 130 },
  addWorks: { viewers: EDITOR, runs: 130 },
  uploadWorks: { viewers: EDITOR, runs: 100, transport: 'multipart' },
  addVideoWork: { viewers: EDITOR, runs: 110 },
  deleteWork: { viewers: EDITOR, runs: 110, overrides: byId('work') },
  reorderWorks: { viewers: EDITOR, runs: 110 },
  setDates: { viewers: EDITOR, runs: 130 },
  requestApproval: { viewers: ['applicant', 'editor'], runs: 50 },
  approveProfile: { viewers: ['moderator'], runs: 110, overrides: byId('approval') },
  rejectProfile: { viewers: ['moderator'], runs: 110, overrides: byId('approval') },

  // Packages.
  createPackage: { viewers: PRO_SIDE, runs: 160 },
  updatePackage: { viewers: PRO_SIDE, runs: 160, overrides: byId('package') },
  setPackageStatus: { viewers: PRO_SIDE, runs: 130, overrides: byId('package') },
  savePriceOption: { viewers: PRO_SIDE, runs: 160, overrides: byId('priceOption') },
  deletePriceOption: { viewers: PRO_SIDE, runs: 130, overrides: byId('priceOption') },
  saveAdditionalService: { viewers: PRO_SIDE, runs: 160, overrides: byId('additionalService') },
  deleteAdditionalService: { viewers: PRO_SIDE, runs: 160, overrides: byId('additionalService') },
  addPackageImages: { viewers: PRO_SIDE, runs: 160 },
  deletePackageImage: { viewers: PRO_SIDE, runs: 160, overrides: byId('packageImage') },
  reorderPackageImages: { viewers: PRO_SIDE, runs: 160 },

  // Orders, targeted requests, reviews.
  orderPackage: { viewers: CLIENT_SIDE, runs: 200 },
  acceptOrder: { viewers: PRO_SIDE, runs: 200, overrides: byId('order') },
  rejectOrder: { viewers: PRO_SIDE, runs: 200, overrides: byId('order') },
  createPrivateRequest: { viewers: CLIENT_SIDE, runs: 160 },
  acceptPrivateRequest: { viewers: PRO_SIDE, runs: 200, overrides: byId('privateRequest') },
  rejectPrivateRequest: { viewers: PRO_SIDE, runs: 160, overrides: byId('privateRequest') },
  createReview: { viewers: CLIENT_SIDE, runs: 160 },

  // Favourites: real package ids now and then (a professional's uuid is rarely guessed, an unknown one is NOT_FOUND).
  addFavourite: { viewers: CLIENT_SIDE, runs: 100, overrides: byId('package') },
  removeFavourite: { viewers: CLIENT_SIDE, runs: 100, overrides: byId('package') },

  // Credit and money (modules/payments, invoices, credit). GOPAY goes to the local simulator.
  createTopUp: { viewers: PRO_SIDE, runs: 160 },
  cancelPaymentOrder: { viewers: PRO_SIDE, runs: 160, overrides: byId('paymentOrder') },
  markBankTransferPaid: { viewers: ['moderator'], runs: 110, overrides: byId('paymentOrder') },
  importBankStatement: { viewers: ['moderator'], runs: 100 },
};

export const TOTAL_RUNS = Object.values(MUTATION_SPECS).reduce((sum, spec) => sum + spec.runs, 0);
