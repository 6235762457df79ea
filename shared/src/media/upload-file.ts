import { maxBytesOf, UPLOAD_ERRORS, type UploadPurpose } from '@zaber/shared/media/constants';
import { CSRF_HEADER_NAME } from '@zaber/shared/platform/business';

/*
 * Sending one file to `POST /v1/uploads?purpose=WORK|AVATAR` (the file's bytes as the body),
 * which answers an upload id that `addWorks` / `setAvatar` (and later package galleries) attach.
 * XMLHttpRequest rather than fetch: only XHR reports upload progress.
 */

/** Image types the API decodes; it checks the content, the browser checks the declared type first. */
export const UPLOAD_IMAGE_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'];
/** For `<input type="file" accept>`. */
export const UPLOAD_ACCEPT = UPLOAD_IMAGE_TYPES.join(',');
// Some systems give no type for a file: its name decides then.
const IMAGE_NAME = /\.(jpe?g|png|webp|avif)$/i;

/** The stored image an upload answers (the GraphQL `Image` once attached). */
export interface UploadedImage {
  src: string;
  thumbnail: string;
  alt?: string;
  srcSet?: string | null;
  width?: number | null;
  height?: number | null;
}

export interface UploadAnswer {
  id: string;
  image: UploadedImage | null;
}

/** Why an upload failed: the API's Czech `detail` when it refused the file, else null (network, abort). */
export class UploadError extends Error {
  constructor(
    /** The API's `code`, or `NETWORK` / `ABORTED` / `HTTP_<status>`. */
    readonly code: string,
    readonly detail: string | null,
  ) {
    super(detail ?? code);
    this.name = 'UploadError';
  }
}

/** The Czech reason the API would refuse this file for, found before sending it; null when it may go. */
export function refusalOf(file: Pick<File, 'name' | 'size' | 'type'>, purpose: UploadPurpose): string | null {
  const image = file.type ? UPLOAD_IMAGE_TYPES.includes(file.type) : IMAGE_NAME.test(file.name);
  if (!image) return UPLOAD_ERRORS.NOT_AN_IMAGE;
  if (file.size === 0) return UPLOAD_ERRORS.EMPTY;
  if (file.size > maxBytesOf(purpose)) return purpose === 'AVATAR' ? UPLOAD_ERRORS.avatarTooBig() : UPLOAD_ERRORS.workTooBig();
  return null;
}

export interface UploadFileOptions {
  purpose: UploadPurpose;
  /** Bytes sent so far of `total`. */
  onProgress?(loaded: number, total: number): void;
  signal?: AbortSignal;
  /** The shell's origin proxies /v1 to the API. */
  endpoint?: string;
}

function answerOf(text: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Sends one file with the session's HttpOnly cookie (same origin); resolves with the upload's id, rejects with an UploadError. */
export function uploadFile(file: File, { purpose, onProgress, signal, endpoint = '/v1/uploads' }: UploadFileOptions): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new UploadError('ABORTED', null));
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const done = () => signal?.removeEventListener('abort', onAbort);
    xhr.open('POST', `${endpoint}?purpose=${purpose}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', 'cs');
    // With the session cookie the API takes an upload only with this header (no cross-site writes).
    xhr.setRequestHeader(CSRF_HEADER_NAME, '1');
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    // Header values must be Latin-1; Czech file names ("svatba-Lednice-č1.jpg") travel URI-encoded.
    xhr.setRequestHeader('X-File-Name', encodeURIComponent(file.name));
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded, event.total);
    });
    xhr.addEventListener('load', () => {
      done();
      const answer = answerOf(xhr.responseText);
      const id = answer?.id;
      if (xhr.status >= 200 && xhr.status < 300 && (typeof id === 'string' || typeof id === 'number')) {
        onProgress?.(file.size, file.size);
        resolve({ id: String(id), image: (answer?.image as UploadedImage | undefined) ?? null });
        return;
      }
      const code = typeof answer?.code === 'string' ? answer.code : `HTTP_${xhr.status}`;
      reject(new UploadError(code, typeof answer?.detail === 'string' ? answer.detail : null));
    });
    xhr.addEventListener('error', () => {
      done();
      reject(new UploadError('NETWORK', null));
    });
    xhr.addEventListener('abort', () => {
      done();
      reject(new UploadError('ABORTED', null));
    });
    signal?.addEventListener('abort', onAbort);
    xhr.send(file);
  });
}

/** An image's size in px as the browser decodes it; null when it cannot read it. */
export async function imageSizeOf(file: Blob): Promise<{ width: number; height: number } | null> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file);
      const size = { width: bitmap.width, height: bitmap.height };
      bitmap.close();
      return size;
    } catch {
      return null;
    }
  }
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const img = new Image();
    img.onload = () => {
      URL.revokeObjectURL(url);
      resolve({ width: img.naturalWidth, height: img.naturalHeight });
    };
    img.onerror = () => {
      URL.revokeObjectURL(url);
      resolve(null);
    };
    img.src = url;
  });
}
