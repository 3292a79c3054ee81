CREATE TABLE "reservation_updates" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"price_difference" bigint NOT NULL,
	"settlement" text NOT NULL,
	"payment_id" text,
	"amount" bigint DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"error" text,
	"updated_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "reservation_updates_settlement_ck" CHECK ("reservation_updates"."settlement" in ('none', 'charged', 'charge_failed', 'refund_pending', 'refunded', 'refund_failed')),
	CONSTRAINT "reservation_updates_amount_ck" CHECK ("reservation_updates"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "reservation_updates" ADD CONSTRAINT "reservation_updates_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservation_updates_reservation_idx" ON "reservation_updates" USING btree ("reservation_id");