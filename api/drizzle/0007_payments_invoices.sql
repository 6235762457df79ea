CREATE TYPE "public"."payment_method" AS ENUM('BANK_TRANSFER', 'GOPAY');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('NEW', 'UNPAID', 'PENDING', 'PAID', 'COMPLETED', 'CANCELED', 'REFUNDED');--> statement-breakpoint
ALTER TYPE "public"."credit_ledger_kind" ADD VALUE 'TOP_UP_REVERSAL';--> statement-breakpoint
CREATE TABLE "bank_statement_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"import_id" uuid NOT NULL,
	"imported_by_profile_id" uuid NOT NULL,
	"line" integer NOT NULL,
	"date" date,
	"amount" integer,
	"variable_symbol" text,
	"message" text,
	"result" text NOT NULL,
	"payment_order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_series" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"payment_order_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"bonus" integer DEFAULT 0 NOT NULL,
	"buyer" jsonb NOT NULL,
	"seller" jsonb NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"emailed_at" timestamp with time zone,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_payment_order_id_unique" UNIQUE("payment_order_id")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"payment_order_id" uuid NOT NULL,
	"source" text NOT NULL,
	"state" text NOT NULL,
	"status" "payment_status" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" serial NOT NULL,
	"profile_id" uuid NOT NULL,
	"method" "payment_method" NOT NULL,
	"status" "payment_status" DEFAULT 'NEW' NOT NULL,
	"amount" integer NOT NULL,
	"bonus" integer DEFAULT 0 NOT NULL,
	"gateway_payment_id" text,
	"gateway_url" text,
	"checked_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"refund_shortfall" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_orders_number_unique" UNIQUE("number"),
	CONSTRAINT "payment_orders_gateway_payment_id_unique" UNIQUE("gateway_payment_id"),
	CONSTRAINT "payment_orders_amount_positive" CHECK ("payment_orders"."amount" > 0 and "payment_orders"."bonus" >= 0 and "payment_orders"."refund_shortfall" >= 0)
);
--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_imported_by_profile_id_profiles_id_fk" FOREIGN KEY ("imported_by_profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_payment_order_id_payment_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payment_order_id_payment_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_order_id_payment_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_statement_lines_import_idx" ON "bank_statement_lines" USING btree ("import_id","line");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_year_sequence_idx" ON "invoices" USING btree ("year","sequence");--> statement-breakpoint
CREATE INDEX "invoices_profile_idx" ON "invoices" USING btree ("profile_id","issued_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "invoices_unmailed_idx" ON "invoices" USING btree ("issued_at") WHERE "invoices"."emailed_at" is null;--> statement-breakpoint
CREATE INDEX "payment_events_order_idx" ON "payment_events" USING btree ("payment_order_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_orders_profile_idx" ON "payment_orders" USING btree ("profile_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payment_orders_status_idx" ON "payment_orders" USING btree ("status","created_at");