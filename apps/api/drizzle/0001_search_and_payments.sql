CREATE TABLE "extra_prices" (
	"extra_id" integer NOT NULL,
	"stay_date" date NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "extra_prices_pk" PRIMARY KEY("extra_id","stay_date"),
	CONSTRAINT "extra_prices_ck" CHECK ("extra_prices"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "extras" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"code" text NOT NULL,
	"extra_type" text DEFAULT 'generic' NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
	"tax_rate_bp" integer,
	"stock" integer,
	"sold" integer DEFAULT 0 NOT NULL,
	"min_quantity" smallint DEFAULT 1 NOT NULL,
	"max_quantity" smallint DEFAULT 10 NOT NULL,
	"booking_available_dates" date[],
	"inclusive_plan_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "extras_quantity_ck" CHECK ("extras"."min_quantity" >= 0 and "extras"."max_quantity" >= "extras"."min_quantity"),
	CONSTRAINT "extras_stock_ck" CHECK ("extras"."sold" >= 0 and ("extras"."stock" is null or "extras"."sold" <= "extras"."stock")),
	CONSTRAINT "extras_price_ck" CHECK ("extras"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "additional_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"ownable_type" text NOT NULL,
	"hotel_id" integer,
	"brand_id" integer,
	"question_type" text NOT NULL,
	"answer_type" text DEFAULT 'text' NOT NULL,
	"requirement" text DEFAULT 'optional' NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"labels" text[] DEFAULT '{}'::text[] NOT NULL,
	"hotel_plan_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"display_start_date" date,
	"display_end_date" date,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "additional_questions_owner_ck" CHECK (("additional_questions"."ownable_type" = 'Hotel' and "additional_questions"."hotel_id" is not null) or ("additional_questions"."ownable_type" = 'HotelBrand' and "additional_questions"."brand_id" is not null)),
	CONSTRAINT "additional_questions_dates_ck" CHECK ("additional_questions"."display_start_date" is null or "additional_questions"."display_end_date" is null or "additional_questions"."display_start_date" <= "additional_questions"."display_end_date")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" bigint NOT NULL,
	"valid_from" date,
	"valid_until" date,
	"hotel_plan_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"max_stay_nights" smallint,
	"usage_limit" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "coupons_value_ck" CHECK ("coupons"."value" > 0 and ("coupons"."kind" <> 'percent' or "coupons"."value" <= 10000)),
	CONSTRAINT "coupons_usage_ck" CHECK ("coupons"."used_count" >= 0 and ("coupons"."usage_limit" is null or "coupons"."usage_limit" >= 0))
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"code" text,
	"kind" text NOT NULL,
	"value" bigint NOT NULL,
	"hotel_plan_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"target_mode" text,
	"valid_from" date,
	"valid_until" date,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "promotions_value_ck" CHECK ("promotions"."value" > 0 and ("promotions"."kind" <> 'percent' or "promotions"."value" <= 10000))
);
--> statement-breakpoint
CREATE TABLE "sandbox_payment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"amount" bigint,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"token_id" text NOT NULL,
	"reference" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"amount_captured" bigint DEFAULT 0 NOT NULL,
	"amount_refunded" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"failure_reason" text,
	"three_d_secure" text DEFAULT 'automatic' NOT NULL,
	"return_url" text NOT NULL,
	"challenge_attempts" smallint DEFAULT 0 NOT NULL,
	"challenge_expires_at" timestamp with time zone,
	"idempotency_key" text,
	"request_hash" text,
	"first_response" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_payments_amounts_ck" CHECK ("sandbox_payments"."amount" >= 0 and "sandbox_payments"."amount_captured" between 0 and "sandbox_payments"."amount" and "sandbox_payments"."amount_refunded" between 0 and "sandbox_payments"."amount_captured"),
	CONSTRAINT "sandbox_payments_attempts_ck" CHECK ("sandbox_payments"."challenge_attempts" between 0 and 3)
);
--> statement-breakpoint
CREATE TABLE "sandbox_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"publishable_key" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" smallint NOT NULL,
	"exp_year" smallint NOT NULL,
	"fingerprint" text NOT NULL,
	"behaviour" text NOT NULL,
	"reusable" boolean DEFAULT false NOT NULL,
	"customer" text,
	"created_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "sandbox_tokens_card_ck" CHECK ("sandbox_tokens"."last4" ~ '^[0-9]{4}$' and "sandbox_tokens"."exp_month" between 1 and 12 and "sandbox_tokens"."exp_year" between 2000 and 2099),
	CONSTRAINT "sandbox_tokens_saved_ck" CHECK (not "sandbox_tokens"."reusable" or "sandbox_tokens"."customer" is not null)
);
--> statement-breakpoint
ALTER TABLE "hotels" ALTER COLUMN "payment_gateway_setting" SET DEFAULT '{"provider":"sandbox","tokenization_url":"/sandbox-gateway/v1/tokens","public_key":"pk_sandbox","three_d_secure_enabled":true,"accepted_card_brands":["visa","master","jcb","amex","diners"]}'::jsonb;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "rounding_unit" integer;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "tax_rate_bp" integer;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "deposit_bp" integer;--> statement-breakpoint
ALTER TABLE "extra_prices" ADD CONSTRAINT "extra_prices_extra_id_extras_id_fk" FOREIGN KEY ("extra_id") REFERENCES "public"."extras"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extras" ADD CONSTRAINT "extras_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "additional_questions" ADD CONSTRAINT "additional_questions_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "additional_questions" ADD CONSTRAINT "additional_questions_brand_id_hotel_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."hotel_brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_payment_events" ADD CONSTRAINT "sandbox_payment_events_payment_id_sandbox_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."sandbox_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD CONSTRAINT "sandbox_payments_token_id_sandbox_tokens_id_fk" FOREIGN KEY ("token_id") REFERENCES "public"."sandbox_tokens"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "extra_prices_date_idx" ON "extra_prices" USING btree ("stay_date");--> statement-breakpoint
CREATE UNIQUE INDEX "extras_hotel_code_uq" ON "extras" USING btree ("hotel_id","code");--> statement-breakpoint
CREATE INDEX "additional_questions_hotel_idx" ON "additional_questions" USING btree ("hotel_id");--> statement-breakpoint
CREATE INDEX "additional_questions_brand_idx" ON "additional_questions" USING btree ("brand_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_hotel_code_uq" ON "coupons" USING btree ("hotel_id",lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_hotel_code_uq" ON "promotions" USING btree ("hotel_id",lower("code"));--> statement-breakpoint
CREATE INDEX "sandbox_payment_events_payment_idx" ON "sandbox_payment_events" USING btree ("payment_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_payments_idempotency_uq" ON "sandbox_payments" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "sandbox_payments_challenge_idx" ON "sandbox_payments" USING btree ("challenge_expires_at") WHERE "sandbox_payments"."status" = 'requires_3ds';--> statement-breakpoint
CREATE INDEX "sandbox_tokens_customer_idx" ON "sandbox_tokens" USING btree ("customer");