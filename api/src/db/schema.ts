import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
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
export const ledgerKindEnum = pgEnum('credit_ledger_kind', [
  'TOP_UP',
  'TOP_UP_BONUS',
  'PROPOSAL',
  'PROPOSAL_BOOST',
  'PROPOSAL_HIGHLIGHT',
  'REFUND',
  'ADJUSTMENT',
]);

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
  },
  (t) => [index('municipalities_region_idx').on(t.regionId)],
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
  createdAt: createdAt(),
});

export const profiles = pgTable('profiles', {
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
  phone: text('phone'),
  facebookUrl: text('facebook_url'),
  instagramUrl: text('instagram_url'),
  website: text('website'),
  worksMaxCount: integer('works_max_count').notNull(),
  sendEmailMessagesDigest: frequencyEnum('send_email_messages_digest').notNull().default('IMMEDIATELY'),
  sendEmailNotificationsDigest: frequencyEnum('send_email_notifications_digest').notNull().default('IMMEDIATELY'),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  createdAt: createdAt(),
});

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
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_profile_unread_idx').on(t.profileId, t.readAt)],
);

/** Requests (poptávky); minimal for now, later steps add dates, budget and options. */
export const requests = pgTable('requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientProfileId: uuid('client_profile_id')
    .notNull()
    .references(() => profiles.id),
  categoryId: integer('category_id')
    .notNull()
    .references(() => categories.id),
  subcategoryId: integer('subcategory_id').references(() => categories.id),
  municipalityId: integer('municipality_id').references(() => municipalities.id),
  description: text('description').notNull(),
  status: requestStatusEnum('status').notNull().default('ACTIVE'),
  createdAt: createdAt(),
});

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
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('proposals_request_executor_uq').on(t.requestId, t.executorProfileId)],
);

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
