import type { OwnerProposalFieldsFragment, ProposalStatus, RequestOwnerFieldsFragment, RequestStatus } from '../api/operations.generated';

/** A request of the signed-in client, as RequestOwnerDetail answers it. */
export function ownerRequest(overrides: Partial<RequestOwnerFieldsFragment> = {}) {
  return {
    __typename: 'Request' as const,
    id: '12',
    url: '/poptavky/12/svatebni-fotografie-brno/',
    title: 'Svatební fotografie, Brno',
    placeName: 'Brno',
    locationDetail: 'Zámecký park',
    date: '2030-06-20',
    budgetMin: 1_500_000,
    budgetMax: 3_000_000,
    description: 'Hledáme fotografa na celý svatební den v Brně, asi 80 hostů.',
    proposalsCount: 2,
    created: '2030-01-10T09:00:00Z',
    status: 'ACTIVE' as RequestStatus,
    closeReason: null,
    boosted: false,
    category: { __typename: 'Category' as const, name: 'Svatební fotografie', slug: 'svatebni-fotograf' },
    subcategory: { __typename: 'Category' as const, name: 'Celý svatební den' },
    options: [{ __typename: 'RequestOption' as const, code: 'drone', name: 'Záběry dronem' }],
    isOwner: true,
    unreadProposalsCount: 1,
    chosenExecutor: null,
    ...overrides,
  };
}

/** A proposal to the request `12`, as the owner sees it. */
export function ownerProposal(id: string, overrides: Partial<OwnerProposalFieldsFragment> = {}) {
  return {
    __typename: 'Proposal' as const,
    id,
    price: 2_500_000,
    text: `Nabídka ${id}: celý den, 400 upravených fotografií do tří týdnů.`,
    status: 'NEW' as ProposalStatus,
    seenByClient: false,
    boosted: false,
    highlighted: false,
    created: '2030-01-11T09:00:00Z',
    conversationId: null as string | null,
    executor: {
      __typename: 'PublicProfile' as const,
      id: `e-${id}`,
      username: `fotograf-${id}`,
      url: `/users/fotograf-${id}/`,
      title: `Fotograf ${id.toUpperCase()}`,
      avatar: null,
      rating: 4.8,
      reviewsCount: 12,
    },
    ...overrides,
  };
}

/** What a proposal action answers about the request. */
export function requestState(overrides: Partial<RequestOwnerFieldsFragment> = {}) {
  const { id, status, closeReason, proposalsCount, unreadProposalsCount, chosenExecutor } = ownerRequest(overrides);
  return { __typename: 'Request' as const, id, status, closeReason, proposalsCount, unreadProposalsCount, chosenExecutor };
}
