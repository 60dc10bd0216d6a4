ALTER TABLE "catalog_product_images" ADD COLUMN "view" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_product_images" DROP CONSTRAINT "catalog_product_images_product_id_size_pk";--> statement-breakpoint
ALTER TABLE "catalog_product_images" ADD CONSTRAINT "catalog_product_images_product_id_view_size_pk" PRIMARY KEY("product_id","view","size");--> statement-breakpoint
ALTER TABLE "catalog_product_images" ADD CONSTRAINT "catalog_product_images_view_check" CHECK ("catalog_product_images"."view" between 0 and 3);
