import { PROPOSAL_STATUSES, type ProposalStatus, REQUEST_ERRORS, REQUEST_STATUSES, type RequestStatus } from '@zaber/shared/requests/constants';
import { canSeeRequest, type ProposalAction, type ProposalFacts, proposalRefusal, transitionTarget } from './requests.policy';

const OWNER = { profileId: 'owner', isClient: true, isExecutor: false };
const OTHER_CLIENT = { profileId: 'other', isClient: true, isExecutor: false };
const EXECUTOR = { profileId: 'pro', isClient: false, isExecutor: true };

describe('who sees a request', () => {
  it.each<[RequestStatus, boolean, boolean, boolean, boolean]>([
    // status, owner, executor who did not propose, executor who proposed, another client
    ['ACTIVE', true, true, true, false],
    ['OUTDATED', true, false, true, false],
    ['CLOSED', true, false, true, false],
  ])('%s: owner %s, professional %s (proposed %s), other client %s', (status, owner, executor, proposed, other) => {
    const request = { clientProfileId: 'owner', effectiveStatus: status };
    expect(canSeeRequest(request, OWNER, false)).toBe(owner);
    expect(canSeeRequest(request, EXECUTOR, false)).toBe(executor);
    expect(canSeeRequest(request, EXECUTOR, true)).toBe(proposed);
    expect(canSeeRequest(request, OTHER_CLIENT, false)).toBe(other);
    expect(canSeeRequest(request, null, false)).toBe(false);
  });
});

describe('why a professional cannot propose', () => {
  const open: ProposalFacts = { requestStatus: 'ACTIVE', proposalsCount: 0, alreadyProposed: false, executorIsPublic: true, offersCategory: true };

  it.each<[Partial<ProposalFacts>, string | null, string | null]>([
    [{}, null, null],
    [{ requestStatus: 'CLOSED', alreadyProposed: true }, REQUEST_ERRORS.requestClosed, 'CONFLICT'],
    [{ requestStatus: 'OUTDATED', alreadyProposed: true }, REQUEST_ERRORS.requestOutdated, 'CONFLICT'],
    [{ alreadyProposed: true, proposalsCount: 10 }, REQUEST_ERRORS.alreadyProposed, 'CONFLICT'],
    [{ proposalsCount: 10 }, REQUEST_ERRORS.proposalsFull, 'CONFLICT'],
    [{ proposalsCount: 9 }, null, null],
    [{ executorIsPublic: false }, REQUEST_ERRORS.notPublic, 'FORBIDDEN'],
    [{ offersCategory: false }, REQUEST_ERRORS.notYourCategory, 'FORBIDDEN'],
  ])('%j → %s', (facts, message, code) => {
    const refusal = proposalRefusal({ ...open, ...facts });
    expect(refusal?.message ?? null).toBe(message);
    expect(refusal?.code ?? null).toBe(code);
  });
});

describe('the client’s transitions of a proposal', () => {
  const allowed: Record<ProposalAction, Partial<Record<ProposalStatus, ProposalStatus>>> = {
    shortlist: { NEW: 'CANDIDATE' },
    accept: { NEW: 'EXECUTOR', CANDIDATE: 'EXECUTOR' },
    reject: { NEW: 'REJECTED', CANDIDATE: 'REJECTED' },
    restore: { REJECTED: 'NEW', CANDIDATE: 'NEW' },
  };
  const cases = (['shortlist', 'accept', 'reject', 'restore'] as const).flatMap((action) =>
    PROPOSAL_STATUSES.flatMap((from) => REQUEST_STATUSES.map((requestStatus) => [action, from, requestStatus] as const)),
  );

  it.each(cases)('%s from %s on a %s request', (action, from, requestStatus) => {
    const to = allowed[action][from];
    // Shortlisting, accepting and taking back need a request that is not closed; rejecting only tidies the list.
    const refused = !to || (action !== 'reject' && requestStatus === 'CLOSED');
    if (refused) expect(() => transitionTarget(action, from, requestStatus)).toThrow(REQUEST_ERRORS.transition);
    else expect(transitionTarget(action, from, requestStatus)).toBe(to);
  });
});
