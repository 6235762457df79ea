import { maxBytesOf, type UploadPurpose } from '@zaber/shared/media/constants';
import { AUTH_COOKIE_NAME, INVALID_TOKEN_MESSAGE } from '@zaber/shared/platform/business';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hitRateLimit, tooManyAttempts } from '../lib/abuse-limits';
import { allowedOrigins, CROSS_SITE_REFUSED, hasCsrfHeader, hasForeignOrigin } from '../lib/cross-site';
import { DomainError } from '../lib/domain-errors';
import type { Services } from '../lib/ports';
import { present } from '../lib/present';
import { RATE_LIMITS, retryMinutes } from '../lib/rate-limit';
import { requestViewer } from '../modules/auth/request-viewer';
import { ImageError } from '../modules/media/media-errors';
import { createUpload, ensureUploadCapacity } from '../modules/media/uploads.service';
import { viewerRoles } from '../modules/profile/profile.service';

const PURPOSES: readonly UploadPurpose[] = ['WORK', 'AVATAR'];

/** A refusal of this route that is not a domain error (wrong purpose, no access). */
class HttpRefusal extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    detail: string,
  ) {
    super(detail);
  }
}

/** HTTP status of each refusal; the body is always `{ code, detail }` with the Czech detail. */
const STATUS: Record<string, number> = {
  EMPTY: 400,
  FILE_TOO_LARGE: 413,
  NOT_AN_IMAGE: 415,
  DAMAGED: 400,
  TOO_MANY_PIXELS: 400,
  WORK_TOO_SMALL: 400,
  AVATAR_QUALITY: 400,
  UPLOAD_LIMIT: 429,
};

type UploadRequest = FastifyRequest<{ Querystring: { purpose?: string } }>;

function purposeOf(request: UploadRequest): UploadPurpose {
  const purpose = PURPOSES.find((p) => p === request.query.purpose);
  if (!purpose) throw new HttpRefusal(400, 'BAD_REQUEST', 'Parametr purpose musí být WORK nebo AVATAR.');
  return purpose;
}

/** The profile of the request's signed-in professional, resolved before the body is read. */
const uploaders = new WeakMap<FastifyRequest, string>();

/**
 * Reads the raw body into memory, refusing with 413 as soon as it passes the purpose's limit
 * (by Content-Length at once, else while it streams in), so an oversized file is never held whole.
 */
function readBody(request: UploadRequest, payload: NodeJS.ReadableStream): Promise<Buffer> {
  const purpose = purposeOf(request);
  const limit = maxBytesOf(purpose);
  const tooLarge = () => new ImageError('FILE_TOO_LARGE', purpose);
  if (Number(request.headers['content-length']) > limit) return Promise.reject(tooLarge());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const cleanUp = () => {
      payload.removeListener('data', onData);
      payload.removeListener('end', onEnd);
      payload.removeListener('error', onError);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limit) {
        // Fastify answers with `connection: close`, so the rest of the body is never read.
        cleanUp();
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanUp();
      resolve(Buffer.concat(chunks, received));
    };
    const onError = (error: Error) => {
      cleanUp();
      reject(error);
    };
    payload.on('data', onData);
    payload.on('end', onEnd);
    payload.on('error', onError);
  });
}

function fileName(header: string | string[] | undefined): string | null {
  if (typeof header !== 'string' || !header.trim()) return null;
  let name: string;
  try {
    name = decodeURIComponent(header);
  } catch {
    name = header;
  }
  return name.trim().slice(0, 200) || null;
}

function sendRefusal(reply: FastifyReply, status: number, code: string, detail: string) {
  return reply.status(status).send({ code, detail });
}

/**
 * POST /v1/uploads?purpose=WORK|AVATAR (see docs/api/media.md "Media and portfolio"): the body is the
 * file's bytes (any Content-Type: the content decides), `X-File-Name` its URI-encoded name. The
 * professional's token comes as for GraphQL (`Authorization: JWT …` or the cookie). Answers 201
 * `{ id, purpose, image }`; refusals `{ code, detail }` with 400/401/403/413/415/429.
 */
export function registerUploadRoutes(app: FastifyInstance, services: Services): void {
  const sameSite = allowedOrigins(services.config);
  void app.register(async (scope) => {
    // Only this route takes raw bodies; every Content-Type (or none) is read as bytes.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (request, payload, done) => {
      readBody(request as UploadRequest, payload).then(
        (body) => done(null, body),
        (error: Error) => done(error, undefined),
      );
    });

    scope.setErrorHandler((error: FastifyError | DomainError | HttpRefusal, request, reply) => {
      if (error instanceof HttpRefusal) return sendRefusal(reply, error.statusCode, error.code, error.message);
      if (error instanceof DomainError) return sendRefusal(reply, STATUS[error.code] ?? 400, error.code, error.message);
      request.log.error({ err: error }, 'upload failed');
      return sendRefusal(reply, 500, 'INTERNAL', 'Soubor se nepodařilo uložit, zkuste to prosím znovu.');
    });

    scope.post<{ Querystring: { purpose?: string } }>(
      '/v1/uploads',
      {
        // Who and what before the body: a guest's or an over-limit upload is refused unread.
        onRequest: async (request, reply) => {
          // Another site's page may not upload with the visitor's cookie: a foreign Origin, or the
          // cookie without our CSRF header (API clients authenticate with the Authorization header).
          if (hasForeignOrigin(request, sameSite) || (request.cookies[AUTH_COOKIE_NAME] && !hasCsrfHeader(request))) {
            throw new HttpRefusal(403, 'FORBIDDEN', CROSS_SITE_REFUSED);
          }
          purposeOf(request);
          const limit = await hitRateLimit(services, request.ip, `uploads:${request.ip}`, RATE_LIMITS.uploads);
          if (limit && !limit.allowed) throw new HttpRefusal(429, 'TOO_MANY_REQUESTS', tooManyAttempts(retryMinutes(limit)));
          const viewer = await requestViewer(services, { req: request, reply });
          if (viewer.kind === 'invalid') throw new HttpRefusal(401, 'UNAUTHENTICATED', INVALID_TOKEN_MESSAGE);
          const roles = viewer.kind === 'user' ? await viewerRoles(services, viewer.userId) : null;
          if (viewer.kind !== 'user' || !roles?.isExecutor) throw new HttpRefusal(403, 'FORBIDDEN', 'Přístup zakázán');
          await ensureUploadCapacity(services, viewer.profileId);
          uploaders.set(request, viewer.profileId);
        },
      },
      async (request, reply) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const upload = await createUpload(services, present(uploaders.get(request)), purposeOf(request), body, fileName(request.headers['x-file-name']));
        return reply.status(201).send(upload);
      },
    );
  });
}
