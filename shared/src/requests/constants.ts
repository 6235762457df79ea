/**
 * Requests and proposals: the values the API and the front-ends must agree on (spec §3, §4,
 * DESIGN.md §5). Money in haléř.
 */
import { HALERU_PER_KORUNA } from '@zaber/shared/platform/business';

/** Extra services a client may ask for with a request ("project options", spec §3). */
export const REQUEST_OPTIONS = [
  { code: 'drone', name: 'Záběry dronem' },
  { code: 'express', name: 'Expresní dodání do 48 hodin' },
  { code: 'prints', name: 'Tištěné fotografie nebo fotokniha' },
  { code: 'makeup', name: 'Vizážistka' },
  { code: 'second-shooter', name: 'Druhý fotograf nebo kameraman' },
  { code: 'travel', name: 'Cesta mimo místo konání' },
] as const;
export type RequestOptionCode = (typeof REQUEST_OPTIONS)[number]['code'];
export const REQUEST_OPTION_CODES = REQUEST_OPTIONS.map((o) => o.code) as [RequestOptionCode, ...RequestOptionCode[]];

export const REQUEST_DESCRIPTION_MIN_LENGTH = 20;
export const REQUEST_DESCRIPTION_MAX_LENGTH = 3000;
export const REQUEST_LOCATION_DETAIL_MAX_LENGTH = 200;
/** A budget may not exceed this (Kč, in haléř). */
export const REQUEST_BUDGET_MAX = 1_000_000 * HALERU_PER_KORUNA;
/** A request whose date is to be agreed goes out of date this many days after it was created. */
export const REQUEST_TO_BE_AGREED_DAYS = 30;

/** Proposal price limits of spec §5 (50 – 500 000 Kč), in haléř. */
export const PROPOSAL_PRICE_MIN = 50 * HALERU_PER_KORUNA;
export const PROPOSAL_PRICE_MAX = 500_000 * HALERU_PER_KORUNA;
export const PROPOSAL_TEXT_MAX_LENGTH = 3000;

export const REQUEST_STATUSES = ['ACTIVE', 'OUTDATED', 'CLOSED'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export const PROPOSAL_STATUSES = ['NEW', 'CANDIDATE', 'EXECUTOR', 'REJECTED'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

export const CLOSE_REASONS = ['CHOSE_EXECUTOR', 'CHOSE_OUTSIDE', 'NEGOTIATING', 'NONE_INTERESTING', 'NOT_RELEVANT'] as const;
export type CloseReason = (typeof CLOSE_REASONS)[number];

/** Czech refusals of the request and proposal rules (spec §8 and the API's own). */
export const REQUEST_ERRORS = {
  insufficientCredit: 'Nedostatečný kredit',
  noActiveRequests: 'Nemáte žádnou aktivní poptávku.',
  serviceNotProvided: 'Takové služby neposkytuje',
  requestClosed: 'Poptávka je uzavřená, nabídky už nepřijímá.',
  requestOutdated: 'Termín poptávky už minul, nabídky nepřijímá.',
  proposalsFull: 'Poptávka už má 10 nabídek, víc jich nepřijímá.',
  alreadyProposed: 'Na tuto poptávku už vaše nabídka odešla.',
  notYourCategory: 'Tuto službu ve svém profilu nenabízíte.',
  notPublic: 'Nabídky můžete posílat, až moderátor schválí váš profil.',
  transition: 'Tuto změnu stavu nabídky už nelze provést.',
  alreadyInvited: 'Tohoto profíka jste už pozvali.',
} as const;
