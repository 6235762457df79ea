import { isRemoteId, type RemoteId } from '@zaber/shared/platform/remotes';
import { counter } from '@zaber/shared/server/metrics.mjs';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { hitRateLimit, tooManyAttempts } from '../../lib/abuse-limits';
import { DomainError } from '../../lib/domain-errors';
import type { Services } from '../../lib/ports';
import { RATE_LIMITS, retryMinutes } from '../../lib/rate-limit';
import { sha256 } from '../../lib/secrets';
import { teamOfAuthorization } from './deploy-auth';
import { auditQuerySchema, inputProblems, publishVersionSchema, releaseSchema, remoteReportsSchema, rollbackSchema } from './releases.schemas';
import { auditLines, publishVersion, recordRemoteReports, registry, registryTag, releaseVersion, rollback, StaleRevisionError } from './releases.service';

/** The cookie that keeps a visitor in the same bucket of a canary (set by the shell's server). */
export const BUCKET_COOKIE = 'zaber-bucket';

const UNAUTHENTICATED = { code: 'UNAUTHENTICATED', detail: 'Chybí platný token pro nasazení.' } as const;
const unknownRemote = (remote: string) => ({ code: 'NOT_FOUND', detail: `Modul ${remote} neexistuje.` });

type RemoteParams = { Params: { remote: string } };

const STATUS_OF: Record<string, number> = { BAD_USER_INPUT: 400, NOT_FOUND: 404, FORBIDDEN: 403, CONFLICT: 409, TOO_MANY_REQUESTS: 429 };

/** A service's refusal as the REST answer `{ code, detail }` (409 of a stale revision with the current `revision`). */
function sendDomainError(reply: FastifyReply, error: unknown) {
  if (!(error instanceof DomainError)) throw error;
  const body: Record<string, unknown> = { code: error.code, detail: error.message };
  if (error instanceof StaleRevisionError) body.revision = error.revision;
  return reply.status(STATUS_OF[error.code] ?? 400).send(body);
}

/** The parsed input, or the 400 answer sent (nothing is changed). */
function parse<T extends z.ZodType>(schema: T, value: unknown, reply: FastifyReply): z.output<T> | undefined {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  void reply.status(400).send({ code: 'BAD_USER_INPUT', ...inputProblems(result.error) });
  return undefined;
}

/**
 * The team of the request's deploy token, allowed to change `remote` (its own remote only); or
 * the refusal sent: 401 without a valid token, 404 for a remote that does not exist, 403 for
 * another team's remote.
 */
function teamFor(services: Services, request: FastifyRequest<RemoteParams>, reply: FastifyReply): { team: RemoteId; remote: RemoteId } | undefined {
  const team = teamOfAuthorization(services.config.deployTokens, request.headers.authorization);
  const { remote } = request.params;
  if (!team) void reply.status(401).send(UNAUTHENTICATED);
  else if (!isRemoteId(remote)) void reply.status(404).send(unknownRemote(remote));
  else if (team !== remote) void reply.status(403).send({ code: 'FORBIDDEN', detail: `Tým ${team} nesmí měnit ${remote}.` });
  else return { team, remote };
  return undefined;
}

/** `If-None-Match` names `tag` (or `*`). */
function matches(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((candidate) => {
    const value = candidate.trim();
    return value === '*' || value === tag || value === `W/${tag}`;
  });
}

/** A beacon's body: `text/plain` (what navigator.sendBeacon sends a string as) holds the JSON too. */
function beaconBody(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

/**
 * The releases registry of the four remotes:
 *
 * - `/deploy/v1/…`: the admin API of the teams' deploy tokens (`Authorization: Bearer <token>`, a
 *   token changes its own remote only) and the registry the shell's server builds `/remotes.json`
 *   from. Not under /v1: the site's server proxies /v1 to the API, but not /deploy.
 * - `POST /v1/remote-reports`: what browsers saw of the versions they loaded; feeds the canary guard.
 */
const remoteLoadErrors = () =>
  counter('remote_load_errors_total', 'Failures browsers reported of the remotes they loaded (POST /v1/remote-reports), by remote, version and kind', [
    'remote',
    'version',
    'kind',
  ]);

export function registerReleaseRoutes(app: FastifyInstance, services: Services): void {
  void app.register(async (scope) => {
    // Bodies Fastify cannot read (bad JSON, too large, another type) answer in Czech like the rest.
    scope.setErrorHandler((error: FastifyError, _request, reply) => {
      const status = error.statusCode ?? 500;
      if (status >= 500) throw error;
      const detail =
        status === 413
          ? 'Tělo požadavku je příliš velké.'
          : status === 415
            ? 'Tělo požadavku musí být JSON (application/json).'
            : 'Tělo požadavku není platný JSON.';
      return reply.status(status).send({ code: 'BAD_USER_INPUT', detail });
    });

    /** The registry, read by the shell's server every second: no token, `no-store`, an ETag of the revisions. */
    scope.get('/deploy/v1/registry', async (request, reply) => {
      const tag = await registryTag(services);
      reply.header('cache-control', 'no-store').header('etag', tag);
      if (matches(request.headers['if-none-match'], tag)) return reply.status(304).send();
      return registry(services);
    });

    scope.post<RemoteParams>('/deploy/v1/remotes/:remote/versions', async (request, reply) => {
      const access = teamFor(services, request, reply);
      if (!access) return reply;
      const input = parse(publishVersionSchema, request.body, reply);
      if (!input) return reply;
      try {
        const { created, version } = await publishVersion(services, access.team, access.remote, input);
        return reply.status(created ? 201 : 200).send(version);
      } catch (error) {
        return sendDomainError(reply, error);
      }
    });

    scope.post<RemoteParams>('/deploy/v1/remotes/:remote/release', async (request, reply) => {
      const access = teamFor(services, request, reply);
      if (!access) return reply;
      const input = parse(releaseSchema, request.body, reply);
      if (!input) return reply;
      try {
        const { entry } = await releaseVersion(services, access.team, access.remote, input);
        return { remote: access.remote, ...entry };
      } catch (error) {
        return sendDomainError(reply, error);
      }
    });

    scope.post<RemoteParams>('/deploy/v1/remotes/:remote/rollback', async (request, reply) => {
      const access = teamFor(services, request, reply);
      if (!access) return reply;
      const input = parse(rollbackSchema, request.body ?? {}, reply);
      if (!input) return reply;
      try {
        const { entry } = await rollback(services, access.team, access.remote, input);
        return { remote: access.remote, ...entry };
      } catch (error) {
        return sendDomainError(reply, error);
      }
    });

    /** Any team's token reads every remote's audit. */
    scope.get<{ Querystring: Record<string, string> }>('/deploy/v1/audit', async (request, reply) => {
      if (!teamOfAuthorization(services.config.deployTokens, request.headers.authorization)) return reply.status(401).send(UNAUTHENTICATED);
      const query = parse(auditQuerySchema, request.query, reply);
      if (!query) return reply;
      const remote = query.remote || undefined;
      if (remote !== undefined && !isRemoteId(remote)) return reply.status(404).send(unknownRemote(remote));
      return auditLines(services, remote, query.limit);
    });

    /**
     * Browsers' reports `{ reports: [{ remote, version, kind }] }` (JSON or text/plain, as
     * sendBeacon sends it), 204. Per client address like the other abuse limits. The reporter is a
     * short hash of the address and the bucket cookie: visitors are told apart, never named.
     */
    scope.post('/v1/remote-reports', { bodyLimit: 16 * 1024 }, async (request, reply) => {
      const limit = await hitRateLimit(services, request.ip, `remote-reports:${request.ip}`, RATE_LIMITS.remoteReports);
      if (limit && !limit.allowed) {
        return reply
          .status(429)
          .header('retry-after', String(Math.ceil(limit.retryAfterMs / 1000)))
          .send({ code: 'TOO_MANY_REQUESTS', detail: tooManyAttempts(retryMinutes(limit)) });
      }
      const input = parse(remoteReportsSchema, beaconBody(request.body), reply);
      if (!input) return reply;
      // `mounted` is a success: counted by the canary guard, not here.
      for (const report of input.reports)
        if (report.kind !== 'mounted') remoteLoadErrors().inc({ remote: report.remote, version: report.version, kind: report.kind });
      const reporter = sha256(`${request.ip}|${request.cookies[BUCKET_COOKIE] ?? ''}`).slice(0, 16);
      await recordRemoteReports(services, input.reports, reporter, request.log);
      return reply.status(204).send();
    });
  });
}
