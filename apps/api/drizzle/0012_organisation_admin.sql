-- Issue #15, the corporate admin console: the append-only audit log, the organisations' contracts,
-- the one-time hand-over tokens from the booking app to the console, and the reservation exports.
-- The brand's time zone is the default of a contract's zone.
ALTER TABLE "hotel_brands" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;
--> statement-breakpoint
CREATE TABLE "audit_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" integer,
	"actor_display" text NOT NULL,
	"actor_role" text,
	"organisation_id" integer,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text,
	"parameters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"row_count" integer,
	"occurred_at" timestamp with time zone NOT NULL,
	"client_address" text,
	CONSTRAINT "audit_entries_actor_kind_ck" CHECK ("audit_entries"."actor_kind" in ('staff', 'organisation', 'member', 'system')),
	CONSTRAINT "audit_entries_row_count_ck" CHECK ("audit_entries"."row_count" is null or "audit_entries"."row_count" >= 0)
);
--> statement-breakpoint
CREATE INDEX "audit_entries_brand_time_idx" ON "audit_entries" USING btree ("brand_id", "occurred_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "audit_entries_organisation_idx" ON "audit_entries" USING btree ("organisation_id", "occurred_at" DESC);
--> statement-breakpoint
-- Written by hand: the log is append-only. No code path updates or deletes it, and the database
-- refuses it anyway (a row, or the whole table), so a bug or a hand-typed statement cannot rewrite history.
CREATE FUNCTION noren_audit_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_entries is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_entries_no_change BEFORE UPDATE OR DELETE ON "audit_entries" FOR EACH ROW EXECUTE FUNCTION noren_audit_entries_append_only();
--> statement-breakpoint
CREATE TRIGGER audit_entries_no_truncate BEFORE TRUNCATE ON "audit_entries" FOR EACH STATEMENT EXECUTE FUNCTION noren_audit_entries_append_only();
--> statement-breakpoint
CREATE TABLE "organisation_contracts" (
	"organisation_id" integer PRIMARY KEY NOT NULL,
	"fiscal_year_start_month" smallint NOT NULL,
	"fiscal_year_start_day" smallint NOT NULL,
	"max_stays_per_year" integer NOT NULL,
	"time_zone" text,
	"mask_guest_names" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by_staff_id" integer,
	CONSTRAINT "organisation_contracts_month_ck" CHECK ("organisation_contracts"."fiscal_year_start_month" between 1 and 12),
	CONSTRAINT "organisation_contracts_day_ck" CHECK ("organisation_contracts"."fiscal_year_start_day" between 1 and 28),
	CONSTRAINT "organisation_contracts_max_ck" CHECK ("organisation_contracts"."max_stays_per_year" >= 0)
);
--> statement-breakpoint
ALTER TABLE "organisation_contracts" ADD CONSTRAINT "organisation_contracts_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "organisation_contracts" ADD CONSTRAINT "organisation_contracts_updated_by_staff_id_staff_users_id_fk" FOREIGN KEY ("updated_by_staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "organisation_handover_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"organisation_user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "organisation_handover_tokens" ADD CONSTRAINT "organisation_handover_tokens_organisation_user_id_organisation_users_id_fk" FOREIGN KEY ("organisation_user_id") REFERENCES "public"."organisation_users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "organisation_handover_tokens_hash_uq" ON "organisation_handover_tokens" USING btree ("token_hash");
--> statement-breakpoint
CREATE INDEX "organisation_handover_tokens_expires_idx" ON "organisation_handover_tokens" USING btree ("expires_at");
--> statement-breakpoint
CREATE TABLE "organisation_exports" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"organisation_id" integer NOT NULL,
	"organisation_user_id" integer,
	"delivery" text NOT NULL,
	"encoding" text NOT NULL,
	"row_count" integer NOT NULL,
	"local_day" date NOT NULL,
	"file_key" text,
	"filename" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "organisation_exports_delivery_ck" CHECK ("organisation_exports"."delivery" in ('download', 'link')),
	CONSTRAINT "organisation_exports_encoding_ck" CHECK ("organisation_exports"."encoding" in ('excel', 'utf8'))
);
--> statement-breakpoint
ALTER TABLE "organisation_exports" ADD CONSTRAINT "organisation_exports_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "organisation_exports" ADD CONSTRAINT "organisation_exports_organisation_user_id_organisation_users_id_fk" FOREIGN KEY ("organisation_user_id") REFERENCES "public"."organisation_users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "organisation_exports_public_id_uq" ON "organisation_exports" USING btree ("public_id");
--> statement-breakpoint
CREATE INDEX "organisation_exports_day_idx" ON "organisation_exports" USING btree ("organisation_id", "local_day");
--> statement-breakpoint
CREATE INDEX "organisation_exports_expiring_idx" ON "organisation_exports" USING btree ("expires_at") WHERE "organisation_exports"."file_key" is not null;
