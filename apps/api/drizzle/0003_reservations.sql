CREATE TABLE "idempotency_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"client_app_id" integer NOT NULL,
	"scope" text NOT NULL,
	"key_hash" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" smallint DEFAULT 0 NOT NULL,
	"response_body" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sealed" text,
	"reservation_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservation_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"question" text NOT NULL,
	"answer_text" text,
	"options" text[] DEFAULT '{}'::text[] NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reservation_answers_length_ck" CHECK ("reservation_answers"."answer_text" is null or char_length("reservation_answers"."answer_text") <= 255)
);
--> statement-breakpoint
CREATE TABLE "reservation_extras" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL,
	"extra_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"room_index" smallint NOT NULL,
	"stay_date" date,
	"quantity" smallint NOT NULL,
	"unit_price" bigint NOT NULL,
	"price_without_tax" bigint NOT NULL,
	"price" bigint NOT NULL,
	CONSTRAINT "reservation_extras_quantity_ck" CHECK ("reservation_extras"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "reservation_nights" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL,
	"reservation_room_id" integer NOT NULL,
	"room_type_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"stay_date" date NOT NULL,
	"total_price" bigint NOT NULL,
	"prices" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservation_rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL,
	"room_index" smallint NOT NULL,
	"room_type_id" integer NOT NULL,
	"room_plan_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"room_type_code" text NOT NULL,
	"room_plan_code" text NOT NULL,
	"hotel_plan_code" text NOT NULL,
	"room_type_name" text NOT NULL,
	"plan_name" text NOT NULL,
	"adults" smallint NOT NULL,
	"children" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"kids_tiers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"guest_first_name" text NOT NULL,
	"guest_last_name" text NOT NULL,
	"guest_first_name_kana" text,
	"guest_last_name_kana" text,
	"prices" jsonb NOT NULL,
	"total_price" bigint NOT NULL,
	"cancellation_policy" jsonb
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_number" text NOT NULL,
	"hotel_id" integer NOT NULL,
	"status" text NOT NULL,
	"language" text NOT NULL,
	"currency" text NOT NULL,
	"mcp_currency" text,
	"exchange_rate" text,
	"checkin_date" date NOT NULL,
	"checkout_date" date NOT NULL,
	"is_day_use" boolean DEFAULT false NOT NULL,
	"nights" smallint NOT NULL,
	"adults" smallint NOT NULL,
	"children" smallint NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"first_name_kana" text,
	"last_name_kana" text,
	"email" text NOT NULL,
	"email_normalised" text NOT NULL,
	"phone" text NOT NULL,
	"postal_code" text,
	"prefecture_or_state" text,
	"street_address" text,
	"building_name_and_number" text,
	"notes" text,
	"booking_for_someone_else" boolean DEFAULT false NOT NULL,
	"payment_type" text NOT NULL,
	"payment_status" text,
	"gateway_payment_id" text,
	"charge_amount" bigint DEFAULT 0 NOT NULL,
	"charge_currency" text NOT NULL,
	"deposit_bp" integer,
	"payment_expires_at" timestamp with time zone,
	"coupon_code" text,
	"promo_code" text,
	"lottery_entry_number" text,
	"price" jsonb NOT NULL,
	"total_price" bigint NOT NULL,
	"total_price_without_tax" bigint NOT NULL,
	"tax" bigint NOT NULL,
	"accommodation_tax" bigint NOT NULL,
	"discount_total" bigint NOT NULL,
	"deposit_amount" bigint NOT NULL,
	"remain_amount" bigint NOT NULL,
	"mcp_total_price" bigint,
	"bypass_token_hash" text NOT NULL,
	"member_id" integer,
	"organisation_id" integer,
	"booking_method" text DEFAULT 'booking_widget' NOT NULL,
	"channel" text NOT NULL,
	"client_app_id" integer,
	"idempotency_key_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reservations_status_ck" CHECK ("reservations"."status" in ('done', 'cancelled', 'payment_pending')),
	CONSTRAINT "reservations_dates_ck" CHECK ("reservations"."checkout_date" >= "reservations"."checkin_date"),
	CONSTRAINT "reservations_amounts_ck" CHECK ("reservations"."total_price" >= 0 and "reservations"."charge_amount" >= 0 and "reservations"."remain_amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_answers" ADD CONSTRAINT "reservation_answers_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_extras" ADD CONSTRAINT "reservation_extras_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_nights" ADD CONSTRAINT "reservation_nights_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_nights" ADD CONSTRAINT "reservation_nights_reservation_room_id_reservation_rooms_id_fk" FOREIGN KEY ("reservation_room_id") REFERENCES "public"."reservation_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_rooms" ADD CONSTRAINT "reservation_rooms_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_client_app_id_client_apps_id_fk" FOREIGN KEY ("client_app_id") REFERENCES "public"."client_apps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_scope_uq" ON "idempotency_keys" USING btree ("hotel_id","client_app_id","scope","key_hash");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reservation_answers_reservation_question_uq" ON "reservation_answers" USING btree ("reservation_id","question_id");--> statement-breakpoint
CREATE INDEX "reservation_extras_reservation_idx" ON "reservation_extras" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "reservation_nights_reservation_idx" ON "reservation_nights" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "reservation_nights_room_type_date_idx" ON "reservation_nights" USING btree ("room_type_id","stay_date");--> statement-breakpoint
CREATE UNIQUE INDEX "reservation_rooms_reservation_index_uq" ON "reservation_rooms" USING btree ("reservation_id","room_index");--> statement-breakpoint
CREATE INDEX "reservation_rooms_room_type_idx" ON "reservation_rooms" USING btree ("room_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_number_uq" ON "reservations" USING btree ("reservation_number");--> statement-breakpoint
CREATE INDEX "reservations_hotel_checkin_idx" ON "reservations" USING btree ("hotel_id","checkin_date");--> statement-breakpoint
CREATE INDEX "reservations_email_idx" ON "reservations" USING btree ("email_normalised");--> statement-breakpoint
CREATE INDEX "reservations_pending_idx" ON "reservations" USING btree ("payment_expires_at") WHERE "reservations"."status" = 'payment_pending';