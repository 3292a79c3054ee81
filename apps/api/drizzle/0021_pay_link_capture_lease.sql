-- Issue 27 §2 and §4: a pay link's capture claim has a time, so the sweep takes over a claim older
-- than CAPTURE_CLAIM_LEASE_MS (its process died between the claim and the record) and settles it
-- from the gateway's status; claims already held when this runs count from the link's last update.
ALTER TABLE "pay_links" ADD COLUMN "capture_claimed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "pay_links" SET "capture_claimed_at" = "updated_at" WHERE "capturing_payment_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "pay_links" ADD CONSTRAINT "pay_links_capture_claim_ck" CHECK (("pay_links"."capturing_payment_id" is null) = ("pay_links"."capture_claimed_at" is null));--> statement-breakpoint
CREATE INDEX "pay_links_capture_claim_idx" ON "pay_links" USING btree ("capture_claimed_at") WHERE "pay_links"."capturing_payment_id" is not null;--> statement-breakpoint
-- A payment attempt is recorded under its idempotency key before the gateway is asked, and its
-- gateway id is written once known: an attempt whose process died in between is found by the key.
ALTER TABLE "pay_link_payments" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "pay_link_payments" ALTER COLUMN "gateway_payment_id" DROP NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "pay_link_payments_key_uq" ON "pay_link_payments" USING btree ("idempotency_key");--> statement-breakpoint
ALTER TABLE "pay_link_payments" ADD CONSTRAINT "pay_link_payments_known_ck" CHECK ("pay_link_payments"."gateway_payment_id" is not null or "pay_link_payments"."idempotency_key" is not null);
