import type { MockLink } from '@apollo/client/testing';
import type { DocumentNode } from 'graphql';
import {
  type EngagementStatus,
  type ExecutorOrderFieldsFragment,
  PackageEditorDocument,
  type PackageEditorFieldsFragment,
  PackageOrderListDocument,
} from '../api/operations.generated';

export const PACKAGE_ID = '7';

/** A hidden package of the signed-in professional, without options or photos yet. */
export function packageEditor(overrides: Partial<PackageEditorFieldsFragment> = {}) {
  return {
    __typename: 'Package' as const,
    id: PACKAGE_ID,
    url: '/balicky-sluzeb/7/svatba-na-cely-den/',
    title: 'Svatba na celý den',
    description: 'Fotím celý svatební den od příprav nevěsty až po první tanec a večerní zábavu.',
    status: 'INACTIVE' as const,
    placeName: 'Celá ČR',
    priceFrom: 0,
    isOwner: true,
    pendingOrdersCount: 0,
    activationBlockers: [] as string[],
    category: { __typename: 'Category' as const, id: 'c1', name: 'Svatební fotografie', slug: 'svatebni-fotograf' },
    municipality: null,
    priceOptions: [] as PackageEditorFieldsFragment['priceOptions'],
    additionalServices: [] as PackageEditorFieldsFragment['additionalServices'],
    gallery: [] as PackageEditorFieldsFragment['gallery'],
    ...overrides,
  };
}

export function priceOption(id: string, title: string, price: number) {
  return { __typename: 'PriceOption' as const, id, title, price, description: 'Tři hodiny focení a 150 upravených fotek.' };
}

export function galleryImage(id: string) {
  return {
    __typename: 'Image' as const,
    id,
    src: `/media/p/${id}.jpg`,
    thumbnail: `/media/p/${id}-t.jpg`,
    alt: `Fotka ${id}`,
    srcSet: null,
    width: 480,
    height: 320,
  };
}

/** The package's query; `uses` answers (more than one for a test that does not follow a refetch). */
export function editorMock(pkg: ReturnType<typeof packageEditor>, uses = 10): MockLink.MockedResponse {
  return { request: { query: PackageEditorDocument, variables: { id: PACKAGE_ID } }, result: { data: { package: pkg } }, maxUsageCount: uses };
}

export function order(id: string, number: number, overrides: Partial<ExecutorOrderFieldsFragment> = {}) {
  return {
    __typename: 'PackageOrder' as const,
    id,
    number,
    status: 'PENDING' as EngagementStatus,
    priceOptionTitle: 'Obřad',
    price: 1_500_000,
    additionalServices: [{ __typename: 'OrderedService' as const, title: 'Fotokniha', price: 300_000 }],
    total: 1_800_000,
    preferredDate: '2026-08-15',
    info: 'Svatba bude na zámku Lednice.',
    created: '2026-05-15T09:30:00Z',
    decidedAt: null,
    conversationId: null,
    unreadCount: 0,
    otherParty: { __typename: 'ConversationParty' as const, id: 'u9', title: 'Jana Nováková' },
    ...overrides,
  };
}

export function ordersMock(items: ReturnType<typeof order>[], status: EngagementStatus | null = null): MockLink.MockedResponse {
  return {
    request: { query: PackageOrderListDocument, variables: { packageId: PACKAGE_ID, status, page: 1, pageSize: 10 } },
    result: {
      data: {
        executorOrders: {
          __typename: 'PackageOrderPage',
          pageInfo: { __typename: 'PageInfo', page: 1, pageSize: 10, totalCount: items.length, totalPages: 1 },
          items,
        },
      },
    },
  };
}

type Answer = { data?: Record<string, unknown>; errors?: unknown[] };

/** A mutation answered by `result` (a jest.fn, to see what was sent), for any variables. */
export function mutationMock(query: DocumentNode, result: (variables: Record<string, unknown>) => Answer): MockLink.MockedResponse {
  return {
    request: { query, variables: () => true },
    result: (variables: Record<string, unknown>) => result(variables) as never,
    maxUsageCount: 5,
  };
}
