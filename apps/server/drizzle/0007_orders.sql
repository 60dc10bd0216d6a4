CREATE TABLE "order_status_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"secure_key" text NOT NULL,
	"user_id" uuid,
	"cart_id" uuid NOT NULL,
	"cart_version" integer NOT NULL,
	"state" text NOT NULL,
	"lines" jsonb NOT NULL,
	"subtotal" integer NOT NULL,
	"discount" integer NOT NULL,
	"total" integer NOT NULL,
	"coupon_code" text,
	"delivery" jsonb NOT NULL,
	"contact" jsonb NOT NULL,
	"contact_phone" text NOT NULL,
	"payment_method" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_number_unique" UNIQUE("order_number"),
	CONSTRAINT "orders_secure_key_unique" UNIQUE("secure_key"),
	CONSTRAINT "orders_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "pickup_shops" (
	"id" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"area" jsonb NOT NULL,
	"address" jsonb NOT NULL,
	"province" text NOT NULL,
	"phone" text NOT NULL,
	"opening_hours" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"search_text" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_status_history_order_idx" ON "order_status_history" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_open_cart_idx" ON "orders" USING btree ("cart_id") WHERE "orders"."state" in ('placed', 'awaiting_payment');--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_expiry_idx" ON "orders" USING btree ("expires_at") WHERE "orders"."state" in ('placed', 'awaiting_payment');