CREATE TABLE "client_apps" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"secret_hash" text NOT NULL,
	"name" text NOT NULL,
	"app" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now(),
	CONSTRAINT "client_apps_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "client_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"client_app_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "client_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "hotel_brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"first_party_cookie_setting" jsonb DEFAULT '{"status":"disabled","domain_name":null}'::jsonb NOT NULL,
	"email_consent_setting" jsonb DEFAULT '{"enabled":false,"default_checked":false}'::jsonb NOT NULL,
	"point_program" jsonb DEFAULT '{"display_points_in_booking_widget":false,"recalculate_points_on_checkout_date":false,"registration_point_enabled":false,"registration_point":0,"point_naming":{"en":{"name":"Point"}}}'::jsonb NOT NULL,
	"payment_hub_config" text DEFAULT 'none' NOT NULL,
	"digico_partner_code" text,
	"nearby_hotels_suggestion_enabled" boolean DEFAULT false NOT NULL,
	"room_recommender_enabled" boolean DEFAULT false NOT NULL,
	"custom_account_removal" jsonb DEFAULT '{"enabled":false,"description":null}'::jsonb NOT NULL,
	"encrypted_qr_code_enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hotel_brands_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "hotels" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"brand_id" integer NOT NULL,
	"name" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"currency" text DEFAULT 'JPY' NOT NULL,
	"time_zone" text DEFAULT 'Asia/Tokyo' NOT NULL,
	"locale" text DEFAULT 'ja' NOT NULL,
	"book_languages" jsonb DEFAULT '["ja","en"]'::jsonb NOT NULL,
	"available_languages" jsonb DEFAULT '["ja","en"]'::jsonb NOT NULL,
	"post_code" text DEFAULT '' NOT NULL,
	"full_address" text DEFAULT '' NOT NULL,
	"country" text DEFAULT 'JP' NOT NULL,
	"phone" text,
	"email" text,
	"url" text,
	"checkin_time" text DEFAULT '15:00' NOT NULL,
	"checkout_time" text DEFAULT '10:00' NOT NULL,
	"button_colour" text DEFAULT '#1f4e79' NOT NULL,
	"header_colour" text DEFAULT '#ffffff' NOT NULL,
	"header" text DEFAULT 'header_logo' NOT NULL,
	"logo" text,
	"website_header_html" text,
	"display_website_footer" boolean DEFAULT false NOT NULL,
	"website_footer_html" text,
	"compiled_website_footer_css" text,
	"booking_widget_type" text DEFAULT 'overlay' NOT NULL,
	"booking_widget_setting" jsonb DEFAULT '{"position":"right","button_text":{"en":{"text":"Book now"}},"open_on_load":false}'::jsonb NOT NULL,
	"standalone_url" text,
	"search_type" text DEFAULT 'hotel_plan' NOT NULL,
	"plan_search_enabled" boolean DEFAULT true NOT NULL,
	"max_guests_per_room" smallint DEFAULT 20 NOT NULL,
	"multi_rooms_search_enabled" boolean DEFAULT false NOT NULL,
	"multi_rooms_search_limit" smallint DEFAULT 5 NOT NULL,
	"day_use_search_active" boolean DEFAULT false NOT NULL,
	"yesterday_bookable" boolean DEFAULT false NOT NULL,
	"available_rooms_only" boolean DEFAULT false NOT NULL,
	"checkin_offset_days" smallint DEFAULT 0 NOT NULL,
	"reservable_period_months" smallint DEFAULT 12 NOT NULL,
	"kids_type" text DEFAULT 'tiers' NOT NULL,
	"kids_accept_type" text DEFAULT 'accept' NOT NULL,
	"kids_shared_bed_type" text DEFAULT 'allowed' NOT NULL,
	"max_children_per_adult" smallint,
	"kanji_name_required" boolean DEFAULT false NOT NULL,
	"customer_address_required" boolean DEFAULT false NOT NULL,
	"coupon_active" boolean DEFAULT false NOT NULL,
	"voucher_coupon_active" boolean DEFAULT false NOT NULL,
	"show_prices_tax_included" boolean DEFAULT true NOT NULL,
	"percentage_coupon_discount_only" boolean DEFAULT false NOT NULL,
	"consumption_tax_bp" integer DEFAULT 1000 NOT NULL,
	"service_charge_bp" integer DEFAULT 0 NOT NULL,
	"accommodation_tax" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hotel_site_controller" text,
	"turnstile_verification_enabled" boolean DEFAULT false NOT NULL,
	"facility_sign_in_enabled" boolean DEFAULT true NOT NULL,
	"point_program_disabled" boolean DEFAULT false NOT NULL,
	"mcp_enabled" boolean DEFAULT false NOT NULL,
	"data_layers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"analytics_setting" jsonb DEFAULT '{"gtm_container_id":null,"ga4_measurement_id":null,"head_tag":null,"body_tag":null}'::jsonb NOT NULL,
	"chatbot_setting" jsonb DEFAULT '{"enabled_desktop":false,"enabled_mobile":false,"script_url":null}'::jsonb NOT NULL,
	"payment_gateway_setting" jsonb DEFAULT '{"provider":"sandbox","tokenization_url":"/api/v1/sandbox_gateway/tokens","public_key":"pk_sandbox","three_d_secure_enabled":true,"accepted_card_brands":["visa","master","jcb","amex","diners"]}'::jsonb NOT NULL,
	"mcp_payment_gateway_setting" jsonb,
	"integrations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"payment_hub_integration_type" text DEFAULT 'none' NOT NULL,
	"payment_options" jsonb DEFAULT '[{"payment_type":"on_site","enabled":true},{"payment_type":"credit_card","enabled":true}]'::jsonb NOT NULL,
	"sign_in_button_setting" jsonb DEFAULT '{"display_pages":["search","results"],"display_type":"header","is_active":true,"privacy_url":null,"term_of_use_url":null,"allow_signup":true,"organization_login_widget_enabled":false}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hotels_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "room_search_filters" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"code" text NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"room_type_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"code" text NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"min_adults" smallint DEFAULT 1 NOT NULL,
	"max_adults" smallint DEFAULT 2 NOT NULL,
	"max_children" smallint DEFAULT 0 NOT NULL,
	"max_occupancy" smallint DEFAULT 2 NOT NULL,
	"size_value" numeric(7, 2),
	"size_unit" text DEFAULT 'sqm' NOT NULL,
	"bed_type" text,
	"bed_count" smallint DEFAULT 1 NOT NULL,
	"smoking" boolean DEFAULT false NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "room_types_capacity_ck" CHECK ("room_types"."min_adults" >= 1 and "room_types"."min_adults" <= "room_types"."max_adults" and "room_types"."max_adults" <= "room_types"."max_occupancy")
);
--> statement-breakpoint
CREATE TABLE "kids_tiers" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"code" text NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"age_from" smallint NOT NULL,
	"age_to" smallint NOT NULL,
	"with_bed" boolean DEFAULT true NOT NULL,
	"with_meal" boolean DEFAULT true NOT NULL,
	"rate_type" text DEFAULT 'percent' NOT NULL,
	"rate_value" integer DEFAULT 0 NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "kids_tiers_age_ck" CHECK ("kids_tiers"."age_from" >= 0 and "kids_tiers"."age_from" <= "kids_tiers"."age_to"),
	CONSTRAINT "kids_tiers_rate_ck" CHECK ("kids_tiers"."rate_value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cancellation_policies" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"code" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"no_show_percent" smallint DEFAULT 100 NOT NULL,
	"same_day_percent" smallint DEFAULT 100 NOT NULL,
	"cancel_before_at" smallint,
	"is_default" boolean DEFAULT false NOT NULL,
	CONSTRAINT "cancellation_policies_pct_ck" CHECK ("cancellation_policies"."no_show_percent" between 0 and 100 and "cancellation_policies"."same_day_percent" between 0 and 100),
	CONSTRAINT "cancellation_policies_hour_ck" CHECK ("cancellation_policies"."cancel_before_at" is null or "cancellation_policies"."cancel_before_at" between 0 and 23)
);
--> statement-breakpoint
CREATE TABLE "cancellation_policy_parts" (
	"id" serial PRIMARY KEY NOT NULL,
	"policy_id" integer NOT NULL,
	"days_before" integer NOT NULL,
	"percentage_of_cost" smallint NOT NULL,
	"time_of_day" text,
	CONSTRAINT "cancellation_policy_parts_ck" CHECK ("cancellation_policy_parts"."days_before" >= 0 and "cancellation_policy_parts"."percentage_of_cost" between 0 and 100),
	CONSTRAINT "cancellation_policy_parts_time_ck" CHECK ("cancellation_policy_parts"."time_of_day" is null or "cancellation_policy_parts"."time_of_day" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"hotel_plan_code" text NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"meal_type" text DEFAULT 'none' NOT NULL,
	"payment_method" text DEFAULT 'on_site' NOT NULL,
	"members_only" boolean DEFAULT false NOT NULL,
	"member_discount_bp" integer DEFAULT 0 NOT NULL,
	"secret" boolean DEFAULT false NOT NULL,
	"sale_start" date,
	"sale_end" date,
	"stay_start" date,
	"stay_end" date,
	"min_nights" smallint DEFAULT 1 NOT NULL,
	"max_nights" smallint,
	"booking_deadline_days" smallint DEFAULT 0 NOT NULL,
	"booking_deadline_hour" smallint,
	"cancellation_policy_id" integer,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "plans_nights_ck" CHECK ("plans"."min_nights" >= 1 and ("plans"."max_nights" is null or "plans"."max_nights" >= "plans"."min_nights")),
	CONSTRAINT "plans_deadline_ck" CHECK ("plans"."booking_deadline_days" >= 0 and ("plans"."booking_deadline_hour" is null or "plans"."booking_deadline_hour" between 0 and 23)),
	CONSTRAINT "plans_discount_ck" CHECK ("plans"."member_discount_bp" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "room_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"room_plan_code" text NOT NULL,
	"plan_id" integer NOT NULL,
	"room_type_id" integer NOT NULL,
	"sale_limit" smallint,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "room_plans_sale_limit_ck" CHECK ("room_plans"."sale_limit" is null or "room_plans"."sale_limit" >= 1)
);
--> statement-breakpoint
CREATE TABLE "inventory" (
	"room_type_id" integer NOT NULL,
	"stay_date" date NOT NULL,
	"total" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "inventory_pk" PRIMARY KEY("room_type_id","stay_date"),
	CONSTRAINT "inventory_sold_le_total" CHECK ("inventory"."sold" <= "inventory"."total"),
	CONSTRAINT "inventory_sold_ge_zero" CHECK ("inventory"."sold" >= 0)
);
--> statement-breakpoint
CREATE TABLE "plan_stock" (
	"plan_id" integer NOT NULL,
	"stay_date" date NOT NULL,
	"stock" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "plan_stock_pk" PRIMARY KEY("plan_id","stay_date"),
	CONSTRAINT "plan_stock_sold_le_stock" CHECK ("plan_stock"."sold" <= "plan_stock"."stock"),
	CONSTRAINT "plan_stock_sold_ge_zero" CHECK ("plan_stock"."sold" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rates" (
	"room_plan_id" integer NOT NULL,
	"stay_date" date NOT NULL,
	"adults" smallint NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "rates_pk" PRIMARY KEY("room_plan_id","stay_date","adults"),
	CONSTRAINT "rates_ck" CHECK ("rates"."adults" >= 1 and "rates"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"base_currency" text NOT NULL,
	"quote_currency" text NOT NULL,
	"rate" numeric(20, 10) NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	CONSTRAINT "exchange_rates_ck" CHECK ("exchange_rates"."rate" > 0 and "exchange_rates"."base_currency" <> "exchange_rates"."quote_currency")
);
--> statement-breakpoint
ALTER TABLE "client_sessions" ADD CONSTRAINT "client_sessions_client_app_id_client_apps_id_fk" FOREIGN KEY ("client_app_id") REFERENCES "public"."client_apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_brand_id_hotel_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."hotel_brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_search_filters" ADD CONSTRAINT "room_search_filters_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_types" ADD CONSTRAINT "room_types_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kids_tiers" ADD CONSTRAINT "kids_tiers_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancellation_policies" ADD CONSTRAINT "cancellation_policies_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancellation_policy_parts" ADD CONSTRAINT "cancellation_policy_parts_policy_id_cancellation_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."cancellation_policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_cancellation_policy_id_cancellation_policies_id_fk" FOREIGN KEY ("cancellation_policy_id") REFERENCES "public"."cancellation_policies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_plans" ADD CONSTRAINT "room_plans_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_plans" ADD CONSTRAINT "room_plans_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_plans" ADD CONSTRAINT "room_plans_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory" ADD CONSTRAINT "inventory_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_stock" ADD CONSTRAINT "plan_stock_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rates" ADD CONSTRAINT "rates_room_plan_id_room_plans_id_fk" FOREIGN KEY ("room_plan_id") REFERENCES "public"."room_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hotels_brand_idx" ON "hotels" USING btree ("brand_id");--> statement-breakpoint
CREATE UNIQUE INDEX "room_search_filters_hotel_code_uq" ON "room_search_filters" USING btree ("hotel_id","code");--> statement-breakpoint
CREATE INDEX "room_search_filters_hotel_idx" ON "room_search_filters" USING btree ("hotel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "room_types_hotel_code_uq" ON "room_types" USING btree ("hotel_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "kids_tiers_hotel_code_uq" ON "kids_tiers" USING btree ("hotel_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "cancellation_policies_hotel_code_uq" ON "cancellation_policies" USING btree ("hotel_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "cancellation_policy_parts_policy_days_uq" ON "cancellation_policy_parts" USING btree ("policy_id","days_before");--> statement-breakpoint
CREATE INDEX "cancellation_policy_parts_policy_idx" ON "cancellation_policy_parts" USING btree ("policy_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plans_hotel_code_uq" ON "plans" USING btree ("hotel_id","hotel_plan_code");--> statement-breakpoint
CREATE UNIQUE INDEX "room_plans_hotel_code_uq" ON "room_plans" USING btree ("hotel_id","room_plan_code");--> statement-breakpoint
CREATE UNIQUE INDEX "room_plans_plan_room_type_uq" ON "room_plans" USING btree ("plan_id","room_type_id");--> statement-breakpoint
CREATE INDEX "room_plans_room_type_idx" ON "room_plans" USING btree ("room_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_rates_pair_at_uq" ON "exchange_rates" USING btree ("base_currency","quote_currency","effective_at");--> statement-breakpoint
CREATE INDEX "exchange_rates_pair_idx" ON "exchange_rates" USING btree ("base_currency","quote_currency");