ALTER TABLE "catalog_variants" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE FUNCTION "catalog_variant_search_text"(text, integer) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT $1 || chr(31) || coalesce((SELECT coalesce(p.name->>'th', '') || chr(31) || coalesce(p.name->>'en', '') FROM catalog_products p WHERE p.id = $2), '')
$$;--> statement-breakpoint
CREATE FUNCTION "catalog_variants_set_search_text"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := catalog_variant_search_text(NEW.sku, NEW.product_id);
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "catalog_variants_search_text" BEFORE INSERT OR UPDATE OF "sku", "product_id" ON "catalog_variants" FOR EACH ROW EXECUTE FUNCTION "catalog_variants_set_search_text"();--> statement-breakpoint
CREATE FUNCTION "catalog_products_name_to_variants"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.name IS DISTINCT FROM OLD.name THEN
    UPDATE catalog_variants SET search_text = catalog_variant_search_text(sku, product_id) WHERE product_id = NEW.id;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "catalog_products_variant_search_text" AFTER UPDATE OF "name" ON "catalog_products" FOR EACH ROW EXECUTE FUNCTION "catalog_products_name_to_variants"();--> statement-breakpoint
UPDATE "catalog_variants" SET "search_text" = catalog_variant_search_text("sku", "product_id");--> statement-breakpoint
CREATE INDEX "catalog_variants_search_idx" ON "catalog_variants" USING gin ("search_text" gin_trgm_ops);
