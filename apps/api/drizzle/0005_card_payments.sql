CREATE TABLE "saved_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"member_ref" text,
	"gateway" text NOT NULL,
	"gateway_token" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" smallint NOT NULL,
	"exp_year" smallint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "saved_cards_last4_ck" CHECK ("saved_cards"."last4" ~ '^[0-9]{4}$'),
	CONSTRAINT "saved_cards_expiry_ck" CHECK ("saved_cards"."exp_month" between 1 and 12 and "saved_cards"."exp_year" between 2000 and 2100)
);
--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_cards_gateway_token_uq" ON "saved_cards" USING btree ("gateway","gateway_token");--> statement-breakpoint
CREATE INDEX "saved_cards_member_idx" ON "saved_cards" USING btree ("hotel_id","member_ref");