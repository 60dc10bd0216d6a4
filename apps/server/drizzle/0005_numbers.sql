CREATE TABLE "mobile_numbers" (
	"number" text COLLATE "C" PRIMARY KEY NOT NULL,
	"number_reversed" text COLLATE "C" GENERATED ALWAYS AS (reverse(number)) STORED NOT NULL,
	"class" text NOT NULL,
	"price" integer NOT NULL,
	"digit_sum" smallint NOT NULL,
	"digits_mask" smallint NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	"hold_id" uuid,
	"hold_owner" text,
	"hold_flow" text,
	"hold_key" text,
	"hold_expires_at" timestamp with time zone,
	"hold_order_id" text,
	"sold_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "mobile_numbers_reversed_idx" ON "mobile_numbers" USING btree ("number_reversed") WHERE "mobile_numbers"."status" = 'available';--> statement-breakpoint
CREATE INDEX "mobile_numbers_trgm_idx" ON "mobile_numbers" USING gin ("number" gin_trgm_ops) WHERE "mobile_numbers"."status" = 'available';--> statement-breakpoint
CREATE INDEX "mobile_numbers_sum_idx" ON "mobile_numbers" USING btree ("digit_sum","number") WHERE "mobile_numbers"."status" = 'available';--> statement-breakpoint
CREATE INDEX "mobile_numbers_class_price_idx" ON "mobile_numbers" USING btree ("class","price","number") WHERE "mobile_numbers"."status" = 'available';--> statement-breakpoint
CREATE INDEX "mobile_numbers_price_idx" ON "mobile_numbers" USING btree ("price","number") WHERE "mobile_numbers"."status" = 'available';--> statement-breakpoint
CREATE UNIQUE INDEX "mobile_numbers_hold_id_idx" ON "mobile_numbers" USING btree ("hold_id");--> statement-breakpoint
CREATE INDEX "mobile_numbers_hold_owner_idx" ON "mobile_numbers" USING btree ("hold_owner") WHERE "mobile_numbers"."status" = 'held';--> statement-breakpoint
CREATE INDEX "mobile_numbers_hold_expiry_idx" ON "mobile_numbers" USING btree ("hold_expires_at") WHERE "mobile_numbers"."status" = 'held';