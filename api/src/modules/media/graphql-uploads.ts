import { createFetch } from '@whatwg-node/fetch';
import { UPLOAD_ERRORS, UPLOAD_MAX_FILES, WORK_MAX_BYTES } from '@zaber/shared/media/constants';
import type { FastifyInstance } from 'fastify';
import { createGraphQLError, type Plugin } from 'graphql-yoga';

/*
 * GraphQL multipart requests (uploadWorks): Yoga reads the form itself, so Fastify must leave the
 * body alone, and Yoga's form parser gets the pipeline's limits. Multipart bodies hold the files
 * in memory while the request runs: up to UPLOAD_MAX_FILES × WORK_MAX_BYTES, which is why the
 * browser's usual path is POST /v1/uploads file by file.
 */

const MB = 1024 * 1024;

/** The files' limits, plus room for the `operations` and `map` fields. */
const MAX_MULTIPART_BYTES = UPLOAD_MAX_FILES * WORK_MAX_BYTES + MB;

/** The parsers' own English errors become the pipeline's Czech ones (same statuses). */
function czechLimitError(error: unknown): unknown {
  const message = error instanceof Error ? error.message : '';
  if (/File size limit exceeded/.test(message)) {
    return createGraphQLError(UPLOAD_ERRORS.workTooBig(), { extensions: { code: 'FILE_TOO_LARGE', http: { status: 413 } } });
  }
  if (/Files limit exceeded/.test(message)) {
    return createGraphQLError(UPLOAD_ERRORS.tooManyFiles(), { extensions: { code: 'UPLOAD_LIMIT', http: { status: 400 } } });
  }
  return error;
}

const czechUploadLimits: Plugin = {
  onRequestParse({ request, requestParser, setRequestParser }) {
    if (!requestParser || !request.headers.get('content-type')?.startsWith('multipart/form-data')) return;
    setRequestParser(async (req) => {
      try {
        return await requestParser(req);
      } catch (error) {
        throw czechLimitError(error);
      }
    });
  },
};

/** createYoga options of the multipart request spec: per-file and per-request limits. */
export function multipartYogaOptions() {
  return {
    fetchAPI: createFetch({ formDataLimits: { fileSize: WORK_MAX_BYTES, files: UPLOAD_MAX_FILES, fieldSize: MB } }),
    maxRequestBodySize: MAX_MULTIPART_BYTES,
    plugins: [czechUploadLimits],
  };
}

/** In the scope of the POST /graphql route: multipart bodies are left unread for Yoga. */
export function leaveMultipartToYoga(scope: FastifyInstance): void {
  scope.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null, undefined));
}
