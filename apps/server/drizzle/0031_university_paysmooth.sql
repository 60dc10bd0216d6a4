CREATE TABLE "student_registry_students" (
	"university_code" text NOT NULL,
	"student_id" text NOT NULL,
	"thai_id_hash" text NOT NULL,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"status" text NOT NULL,
	"fault" text,
	CONSTRAINT "student_registry_students_university_code_student_id_pk" PRIMARY KEY("university_code","student_id")
);
--> statement-breakpoint
CREATE TABLE "student_registry_universities" (
	"code" text PRIMARY KEY NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"university_code" text NOT NULL,
	"student_id" text NOT NULL,
	"student_name" text NOT NULL,
	"thai_id_last4" text NOT NULL,
	"mobile" text NOT NULL,
	"otp_request_id" text NOT NULL,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vlearn_claims" (
	"id" uuid PRIMARY KEY NOT NULL,
	"university_code" text NOT NULL,
	"student_id" text NOT NULL,
	"verification_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"offer_id" text NOT NULL,
	"order_id" uuid NOT NULL,
	"order_number" text NOT NULL,
	"secure_key" text,
	"state" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "vlearn_offers" (
	"id" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"monthly_price" integer NOT NULL,
	"normal_price" integer NOT NULL,
	"contract_months" integer NOT NULL,
	"data_gb" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paysmooth_applications" (
	"token" text PRIMARY KEY NOT NULL,
	"partner_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"product_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"title" jsonb NOT NULL,
	"amount" integer NOT NULL,
	"months" integer NOT NULL,
	"applicant_name" text NOT NULL,
	"thai_id_last4" text NOT NULL,
	"mobile" text NOT NULL,
	"state" text NOT NULL,
	"reason" text,
	"credit_limit" integer,
	"expires_at" timestamp with time zone,
	"order_id" uuid,
	"order_number" text,
	"secure_key" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paysmooth_partner_applicants" (
	"thai_id_hash" text PRIMARY KEY NOT NULL,
	"credit_limit" integer NOT NULL,
	"decision" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paysmooth_partner_applications" (
	"id" text PRIMARY KEY NOT NULL,
	"thai_id_hash" text NOT NULL,
	"amount" integer NOT NULL,
	"months" integer NOT NULL,
	"state" text NOT NULL,
	"reason" text,
	"credit_limit" integer,
	"decide_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"captured_reference" text,
	"captured_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "student_registry_students" ADD CONSTRAINT "student_registry_students_university_code_student_registry_universities_code_fk" FOREIGN KEY ("university_code") REFERENCES "public"."student_registry_universities"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "student_verifications_user_idx" ON "student_verifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vlearn_claims_one_per_student_idx" ON "vlearn_claims" USING btree ("university_code","student_id") WHERE "vlearn_claims"."state" = 'active';--> statement-breakpoint
CREATE INDEX "vlearn_claims_order_idx" ON "vlearn_claims" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "paysmooth_applications_order_idx" ON "paysmooth_applications" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "paysmooth_applications_user_idx" ON "paysmooth_applications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "paysmooth_partner_captured_ref_idx" ON "paysmooth_partner_applications" USING btree ("captured_reference");