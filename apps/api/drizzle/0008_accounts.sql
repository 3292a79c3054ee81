CREATE TABLE "account_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"kind" text NOT NULL,
	"member_id" integer,
	"organisation_user_id" integer,
	"staff_user_id" integer,
	"brand_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "account_sessions_owner_ck" CHECK (("account_sessions"."kind" = 'member' and "account_sessions"."member_id" is not null and "account_sessions"."organisation_user_id" is null and "account_sessions"."staff_user_id" is null)
        or ("account_sessions"."kind" = 'organisation' and "account_sessions"."organisation_user_id" is not null and "account_sessions"."member_id" is null and "account_sessions"."staff_user_id" is null)
        or ("account_sessions"."kind" = 'staff' and "account_sessions"."staff_user_id" is not null and "account_sessions"."member_id" is null and "account_sessions"."organisation_user_id" is null))
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"email" text NOT NULL,
	"email_normalised" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"membership_id" text NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"promotions_opt_in" boolean DEFAULT false NOT NULL,
	"confirmed_at" timestamp with time zone,
	"confirmation_token_hash" text,
	"confirmation_sent_at" timestamp with time zone,
	"failed_sign_ins" smallint DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organisation_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"account_id" text NOT NULL,
	"password_hash" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"failed_sign_ins" smallint DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "organisation_users_role_ck" CHECK ("organisation_users"."role" in ('admin', 'member'))
);
--> statement-breakpoint
CREATE TABLE "organisations" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"display_name" text NOT NULL,
	"program_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"hotel_id" integer,
	"email" text NOT NULL,
	"email_normalised" text NOT NULL,
	"password_hash" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"failed_sign_ins" smallint DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "staff_users_role_ck" CHECK ("staff_users"."role" in ('manager', 'front_desk'))
);
--> statement-breakpoint
-- Nothing could write a saved card before members existed (the routes refused every call), so
-- any row here has no owner; and reservation member/organisation ids had nothing to point at.
-- Clearing them lets the NOT NULL column and the foreign keys below apply to any database.
DELETE FROM "saved_cards";--> statement-breakpoint
UPDATE "reservations" SET "member_id" = NULL, "organisation_id" = NULL WHERE "member_id" IS NOT NULL OR "organisation_id" IS NOT NULL;--> statement-breakpoint
DROP INDEX "saved_cards_member_idx";--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "organisation_user_id" integer;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD COLUMN "member_id" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "account_sessions" ADD CONSTRAINT "account_sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_sessions" ADD CONSTRAINT "account_sessions_organisation_user_id_organisation_users_id_fk" FOREIGN KEY ("organisation_user_id") REFERENCES "public"."organisation_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_sessions" ADD CONSTRAINT "account_sessions_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_sessions" ADD CONSTRAINT "account_sessions_brand_id_hotel_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."hotel_brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_brand_id_hotel_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."hotel_brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_users" ADD CONSTRAINT "organisation_users_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_brand_id_hotel_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."hotel_brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_users" ADD CONSTRAINT "staff_users_brand_id_hotel_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."hotel_brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_users" ADD CONSTRAINT "staff_users_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_sessions_token_uq" ON "account_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "account_sessions_member_idx" ON "account_sessions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "account_sessions_organisation_user_idx" ON "account_sessions" USING btree ("organisation_user_id");--> statement-breakpoint
CREATE INDEX "account_sessions_staff_user_idx" ON "account_sessions" USING btree ("staff_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "members_brand_email_uq" ON "members" USING btree ("brand_id","email_normalised");--> statement-breakpoint
CREATE UNIQUE INDEX "members_membership_id_uq" ON "members" USING btree ("membership_id");--> statement-breakpoint
CREATE UNIQUE INDEX "members_confirmation_token_uq" ON "members" USING btree ("confirmation_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "organisation_users_account_uq" ON "organisation_users" USING btree ("organisation_id","account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "organisations_brand_code_uq" ON "organisations" USING btree ("brand_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_users_email_uq" ON "staff_users" USING btree ("email_normalised");--> statement-breakpoint
CREATE INDEX "staff_users_brand_idx" ON "staff_users" USING btree ("brand_id");--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_organisation_user_id_organisation_users_id_fk" FOREIGN KEY ("organisation_user_id") REFERENCES "public"."organisation_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservations_member_idx" ON "reservations" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "reservations_organisation_idx" ON "reservations" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "reservations_organisation_user_idx" ON "reservations" USING btree ("organisation_user_id");--> statement-breakpoint
CREATE INDEX "saved_cards_member_idx" ON "saved_cards" USING btree ("hotel_id","member_id");--> statement-breakpoint
ALTER TABLE "saved_cards" DROP COLUMN "member_ref";