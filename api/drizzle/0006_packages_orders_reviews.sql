CREATE TYPE "public"."engagement_status" AS ENUM('PENDING', 'ACCEPTED', 'REJECTED');--> statement-breakpoint
CREATE TABLE "package_order_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"service_id" integer,
	"title" text NOT NULL,
	"price" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "package_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" serial NOT NULL,
	"package_id" integer NOT NULL,
	"client_profile_id" uuid NOT NULL,
	"executor_profile_id" uuid NOT NULL,
	"price_option_id" integer,
	"price_option_title" text NOT NULL,
	"price" integer NOT NULL,
	"total" integer NOT NULL,
	"preferred_date" date,
	"info" text,
	"status" "engagement_status" DEFAULT 'PENDING' NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "package_orders_number_unique" UNIQUE("number"),
	CONSTRAINT "package_orders_total_nonnegative" CHECK ("package_orders"."total" >= 0 and "package_orders"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "private_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" serial NOT NULL,
	"client_profile_id" uuid NOT NULL,
	"executor_profile_id" uuid NOT NULL,
	"category_id" integer NOT NULL,
	"subcategory_id" integer,
	"municipality_id" integer NOT NULL,
	"date" date,
	"description" text NOT NULL,
	"status" "engagement_status" DEFAULT 'PENDING' NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "private_requests_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "private_request_id" uuid;--> statement-breakpoint
ALTER TABLE "package_images" ADD COLUMN "srcset" text;--> statement-breakpoint
ALTER TABLE "package_images" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "package_images" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "profile_reviews" ADD COLUMN "conversation_id" uuid;--> statement-breakpoint
ALTER TABLE "package_order_services" ADD CONSTRAINT "package_order_services_order_id_package_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."package_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_order_services" ADD CONSTRAINT "package_order_services_service_id_package_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."package_services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_orders" ADD CONSTRAINT "package_orders_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_orders" ADD CONSTRAINT "package_orders_client_profile_id_profiles_id_fk" FOREIGN KEY ("client_profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_orders" ADD CONSTRAINT "package_orders_executor_profile_id_profiles_id_fk" FOREIGN KEY ("executor_profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_orders" ADD CONSTRAINT "package_orders_price_option_id_package_price_options_id_fk" FOREIGN KEY ("price_option_id") REFERENCES "public"."package_price_options"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_requests" ADD CONSTRAINT "private_requests_client_profile_id_profiles_id_fk" FOREIGN KEY ("client_profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_requests" ADD CONSTRAINT "private_requests_executor_profile_id_profiles_id_fk" FOREIGN KEY ("executor_profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_requests" ADD CONSTRAINT "private_requests_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_requests" ADD CONSTRAINT "private_requests_subcategory_id_categories_id_fk" FOREIGN KEY ("subcategory_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_requests" ADD CONSTRAINT "private_requests_municipality_id_municipalities_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "package_order_services_order_idx" ON "package_order_services" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "package_orders_executor_idx" ON "package_orders" USING btree ("executor_profile_id","status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "package_orders_client_idx" ON "package_orders" USING btree ("client_profile_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "package_orders_package_idx" ON "package_orders" USING btree ("package_id","status");--> statement-breakpoint
CREATE INDEX "private_requests_executor_idx" ON "private_requests" USING btree ("executor_profile_id","status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "private_requests_client_idx" ON "private_requests" USING btree ("client_profile_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_order_id_package_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."package_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_private_request_id_private_requests_id_fk" FOREIGN KEY ("private_request_id") REFERENCES "public"."private_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_reviews" ADD CONSTRAINT "profile_reviews_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_order_id_unique" UNIQUE("order_id");--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_private_request_id_unique" UNIQUE("private_request_id");--> statement-breakpoint
ALTER TABLE "profile_reviews" ADD CONSTRAINT "profile_reviews_conversation_id_unique" UNIQUE("conversation_id");