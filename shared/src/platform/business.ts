/**
 * Business constants the API and the front-end must agree on (spec §9, DESIGN.md §5).
 * Money is always an integer number of haléř (1 Kč = 100 haléř), never a float.
 */
/** The session's JWT: HttpOnly, so no script (nor an injected one) can carry it away. */
export const AUTH_COOKIE_NAME = 'zaber-token';
/**
 * Set and cleared with the token, readable by scripts, holding no secret (a random value per
 * sign-in): it tells the shell a session exists, so it loads currentProfile (spec §4).
 */
export const SESSION_MARKER_COOKIE_NAME = 'zaber-session';
export const AUTH_TOKEN_TTL_DAYS = 14;
/** The `Authorization` header scheme: `Authorization: JWT <token>`. */
export const AUTH_HEADER_SCHEME = 'JWT';
/**
 * The header our pages send with every GraphQL request and upload. A form or a script of another
 * site cannot send it without a CORS preflight, which the API refuses to foreign origins: bodies a
 * form can post (multipart, urlencoded, text/plain) are refused without it.
 */
export const CSRF_HEADER_NAME = 'x-graphql-csrf';
/** The exact GraphQL error message for a bad, tampered, expired or logged-out token (spec §8). */
export const INVALID_TOKEN_MESSAGE = 'Error decoding signature';

export const LOGIN_CODE_LENGTH = 6;
export const LOGIN_CODE_TTL_MINUTES = 15;
export const LOGIN_CODE_MAX_ATTEMPTS = 5;
/** DESIGN §5: login codes mailed an hour, per e-mail and client address (docs/api/security.md "Throttling"). */
export const LOGIN_CODES_PER_HOUR = 5;

export const LOCATION_COUNTRY = 'CZ';

/** Sign-up profile types (spec §1): 0 customer, 1 professional. */
export const PROFILE_TYPE = { CLIENT: 0, EXECUTOR: 1 } as const;
export type ProfileTypeValue = (typeof PROFILE_TYPE)[keyof typeof PROFILE_TYPE];

export const HALERU_PER_KORUNA = 100;
/** Proposal prices (Kč) in DESIGN.md §5, as haléř. */
export const PROPOSAL_COST = 49 * HALERU_PER_KORUNA;
export const PROPOSAL_BOOST_COST = 99 * HALERU_PER_KORUNA;
export const PROPOSAL_HIGHLIGHT_COST = 29 * HALERU_PER_KORUNA;
export const TOP_UP_MIN = 200 * HALERU_PER_KORUNA;
export const TOP_UP_MAX = 50_000 * HALERU_PER_KORUNA;
export const TOP_UP_BONUS_THRESHOLD = 500 * HALERU_PER_KORUNA;
export const TOP_UP_BONUS_PERCENT = 10;

/** Default number of works a professional may keep (DESIGN.md §5). */
export const WORKS_MAX_COUNT = 300;

/** At most this many proposals per request: "až 10 nabídek do 24 hodin" (DESIGN.md §5). */
export const PROPOSALS_PER_REQUEST_MAX = 10;
/** Days after which a proposal the client has not opened is refunded (DESIGN.md §5). */
export const UNREAD_PROPOSAL_REFUND_DAYS = 7;
/**
 * Share of professionals' applications that pass moderation, as the site claims it (spec §1).
 * GET /v1/counters computes the real one (`moderationPassRate`) from the decided approval
 * requests; this is what the home page shows until that answer arrives, and when it is null
 * (no request decided yet).
 */
export const MODERATION_PASS_RATE_PERCENT = 40;
