CREATE TABLE "identity_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idp_accounts" (
	"account_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"login" text NOT NULL,
	"login_kind" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idp_accounts_login_unique" UNIQUE("login")
);
--> statement-breakpoint
CREATE TABLE "login_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"binder_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "oidc_payloads" (
	"model" text NOT NULL,
	"id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "oidc_payloads_model_id_pk" PRIMARY KEY("model","id")
);
--> statement-breakpoint
CREATE TABLE "store_sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_refreshed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"user_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"display_name" text NOT NULL,
	"avatar" text,
	"phone" text,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "geo_districts" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" integer NOT NULL,
	"province_id" integer NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	CONSTRAINT "geo_districts_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "geo_provinces" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" integer NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	CONSTRAINT "geo_provinces_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "geo_subdistricts" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" integer NOT NULL,
	"district_id" integer NOT NULL,
	"province_id" integer NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"postcode" text NOT NULL,
	CONSTRAINT "geo_subdistricts_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "user_addresses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"recipient_name" text NOT NULL,
	"phone" text NOT NULL,
	"address_line" text NOT NULL,
	"subdistrict_id" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "login_codes" ADD CONSTRAINT "login_codes_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_sessions" ADD CONSTRAINT "store_sessions_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "geo_districts" ADD CONSTRAINT "geo_districts_province_id_geo_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."geo_provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "geo_subdistricts" ADD CONSTRAINT "geo_subdistricts_district_id_geo_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."geo_districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "geo_subdistricts" ADD CONSTRAINT "geo_subdistricts_province_id_geo_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."geo_provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_addresses" ADD CONSTRAINT "user_addresses_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_addresses" ADD CONSTRAINT "user_addresses_subdistrict_id_geo_subdistricts_id_fk" FOREIGN KEY ("subdistrict_id") REFERENCES "public"."geo_subdistricts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "oidc_payloads_grant_idx" ON "oidc_payloads" USING btree ("grant_id") WHERE "oidc_payloads"."grant_id" is not null;--> statement-breakpoint
CREATE INDEX "oidc_payloads_uid_idx" ON "oidc_payloads" USING btree ("model","uid") WHERE "oidc_payloads"."uid" is not null;--> statement-breakpoint
CREATE INDEX "oidc_payloads_user_code_idx" ON "oidc_payloads" USING btree ("model","user_code") WHERE "oidc_payloads"."user_code" is not null;--> statement-breakpoint
CREATE INDEX "oidc_payloads_expires_idx" ON "oidc_payloads" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "store_sessions_user_idx" ON "store_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "store_sessions_expires_idx" ON "store_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_issuer_subject_idx" ON "users" USING btree ("issuer","subject");--> statement-breakpoint
CREATE INDEX "geo_districts_province_idx" ON "geo_districts" USING btree ("province_id");--> statement-breakpoint
CREATE INDEX "geo_subdistricts_district_idx" ON "geo_subdistricts" USING btree ("district_id");--> statement-breakpoint
CREATE INDEX "geo_subdistricts_postcode_idx" ON "geo_subdistricts" USING btree ("postcode" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "geo_subdistricts_name_en_idx" ON "geo_subdistricts" USING btree (lower("name_en") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "geo_subdistricts_name_th_idx" ON "geo_subdistricts" USING btree ("name_th" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "user_addresses_user_idx" ON "user_addresses" USING btree ("user_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "user_addresses_one_default_idx" ON "user_addresses" USING btree ("user_id","kind") WHERE "user_addresses"."is_default";