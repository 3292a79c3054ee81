ALTER TABLE "mail_outbox" ALTER COLUMN "to_address" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "subject" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "text_body" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "html_body" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "payload" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "rendered_at" timestamp with time zone;--> statement-breakpoint
UPDATE "mail_outbox" SET "rendered_at" = "created_at";--> statement-breakpoint
UPDATE "mail_outbox" SET "dedupe_key" = 'legacy:' || "id" WHERE "dedupe_key" IS NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "dedupe_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_rendered_ck" CHECK ("mail_outbox"."rendered_at" is null or ("mail_outbox"."to_address" is not null and "mail_outbox"."subject" is not null and "mail_outbox"."text_body" is not null and "mail_outbox"."html_body" is not null));
