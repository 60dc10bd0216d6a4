CREATE TABLE "loyalty_cards" (
	"card_no" text PRIMARY KEY NOT NULL,
	"tier" text NOT NULL,
	"holder_id_hash" text NOT NULL,
	"holder_id_last4" text NOT NULL,
	"mobile" text NOT NULL,
	"member_since" timestamp with time zone NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"fault" text,
	"notes" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_cards_points_check" CHECK ("loyalty_cards"."points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "loyalty_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"privilege_id" text NOT NULL,
	"variant_id" integer NOT NULL,
	"card_no" text NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"line_id" text,
	"order_id" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loyalty_links" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"card_no" text NOT NULL,
	"via" text NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_links_card_no_unique" UNIQUE("card_no")
);
--> statement-breakpoint
CREATE TABLE "loyalty_point_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"card_no" text NOT NULL,
	"kind" text NOT NULL,
	"points" integer NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loyalty_privileges" (
	"id" text PRIMARY KEY NOT NULL,
	"partner" jsonb NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"terms" jsonb NOT NULL,
	"how_to_claim" jsonb NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"min_tier" text NOT NULL,
	"line_kind" text NOT NULL,
	"image" text NOT NULL,
	"product_id" integer,
	"discount_bp" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loyalty_redemptions" (
	"order_id" text PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"user_id" uuid NOT NULL,
	"card_no" text NOT NULL,
	"points" integer NOT NULL,
	"value" integer NOT NULL,
	"status" text DEFAULT 'taken' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"given_back_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "points_used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "points_value" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "loyalty_claims" ADD CONSTRAINT "loyalty_claims_privilege_id_loyalty_privileges_id_fk" FOREIGN KEY ("privilege_id") REFERENCES "public"."loyalty_privileges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_point_entries" ADD CONSTRAINT "loyalty_point_entries_card_no_loyalty_cards_card_no_fk" FOREIGN KEY ("card_no") REFERENCES "public"."loyalty_cards"("card_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_cards_holder_idx" ON "loyalty_cards" USING btree ("holder_id_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_cards_mobile_idx" ON "loyalty_cards" USING btree ("mobile");--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_claims_key_idx" ON "loyalty_claims" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "loyalty_claims_user_idx" ON "loyalty_claims" USING btree ("user_id","privilege_id");--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_point_entries_reference_idx" ON "loyalty_point_entries" USING btree ("card_no","kind","reference");--> statement-breakpoint
CREATE INDEX "loyalty_point_entries_card_idx" ON "loyalty_point_entries" USING btree ("card_no","created_at");