DROP INDEX "cart_lines_hold_idx";--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "existing_campaign" jsonb;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "bundle" jsonb;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "hold_kind" text;--> statement-breakpoint
CREATE INDEX "cart_lines_hold_idx" ON "cart_lines" USING btree ("hold_kind","hold_id");--> statement-breakpoint
-- Typed holds (issue 11): instant-SIM pack claims had ids `pack:<uuid>`, number holds bare uuids.
UPDATE "cart_lines" SET "hold_kind" = CASE WHEN "hold_id" LIKE 'pack:%' THEN 'sim_pack' ELSE 'number' END WHERE "hold_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_hold_check" CHECK (("cart_lines"."hold_kind" is null) = ("cart_lines"."hold_id" is null));;--> statement-breakpoint
-- Order lines (a JSON snapshot) carry the same typed hold in place of hold_id.
UPDATE "orders" SET "lines" = (
  SELECT jsonb_agg(
    (l - 'hold_id') || jsonb_build_object('hold', CASE
      WHEN l->>'hold_id' IS NULL THEN 'null'::jsonb
      WHEN l->>'hold_id' LIKE 'pack:%' THEN jsonb_build_object('kind', 'sim_pack', 'id', l->>'hold_id')
      ELSE jsonb_build_object('kind', 'number', 'id', l->>'hold_id') END)
    ORDER BY n)
  FROM jsonb_array_elements("orders"."lines") WITH ORDINALITY AS e(l, n))
WHERE jsonb_array_length("lines") > 0;