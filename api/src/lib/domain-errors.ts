/**
 * Errors the services throw, free of GraphQL: only the API boundary (graphql/operation.ts) turns
 * them into GraphQL errors with their codes, so services stay callable from REST, jobs and seeds.
 */
export type FieldErrors = Record<string, string>;

/** Why the media pipeline refused a file (modules/media/media-errors.ts); the Czech texts are UPLOAD_ERRORS. */
export type ImageErrorCode = 'EMPTY' | 'FILE_TOO_LARGE' | 'NOT_AN_IMAGE' | 'DAMAGED' | 'TOO_MANY_PIXELS' | 'WORK_TOO_SMALL' | 'AVATAR_QUALITY';

export abstract class DomainError extends Error {
  abstract readonly code:
    | 'BAD_USER_INPUT'
    | 'NOT_FOUND'
    | 'FORBIDDEN'
    | 'CONFLICT'
    | 'INSUFFICIENT_CREDIT'
    | 'TOO_MANY_REQUESTS'
    /** Too many files at once, too many works, too many pending uploads. */
    | 'UPLOAD_LIMIT'
    /** A professional asked for approval with something missing (modules/approval). */
    | 'APPROVAL_REQUIREMENTS'
    | ImageErrorCode;
  /** One Czech message per input field, shown beside the form field. */
  readonly fieldErrors: FieldErrors | undefined;

  constructor(message: string, fieldErrors?: FieldErrors) {
    super(message);
    this.name = new.target.name;
    this.fieldErrors = fieldErrors;
  }
}

/** Invalid input the user can correct; the message of the first field is the summary. */
export class FieldErrorsError extends DomainError {
  readonly code = 'BAD_USER_INPUT';
  constructor(fieldErrors: FieldErrors, message = 'Neplatný vstup') {
    super(message, fieldErrors);
  }
}

export class NotFoundError extends DomainError {
  readonly code = 'NOT_FOUND';
  constructor(message = 'Nenalezeno') {
    super(message);
  }
}

export class ForbiddenError extends DomainError {
  readonly code = 'FORBIDDEN';
  constructor(message = 'Přístup zakázán') {
    super(message);
  }
}

export class ConflictError extends DomainError {
  readonly code = 'CONFLICT';
}

export class InsufficientCreditError extends DomainError {
  readonly code = 'INSUFFICIENT_CREDIT';
  constructor(message: string) {
    super(message);
  }
}

/** A throttle hit; the message says when to try again, and is shown on `field`. */
export class TooManyRequestsError extends DomainError {
  readonly code = 'TOO_MANY_REQUESTS';
  constructor(field: string, message: string) {
    super(message, { [field]: message });
  }
}
