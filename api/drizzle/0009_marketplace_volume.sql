CREATE TABLE "credit_balances" (
	"profile_id" uuid PRIMARY KEY NOT NULL,
	"balance" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_balances" ADD CONSTRAINT "credit_balances_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversations_client_unread_idx" ON "conversations" USING btree ("client_profile_id") WHERE "conversations"."last_message_at" > coalesce("conversations"."client_read_at", '-infinity'::timestamptz);--> statement-breakpoint
CREATE INDEX "conversations_executor_unread_idx" ON "conversations" USING btree ("executor_profile_id") WHERE "conversations"."last_message_at" > coalesce("conversations"."executor_read_at", '-infinity'::timestamptz);--> statement-breakpoint
CREATE INDEX "package_images_package_idx" ON "package_images" USING btree ("package_id","sort","id");--> statement-breakpoint
CREATE INDEX "package_price_options_package_idx" ON "package_price_options" USING btree ("package_id","sort","id");--> statement-breakpoint
CREATE INDEX "package_services_package_idx" ON "package_services" USING btree ("package_id","sort","id");--> statement-breakpoint
CREATE INDEX "packages_active_idx" ON "packages" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "packages"."status" = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "packages_active_category_idx" ON "packages" USING btree ("category_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "packages"."status" = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "profiles_public_rating_idx" ON "profiles" USING btree ("rating" DESC NULLS LAST,"reviews_count" DESC NULLS FIRST,"username") WHERE "profiles"."is_executor" and "profiles"."is_public";--> statement-breakpoint
CREATE INDEX "profiles_public_reviews_idx" ON "profiles" USING btree ("reviews_count" DESC NULLS FIRST,"rating" DESC NULLS LAST,"username") WHERE "profiles"."is_executor" and "profiles"."is_public";--> statement-breakpoint
CREATE INDEX "profiles_public_response_idx" ON "profiles" USING btree ("response_time_hours","rating" DESC NULLS LAST,"username") WHERE "profiles"."is_executor" and "profiles"."is_public";--> statement-breakpoint
CREATE INDEX "requests_active_category_feed_idx" ON "requests" USING btree ("category_id","boosted" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"number" DESC NULLS FIRST,"date","municipality_id","budget_max") WHERE "requests"."status" = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "requests_active_subcategory_feed_idx" ON "requests" USING btree ("subcategory_id","boosted" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"number" DESC NULLS FIRST,"date","municipality_id","budget_max") WHERE "requests"."status" = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "requests_active_category_idx" ON "requests" USING btree ("category_id","created_at" DESC NULLS FIRST,"number" DESC NULLS FIRST,"date") WHERE "requests"."status" = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "requests_active_subcategory_idx" ON "requests" USING btree ("subcategory_id","created_at" DESC NULLS FIRST,"number" DESC NULLS FIRST,"date") WHERE "requests"."status" = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "works_profile_photo_idx" ON "works" USING btree ("profile_id","sort","id") WHERE "works"."image" is not null;--> statement-breakpoint
INSERT INTO "credit_balances" ("profile_id", "balance") SELECT "profile_id", sum("amount") FROM "credit_ledger" GROUP BY "profile_id";--> statement-breakpoint
-- The ledger keeps each profile's balance in the posting's own transaction (the posting already locks
-- the profile): added on insert, and corrected on any update or delete, so it always equals the sum.
CREATE FUNCTION "credit_balances_follow_ledger"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "credit_balances" SET "balance" = "balance" - OLD."amount" WHERE "profile_id" = OLD."profile_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "credit_balances" ("profile_id", "balance") VALUES (NEW."profile_id", NEW."amount")
    ON CONFLICT ("profile_id") DO UPDATE SET "balance" = "credit_balances"."balance" + EXCLUDED."balance";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "credit_ledger_balance" AFTER INSERT OR UPDATE OR DELETE ON "credit_ledger" FOR EACH ROW EXECUTE FUNCTION "credit_balances_follow_ledger"();--> statement-breakpoint
CREATE FUNCTION "credit_balances_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "credit_balances";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "credit_ledger_balance_truncate" AFTER TRUNCATE ON "credit_ledger" FOR EACH STATEMENT EXECUTE FUNCTION "credit_balances_truncate"();
