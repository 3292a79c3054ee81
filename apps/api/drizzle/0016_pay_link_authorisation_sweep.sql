-- The sweep of abandoned pay-link authorisations (issue #16): a payment pending longer than
-- PAY_LINK_AUTHORISATION_SWEEP_MS is voided at the gateway by one API process at a time. The
-- process takes the row with a lease (sweep_lease_until) instead of a lock held across the
-- provider call; a lease that ran out (the process died) lets another take it again.
ALTER TABLE "pay_link_payments" ADD COLUMN "sweep_lease_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "pay_link_payments_pending_idx" ON "pay_link_payments" USING btree ("created_at") WHERE "pay_link_payments"."status" = 'pending';
