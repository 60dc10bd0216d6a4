CREATE TABLE "coupon_syncs" (
	"user_id" text PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"count" integer NOT NULL,
	"last_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_uses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"order_id" text NOT NULL,
	"discount" integer NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"discount_kind" text NOT NULL,
	"percent" real,
	"amount" integer,
	"max_discount" integer,
	"min_spend" integer DEFAULT 0 NOT NULL,
	"scope_product_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"scope_categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"scope_product_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"total_limit" integer,
	"used" integer DEFAULT 0 NOT NULL,
	"collected" integer DEFAULT 0 NOT NULL,
	"per_user_limit" integer DEFAULT 1,
	"collectable" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_code_upper" CHECK ("coupons"."code" = upper("coupons"."code")),
	CONSTRAINT "coupons_discount" CHECK (("coupons"."discount_kind" = 'percent' and "coupons"."percent" > 0 and "coupons"."percent" <= 100 and "coupons"."amount" is null) or ("coupons"."discount_kind" = 'fixed' and "coupons"."amount" >= 0 and "coupons"."percent" is null)),
	CONSTRAINT "coupons_window" CHECK ("coupons"."starts_at" < "coupons"."ends_at"),
	CONSTRAINT "coupons_used" CHECK ("coupons"."used" >= 0 and ("coupons"."total_limit" is null or "coupons"."used" <= "coupons"."total_limit")),
	CONSTRAINT "coupons_collected" CHECK ("coupons"."collected" >= 0)
);
--> statement-breakpoint
CREATE TABLE "user_coupons" (
	"user_id" text NOT NULL,
	"coupon_id" integer NOT NULL,
	"collected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"source" text DEFAULT 'collect' NOT NULL,
	"used_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "user_coupons_user_id_coupon_id_pk" PRIMARY KEY("user_id","coupon_id"),
	CONSTRAINT "user_coupons_used" CHECK ("user_coupons"."used_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_uses_order_idx" ON "coupon_uses" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "coupon_uses_user_idx" ON "coupon_uses" USING btree ("user_id","used_at");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_idx" ON "coupons" USING btree ("code");--> statement-breakpoint
CREATE INDEX "coupons_ends_idx" ON "coupons" USING btree ("ends_at");--> statement-breakpoint
CREATE INDEX "user_coupons_recent_idx" ON "user_coupons" USING btree ("user_id","collected_at");