CREATE TABLE "favourites" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_profile_id" uuid NOT NULL,
	"executor_profile_id" uuid,
	"package_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_one_target" CHECK (("favourites"."executor_profile_id" is null) <> ("favourites"."package_id" is null))
);
--> statement-breakpoint
ALTER TABLE "municipalities" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "municipalities" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_client_profile_id_profiles_id_fk" FOREIGN KEY ("client_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_executor_profile_id_profiles_id_fk" FOREIGN KEY ("executor_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "favourites_executor_uq" ON "favourites" USING btree ("client_profile_id","executor_profile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "favourites_package_uq" ON "favourites" USING btree ("client_profile_id","package_id");