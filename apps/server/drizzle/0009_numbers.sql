CREATE TABLE "mobile_numbers" (
	"number" text COLLATE "C" PRIMARY KEY NOT NULL,
	"number_reversed" text COLLATE "C" GENERATED ALWAYS AS (reverse(number)) STORED NOT NULL,
	"class" text NOT NULL,
	"price" integer NOT NULL,
	"digit_sum" smallint NOT NULL,
	"digits_mask" smallint NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	"hold_id" uuid,
	"hold_owner" text,
	"hold_flow" text,
	"hold_key" text,
	"hold_expires_at" timestamp with time zone,
	"hold_order_id" text,
	"sold_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "esim_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"model" text NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "otp_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mobile" text NOT NULL,
	"flow" text NOT NULL,
	"user_id" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sim_blacklist" (
	"thai_id_hash" text PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sim_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"campaign_code" text NOT NULL,
	"nas_code" text NOT NULL,
	"sim_type" text NOT NULL,
	"baseline" integer NOT NULL,
	"advance_payment" integer NOT NULL,
	"contract" smallint NOT NULL,
	"penalty" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"section" text DEFAULT 'wemall' NOT NULL,
	"mat_category" text NOT NULL,
	"pool_number" text NOT NULL,
	"term_long" jsonb NOT NULL,
	"term_short" jsonb NOT NULL,
	"data_gb" double precision,
	"speed_mbps" double precision,
	"call_minutes" integer,
	"validity_days" integer,
	"highlights" jsonb NOT NULL,
	"esim_allowed" boolean NOT NULL,
	"colour" text NOT NULL,
	"verification_required" boolean DEFAULT true NOT NULL,
	"sort" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sim_packages_nas_code_unique" UNIQUE("nas_code")
);
--> statement-breakpoint
CREATE TABLE "sim_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"hold_id" uuid NOT NULL,
	"number" text NOT NULL,
	"package_id" integer NOT NULL,
	"flow" text NOT NULL,
	"thai_id_encrypted" text NOT NULL,
	"thai_id_hash" text NOT NULL,
	"thai_id_last4" text NOT NULL,
	"birth_date" text NOT NULL,
	"mobile" text NOT NULL,
	"esim" boolean NOT NULL,
	"added_to_cart_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to_number" text NOT NULL,
	"body" text NOT NULL,
	"purpose" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sim_verifications" ADD CONSTRAINT "sim_verifications_package_id_sim_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."sim_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mobile_numbers_reversed_idx" ON "mobile_numbers" USING btree ("number_reversed") WHERE "mobile_numbers"."status" = 'available';--> statement-breakpoint
CREATE INDEX "mobile_numbers_trgm_idx" ON "mobile_numbers" USING gin ("number" gin_trgm_ops) WHERE "mobile_numbers"."status" = 'available';--> statement-breakpoint
CREATE INDEX "mobile_numbers_sum_idx" ON "mobile_numbers" USING btree ("digit_sum","number") WHERE "mobile_numbers"."status" = 'available';--> statement-breakpoint
CREATE INDEX "mobile_numbers_class_price_idx" ON "mobile_numbers" USING btree ("class","price","number") WHERE "mobile_numbers"."status" = 'available';--> statement-breakpoint
CREATE INDEX "mobile_numbers_price_idx" ON "mobile_numbers" USING btree ("price","number") WHERE "mobile_numbers"."status" = 'available';--> statement-breakpoint
CREATE UNIQUE INDEX "mobile_numbers_hold_id_idx" ON "mobile_numbers" USING btree ("hold_id");--> statement-breakpoint
CREATE INDEX "mobile_numbers_hold_owner_idx" ON "mobile_numbers" USING btree ("hold_owner") WHERE "mobile_numbers"."status" = 'held';--> statement-breakpoint
CREATE INDEX "mobile_numbers_hold_expiry_idx" ON "mobile_numbers" USING btree ("hold_expires_at") WHERE "mobile_numbers"."status" = 'held';--> statement-breakpoint
CREATE INDEX "otp_requests_mobile_idx" ON "otp_requests" USING btree ("mobile","created_at");--> statement-breakpoint
CREATE INDEX "sim_packages_list_idx" ON "sim_packages" USING btree ("sim_type","section","status","sort");--> statement-breakpoint
CREATE INDEX "sim_verifications_hold_idx" ON "sim_verifications" USING btree ("hold_id");--> statement-breakpoint
CREATE INDEX "sim_verifications_user_idx" ON "sim_verifications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sms_outbox_to_idx" ON "sms_outbox" USING btree ("to_number","created_at");