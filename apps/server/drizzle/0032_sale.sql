CREATE TABLE "sale_links" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"shop_code" text NOT NULL,
	"sent_by" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sms_sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sale_shops" (
	"code" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"address" jsonb NOT NULL,
	"phone" text NOT NULL,
	"pickup_shop_id" text NOT NULL,
	"link_ttl_hours" integer DEFAULT 24 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sale_links_staff_key_idx" ON "sale_links" USING btree ("staff_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "sale_links_order_idx" ON "sale_links" USING btree ("order_id","created_at");