CREATE INDEX "municipalities_province_idx" ON "municipalities" USING btree ("province_id");--> statement-breakpoint
-- Public professionals are a few among many clients, and every professional's row has is_executor:
-- the two flags together, not apart, tell the planner how many rows the catalogue reads.
CREATE STATISTICS "profiles_public_executors_stats" (dependencies, mcv) ON "is_executor", "is_public" FROM "profiles";--> statement-breakpoint
ANALYZE "profiles";
