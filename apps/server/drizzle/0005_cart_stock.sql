CREATE TABLE "cart_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cart_id" uuid NOT NULL,
	"product_type" text NOT NULL,
	"product_id" text NOT NULL,
	"variant_id" integer,
	"category" text,
	"title" jsonb NOT NULL,
	"price" integer NOT NULL,
	"compare_at_price" integer,
	"quantity" integer NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"capacity" text,
	"colour" jsonb,
	"image" text,
	"href" text,
	"sim_meta" jsonb,
	"inventory_id" text,
	"hold_id" text,
	"advance_payment" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_lines_quantity_check" CHECK ("cart_lines"."quantity" >= 1),
	CONSTRAINT "cart_lines_money_check" CHECK ("cart_lines"."price" >= 0 and "cart_lines"."discount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"guest_token_hash" text,
	"status" text DEFAULT 'open' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_owner_check" CHECK ("carts"."user_id" is not null or "carts"."guest_token_hash" is not null)
);
--> statement-breakpoint
ALTER TABLE "catalog_variants" ADD COLUMN "stock_reserved" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_variants" ADD COLUMN "stock_sold" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_lines_cart_idx" ON "cart_lines" USING btree ("cart_id","created_at");--> statement-breakpoint
CREATE INDEX "cart_lines_hold_idx" ON "cart_lines" USING btree ("hold_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_variant_idx" ON "cart_lines" USING btree ("cart_id","variant_id") WHERE "cart_lines"."product_type" = 'product';--> statement-breakpoint
CREATE UNIQUE INDEX "carts_user_active_idx" ON "carts" USING btree ("user_id") WHERE "carts"."status" in ('open', 'checking_out');--> statement-breakpoint
CREATE UNIQUE INDEX "carts_guest_token_idx" ON "carts" USING btree ("guest_token_hash");--> statement-breakpoint
ALTER TABLE "catalog_variants" ADD CONSTRAINT "catalog_variants_reserved_check" CHECK ("catalog_variants"."stock_reserved" >= 0 and "catalog_variants"."stock_reserved" <= "catalog_variants"."stock");--> statement-breakpoint
ALTER TABLE "catalog_variants" ADD CONSTRAINT "catalog_variants_sold_check" CHECK ("catalog_variants"."stock_sold" >= 0);