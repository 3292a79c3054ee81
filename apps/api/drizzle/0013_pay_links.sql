CREATE TABLE "pay_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_number" text NOT NULL,
	"hotel_id" integer NOT NULL,
	"reservation_id" integer,
	"kind" text DEFAULT 'manual' NOT NULL,
	"subject" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"recipient_email" text,
	"language" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"capturing_payment_id" text,
	"gateway_payment_id" text,
	"paid_amount" bigint DEFAULT 0 NOT NULL,
	"refunded_amount" bigint DEFAULT 0 NOT NULL,
	"paid_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"replaced_by_id" integer,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pay_links_amount_ck" CHECK ("pay_links"."amount" > 0),
	CONSTRAINT "pay_links_status_ck" CHECK ("pay_links"."status" in ('open', 'paid', 'partly_refunded', 'refunded', 'cancelled')),
	CONSTRAINT "pay_links_kind_ck" CHECK ("pay_links"."kind" in ('manual', 'balance')),
	CONSTRAINT "pay_links_refund_ck" CHECK ("pay_links"."refunded_amount" <= "pay_links"."paid_amount")
);
--> statement-breakpoint
CREATE TABLE "pay_link_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"pay_link_id" integer NOT NULL,
	"gateway_payment_id" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pay_link_payments_status_ck" CHECK ("pay_link_payments"."status" in ('pending', 'captured', 'voided', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "pay_links" ADD CONSTRAINT "pay_links_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_links" ADD CONSTRAINT "pay_links_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_link_payments" ADD CONSTRAINT "pay_link_payments_pay_link_id_pay_links_id_fk" FOREIGN KEY ("pay_link_id") REFERENCES "public"."pay_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pay_links_number_uq" ON "pay_links" USING btree ("payment_number");--> statement-breakpoint
CREATE INDEX "pay_links_hotel_idx" ON "pay_links" USING btree ("hotel_id","created_at");--> statement-breakpoint
CREATE INDEX "pay_links_reservation_idx" ON "pay_links" USING btree ("reservation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_link_payments_gateway_uq" ON "pay_link_payments" USING btree ("gateway_payment_id");--> statement-breakpoint
CREATE INDEX "pay_link_payments_link_idx" ON "pay_link_payments" USING btree ("pay_link_id");--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "link_paid_amount" bigint DEFAULT 0 NOT NULL;
