CREATE TABLE "hi_blacklist" (
	"thai_id_hash" text PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hi_coverage_areas" (
	"id" text PRIMARY KEY NOT NULL,
	"province_id" integer NOT NULL,
	"district_id" integer,
	"subdistrict_id" integer,
	"technology" text NOT NULL,
	"max_down_mbps" integer NOT NULL,
	"max_up_mbps" integer NOT NULL,
	"capacity" integer NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"unserved_buildings" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hi_leads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"mobile_enc" text NOT NULL,
	"mobile_last4" text NOT NULL,
	"mobile_hash" text NOT NULL,
	"preferred_time" text NOT NULL,
	"transaction_id" uuid,
	"user_id" uuid,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hi_packages" (
	"id" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"technology" text NOT NULL,
	"down_mbps" integer NOT NULL,
	"up_mbps" integer NOT NULL,
	"monthly_price" integer NOT NULL,
	"contract_months" integer NOT NULL,
	"installation_fee" integer DEFAULT 0 NOT NULL,
	"upfront_payment" integer DEFAULT 0 NOT NULL,
	"upfront_label" jsonb,
	"router" jsonb NOT NULL,
	"extras" jsonb NOT NULL,
	"image" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hi_transactions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"guest_token_hash" text,
	"state" text DEFAULT 'open' NOT NULL,
	"result" text NOT NULL,
	"area_id" text,
	"address" jsonb NOT NULL,
	"services" jsonb NOT NULL,
	"alternate" jsonb NOT NULL,
	"reasons" jsonb NOT NULL,
	"package_id" text,
	"appointment_id" text,
	"contact_name" text,
	"contact_email" text,
	"contact_mobile_enc" text,
	"contact_mobile_last4" text,
	"otp_verified_at" timestamp with time zone,
	"thai_id_enc" text,
	"thai_id_last4" text,
	"blacklist_checked_at" timestamp with time zone,
	"ekyc_application_id" uuid,
	"ekyc_bypass" boolean DEFAULT false NOT NULL,
	"order_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "hi_coverage_province_idx" ON "hi_coverage_areas" USING btree ("province_id","district_id","subdistrict_id");--> statement-breakpoint
CREATE INDEX "hi_leads_created_idx" ON "hi_leads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "hi_leads_mobile_idx" ON "hi_leads" USING btree ("mobile_hash","created_at");--> statement-breakpoint
CREATE INDEX "hi_transactions_user_idx" ON "hi_transactions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "hi_transactions_expiry_idx" ON "hi_transactions" USING btree ("state","expires_at");--> statement-breakpoint
CREATE INDEX "hi_transactions_order_idx" ON "hi_transactions" USING btree ("order_id");