CREATE TABLE "catalog_brands" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"aliases" text[] DEFAULT '{}'::text[] NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_campaign_products" (
	"campaign_id" text NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "catalog_campaign_products_campaign_id_product_id_pk" PRIMARY KEY("campaign_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "catalog_campaigns" (
	"id" text PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"theme" text NOT NULL,
	"status" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_categories" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_editorials" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"theme" text NOT NULL,
	"product_tag" text,
	"product_brand" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_flash_sale_items" (
	"flash_sale_id" text NOT NULL,
	"variant_id" integer NOT NULL,
	"price" integer NOT NULL,
	"quota" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "catalog_flash_sale_items_flash_sale_id_variant_id_pk" PRIMARY KEY("flash_sale_id","variant_id"),
	CONSTRAINT "catalog_flash_sale_items_sold_check" CHECK ("catalog_flash_sale_items"."sold" >= 0 and "catalog_flash_sale_items"."sold" <= "catalog_flash_sale_items"."quota")
);
--> statement-breakpoint
CREATE TABLE "catalog_flash_sales" (
	"id" text PRIMARY KEY NOT NULL,
	"brand_slug" text,
	"title" jsonb NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_lists" (
	"slug" text PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"category" text,
	"brand" text,
	"tag" text
);
--> statement-breakpoint
CREATE TABLE "catalog_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"category_slug" text NOT NULL,
	"brand_slug" text NOT NULL,
	"product_type" text DEFAULT 'product' NOT NULL,
	"lifecycle_status" text DEFAULT 'active' NOT NULL,
	"name" jsonb NOT NULL,
	"subtitle" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"seo" jsonb NOT NULL,
	"specs" jsonb NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"shop_id" text,
	"popularity" integer DEFAULT 0 NOT NULL,
	"released_at" timestamp with time zone NOT NULL,
	"min_price" integer DEFAULT 0 NOT NULL,
	"max_price" integer DEFAULT 0 NOT NULL,
	"compare_at_price" integer,
	"total_stock" integer DEFAULT 0 NOT NULL,
	"capacities" text[] DEFAULT '{}'::text[] NOT NULL,
	"colors" text[] DEFAULT '{}'::text[] NOT NULL,
	"swatches" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"search_compact" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_shops" (
	"id" text PRIMARY KEY NOT NULL,
	"brand_slug" text,
	"tag" text,
	"name" jsonb NOT NULL,
	"tagline" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"theme" text NOT NULL,
	"hide_menu" boolean DEFAULT false NOT NULL,
	"menu" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_stock_reminders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"variant_id" integer NOT NULL,
	"contact" text NOT NULL,
	"user_id" text,
	"lang" text DEFAULT 'th' NOT NULL,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"sku" text NOT NULL,
	"capacity" text,
	"capacity_gb" integer,
	"color_key" text NOT NULL,
	"color_name" jsonb NOT NULL,
	"color_hex" text NOT NULL,
	"price" integer NOT NULL,
	"compare_at_price" integer,
	"stock" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "catalog_variants_price_check" CHECK ("catalog_variants"."price" >= 0),
	CONSTRAINT "catalog_variants_stock_check" CHECK ("catalog_variants"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "search_history" (
	"user_id" text NOT NULL,
	"keyword" text NOT NULL,
	"searched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_history_user_id_keyword_pk" PRIMARY KEY("user_id","keyword")
);
--> statement-breakpoint
CREATE TABLE "wishlist_items" (
	"user_id" text NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_items_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "catalog_campaign_products" ADD CONSTRAINT "catalog_campaign_products_campaign_id_catalog_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."catalog_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_campaign_products" ADD CONSTRAINT "catalog_campaign_products_product_id_catalog_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_flash_sale_items" ADD CONSTRAINT "catalog_flash_sale_items_flash_sale_id_catalog_flash_sales_id_fk" FOREIGN KEY ("flash_sale_id") REFERENCES "public"."catalog_flash_sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_flash_sale_items" ADD CONSTRAINT "catalog_flash_sale_items_variant_id_catalog_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."catalog_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_products" ADD CONSTRAINT "catalog_products_category_slug_catalog_categories_slug_fk" FOREIGN KEY ("category_slug") REFERENCES "public"."catalog_categories"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_products" ADD CONSTRAINT "catalog_products_brand_slug_catalog_brands_slug_fk" FOREIGN KEY ("brand_slug") REFERENCES "public"."catalog_brands"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_stock_reminders" ADD CONSTRAINT "catalog_stock_reminders_variant_id_catalog_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."catalog_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_variants" ADD CONSTRAINT "catalog_variants_product_id_catalog_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_products_path_idx" ON "catalog_products" USING btree ("category_slug","brand_slug","slug");--> statement-breakpoint
CREATE INDEX "catalog_products_brand_idx" ON "catalog_products" USING btree ("brand_slug");--> statement-breakpoint
CREATE INDEX "catalog_products_popular_idx" ON "catalog_products" USING btree ("popularity","id");--> statement-breakpoint
CREATE INDEX "catalog_products_price_idx" ON "catalog_products" USING btree ("min_price","id");--> statement-breakpoint
CREATE INDEX "catalog_products_search_text_idx" ON "catalog_products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "catalog_products_search_compact_idx" ON "catalog_products" USING gin ("search_compact" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_stock_reminders_contact_idx" ON "catalog_stock_reminders" USING btree ("variant_id","contact");--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_variants_sku_idx" ON "catalog_variants" USING btree ("sku");--> statement-breakpoint
CREATE INDEX "catalog_variants_product_idx" ON "catalog_variants" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "search_history_recent_idx" ON "search_history" USING btree ("user_id","searched_at");--> statement-breakpoint
CREATE INDEX "wishlist_items_recent_idx" ON "wishlist_items" USING btree ("user_id","created_at");