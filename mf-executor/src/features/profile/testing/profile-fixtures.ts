import type { MockLink } from '@apollo/client/testing';
import { ProfileDetailDocument, type ProfileDetailQuery } from '@zaber/shared/platform/ui-fragments.generated';
import { type ApprovalFieldsFragment, OwnProfileDocument, type OwnProfileFieldsFragment } from '../api/operations.generated';

/** Answers of the profile page's queries for its tests: Petr's own profile at /users/petr-fotograf/. */

/** A query's data as a mock answers it: every object may name its `__typename`. */
type WithTypenames<T> = T extends readonly (infer U)[]
  ? WithTypenames<U>[]
  : T extends object
    ? { [K in keyof T]: WithTypenames<T[K]> } & { __typename?: string }
    : T;
type Profile = WithTypenames<NonNullable<ProfileDetailQuery['publicProfile']>>;
type Work = Profile['works'][number];

export const USERNAME = 'petr-fotograf';
export const PATH = `/users/${USERNAME}/`;

export const WEDDINGS = {
  __typename: 'Category' as const,
  id: 'c1',
  name: 'Svatební fotografie',
  slug: 'svatebni-fotograf',
  allowedWorkTypes: ['PHOTO' as const],
};
export const WEDDING_VIDEO = {
  __typename: 'Category' as const,
  id: 'c6',
  name: 'Svatební video',
  slug: 'svatebni-video',
  allowedWorkTypes: ['VIDEO' as const],
};

export function work(id: string, category: { id: string; slug: string } = WEDDINGS, overrides: Partial<Work> = {}): Work {
  return {
    __typename: 'Work',
    id,
    type: 'PHOTO',
    title: `Fotka ${id}`,
    category: { __typename: 'Category', id: category.id, slug: category.slug },
    image: { __typename: 'Image', src: `/media/${id}.jpg`, thumbnail: `/media/${id}-t.jpg`, alt: `Fotka ${id}`, srcSet: null, width: 1900, height: 1267 },
    videoUrl: null,
    videoEmbedUrl: null,
    ...overrides,
  };
}

export function profileDetail(overrides: Partial<Profile> = {}): Profile {
  return {
    __typename: 'PublicProfile' as const,
    id: 'p1',
    username: USERNAME,
    url: PATH,
    title: 'Petr Fotograf',
    avatar: null,
    location: 'Brno',
    summary: 'Fotím svatby.',
    rating: null,
    reviewsCount: 0,
    responseTime: null,
    priceFrom: null,
    memberSince: '2025-03-01T10:00:00Z',
    finishedJobs: 0,
    verified: true,
    isPublic: false,
    isOwner: true,
    categories: [{ __typename: 'ProfileCategory' as const, category: WEDDINGS, summary: null, worksCount: 3, active: true }],
    works: [work('w1'), work('w2'), work('w3')],
    packages: [],
    reviews: [],
    dates: [],
    ...overrides,
  };
}

export function profileDetailMock(data: Profile, maxUsageCount = 10): MockLink.MockedResponse {
  return {
    request: { query: ProfileDetailDocument, variables: { username: data.username } },
    result: { data: { publicProfile: data } },
    maxUsageCount,
  };
}

export function approval(overrides: Partial<ApprovalFieldsFragment> = {}) {
  return {
    __typename: 'ProfileApproval' as const,
    status: 'NONE' as ApprovalFieldsFragment['status'],
    requestedAt: null,
    decidedAt: null,
    reason: null,
    canRequest: false,
    missing: [] as ApprovalFieldsFragment['missing'],
    ...overrides,
  };
}

export function gap(requirement: 'AVATAR' | 'ACTIVE_CATEGORY' | 'WORKS', message: string, worksCount: number | null = null) {
  return {
    __typename: 'ApprovalGap' as const,
    requirement,
    message,
    category: requirement === 'WORKS' ? { __typename: 'Category' as const, id: WEDDINGS.id, name: WEDDINGS.name, slug: WEDDINGS.slug } : null,
    worksCount,
  };
}

export function ownProfile(overrides: Partial<OwnProfileFieldsFragment> = {}) {
  return {
    __typename: 'CurrentProfile' as const,
    id: '1',
    title: 'Petr Fotograf',
    username: USERNAME,
    url: PATH,
    avatar: null,
    summary: 'Fotím svatby.',
    phone: '+420777123456',
    facebookUrl: null,
    instagramUrl: null,
    website: null,
    municipality: {
      __typename: 'Municipality' as const,
      id: '582786',
      name: 'Brno',
      region: { __typename: 'Region' as const, id: 'r1', name: 'Brno-město' },
      province: { __typename: 'Province' as const, id: 'k1', name: 'Jihomoravský kraj' },
    },
    approval: approval(),
    ...overrides,
  };
}

export function ownProfileMock(data: ReturnType<typeof ownProfile> | null, maxUsageCount = 10): MockLink.MockedResponse {
  return { request: { query: OwnProfileDocument }, result: { data: { currentProfile: data } }, maxUsageCount };
}
