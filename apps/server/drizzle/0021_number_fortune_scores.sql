CREATE TABLE "number_fortune_bounds" (
	"wishes" smallint PRIMARY KEY NOT NULL,
	"max_count" smallint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mobile_numbers" ADD COLUMN "fortune_base" smallint;--> statement-breakpoint
ALTER TABLE "mobile_numbers" ADD COLUMN "fortune_wishes" integer;--> statement-breakpoint
ALTER TABLE "mobile_numbers" ADD COLUMN "fortune_bad" boolean;--> statement-breakpoint
CREATE INDEX "mobile_numbers_fortune_idx" ON "mobile_numbers" USING btree ("fortune_base" DESC NULLS LAST,"number","fortune_wishes","digits_mask","class","price","digit_sum") WHERE "mobile_numbers"."status" = 'available' and "mobile_numbers"."fortune_bad" = false;