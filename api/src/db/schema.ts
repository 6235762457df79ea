import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const workTypeEnum = pgEnum('work_type', ['PHOTO', 'VIDEO']);
export const userRoleEnum = pgEnum('user_role', ['USER', 'MODERATOR']);
export const frequencyEnum = pgEnum('notification_frequency', ['IMMEDIATELY', 'ONCE_A_DAY', 'OFF']);
export const emailTokenPurposeEnum = pgEnum('email_token_purpose', ['ACTIVATION', 'PASSWORD_RESET']);
export const proposalStatusEnum = pgEnum('proposal_status', ['NEW', 'CANDIDATE', 'EXECUTOR', 'REJECTED']);
export const requestStatusEnum = pgEnum('request_status', ['ACTIVE', 'OUTDATED', 'CLOSED']);
export const requestCloseReasonEnum = pgEnum('request_close_reason', ['CHOSE_EXECUTOR', 'CHOSE_OUTSIDE', 'NEGOTIATING', 'NONE_INTERESTING', 'NOT_RELEVANT']);
export const ledgerKindEnum = pgEnum('credit_ledger_kind', [
  'TOP_UP',
  'TOP_UP_BONUS',
  'PROPOSAL',
  'PROPOSAL_BOOST',
  'PROPOSAL_HIGHLIGHT',
  'REFUND',
  'ADJUSTMENT',
  'TOP_UP_REVERSAL',
]);
export const packageStatusEnum = pgEnum('package_status', ['ACTIVE', 'INACTIVE']);
export const conversationKindEnum = pgEnum('conversation_kind', ['PROPOSAL', 'ORDER', 'PRIVATE_REQUEST']);
export const conversationStatusEnum = pgEnum('conversation_status', ['NEGOTIATION', 'WAITING_FOR_DEPOSIT', 'SCHEDULED', 'POST_PRODUCTION', 'DONE', 'CANCELED']);
export const messageKindEnum = pgEnum('message_kind', ['TEXT', 'STATUS']);
export const dateStatusEnum = pgEnum('profile_date_status', ['FREE', 'OCCUPIED']);
export const approvalStatusEnum = pgEnum('approval_status', ['PENDING', 'APPROVED', 'REJECTED']);
export const uploadPurposeEnum = pgEnum('upload_purpose', ['WORK', 'AVATAR']);
export const paymentMethodEnum = pgEnum('payment_method', ['BANK_TRANSFER', 'GOPAY']);
export const paymentStatusEnum = pgEnum('payment_status', ['NEW', 'UNPAID', 'PENDING', 'PAID', 'COMPLETED', 'CANCELED', 'REFUNDED']);
export const engagementStatusEnum = pgEnum('engagement_status', ['PENDING', 'ACCEPTED', 'REJECTED']);

// Places (DESIGN.md §5): Province = kraj, Region = okres, Municipality = obec; `code` is the RÚIAN code.
export const provinces = pgTable('provinces', {
  id: serial('id').primaryKey(),
  code: integer('code').notNull().unique(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  sort: integer('sort').notNull(),
  country: text('country').notNull(),
});

export const regions = pgTable('regions', {
  id: serial('id').primaryKey(),
  code: integer('code').notNull().unique(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  sort: integer('sort').notNull(),
  provinceId: integer('province_id')
    .notNull()
    .references(() => provinces.id),
});

export const municipalities = pgTable(
  'municipalities',
  {
    id: serial('id').primaryKey(),
    code: integer('code').notNull().unique(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    sort: integer('sort').notNull(),
    country: text('country').notNull(),
    postalCode: text('postal_code').notNull(),
    postalCodes: text('postal_codes').notNull(),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id),
    provinceId: integer('province_id')
      .notNull()
      .references(() => provinces.id),
    /** WGS-84 of the settlement's centre (data/cz-municipality-coordinates.csv); distances and "near an obec". */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
  },
  (t) => [
    index('municipalities_region_idx').on(t.regionId),
    // A kraj's obce: the province filters and the search's "nearest first" ranking.
    index('municipalities_province_idx').on(t.provinceId),
  ],
);

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  parentId: integer('parent_id').references((): AnyPgColumn => categories.id),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  sort: integer('sort').notNull(),
  allowedWorkTypes: workTypeEnum('allowed_work_types').array().notNull(),
});

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  role: userRoleEnum('role').notNull().default('USER'),
  /** scrypt hash `salt:hash`; null when the user only logs in with e-mailed codes. */
  passwordHash: text('password_hash'),
  isActive: boolean('is_active').notNull().default(false),
  termsAgreedAt: timestamp('terms_agreed_at', { withTimezone: true }),
  /** The account was deleted (EU right to erasure): its personal data erased, the row kept for the ledger and invoices. */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    username: text('username').notNull().unique(),
    title: text('title').notNull(),
    avatar: text('avatar'),
    isClient: boolean('is_client').notNull(),
    isExecutor: boolean('is_executor').notNull(),
    isPublic: boolean('is_public').notNull().default(false),
    municipalityId: integer('municipality_id').references(() => municipalities.id),
    location: text('location'),
    summary: text('summary'),
    activityIndex: integer('activity_index'),
    rating: real('rating'),
    reviewsCount: integer('reviews_count').notNull().default(0),
    responseTime: integer('response_time_hours'),
    /**
     * The catalogue score's part without text and distance (modules/search/search.ranking.ts SCORE,
     * docs/api/profiles.md): the prior-weighted rating (5 reviews of 4.0), the response time and the activity.
     * Kept by PostgreSQL, so the default order (RECOMMENDED) reads an index; change it with SCORE.
     */
    catalogueScore: doublePrecision('catalogue_score')
      .notNull()
      .generatedAlwaysAs(
        sql`((20 + coalesce(rating, 0)::float8 * (case when rating is null then 0 else reviews_count end)) / (5 + (case when rating is null then 0 else reviews_count end)) - 4) + (case when response_time_hours is null then 0 else 12::float8 / (24 + greatest(response_time_hours, 0)) end) + coalesce(0.5::float8 * activity_index / 100, 0)`,
      ),
    phone: text('phone'),
    facebookUrl: text('facebook_url'),
    instagramUrl: text('instagram_url'),
    website: text('website'),
    worksMaxCount: integer('works_max_count').notNull(),
    sendEmailMessagesDigest: frequencyEnum('send_email_messages_digest').notNull().default('IMMEDIATELY'),
    sendEmailNotificationsDigest: frequencyEnum('send_email_notifications_digest').notNull().default('IMMEDIATELY'),
    /** New requests are e-mailed to a professional when their budget reaches this (haléř); null: any. */
    priceFrom: integer('price_from'),
    /** When the last digest of each kind was mailed (the daily digest goes at most once a Prague day). */
    lastMessagesDigestAt: timestamp('last_messages_digest_at', { withTimezone: true }),
    lastNotificationsDigestAt: timestamp('last_notifications_digest_at', { withTimezone: true }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    /** Lowercase text without diacritics (name, place, summary), written in JS so search needs no unaccent extension. */
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    // The professionals catalogue in each of its orders (executors.repository executorOrder), public ones only.
    index('profiles_public_rating_idx')
      .on(t.rating.desc().nullsLast(), t.reviewsCount.desc().nullsFirst(), t.username)
      .where(sql`${t.isExecutor} and ${t.isPublic}`),
    index('profiles_public_reviews_idx')
      .on(t.reviewsCount.desc().nullsFirst(), t.rating.desc().nullsLast(), t.username)
      .where(sql`${t.isExecutor} and ${t.isPublic}`),
    index('profiles_public_response_idx')
      .on(t.responseTime.asc().nullsLast(), t.rating.desc().nullsLast(), t.username)
      .where(sql`${t.isExecutor} and ${t.isPublic}`),
    index('profiles_public_score_idx')
      .on(t.catalogueScore.desc().nullsFirst(), t.rating.desc().nullsLast(), t.reviewsCount.desc().nullsFirst(), t.username)
      .where(sql`${t.isExecutor} and ${t.isPublic}`),
  ],
);

export const billingInfos = pgTable('billing_infos', {
  id: uuid('id').primaryKey().defaultRandom(),
  profileId: uuid('profile_id')
    .notNull()
    .unique()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  country: text('country').notNull(),
  taxId: text('tax_id').notNull(),
  vatId: text('vat_id'),
  city: text('city').notNull(),
  address: text('address').notNull(),
  postalCode: text('postal_code').notNull(),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const loginCodes = pgTable(
  'login_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('login_codes_email_created_idx').on(t.email, t.createdAt)],
);

/**
 * Sign-in attempts counted per key (an account with an address, an address, an e-mail): see
 * lib/attempt-throttle.ts. Kept in the database without Redis, so limits hold across instances.
 */
export const authThrottles = pgTable(
  'auth_throttles',
  {
    key: text('key').primaryKey(),
    attempts: integer('attempts').notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('auth_throttles_last_at_idx').on(t.lastAt)],
);

/** One row per issued JWT (`jti`), so logout can invalidate a token before it expires. */
export const sessions = pgTable('sessions', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Single-use tokens of e-mailed links; only a hash is stored. */
export const emailTokens = pgTable('email_tokens', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  purpose: emailTokenPurposeEnum('purpose').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** The development outbox: where mails go when no SMTP_URL is set. */
export const outboxMails = pgTable('outbox_mails', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  createdAt: createdAt(),
});

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    text: text('text').notNull(),
    /** The path of what it is about. */
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Mailed in a notifications digest (or passed over because it was read first). */
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_profile_unread_idx').on(t.profileId, t.readAt),
    index('notifications_profile_created_idx').on(t.profileId, t.createdAt.desc().nullsFirst()),
    index('notifications_unmailed_idx').on(t.createdAt).where(sql`${t.emailedAt} is null`),
  ],
);

/**
 * Requests (poptávky). `number` is the public id in URLs (`/poptavky/{number}/`). `status` is what
 * was last written: ACTIVE turns OUTDATED by the rule of requests.status.ts, which queries apply
 * at once and the outdate job persists.
 */
export const requests = pgTable(
  'requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: serial('number').notNull().unique(),
    clientProfileId: uuid('client_profile_id')
      .notNull()
      .references(() => profiles.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    subcategoryId: integer('subcategory_id').references(() => categories.id),
    municipalityId: integer('municipality_id').references(() => municipalities.id),
    /** Optional detail of the place (street, venue). */
    locationDetail: text('location_detail'),
    description: text('description').notNull(),
    /** Codes of REQUEST_OPTIONS (extra services). */
    options: text('options').array().notNull().default(sql`'{}'::text[]`),
    /** Null: the date is to be agreed. */
    date: date('date', { mode: 'string' }),
    /** Budget range in haléř; null ends are open. */
    budgetMin: integer('budget_min'),
    budgetMax: integer('budget_max'),
    status: requestStatusEnum('status').notNull().default('ACTIVE'),
    /** Promoted: first in the professionals' feed. */
    boosted: boolean('boosted').notNull().default(false),
    closeReason: requestCloseReasonEnum('close_reason'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** The new-request alerts for professionals were prepared (request_alerts). */
    alertsPreparedAt: timestamp('alerts_prepared_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // The feed's order (boosted, newest, number), read from the front for each status.
    index('requests_feed_idx').on(t.status, t.boosted.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.number.desc().nullsFirst()),
    // The guests' list (newest, number) stops after a page instead of sorting every open request; with
    // `date` in the key its total is counted from the index alone (npm run bench: no seq scan of the feed).
    index('requests_public_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.number.desc().nullsFirst(), t.date),
    index('requests_client_idx').on(t.clientProfileId, t.createdAt.desc().nullsFirst()),
    // Open requests of one service (or subcategory), in the feed's order and in the guests' list's
    // order: each list and its capped count walk one of these from the front and stop. The filters
    // read on the way (date, place, budget) are in the key, so the walk never visits the table.
    index('requests_active_category_feed_idx')
      .on(t.categoryId, t.boosted.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.number.desc().nullsFirst(), t.date, t.municipalityId, t.budgetMax)
      .where(sql`${t.status} = 'ACTIVE'`),
    index('requests_active_subcategory_feed_idx')
      .on(t.subcategoryId, t.boosted.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.number.desc().nullsFirst(), t.date, t.municipalityId, t.budgetMax)
      .where(sql`${t.status} = 'ACTIVE'`),
    index('requests_active_category_idx')
      .on(t.categoryId, t.createdAt.desc().nullsFirst(), t.number.desc().nullsFirst(), t.date)
      .where(sql`${t.status} = 'ACTIVE'`),
    index('requests_active_subcategory_idx')
      .on(t.subcategoryId, t.createdAt.desc().nullsFirst(), t.number.desc().nullsFirst(), t.date)
      .where(sql`${t.status} = 'ACTIVE'`),
  ],
);

export const proposals = pgTable(
  'proposals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => requests.id),
    executorProfileId: uuid('executor_profile_id')
      .notNull()
      .references(() => profiles.id),
    price: integer('price').notNull(),
    text: text('text').notNull(),
    status: proposalStatusEnum('status').notNull().default('NEW'),
    seenByClientAt: timestamp('seen_by_client_at', { withTimezone: true }),
    /** Paid extra: listed first for the client. */
    boosted: boolean('boosted').notNull().default(false),
    /** Paid extra: shown highlighted to the client. */
    highlighted: boolean('highlighted').notNull().default(false),
    /** What the professional paid in haléř (its ledger entries reference `proposal…:<id>`). */
    cost: integer('cost').notNull().default(0),
    /** Credited back (ledger reference `refund:<id>`) because the client did not open it in time. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('proposals_request_executor_uq').on(t.requestId, t.executorProfileId),
    // The client's list of a request: boosted first, newest.
    index('proposals_request_idx').on(t.requestId, t.boosted.desc().nullsFirst(), t.createdAt.desc().nullsFirst()),
    index('proposals_executor_idx').on(t.executorProfileId, t.createdAt.desc().nullsFirst()),
    // What the refund job looks at: unopened and not refunded yet.
    index('proposals_refund_idx').on(t.createdAt).where(sql`${t.seenByClientAt} is null and ${t.refundedAt} is null`),
  ],
);

/** The owner of a request invited a professional to propose (one invitation per pair). */
export const proposalInvitations = pgTable(
  'proposal_invitations',
  {
    requestId: uuid('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    executorProfileId: uuid('executor_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.executorProfileId] }), index('proposal_invitations_executor_idx').on(t.executorProfileId)],
);

/**
 * Scheduled jobs (modules/jobs): one row per job. An instance claims a due row with
 * `FOR UPDATE SKIP LOCKED` and leases it until `locked_until`, so two API instances never run the
 * same job at once; a crashed run's lease simply expires.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  /** Not run before this time. */
  runAt: timestamp('run_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  lastError: text('last_error'),
});

/**
 * The append-only credit ledger (amounts in haléř, signed): the only source of a balance.
 * `reference` makes a posting idempotent (e.g. one payment notification credits once).
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id),
    kind: ledgerKindEnum('kind').notNull(),
    amount: integer('amount').notNull(),
    description: text('description').notNull(),
    reference: text('reference').unique(),
    createdAt: createdAt(),
  },
  (t) => [index('credit_ledger_profile_idx').on(t.profileId), check('credit_ledger_amount_nonzero', sql`${t.amount} <> 0`)],
);

/**
 * Each profile's balance kept by the ledger itself: a trigger adds every posting in the posting's own
 * transaction (migration 0009), so it always equals the sum of the profile's ledger rows and reading
 * it costs one row however long the history grows.
 */
export const creditBalances = pgTable('credit_balances', {
  profileId: uuid('profile_id')
    .primaryKey()
    .references(() => profiles.id),
  balance: bigint('balance', { mode: 'number' }).notNull(),
});

/** The categories a professional offers, each with its own summary. */
export const profileCategories = pgTable(
  'profile_categories',
  {
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    summary: text('summary'),
    /** Inactive: being prepared, seen only by the owner (not listed, not matched to requests). */
    active: boolean('active').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.categoryId] }), index('profile_categories_category_idx').on(t.categoryId)],
);

/** Portfolio: photos (image + thumbnail keys of the media storage) and YouTube/Vimeo videos. */
export const works = pgTable(
  'works',
  {
    id: serial('id').primaryKey(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    type: workTypeEnum('type').notNull(),
    title: text('title').notNull(),
    /** A media storage key, or (videos) the provider's preview URL. */
    image: text('image'),
    thumbnail: text('thumbnail'),
    /** WebP variants as `key width` pairs: `w/a-480.webp 480, w/a-960.webp 960`; null when none. */
    srcset: text('srcset'),
    width: integer('width'),
    height: integer('height'),
    videoUrl: text('video_url'),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('works_profile_idx').on(t.profileId, t.categoryId),
    // A card's cover: the first photo of each profile on a page.
    index('works_profile_photo_idx').on(t.profileId, t.sort, t.id).where(sql`${t.image} is not null`),
  ],
);

/**
 * Files of POST /v1/uploads: validated, stripped of metadata and resized before a row is written,
 * then attached (a work, an avatar) by a mutation that sets `attached_at`. Unattached ones expire.
 */
export const mediaUploads = pgTable(
  'media_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    purpose: uploadPurposeEnum('purpose').notNull(),
    image: text('image').notNull(),
    thumbnail: text('thumbnail').notNull(),
    srcset: text('srcset'),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Bytes stored for all its variants. */
    bytes: integer('bytes').notNull(),
    originalName: text('original_name'),
    attachedAt: timestamp('attached_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('media_uploads_profile_idx').on(t.profileId, t.createdAt),
    index('media_uploads_unattached_idx').on(t.createdAt).where(sql`${t.attachedAt} is null`),
  ],
);

/** A professional's request for approval and a moderator's decision (spec §1, §4). */
export const profileApprovalRequests = pgTable(
  'profile_approval_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    status: approvalStatusEnum('status').notNull().default('PENDING'),
    /** The moderator's reason of a rejection. */
    reason: text('reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedByProfileId: uuid('decided_by_profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('profile_approval_requests_profile_idx').on(t.profileId, t.createdAt.desc().nullsFirst()),
    // At most one request waits per profile; the queue reads the pending ones oldest first.
    uniqueIndex('profile_approval_requests_pending_uq').on(t.profileId).where(sql`${t.status} = 'PENDING'`),
    index('profile_approval_requests_queue_idx').on(t.status, t.createdAt),
  ],
);

/** Packages (balíčky služeb); `priceFrom` is the cheapest price option, kept for filtering and sorting. */
export const packages = pgTable(
  'packages',
  {
    id: serial('id').primaryKey(),
    executorProfileId: uuid('executor_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    /** Null: the whole country. */
    municipalityId: integer('municipality_id').references(() => municipalities.id),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull(),
    status: packageStatusEnum('status').notNull().default('INACTIVE'),
    priceFrom: integer('price_from').notNull(),
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('packages_status_category_idx').on(t.status, t.categoryId),
    index('packages_executor_idx').on(t.executorProfileId),
    // The catalogue, newest first, of everything or of one service: a page stops after its rows.
    index('packages_active_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.status} = 'ACTIVE'`),
    index('packages_active_category_idx').on(t.categoryId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.status} = 'ACTIVE'`),
  ],
);

export const packagePriceOptions = pgTable(
  'package_price_options',
  {
    id: serial('id').primaryKey(),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    price: integer('price').notNull(),
    description: text('description').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('package_price_options_package_idx').on(t.packageId, t.sort, t.id)],
);

export const packageServices = pgTable(
  'package_services',
  {
    id: serial('id').primaryKey(),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    price: integer('price').notNull(),
    note: text('note'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('package_services_package_idx').on(t.packageId, t.sort, t.id)],
);

export const packageImages = pgTable(
  'package_images',
  {
    id: serial('id').primaryKey(),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    image: text('image').notNull(),
    thumbnail: text('thumbnail').notNull(),
    /** WebP variants as `key width` pairs (see works.srcset); null for images without them. */
    srcset: text('srcset'),
    width: integer('width'),
    height: integer('height'),
    alt: text('alt').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('package_images_package_idx').on(t.packageId, t.sort, t.id)],
);

/**
 * Orders of packages (objednávky). The chosen option and services are copied with their prices,
 * so the package's later edits never change an order; `total` is their sum in haléř.
 */
export const packageOrders = pgTable(
  'package_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: serial('number').notNull().unique(),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id),
    clientProfileId: uuid('client_profile_id')
      .notNull()
      .references(() => profiles.id),
    executorProfileId: uuid('executor_profile_id')
      .notNull()
      .references(() => profiles.id),
    priceOptionId: integer('price_option_id').references(() => packagePriceOptions.id, { onDelete: 'set null' }),
    priceOptionTitle: text('price_option_title').notNull(),
    price: integer('price').notNull(),
    total: integer('total').notNull(),
    /** Null: to be agreed. */
    preferredDate: date('preferred_date', { mode: 'string' }),
    info: text('info'),
    status: engagementStatusEnum('status').notNull().default('PENDING'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('package_orders_executor_idx').on(t.executorProfileId, t.status, t.createdAt.desc().nullsFirst()),
    index('package_orders_client_idx').on(t.clientProfileId, t.createdAt.desc().nullsFirst()),
    index('package_orders_package_idx').on(t.packageId, t.status),
    check('package_orders_total_nonnegative', sql`${t.total} >= 0 and ${t.price} >= 0`),
  ],
);

/** The additional services of an order, as they were when ordered. */
export const packageOrderServices = pgTable(
  'package_order_services',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => packageOrders.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id').references(() => packageServices.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    price: integer('price').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('package_order_services_order_idx').on(t.orderId)],
);

/** Targeted requests (cílené poptávky): a client asks one professional. */
export const privateRequests = pgTable(
  'private_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: serial('number').notNull().unique(),
    clientProfileId: uuid('client_profile_id')
      .notNull()
      .references(() => profiles.id),
    executorProfileId: uuid('executor_profile_id')
      .notNull()
      .references(() => profiles.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    subcategoryId: integer('subcategory_id').references(() => categories.id),
    municipalityId: integer('municipality_id')
      .notNull()
      .references(() => municipalities.id),
    /** Null: to be agreed. */
    date: date('date', { mode: 'string' }),
    description: text('description').notNull(),
    status: engagementStatusEnum('status').notNull().default('PENDING'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('private_requests_executor_idx').on(t.executorProfileId, t.status, t.createdAt.desc().nullsFirst()),
    index('private_requests_client_idx').on(t.clientProfileId, t.createdAt.desc().nullsFirst()),
  ],
);

export const profileReviews = pgTable(
  'profile_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    executorProfileId: uuid('executor_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    clientProfileId: uuid('client_profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    proposalId: uuid('proposal_id').references(() => proposals.id),
    /** The engagement reviewed (one review each); null for reviews older than engagements' conversations. */
    conversationId: uuid('conversation_id')
      .unique()
      .references((): AnyPgColumn => conversations.id),
    rating: smallint('rating').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('profile_reviews_executor_idx').on(t.executorProfileId), check('profile_reviews_rating_range', sql`${t.rating} between 1 and 5`)],
);

/** A client's saved professional or package (exactly one of the two). */
export const favourites = pgTable(
  'favourites',
  {
    id: serial('id').primaryKey(),
    clientProfileId: uuid('client_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    executorProfileId: uuid('executor_profile_id').references(() => profiles.id, { onDelete: 'cascade' }),
    packageId: integer('package_id').references(() => packages.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('favourites_executor_uq').on(t.clientProfileId, t.executorProfileId),
    uniqueIndex('favourites_package_uq').on(t.clientProfileId, t.packageId),
    check('favourites_one_target', sql`(${t.executorProfileId} is null) <> (${t.packageId} is null)`),
  ],
);

/** Dates (termíny): a free or occupied day of a professional in one category. */
export const profileDates = pgTable(
  'profile_dates',
  {
    id: serial('id').primaryKey(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    date: date('date', { mode: 'string' }).notNull(),
    status: dateStatusEnum('status').notNull(),
  },
  (t) => [uniqueIndex('profile_dates_uq').on(t.profileId, t.categoryId, t.date)],
);

export const blogTags = pgTable('blog_tags', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
});

/** `bodyHtml` is sanitized when written, so it can be rendered as it is. */
export const blogPosts = pgTable('blog_posts', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  perex: text('perex').notNull(),
  bodyHtml: text('body_html').notNull(),
  cover: text('cover'),
  coverThumbnail: text('cover_thumbnail'),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
});

export const blogPostTags = pgTable(
  'blog_post_tags',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => blogTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.tagId] })],
);

/** Messages of the contact form (also e-mailed to the support address). */
export const contactMessages = pgTable('contact_messages', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

/** Regions (okresy) a professional wants new requests e-mailed from; none: the whole country. */
export const profileNotificationRegions = pgTable(
  'profile_notification_regions',
  {
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.regionId] })],
);

/** A new request matched a professional's categories, regions and priceFrom: e-mailed once in a digest. */
export const requestAlerts = pgTable(
  'request_alerts',
  {
    requestId: uuid('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.profileId] }), index('request_alerts_unmailed_idx').on(t.profileId).where(sql`${t.emailedAt} is null`)],
);

/**
 * One conversation per engagement (DESIGN §5): a proposal, a package order or a targeted request,
 * between its client and its professional only. `*_read_at` is how far each side has read.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: conversationKindEnum('kind').notNull(),
    clientProfileId: uuid('client_profile_id')
      .notNull()
      .references(() => profiles.id),
    executorProfileId: uuid('executor_profile_id')
      .notNull()
      .references(() => profiles.id),
    requestId: uuid('request_id').references(() => requests.id),
    proposalId: uuid('proposal_id')
      .unique()
      .references(() => proposals.id),
    orderId: uuid('order_id')
      .unique()
      .references(() => packageOrders.id),
    privateRequestId: uuid('private_request_id')
      .unique()
      .references(() => privateRequests.id),
    status: conversationStatusEnum('status').notNull().default('NEGOTIATION'),
    /** What it is about as written when it opened (e.g. the request's title) and where that is. */
    subject: text('subject').notNull(),
    subjectUrl: text('subject_url'),
    clientReadAt: timestamp('client_read_at', { withTimezone: true }),
    executorReadAt: timestamp('executor_read_at', { withTimezone: true }),
    /** The professional handed the finished work over (POST_PRODUCTION): the client confirms DONE, or it is confirmed 14 days later. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** The client was reminded to confirm a delivered job (once). */
    confirmReminderAt: timestamp('confirm_reminder_at', { withTimezone: true }),
    /** The client was asked for a review after DONE (once). */
    reviewRequestedAt: timestamp('review_requested_at', { withTimezone: true }),
    /** Why the side that canceled it did so (CANCELED only; older cancellations have none). */
    cancelReason: text('cancel_reason'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    // Each party's conversations in the order of their list (latest activity first): a page walks its own rows only.
    index('conversations_client_idx').on(t.clientProfileId, t.lastMessageAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('conversations_executor_idx').on(t.executorProfileId, t.lastMessageAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('conversations_request_idx').on(t.requestId),
    // Conversations with something after the party's read mark: the unread counters look only at these.
    index('conversations_client_unread_idx').on(t.clientProfileId).where(sql`${t.lastMessageAt} > coalesce(${t.clientReadAt}, '-infinity'::timestamptz)`),
    index('conversations_executor_unread_idx').on(t.executorProfileId).where(sql`${t.lastMessageAt} > coalesce(${t.executorReadAt}, '-infinity'::timestamptz)`),
  ],
);

/** Messages of a conversation: text from a party, or a STATUS line when the order moved on. */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderProfileId: uuid('sender_profile_id')
      .notNull()
      .references(() => profiles.id),
    kind: messageKindEnum('kind').notNull().default('TEXT'),
    text: text('text').notNull(),
    status: conversationStatusEnum('status'),
    /** Mailed to the recipient in a messages digest (or passed over because it was read first). */
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // A thread in its order (created_at, then id): its newest message and each page of it are one index walk.
    index('messages_conversation_idx').on(t.conversationId, t.createdAt, t.id),
    index('messages_unmailed_idx').on(t.createdAt).where(sql`${t.emailedAt} is null`),
  ],
);

/**
 * Top-ups of credit (platby). `number` is the public number and a bank transfer's variable symbol.
 * A paid order credits `amount` and `bonus` once (ledger references `top-up:<id>`, `top-up-bonus:<id>`).
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: serial('number').notNull().unique(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id),
    method: paymentMethodEnum('method').notNull(),
    status: paymentStatusEnum('status').notNull().default('NEW'),
    amount: integer('amount').notNull(),
    bonus: integer('bonus').notNull().default(0),
    /** GoPay's payment id and where the payer pays. */
    gatewayPaymentId: text('gateway_payment_id').unique(),
    gatewayUrl: text('gateway_url'),
    /** When the gateway was last asked (reads of a PENDING order ask at most every few seconds). */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** What a refund could not withdraw because the credit was already spent (reported to moderators). */
    refundShortfall: integer('refund_shortfall').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_orders_profile_idx').on(t.profileId, t.createdAt.desc().nullsFirst()),
    index('payment_orders_status_idx').on(t.status, t.createdAt),
    check('payment_orders_amount_positive', sql`${t.amount} > 0 and ${t.bonus} >= 0 and ${t.refundShortfall} >= 0`),
  ],
);

/** Every state a payment order was seen in, and who said so (gateway notification, return, job, moderator, statement). */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    paymentOrderId: uuid('payment_order_id')
      .notNull()
      .references(() => paymentOrders.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    /** The gateway's state as it answered, or our action (e.g. MARKED_PAID). */
    state: text('state').notNull(),
    /** Our status after applying it. */
    status: paymentStatusEnum('status').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('payment_events_order_idx').on(t.paymentOrderId, t.createdAt)],
);

/** Lines of imported bank statements and what became of them (kept for review). */
export const bankStatementLines = pgTable(
  'bank_statement_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    importId: uuid('import_id').notNull(),
    importedByProfileId: uuid('imported_by_profile_id')
      .notNull()
      .references(() => profiles.id),
    line: integer('line').notNull(),
    date: date('date', { mode: 'string' }),
    amount: integer('amount'),
    variableSymbol: text('variable_symbol'),
    message: text('message'),
    /** MATCHED, AMOUNT_MISMATCH, UNKNOWN_VS, ALREADY_PAID or INVALID. */
    result: text('result').notNull(),
    paymentOrderId: uuid('payment_order_id').references(() => paymentOrders.id),
    createdAt: createdAt(),
  },
  (t) => [index('bank_statement_lines_import_idx').on(t.importId, t.line)],
);

/** The last number of each year's invoice series, locked and incremented in the issuing transaction (gap-free). */
export const invoiceSeries = pgTable('invoice_series', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull().default(0),
});

/** Invoices (daňové doklady) of paid top-ups; buyer and seller are snapshots as they were when issued. */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** YYYY-NNNNNN. */
    number: text('number').notNull().unique(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    paymentOrderId: uuid('payment_order_id')
      .notNull()
      .unique()
      .references(() => paymentOrders.id),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id),
    amount: integer('amount').notNull(),
    bonus: integer('bonus').notNull().default(0),
    buyer: jsonb('buyer').notNull(),
    seller: jsonb('seller').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    /** E-mailed to the buyer (the payment order then moves PAID → COMPLETED). */
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('invoices_year_sequence_idx').on(t.year, t.sequence),
    index('invoices_profile_idx').on(t.profileId, t.issuedAt.desc().nullsFirst()),
    index('invoices_unmailed_idx').on(t.issuedAt).where(sql`${t.emailedAt} is null`),
  ],
);

/**
 * The released versions of the four remotes (micro-frontends), each immutable: its files live at
 * `url` (ends with `/`), `integrity` is the SRI hash of its remoteEntry.js. modules/releases.
 */
export const remoteVersions = pgTable(
  'remote_versions',
  {
    remote: text('remote').notNull(),
    /** The content hash of the build, 12 hex digits. */
    version: text('version').notNull(),
    url: text('url').notNull(),
    integrity: text('integrity').notNull(),
    /** The version has a server page renderer. */
    renderer: boolean('renderer').notNull().default(false),
    /** The team (deploy token) that published it. */
    team: text('team').notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.remote, t.version] })],
);

/** Which version of a remote everyone gets, and which a share of visitors gets as the canary; changed by compare-and-set on `revision`. */
export const remoteRegistry = pgTable(
  'remote_registry',
  {
    remote: text('remote').primaryKey(),
    defaultVersion: text('default_version'),
    canaryVersion: text('canary_version'),
    /** Percent of visitors (1–99) on the canary. */
    canaryShare: integer('canary_share'),
    /** Earlier defaults, newest last (a rollback pops the last). */
    history: jsonb('history').$type<string[]>().notNull().default([]),
    revision: integer('revision').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('remote_registry_canary_share', sql`${t.canaryShare} is null or ${t.canaryShare} between 1 and 99`),
    check('remote_registry_canary_pair', sql`(${t.canaryVersion} is null) = (${t.canaryShare} is null)`),
  ],
);

/** Every change of the registry: who (a team, or `guard` for the automatic rollback), what, from which state to which. */
export const remoteRegistryAudit = pgTable(
  'remote_registry_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    remote: text('remote').notNull(),
    team: text('team').notNull(),
    /** publish | release | canary | rollback | auto-rollback. */
    action: text('action').notNull(),
    fromState: jsonb('from_state'),
    toState: jsonb('to_state'),
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('remote_registry_audit_remote_idx').on(t.remote, t.at)],
);

/** What browsers reported of a remote's version (mounted or failed), for the canary guard; kept about an hour. */
export const remoteReports = pgTable(
  'remote_reports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    /** mounted | load-failed | mount-failed | error. */
    kind: text('kind').notNull(),
    /** A hash of the visitor's address and bucket cookie: tells visitors apart, names nobody. */
    reporter: text('reporter').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('remote_reports_version_idx').on(t.remote, t.version, t.at), index('remote_reports_at_idx').on(t.at)],
);
