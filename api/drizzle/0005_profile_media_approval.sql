CREATE TYPE "public"."approval_status" AS ENUM('PENDING', 'APPROVED', 'REJECTED');--> statement-breakpoint
CREATE TYPE "public"."upload_purpose" AS ENUM('WORK', 'AVATAR');--> statement-breakpoint
CREATE TABLE "media_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid NOT NULL,
	"purpose" "upload_purpose" NOT NULL,
	"image" text NOT NULL,
	"thumbnail" text NOT NULL,
	"srcset" text,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"original_name" text,
	"attached_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_approval_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid NOT NULL,
	"status" "approval_status" DEFAULT 'PENDING' NOT NULL,
	"reason" text,
	"decided_at" timestamp with time zone,
	"decided_by_profile_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profile_categories" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "works" ADD COLUMN "srcset" text;--> statement-breakpoint
ALTER TABLE "works" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "works" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "media_uploads" ADD CONSTRAINT "media_uploads_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_approval_requests" ADD CONSTRAINT "profile_approval_requests_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_approval_requests" ADD CONSTRAINT "profile_approval_requests_decided_by_profile_id_profiles_id_fk" FOREIGN KEY ("decided_by_profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_uploads_profile_idx" ON "media_uploads" USING btree ("profile_id","created_at");--> statement-breakpoint
CREATE INDEX "media_uploads_unattached_idx" ON "media_uploads" USING btree ("created_at") WHERE "media_uploads"."attached_at" is null;--> statement-breakpoint
CREATE INDEX "profile_approval_requests_profile_idx" ON "profile_approval_requests" USING btree ("profile_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "profile_approval_requests_pending_uq" ON "profile_approval_requests" USING btree ("profile_id") WHERE "profile_approval_requests"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "profile_approval_requests_queue_idx" ON "profile_approval_requests" USING btree ("status","created_at");--> statement-breakpoint
-- Professionals made public before approvals were stored count as approved.
INSERT INTO "profile_approval_requests" ("profile_id", "status", "decided_at", "created_at") SELECT "id", 'APPROVED', "created_at", "created_at" FROM "profiles" WHERE "is_executor" AND "is_public";
