CREATE TABLE "consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"granted" boolean NOT NULL,
	"text_version" text NOT NULL,
	"context" text NOT NULL,
	"order_id" uuid,
	"order_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "subscriber_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"msisdn" text NOT NULL,
	"kind" text NOT NULL,
	"to_nas_code" text NOT NULL,
	"to_title_th" text NOT NULL,
	"to_title_en" text NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "subscribers" (
	"msisdn" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"holder_id_hash" text NOT NULL,
	"holder_id_last4" text NOT NULL,
	"package_nas_code" text NOT NULL,
	"package_title_th" text NOT NULL,
	"package_title_en" text NOT NULL,
	"activated_at" timestamp with time zone NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"blacklisted" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"fault" text,
	"notes" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pre2post_conversions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"order_number" text NOT NULL,
	"user_id" uuid NOT NULL,
	"msisdn" text NOT NULL,
	"qualification_id" uuid NOT NULL,
	"nas_code" text NOT NULL,
	"plan_title" jsonb NOT NULL,
	"ekyc_application_id" uuid,
	"state" text NOT NULL,
	"change_id" text,
	"effective_at" timestamp with time zone,
	"scheduled_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pre2post_conversions_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "pre2post_offers" (
	"nas_code" text PRIMARY KEY NOT NULL,
	"balance_policy" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pre2post_qualifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"msisdn" text NOT NULL,
	"thai_id_enc" text,
	"thai_id_last4" text NOT NULL,
	"qualified" boolean NOT NULL,
	"reasons" jsonb NOT NULL,
	"subscriber" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "cart_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "kind" text DEFAULT 'product' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fulfilment" jsonb;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriber_changes" ADD CONSTRAINT "subscriber_changes_msisdn_subscribers_msisdn_fk" FOREIGN KEY ("msisdn") REFERENCES "public"."subscribers"("msisdn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consents_user_idx" ON "consents" USING btree ("user_id","purpose","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriber_changes_one_scheduled_idx" ON "subscriber_changes" USING btree ("msisdn") WHERE "subscriber_changes"."status" = 'scheduled';--> statement-breakpoint
CREATE INDEX "subscriber_changes_due_idx" ON "subscriber_changes" USING btree ("effective_at") WHERE "subscriber_changes"."status" = 'scheduled';--> statement-breakpoint
CREATE UNIQUE INDEX "pre2post_conversions_one_pending_idx" ON "pre2post_conversions" USING btree ("msisdn") WHERE "pre2post_conversions"."state" in ('awaiting_ekyc', 'to_schedule', 'scheduled');--> statement-breakpoint
CREATE INDEX "pre2post_conversions_ekyc_idx" ON "pre2post_conversions" USING btree ("ekyc_application_id");--> statement-breakpoint
CREATE INDEX "pre2post_conversions_change_idx" ON "pre2post_conversions" USING btree ("change_id");--> statement-breakpoint
CREATE INDEX "pre2post_conversions_work_idx" ON "pre2post_conversions" USING btree ("state") WHERE "pre2post_conversions"."state" in ('awaiting_ekyc', 'to_schedule');--> statement-breakpoint
CREATE INDEX "pre2post_qualifications_user_idx" ON "pre2post_qualifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "pre2post_qualifications_expiry_idx" ON "pre2post_qualifications" USING btree ("expires_at");