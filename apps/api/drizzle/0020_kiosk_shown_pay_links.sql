-- Issue 27 §5: the pay links each kiosk device has shown as a QR. A link's live events reach the
-- devices that show it and no other device of the hotel (a payment number is a credential).
CREATE TABLE "kiosk_shown_pay_links" (
	"payment_number" text NOT NULL,
	"device_id" integer NOT NULL,
	"shown_at" timestamp with time zone NOT NULL,
	CONSTRAINT "kiosk_shown_pay_links_pk" PRIMARY KEY("payment_number","device_id")
);
--> statement-breakpoint
ALTER TABLE "kiosk_shown_pay_links" ADD CONSTRAINT "kiosk_shown_pay_links_payment_number_pay_links_payment_number_fk" FOREIGN KEY ("payment_number") REFERENCES "public"."pay_links"("payment_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_shown_pay_links" ADD CONSTRAINT "kiosk_shown_pay_links_device_id_kiosk_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."kiosk_devices"("id") ON DELETE cascade ON UPDATE no action;
