CREATE TABLE "fortune_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"mobile_hash" text NOT NULL,
	"mobile_last4" text NOT NULL,
	"verified_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "numerology_settings" (
	"id" smallint PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"data" jsonb NOT NULL,
	"features_version" integer DEFAULT 0 NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prophecy_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "swb_redemptions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"group" text NOT NULL,
	"mobile" text NOT NULL,
	"user_id" text NOT NULL,
	"hold_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sim_verifications" ADD COLUMN "hold_meta" jsonb;--> statement-breakpoint
CREATE INDEX "fortune_verifications_user_idx" ON "fortune_verifications" USING btree ("user_id","verified_until");--> statement-breakpoint
CREATE INDEX "prophecy_emails_user_idx" ON "prophecy_emails" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "swb_redemptions_user_idx" ON "swb_redemptions" USING btree ("user_id");