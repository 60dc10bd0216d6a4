CREATE TABLE "instant_sim_packs" (
	"iccid" text PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"batch" text NOT NULL,
	"status" text DEFAULT 'in_stock' NOT NULL,
	"claim_id" uuid,
	"claim_owner" text,
	"claim_expires_at" timestamp with time zone,
	"claim_order_id" text,
	"activated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "instant_sim_packs_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "sim_diy_options" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"label" jsonb NOT NULL,
	"price" integer NOT NULL,
	"data_gb" double precision,
	"speed_mbps" double precision,
	"call_minutes" integer,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sim_verifications" ALTER COLUMN "hold_id" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "sim_verifications" ADD COLUMN "diy" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "instant_sim_packs_claim_idx" ON "instant_sim_packs" USING btree ("claim_id");--> statement-breakpoint
CREATE INDEX "instant_sim_packs_owner_idx" ON "instant_sim_packs" USING btree ("claim_owner") WHERE "instant_sim_packs"."status" = 'claimed';