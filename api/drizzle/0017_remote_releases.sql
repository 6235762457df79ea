CREATE TABLE "remote_registry" (
	"remote" text PRIMARY KEY NOT NULL,
	"default_version" text,
	"canary_version" text,
	"canary_share" integer,
	"history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remote_registry_canary_share" CHECK ("remote_registry"."canary_share" is null or "remote_registry"."canary_share" between 1 and 99),
	CONSTRAINT "remote_registry_canary_pair" CHECK (("remote_registry"."canary_version" is null) = ("remote_registry"."canary_share" is null))
);
--> statement-breakpoint
CREATE TABLE "remote_registry_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"remote" text NOT NULL,
	"team" text NOT NULL,
	"action" text NOT NULL,
	"from_state" jsonb,
	"to_state" jsonb,
	"reason" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remote_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"kind" text NOT NULL,
	"reporter" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remote_versions" (
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"url" text NOT NULL,
	"integrity" text NOT NULL,
	"renderer" boolean DEFAULT false NOT NULL,
	"team" text NOT NULL,
	"released_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remote_versions_remote_version_pk" PRIMARY KEY("remote","version")
);
--> statement-breakpoint
CREATE INDEX "remote_registry_audit_remote_idx" ON "remote_registry_audit" USING btree ("remote","at");--> statement-breakpoint
CREATE INDEX "remote_reports_version_idx" ON "remote_reports" USING btree ("remote","version","at");--> statement-breakpoint
CREATE INDEX "remote_reports_at_idx" ON "remote_reports" USING btree ("at");