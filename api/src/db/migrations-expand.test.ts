import fs from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_FOLDER } from './database';
import { contractingStatements, isMarkedContracting } from './migration-rules';

/**
 * Rolling releases: the migrations after this one only expand the schema, unless a migration's header
 * says why its contraction is safe (`-- contract: …`, see api/README.md). Older ones are history.
 */
const BASELINE = '0017_remote_releases';

const migrationFiles = () =>
  fs
    .readdirSync(MIGRATIONS_FOLDER)
    .filter((name) => /^\d{4}_.+\.sql$/.test(name))
    .sort();

describe('migrations for rolling releases', () => {
  it('the baseline is one of the migrations', () => {
    expect(migrationFiles()).toContain(`${BASELINE}.sql`);
  });

  it('every migration after the baseline only expands, or says why its contraction is safe', () => {
    const unmarked = migrationFiles()
      .filter((name) => name > `${BASELINE}.sql`)
      .flatMap((name) => {
        const text = fs.readFileSync(path.join(MIGRATIONS_FOLDER, name), 'utf8');
        if (isMarkedContracting(text)) return [];
        return contractingStatements(text).map(({ statement, why }) => `${name}: ${why}: ${statement}`);
      });
    expect(unmarked).toEqual([]);
  });

  it('reads the real files: the history before the baseline has contractions it would have caught', () => {
    const found = migrationFiles()
      .filter((name) => name <= `${BASELINE}.sql`)
      .flatMap((name) => contractingStatements(fs.readFileSync(path.join(MIGRATIONS_FOLDER, name), 'utf8')).map((c) => `${name}: ${c.statement}`));
    expect(found).toContainEqual('0011_account_safety.sql: DROP TABLE "login_failures" CASCADE');
  });
});

describe('contracting statements', () => {
  it.each([
    [
      'a new table with its keys',
      'CREATE TABLE "albums" ("id" uuid PRIMARY KEY NOT NULL, "profile_id" uuid NOT NULL);--> statement-breakpoint\nALTER TABLE "albums" ADD CONSTRAINT "albums_profile_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id");',
    ],
    ['a nullable column', 'ALTER TABLE "profiles" ADD COLUMN "tiktok" text;'],
    ['a required column with a default', 'ALTER TABLE "profiles" ADD COLUMN "score" integer DEFAULT 0 NOT NULL;'],
    ['a generated column', 'ALTER TABLE "profiles" ADD COLUMN "s" real GENERATED ALWAYS AS (rating * 2) STORED NOT NULL;'],
    ['an index', 'CREATE INDEX IF NOT EXISTS "profiles_tiktok_idx" ON "profiles" USING btree ("tiktok");'],
    ['an enum value', 'ALTER TYPE "public"."message_kind" ADD VALUE \'VIDEO\';'],
    ['a column made optional', 'ALTER TABLE "profiles" ALTER COLUMN "phone" DROP NOT NULL;'],
  ])('%s expands', (_what, sqlText) => {
    expect(contractingStatements(sqlText)).toEqual([]);
  });

  it.each([
    ['a dropped table', 'DROP TABLE "login_failures" CASCADE;'],
    ['a dropped column', 'ALTER TABLE "profiles" DROP COLUMN "phone";'],
    ['a dropped index', 'DROP INDEX "messages_conversation_idx";'],
    ['a dropped default', 'ALTER TABLE "profiles" ALTER COLUMN "score" DROP DEFAULT;'],
    ['a renamed column', 'ALTER TABLE "profiles" RENAME COLUMN "phone" TO "phone_number";'],
    ['a renamed table', 'ALTER TABLE "profiles" RENAME TO "people";'],
    ['a column made required', 'ALTER TABLE "profiles" ALTER COLUMN "phone" SET NOT NULL;'],
    ['a changed type', 'ALTER TABLE "profiles" ALTER COLUMN "rating" SET DATA TYPE numeric(3, 1);'],
    ['a changed type (short form)', 'ALTER TABLE profiles ALTER COLUMN rating TYPE numeric USING rating::numeric;'],
    ['a required column without a default', 'ALTER TABLE "profiles" ADD COLUMN "tier" text NOT NULL;'],
    ['a constraint on an existing table', 'ALTER TABLE "profiles" ADD CONSTRAINT "profiles_phone_unique" UNIQUE("phone");'],
  ])('%s contracts', (_what, sqlText) => {
    expect(contractingStatements(sqlText)).toHaveLength(1);
  });

  it('a contraction is marked by its header only, with a reason', () => {
    const drop = 'ALTER TABLE "profiles" DROP COLUMN "legacy_phone";';
    expect(isMarkedContracting(`-- contract: nothing has read profiles.legacy_phone since 0019\n${drop}`)).toBe(true);
    expect(isMarkedContracting(`-- Drops the old phone.\n--\n-- contract: release 0019 stopped reading it\n\n${drop}`)).toBe(true);
    expect(isMarkedContracting(`-- contract:\n${drop}`)).toBe(false);
    expect(isMarkedContracting(`${drop}\n-- contract: nothing has read profiles.legacy_phone since 0019`)).toBe(false);
  });
});
