CREATE TYPE "public"."request_close_reason" AS ENUM('CHOSE_EXECUTOR', 'CHOSE_OUTSIDE', 'NEGOTIATING', 'NONE_INTERESTING', 'NOT_RELEVANT');--> statement-breakpoint
CREATE TABLE "proposal_invitations" (
	"request_id" uuid NOT NULL,
	"executor_profile_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proposal_invitations_request_id_executor_profile_id_pk" PRIMARY KEY("request_id","executor_profile_id")
);
--> statement-breakpoint
CREATE TABLE "scheduled_jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"last_started_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "boosted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "highlighted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "cost" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "location_detail" text;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "options" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "boosted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "close_reason" "request_close_reason";--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "proposal_invitations" ADD CONSTRAINT "proposal_invitations_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_invitations" ADD CONSTRAINT "proposal_invitations_executor_profile_id_profiles_id_fk" FOREIGN KEY ("executor_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "proposal_invitations_executor_idx" ON "proposal_invitations" USING btree ("executor_profile_id");--> statement-breakpoint
CREATE INDEX "proposals_request_idx" ON "proposals" USING btree ("request_id","boosted" DESC NULLS FIRST,"created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "proposals_executor_idx" ON "proposals" USING btree ("executor_profile_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "proposals_refund_idx" ON "proposals" USING btree ("created_at") WHERE "proposals"."seen_by_client_at" is null and "proposals"."refunded_at" is null;--> statement-breakpoint
CREATE INDEX "requests_feed_idx" ON "requests" USING btree ("status","boosted" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"number" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "requests_client_idx" ON "requests" USING btree ("client_profile_id","created_at" DESC NULLS FIRST);