CREATE SEQUENCE "public"."tax_invoice_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "tax_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"number" text NOT NULL,
	"buyer" jsonb NOT NULL,
	"seller" jsonb NOT NULL,
	"net" integer NOT NULL,
	"vat" integer NOT NULL,
	"total" integer NOT NULL,
	"vat_rate_bp" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_invoices_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "tax_invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "tax_invoices_amounts_check" CHECK ("tax_invoices"."net" + "tax_invoices"."vat" = "tax_invoices"."total" and "tax_invoices"."vat" >= 0)
);
--> statement-breakpoint
ALTER TABLE "tax_invoices" ADD CONSTRAINT "tax_invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;