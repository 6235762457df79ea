import { href } from '@zaber/shared/platform/routes';
import { REQUEST_OPTIONS } from '@zaber/shared/requests/constants';
import type { RequestOption } from '../../generated/graphql';
import { slugify } from '../../lib/slug';
import type { ProposalRow } from './proposals.repository';
import type { RequestViewer } from './requests.policy';
import type { RequestRow } from './requests.repository';

/**
 * A request row on its way to the GraphQL Request, with the viewer it is resolved for; field
 * resolvers add the rest. No client column (name, e-mail, phone) is ever mapped: the type has none.
 */
export interface RequestParent {
  row: RequestRow;
  viewer: RequestViewer;
  /** What a list's statement read with its page (as conversations' cards do): the fields answer from it instead of their loaders. */
  card?: RequestCardExtras;
}

export interface RequestCardExtras {
  proposals: { total: number; unread: number };
  /** The professional viewer's own proposal (null: none); absent where the page did not read it. */
  mine?: ProposalRow | null;
}

/** A proposal row on its way to the GraphQL Proposal: seen by the request's owner or by its professional only. */
export interface ProposalParent {
  row: ProposalRow;
  viewer: RequestViewer;
}

/** The title cards and pages show: '<subcategory or service> – <place>'. */
export function requestTitle(serviceName: string, placeName: string): string {
  return `${serviceName} – ${placeName}`;
}

export function requestUrl(number: number, title: string): string {
  return href('request-detail', { id: String(number), slug: slugify(title) });
}

const OPTION_NAMES = new Map<string, string>(REQUEST_OPTIONS.map((o) => [o.code, o.name]));

/** Codes of extra services as { code, name }; a code no longer offered is left out. */
export function toRequestOptions(codes: readonly string[]): RequestOption[] {
  return codes.flatMap((code) => {
    const name = OPTION_NAMES.get(code);
    return name ? [{ code, name }] : [];
  });
}

/** The public number of a request from a GraphQL ID; null when it cannot be one. */
export function parseRequestNumber(id: string | null | undefined): number | null {
  return id && /^\d{1,9}$/.test(id) ? Number(id) : null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Proposal ids are UUIDs; anything else cannot name one (and must not reach PostgreSQL's uuid parser). */
export function isProposalId(id: string | null | undefined): id is string {
  return Boolean(id && UUID.test(id));
}
