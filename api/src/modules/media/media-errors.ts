import { UPLOAD_ERRORS, type UploadPurpose } from '@zaber/shared/media/constants';
import { DomainError, type ImageErrorCode } from '../../lib/domain-errors';

/** The Czech message of each refusal (UPLOAD_ERRORS), by code. */
export function imageErrorMessage(code: ImageErrorCode, purpose: UploadPurpose): string {
  switch (code) {
    case 'FILE_TOO_LARGE':
      return purpose === 'AVATAR' ? UPLOAD_ERRORS.avatarTooBig() : UPLOAD_ERRORS.workTooBig();
    default:
      return UPLOAD_ERRORS[code];
  }
}

/** A file the media pipeline refused; nothing of it was stored. */
export class ImageError extends DomainError {
  readonly code: ImageErrorCode;
  constructor(code: ImageErrorCode, purpose: UploadPurpose) {
    super(imageErrorMessage(code, purpose));
    this.code = code;
  }
}

/** Too many files at once, more works than the profile may hold, or too many pending uploads. */
export class UploadLimitError extends DomainError {
  readonly code = 'UPLOAD_LIMIT';
  /** `field` gets `fieldMessage` (the message itself when not given), shown under the form's field. */
  constructor(message: string = UPLOAD_ERRORS.UPLOAD_LIMIT, field?: string, fieldMessage: string = message) {
    super(message, field ? { [field]: fieldMessage } : undefined);
  }
}
