CREATE TABLE "config_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT 'system' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_entries" (
	"code" text PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_leads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"contact_name" text NOT NULL,
	"mobile_number" text NOT NULL,
	"camp_code" text DEFAULT '' NOT NULL,
	"offer_product" text DEFAULT '' NOT NULL,
	"lang" text DEFAULT 'th' NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "contact_leads_created_at_idx" ON "contact_leads" USING btree ("created_at");