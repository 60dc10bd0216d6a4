CREATE TABLE "porting_clock" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"offset_ms" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "porting_numbers" (
	"msisdn" text PRIMARY KEY NOT NULL,
	"donor" text NOT NULL,
	"type" text NOT NULL,
	"holder_id_hash" text NOT NULL,
	"holder_id_last4" text NOT NULL,
	"registered" boolean DEFAULT true NOT NULL,
	"bill_outstanding" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"never_answers" boolean DEFAULT false NOT NULL,
	"notes" jsonb NOT NULL,
	"ported_out_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "porting_pins" (
	"msisdn" text PRIMARY KEY NOT NULL,
	"pin_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"wrong_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "porting_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"msisdn" text NOT NULL,
	"donor" text NOT NULL,
	"thai_id_hash" text NOT NULL,
	"pin_hash" text,
	"reference" text NOT NULL,
	"state" text DEFAULT 'submitted' NOT NULL,
	"reason" text,
	"submitted_at" timestamp with time zone NOT NULL,
	"decide_at" timestamp with time zone NOT NULL,
	"window_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"next_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "ported_in_reference" text;--> statement-breakpoint
ALTER TABLE "porting_pins" ADD CONSTRAINT "porting_pins_msisdn_porting_numbers_msisdn_fk" FOREIGN KEY ("msisdn") REFERENCES "public"."porting_numbers"("msisdn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "porting_requests" ADD CONSTRAINT "porting_requests_msisdn_porting_numbers_msisdn_fk" FOREIGN KEY ("msisdn") REFERENCES "public"."porting_numbers"("msisdn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "porting_requests_one_open_idx" ON "porting_requests" USING btree ("msisdn") WHERE "porting_requests"."state" in ('submitted', 'donor_validating', 'approved', 'scheduled');--> statement-breakpoint
CREATE UNIQUE INDEX "porting_requests_reference_idx" ON "porting_requests" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "porting_requests_due_idx" ON "porting_requests" USING btree ("next_at") WHERE "porting_requests"."next_at" is not null;