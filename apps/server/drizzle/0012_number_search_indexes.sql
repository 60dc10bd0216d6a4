-- The seven 4-digit substrings of a number, as smallints ('0812345678' -> {812,8123,1234,2345,3456,4567,5678}): a GIN index on them serves "contains" of 4+ digits (decision 014).
CREATE FUNCTION number_grams(number text) RETURNS smallint[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ARRAY[substr(number, 1, 4)::smallint, substr(number, 2, 4)::smallint, substr(number, 3, 4)::smallint, substr(number, 4, 4)::smallint, substr(number, 5, 4)::smallint, substr(number, 6, 4)::smallint, substr(number, 7, 4)::smallint]
$$;--> statement-breakpoint
DROP INDEX "mobile_numbers_reversed_idx";--> statement-breakpoint
DROP INDEX "mobile_numbers_trgm_idx";--> statement-breakpoint
DROP INDEX "mobile_numbers_class_price_idx";--> statement-breakpoint
DROP INDEX "mobile_numbers_sum_idx";--> statement-breakpoint
DROP INDEX "mobile_numbers_price_idx";--> statement-breakpoint
CREATE INDEX "mobile_numbers_available_idx" ON "mobile_numbers" USING btree ("number","class","price","digit_sum","digits_mask") WHERE "mobile_numbers"."status" = 'available';--> statement-breakpoint
CREATE INDEX "mobile_numbers_last4_idx" ON "mobile_numbers" USING btree (right("number", 4),"number","class","price","digit_sum","digits_mask") WHERE "mobile_numbers"."status" = 'available';--> statement-breakpoint
CREATE INDEX "mobile_numbers_grams_idx" ON "mobile_numbers" USING gin (number_grams("number")) WHERE "mobile_numbers"."status" = 'available';--> statement-breakpoint
CREATE INDEX "mobile_numbers_class_idx" ON "mobile_numbers" USING btree ("class","number","price","digit_sum","digits_mask") WHERE "mobile_numbers"."status" = 'available';--> statement-breakpoint
CREATE INDEX "mobile_numbers_sum_idx" ON "mobile_numbers" USING btree ("digit_sum","number","class","price","digits_mask") WHERE "mobile_numbers"."status" = 'available';--> statement-breakpoint
CREATE INDEX "mobile_numbers_price_idx" ON "mobile_numbers" USING btree ("price","number","class","digit_sum","digits_mask") WHERE "mobile_numbers"."status" = 'available';--> statement-breakpoint
ALTER TABLE "mobile_numbers" DROP COLUMN "number_reversed";