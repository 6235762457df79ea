CREATE TYPE "public"."conversation_kind" AS ENUM('PROPOSAL', 'ORDER', 'PRIVATE_REQUEST');--> statement-breakpoint
CREATE TYPE "public"."conversation_status" AS ENUM('NEGOTIATION', 'WAITING_FOR_DEPOSIT', 'SCHEDULED', 'POST_PRODUCTION', 'DONE', 'CANCELED');--> statement-breakpoint
CREATE TYPE "public"."message_kind" AS ENUM('TEXT', 'STATUS');--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "conversation_kind" NOT NULL,
	"client_profile_id" uuid NOT NULL,
	"executor_profile_id" uuid NOT NULL,
	"request_id" uuid,
	"proposal_id" uuid,
	"status" "conversation_status" DEFAULT 'NEGOTIATION' NOT NULL,
	"subject" text NOT NULL,
	"subject_url" text,
	"client_read_at" timestamp with time zone,
	"executor_read_at" timestamp with time zone,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversations_proposal_id_unique" UNIQUE("proposal_id")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"sender_profile_id" uuid NOT NULL,
	"kind" "message_kind" DEFAULT 'TEXT' NOT NULL,
	"text" text NOT NULL,
	"status" "conversation_status",
	"emailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_notification_regions" (
	"profile_id" uuid NOT NULL,
	"region_id" integer NOT NULL,
	CONSTRAINT "profile_notification_regions_profile_id_region_id_pk" PRIMARY KEY("profile_id","region_id")
);
--> statement-breakpoint
CREATE TABLE "request_alerts" (
	"request_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"emailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_alerts_request_id_profile_id_pk" PRIMARY KEY("request_id","profile_id")
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "link" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "emailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "price_from" integer;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "last_messages_digest_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "last_notifications_digest_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "alerts_prepared_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_client_profile_id_profiles_id_fk" FOREIGN KEY ("client_profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_executor_profile_id_profiles_id_fk" FOREIGN KEY ("executor_profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_profile_id_profiles_id_fk" FOREIGN KEY ("sender_profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_notification_regions" ADD CONSTRAINT "profile_notification_regions_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_notification_regions" ADD CONSTRAINT "profile_notification_regions_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_alerts" ADD CONSTRAINT "request_alerts_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_alerts" ADD CONSTRAINT "request_alerts_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversations_client_idx" ON "conversations" USING btree ("client_profile_id","last_message_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "conversations_executor_idx" ON "conversations" USING btree ("executor_profile_id","last_message_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "conversations_request_idx" ON "conversations" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "messages_conversation_idx" ON "messages" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_unmailed_idx" ON "messages" USING btree ("created_at") WHERE "messages"."emailed_at" is null;--> statement-breakpoint
CREATE INDEX "request_alerts_unmailed_idx" ON "request_alerts" USING btree ("profile_id") WHERE "request_alerts"."emailed_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_profile_created_idx" ON "notifications" USING btree ("profile_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_unmailed_idx" ON "notifications" USING btree ("created_at") WHERE "notifications"."emailed_at" is null;--> statement-breakpoint
-- What existed before e-mail digests is not mailed now.
UPDATE "notifications" SET "emailed_at" = "created_at" WHERE "emailed_at" IS NULL;--> statement-breakpoint
UPDATE "requests" SET "alerts_prepared_at" = "created_at" WHERE "alerts_prepared_at" IS NULL;
