CREATE TABLE "bundle_benefit_claims" (
	"benefit_id" text NOT NULL,
	"subject" text NOT NULL,
	"user_id" uuid NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bundle_benefit_claims_benefit_id_subject_pk" PRIMARY KEY("benefit_id","subject")
);
--> statement-breakpoint
CREATE TABLE "bundle_benefits" (
	"id" text PRIMARY KEY NOT NULL,
	"campaign_id" text NOT NULL,
	"kind" text NOT NULL,
	"title" jsonb NOT NULL,
	"value" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bundle_campaign_prices" (
	"campaign_id" text NOT NULL,
	"variant_id" integer NOT NULL,
	"price" integer NOT NULL,
	CONSTRAINT "bundle_campaign_prices_campaign_id_variant_id_pk" PRIMARY KEY("campaign_id","variant_id")
);
--> statement-breakpoint
CREATE TABLE "bundle_campaigns" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"shelf" text NOT NULL,
	"product_id" integer NOT NULL,
	"nas_code" text,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"campaign_type" text NOT NULL,
	"rc" integer NOT NULL,
	"advance_payment" integer DEFAULT 0 NOT NULL,
	"contract_months" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"rules" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bundle_claims" (
	"id" uuid PRIMARY KEY NOT NULL,
	"verification_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"campaign_id" text NOT NULL,
	"subject" text NOT NULL,
	"msisdn" text,
	"number_hold_id" text,
	"variant_id" integer NOT NULL,
	"state" text NOT NULL,
	"order_id" uuid,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"cart_id" uuid,
	"line_ids" text[],
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bundle_leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"campaign_id" text NOT NULL,
	"service_id" text NOT NULL,
	"contact_name" text NOT NULL,
	"msisdn" text NOT NULL,
	"state" text DEFAULT 'new' NOT NULL,
	"lang" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bundle_uses" (
	"campaign_id" text NOT NULL,
	"subject" text NOT NULL,
	"claim_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bundle_uses_campaign_id_subject_pk" PRIMARY KEY("campaign_id","subject")
);
--> statement-breakpoint
CREATE TABLE "bundle_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"campaign_id" text NOT NULL,
	"msisdn" text,
	"subject" text NOT NULL,
	"thai_id_enc" text,
	"thai_id_last4" text NOT NULL,
	"eligible" boolean NOT NULL,
	"reasons" text[] NOT NULL,
	"subscriber" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "bundle_claims_key_idx" ON "bundle_claims" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "bundle_claims_hold_idx" ON "bundle_claims" USING btree ("number_hold_id");--> statement-breakpoint
CREATE INDEX "bundle_leads_user_idx" ON "bundle_leads" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "bundle_leads_state_idx" ON "bundle_leads" USING btree ("state","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bundle_leads_open_idx" ON "bundle_leads" USING btree ("campaign_id","msisdn") WHERE "bundle_leads"."state" in ('new', 'contacted');--> statement-breakpoint
CREATE UNIQUE INDEX "bundle_uses_claim_idx" ON "bundle_uses" USING btree ("claim_id");--> statement-breakpoint
CREATE INDEX "bundle_verifications_user_idx" ON "bundle_verifications" USING btree ("user_id","msisdn","created_at");--> statement-breakpoint
CREATE INDEX "bundle_verifications_expiry_idx" ON "bundle_verifications" USING btree ("expires_at");