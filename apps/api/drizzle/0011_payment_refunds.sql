CREATE TABLE "payment_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL,
	"gateway_payment_id" text,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"refunded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_refunds_amount_ck" CHECK ("payment_refunds"."amount" > 0),
	CONSTRAINT "payment_refunds_reason_ck" CHECK ("payment_refunds"."reason" in ('cancellation', 'update'))
);
--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_refunds_reservation_idx" ON "payment_refunds" USING btree ("reservation_id");--> statement-breakpoint
INSERT INTO "payment_refunds" ("reservation_id", "gateway_payment_id", "amount", "currency", "reason", "refunded_at")
	SELECT "reservation_id", NULL, "refund_amount", "refund_currency", 'cancellation', coalesce("refunded_at", "cancelled_at")
	FROM "reservation_cancellations" WHERE "refund_status" = 'refunded' AND "refund_amount" > 0 AND "refund_currency" IS NOT NULL;--> statement-breakpoint
INSERT INTO "payment_refunds" ("reservation_id", "gateway_payment_id", "amount", "currency", "reason", "refunded_at")
	SELECT "reservation_id", NULL, "amount", "currency", 'update', coalesce("settled_at", "created_at")
	FROM "reservation_updates" WHERE "settlement" = 'refunded' AND "amount" > 0;
