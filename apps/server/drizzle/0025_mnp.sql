CREATE TABLE "order_cancellations" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mnp_bundles" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"nas_code" text NOT NULL,
	"name" jsonb NOT NULL,
	"discount" integer NOT NULL,
	"contract_months" integer NOT NULL,
	"advance_payment" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mnp_offers" (
	"nas_code" text PRIMARY KEY NOT NULL,
	"modes" text[] NOT NULL,
	"advance_payment" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mnp_portings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"verification_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"cart_id" uuid,
	"line_id" uuid,
	"order_id" uuid,
	"order_number" text,
	"msisdn" text NOT NULL,
	"mode" text NOT NULL,
	"donor" text NOT NULL,
	"donor_type" text NOT NULL,
	"nas_code" text NOT NULL,
	"plan_title" jsonb NOT NULL,
	"bundle_id" text,
	"variant_id" integer,
	"thai_id_enc" text,
	"thai_id_last4" text NOT NULL,
	"pin_enc" text,
	"ekyc_application_id" uuid,
	"state" text NOT NULL,
	"reason" text,
	"request_id" text,
	"window_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_error_code" text,
	"sim_serial" text,
	"activation_attempts" integer DEFAULT 0 NOT NULL,
	"temp_number" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"validating_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"scheduled_at" timestamp with time zone,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mnp_temp_numbers" (
	"msisdn" text PRIMARY KEY NOT NULL,
	"state" text DEFAULT 'free' NOT NULL,
	"porting_id" uuid
);
--> statement-breakpoint
CREATE TABLE "mnp_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"msisdn" text NOT NULL,
	"donor" text NOT NULL,
	"donor_type" text NOT NULL,
	"thai_id_enc" text,
	"thai_id_last4" text NOT NULL,
	"pin_enc" text,
	"pin_expires_at" timestamp with time zone,
	"pin_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "order_cancellations_pending_idx" ON "order_cancellations" USING btree ("created_at") WHERE "order_cancellations"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "mnp_bundles_product_idx" ON "mnp_bundles" USING btree ("product_id","nas_code");--> statement-breakpoint
CREATE UNIQUE INDEX "mnp_portings_one_open_idx" ON "mnp_portings" USING btree ("msisdn") WHERE "mnp_portings"."state" not in ('completed', 'rejected', 'cancelled');--> statement-breakpoint
CREATE UNIQUE INDEX "mnp_portings_key_idx" ON "mnp_portings" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "mnp_portings_order_idx" ON "mnp_portings" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "mnp_portings_request_idx" ON "mnp_portings" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "mnp_portings_state_idx" ON "mnp_portings" USING btree ("state","next_attempt_at");--> statement-breakpoint
CREATE INDEX "mnp_verifications_user_idx" ON "mnp_verifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "mnp_verifications_expiry_idx" ON "mnp_verifications" USING btree ("expires_at");