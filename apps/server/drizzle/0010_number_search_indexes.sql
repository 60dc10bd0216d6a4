DROP INDEX "mobile_numbers_reversed_idx";--> statement-breakpoint
DROP INDEX "mobile_numbers_class_price_idx";--> statement-breakpoint
DROP INDEX "mobile_numbers_sum_idx";--> statement-breakpoint
DROP INDEX "mobile_numbers_price_idx";--> statement-breakpoint
CREATE INDEX "mobile_numbers_available_idx" ON "mobile_numbers" USING btree ("number","class","price","digit_sum","digits_mask") WHERE "mobile_numbers"."status" = 'available';--> statement-breakpoint
CREATE INDEX "mobile_numbers_last4_idx" ON "mobile_numbers" USING btree (right("number", 4),"number","class","price","digit_sum","digits_mask") WHERE "mobile_numbers"."status" = 'available';--> statement-breakpoint
CREATE INDEX "mobile_numbers_class_idx" ON "mobile_numbers" USING btree ("class","number","price","digit_sum","digits_mask") WHERE "mobile_numbers"."status" = 'available';--> statement-breakpoint
CREATE INDEX "mobile_numbers_sum_idx" ON "mobile_numbers" USING btree ("digit_sum","number","class","price","digits_mask") WHERE "mobile_numbers"."status" = 'available';--> statement-breakpoint
CREATE INDEX "mobile_numbers_price_idx" ON "mobile_numbers" USING btree ("price","number","class","digit_sum","digits_mask") WHERE "mobile_numbers"."status" = 'available';--> statement-breakpoint
ALTER TABLE "mobile_numbers" DROP COLUMN "number_reversed";