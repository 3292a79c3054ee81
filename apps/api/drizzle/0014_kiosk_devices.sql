CREATE TABLE "kiosk_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"pairing_code_hash" text,
	"code_expires_at" timestamp with time zone,
	"credential_hash" text,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_by_staff_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"paired_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "kiosk_devices_status_ck" CHECK ("kiosk_devices"."status" in ('pending', 'paired', 'revoked'))
);
--> statement-breakpoint
ALTER TABLE "kiosk_devices" ADD CONSTRAINT "kiosk_devices_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_devices" ADD CONSTRAINT "kiosk_devices_created_by_staff_id_staff_users_id_fk" FOREIGN KEY ("created_by_staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kiosk_devices_hotel_idx" ON "kiosk_devices" USING btree ("hotel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kiosk_devices_pairing_code_uq" ON "kiosk_devices" USING btree ("pairing_code_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "kiosk_devices_credential_uq" ON "kiosk_devices" USING btree ("credential_hash");--> statement-breakpoint
CREATE TABLE "kiosk_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by_staff_id" integer,
	CONSTRAINT "kiosk_alerts_status_ck" CHECK ("kiosk_alerts"."status" in ('open', 'acknowledged'))
);
--> statement-breakpoint
ALTER TABLE "kiosk_alerts" ADD CONSTRAINT "kiosk_alerts_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_alerts" ADD CONSTRAINT "kiosk_alerts_device_id_kiosk_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."kiosk_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_alerts" ADD CONSTRAINT "kiosk_alerts_acknowledged_by_staff_id_staff_users_id_fk" FOREIGN KEY ("acknowledged_by_staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kiosk_alerts_hotel_idx" ON "kiosk_alerts" USING btree ("hotel_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "kiosk_alerts_one_open_uq" ON "kiosk_alerts" USING btree ("device_id") WHERE "kiosk_alerts"."status" = 'open';--> statement-breakpoint
CREATE TABLE "kiosk_lookup_windows" (
	"device_id" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"attempts" integer NOT NULL,
	CONSTRAINT "kiosk_lookup_windows_pk" PRIMARY KEY("device_id","window_start")
);
--> statement-breakpoint
ALTER TABLE "kiosk_lookup_windows" ADD CONSTRAINT "kiosk_lookup_windows_device_id_kiosk_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."kiosk_devices"("id") ON DELETE cascade ON UPDATE no action;
