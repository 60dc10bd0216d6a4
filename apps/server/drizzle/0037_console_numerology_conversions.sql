CREATE TABLE "numerology_versions" (
	"version" integer PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"changed_by" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reverted_from" integer
);
--> statement-breakpoint
ALTER TABLE "pre2post_conversions" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pre2post_conversions" ADD COLUMN "last_error_code" text;--> statement-breakpoint
ALTER TABLE "pre2post_conversions" ADD COLUMN "last_attempt_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "pre2post_conversions_queue_idx" ON "pre2post_conversions" USING btree ("state","created_at","id");--> statement-breakpoint
CREATE INDEX "pre2post_conversions_created_idx" ON "pre2post_conversions" USING btree ("created_at","id");--> statement-breakpoint
-- The data in force on an existing store becomes its first recorded version (decision 045).
INSERT INTO "numerology_versions" ("version", "data", "changed_by", "changed_at") SELECT "version", "data", "updated_by", "updated_at" FROM "numerology_settings" ON CONFLICT DO NOTHING;
