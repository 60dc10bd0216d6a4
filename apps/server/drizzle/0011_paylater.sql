CREATE TABLE "sandbox_gateway_paylater_accounts" (
	"phone_number" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"credit_limit" integer NOT NULL,
	"credit_used" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_gateway_paylater_credit_check" CHECK ("sandbox_gateway_paylater_accounts"."credit_used" between 0 and "sandbox_gateway_paylater_accounts"."credit_limit")
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "installment_term" integer;--> statement-breakpoint
ALTER TABLE "sandbox_gateway_charges" ADD COLUMN "source_type" text;--> statement-breakpoint
ALTER TABLE "sandbox_gateway_charges" ADD COLUMN "installment_term" integer;--> statement-breakpoint
ALTER TABLE "sandbox_gateway_charges" ADD COLUMN "phone_number" text;--> statement-breakpoint
ALTER TABLE "sandbox_gateway_sources" ADD COLUMN "installment_term" integer;--> statement-breakpoint
ALTER TABLE "sandbox_gateway_sources" ADD COLUMN "phone_number" text;