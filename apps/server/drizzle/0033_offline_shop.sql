CREATE TABLE "offline_sales" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"shop_code" text NOT NULL,
	"channel" text NOT NULL,
	"staff_id" uuid NOT NULL,
	"staff_label" text NOT NULL,
	"dealer_code" text,
	"hold_owner" text NOT NULL,
	"number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offline_sales_order_number_unique" UNIQUE("order_number")
);
--> statement-breakpoint
CREATE TABLE "offline_shops" (
	"code" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"address" jsonb NOT NULL,
	"phone" text NOT NULL,
	"opening_hours" text NOT NULL,
	"channels" text[] NOT NULL,
	"pickup" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "offline_sales_shop_idx" ON "offline_sales" USING btree ("shop_code","created_at");--> statement-breakpoint
CREATE INDEX "offline_sales_staff_idx" ON "offline_sales" USING btree ("staff_id","created_at");