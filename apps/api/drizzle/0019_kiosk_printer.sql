-- Issue #16 §5: a manager says whether a kiosk tablet has a printer (its browser's default
-- printer); the kiosk then offers to print the stay's receipt. Off for every existing device.
ALTER TABLE "kiosk_devices" ADD COLUMN "printer_configured" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- The kiosk's receipt mail is limited per stay: the latest mail of a kind for a reservation.
CREATE INDEX "mail_outbox_reservation_kind_idx" ON "mail_outbox" USING btree ("reservation_id","kind","created_at");
