CREATE TABLE "file_attachments" (
	"id" text PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"reservation_id" integer,
	"reservation_answer_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "file_attachments_size_ck" CHECK ("file_attachments"."byte_size" > 0),
	CONSTRAINT "file_attachments_sha256_ck" CHECK ("file_attachments"."sha256" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reservation_answers" ADD COLUMN "rooms" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "reservation_answers" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "file_attachments" ADD CONSTRAINT "file_attachments_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_attachments" ADD CONSTRAINT "file_attachments_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_attachments" ADD CONSTRAINT "file_attachments_reservation_answer_id_reservation_answers_id_fk" FOREIGN KEY ("reservation_answer_id") REFERENCES "public"."reservation_answers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "file_attachments_reservation_idx" ON "file_attachments" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "file_attachments_answer_idx" ON "file_attachments" USING btree ("reservation_answer_id");--> statement-breakpoint
CREATE INDEX "file_attachments_unlinked_idx" ON "file_attachments" USING btree ("created_at") WHERE "file_attachments"."reservation_id" is null;