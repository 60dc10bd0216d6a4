CREATE TABLE "ekyc_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"purpose" text NOT NULL,
	"lang" text NOT NULL,
	"thai_id_hash" text NOT NULL,
	"thai_id_last4" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"reject_reason" text,
	"vendor" text NOT NULL,
	"vendor_ref" text,
	"vendor_check" text,
	"sandbox_outcome" text,
	"document_at" timestamp with time zone,
	"selfie_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"check_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ekyc_handoffs" (
	"hash_sha" text PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"browser_sha" text,
	"bound_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ekyc_images" (
	"application_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sealed" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ekyc_images_application_id_kind_pk" PRIMARY KEY("application_id","kind")
);
--> statement-breakpoint
ALTER TABLE "ekyc_handoffs" ADD CONSTRAINT "ekyc_handoffs_application_id_ekyc_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."ekyc_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ekyc_images" ADD CONSTRAINT "ekyc_images_application_id_ekyc_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."ekyc_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ekyc_applications_user_idx" ON "ekyc_applications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "ekyc_applications_check_idx" ON "ekyc_applications" USING btree ("status","check_at");--> statement-breakpoint
CREATE INDEX "ekyc_applications_expiry_idx" ON "ekyc_applications" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "ekyc_handoffs_application_idx" ON "ekyc_handoffs" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "ekyc_images_created_idx" ON "ekyc_images" USING btree ("created_at");