CREATE TABLE "subscriber_on_top" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"msisdn" text NOT NULL,
	"code" text NOT NULL,
	"title_th" text NOT NULL,
	"title_en" text NOT NULL,
	"detail_th" text NOT NULL,
	"detail_en" text NOT NULL,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "subscriber_packages" (
	"nas_code" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"family" text NOT NULL,
	"title_th" text NOT NULL,
	"title_en" text NOT NULL,
	"monthly_fee" integer NOT NULL,
	"benefits" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriber_tol_accounts" (
	"account_id" text PRIMARY KEY NOT NULL,
	"holder_name" text NOT NULL,
	"contact_mobile" text NOT NULL,
	"package_title_th" text NOT NULL,
	"package_title_en" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"fault" text,
	"billing_address" jsonb NOT NULL,
	"notes" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriber_vas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"service_id" text NOT NULL,
	"code" text NOT NULL,
	"reference" text NOT NULL,
	"subscribed_at" timestamp with time zone NOT NULL,
	"removed_at" timestamp with time zone,
	"removed_reference" text
);
--> statement-breakpoint
CREATE TABLE "subscriber_vas_catalog" (
	"code" text PRIMARY KEY NOT NULL,
	"service" text NOT NULL,
	"title_th" text NOT NULL,
	"title_en" text NOT NULL,
	"includes" jsonb NOT NULL,
	"monthly_price" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clm_changes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"order_number" text NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"service" text NOT NULL,
	"target" text NOT NULL,
	"from_title" jsonb,
	"from_nas_code" text,
	"to_title" jsonb NOT NULL,
	"to_code" text NOT NULL,
	"vas_action" text,
	"effective" text,
	"effective_at" timestamp with time zone,
	"price_difference" integer NOT NULL,
	"change_id" text,
	"state" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "clm_changes_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "clm_changes_order_number_unique" UNIQUE("order_number")
);
--> statement-breakpoint
CREATE TABLE "clm_offers" (
	"nas_code" text PRIMARY KEY NOT NULL,
	"allowed_types" jsonb NOT NULL,
	"allowed_from_families" jsonb NOT NULL,
	"min_months" integer DEFAULT 0 NOT NULL,
	"allowed_under_contract" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clm_owner_numbers" (
	"user_id" uuid NOT NULL,
	"msisdn" text NOT NULL,
	"verified_at" timestamp with time zone NOT NULL,
	CONSTRAINT "clm_owner_numbers_user_id_msisdn_pk" PRIMARY KEY("user_id","msisdn")
);
--> statement-breakpoint
CREATE TABLE "clm_preview_profiles" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"package_nas_code" text NOT NULL,
	"months_active" integer NOT NULL,
	"contract_months_left" integer,
	"bill_cycle_day" integer NOT NULL,
	"on_top" jsonb NOT NULL,
	"vas_codes" jsonb NOT NULL,
	"home_package" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clm_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"browser_hash" text NOT NULL,
	"service" text NOT NULL,
	"target" text NOT NULL,
	"otp_to" text,
	"otp_request_id" uuid,
	"otp_resend_after" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "contract_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "bill_cycle_day" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "billing_address" jsonb;--> statement-breakpoint
ALTER TABLE "subscriber_on_top" ADD CONSTRAINT "subscriber_on_top_msisdn_subscribers_msisdn_fk" FOREIGN KEY ("msisdn") REFERENCES "public"."subscribers"("msisdn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriber_vas" ADD CONSTRAINT "subscriber_vas_code_subscriber_vas_catalog_code_fk" FOREIGN KEY ("code") REFERENCES "public"."subscriber_vas_catalog"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscriber_on_top_msisdn_idx" ON "subscriber_on_top" USING btree ("msisdn");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriber_vas_one_running_idx" ON "subscriber_vas" USING btree ("service_id","code") WHERE "subscriber_vas"."removed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriber_vas_reference_idx" ON "subscriber_vas" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "clm_changes_one_package_change_idx" ON "clm_changes" USING btree ("target") WHERE "clm_changes"."kind" = 'package' and "clm_changes"."state" = 'scheduled';--> statement-breakpoint
CREATE INDEX "clm_changes_change_idx" ON "clm_changes" USING btree ("change_id");--> statement-breakpoint
CREATE INDEX "clm_changes_user_idx" ON "clm_changes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "clm_verifications_user_idx" ON "clm_verifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "clm_verifications_expiry_idx" ON "clm_verifications" USING btree ("expires_at");