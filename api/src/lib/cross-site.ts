import { CSRF_HEADER_NAME } from '@zaber/shared/platform/business';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { present } from './present';

/** What a refused cross-site request reads (GraphQL error message, upload `detail`). */
export const CROSS_SITE_REFUSED = 'Požadavek z cizího webu byl odmítnut.';

/**
 * The browser origins that may use the session: the shell and the remotes (CORS_ORIGINS), the
 * site's public origin and the API's own (its GraphiQL in development). Every other page — also one
 * on another port of the same host, which SameSite=Lax does not stop — is another site.
 */
export function allowedOrigins(config: Pick<Config, 'corsOrigins' | 'publicUrl' | 'apiPublicUrl'>): ReadonlySet<string> {
  return new Set([...config.corsOrigins, new URL(config.publicUrl).origin, new URL(config.apiPublicUrl).origin]);
}

/** A request without Origin comes from a program, not from another site's page (browsers always send it on POST and upgrades). */
export function hasForeignOrigin(request: FastifyRequest, allowed: ReadonlySet<string>): boolean {
  const origin = request.headers.origin;
  return origin !== undefined && !allowed.has(origin);
}

/** The bodies an HTML form can post (or a script without a CORS preflight). */
const FORM_TYPES = ['multipart/form-data', 'application/x-www-form-urlencoded', 'text/plain'];

function isFormBody(request: FastifyRequest): boolean {
  const type = present((request.headers['content-type'] ?? '').split(';')[0])
    .trim()
    .toLowerCase();
  return type === '' || FORM_TYPES.includes(type);
}

/** Our header, or an Authorization header: neither can be set by a form, and both force a CORS preflight. */
export function hasCsrfHeader(request: FastifyRequest): boolean {
  return Boolean(request.headers[CSRF_HEADER_NAME] || request.headers.authorization);
}

/**
 * POST /graphql from another site is refused: a foreign Origin always, and a body a form could
 * have posted (multipart — uploadWorks —, urlencoded, text/plain) unless it carries the CSRF header
 * or an Authorization header, which only a preflighted request can add (graphql-yoga's CSRF
 * prevention, limited to the bodies where it matters, so JSON clients need nothing new).
 */
export function isCrossSiteGraphqlPost(request: FastifyRequest, allowed: ReadonlySet<string>): boolean {
  if (request.method !== 'POST') return false;
  return hasForeignOrigin(request, allowed) || (isFormBody(request) && !hasCsrfHeader(request));
}
