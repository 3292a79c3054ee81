CREATE TABLE "reservation_alterations" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL,
	"altered_by" text NOT NULL,
	"note" text,
	"altered_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservation_cancellations" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL,
	"reason" text NOT NULL,
	"details" text,
	"fee" bigint NOT NULL,
	"fee_displayed" bigint,
	"cancelled_by" text NOT NULL,
	"refund_status" text NOT NULL,
	"refund_amount" bigint DEFAULT 0 NOT NULL,
	"refund_currency" text,
	"refund_error" text,
	"cancelled_at" timestamp with time zone NOT NULL,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "reservation_cancellations_refund_ck" CHECK ("reservation_cancellations"."refund_status" in ('none', 'pending', 'refunded', 'failed')),
	CONSTRAINT "reservation_cancellations_amounts_ck" CHECK ("reservation_cancellations"."fee" >= 0 and "reservation_cancellations"."refund_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"reservation_id" integer,
	"language" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"last_error" text,
	"dedupe_key" text,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "mail_outbox_status_ck" CHECK ("mail_outbox"."status" in ('pending', 'sent', 'failed', 'logged'))
);
--> statement-breakpoint
CREATE TABLE "marketing_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"scope" text NOT NULL,
	"subscribed" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reservation_alterations" ADD CONSTRAINT "reservation_alterations_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_cancellations" ADD CONSTRAINT "reservation_cancellations_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservation_alterations_reservation_idx" ON "reservation_alterations" USING btree ("reservation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reservation_cancellations_reservation_uq" ON "reservation_cancellations" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_dedupe_uq" ON "mail_outbox" USING btree ("dedupe_key");--> statement-breakpoint
CREATE UNIQUE INDEX "marketing_subscriptions_email_scope_uq" ON "marketing_subscriptions" USING btree ("email","scope");