-- Issue #15, the corporate admin console's list at 50,000 reservations (p95 ≤ 300 ms on PGlite):
-- read live, so every sort, filter and search is served by an index of `reservations` itself.
-- Every index is partial (organisation_id is not null): only organisations' reservations pay for
-- them, and a query that says `organisation_id = $1` is proved to match the predicate.
--
-- 1. room_count: how many rooms a reservation has, kept by a trigger on reservation_rooms (so the
--    list sorts and sums rooms and room-nights without counting the rooms of 50,000 reservations).
--    The trigger keeps it whoever writes the rooms; the reservation module's repository is still
--    the only application code that does.
ALTER TABLE "reservations" ADD COLUMN "room_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "reservations" r SET "room_count" = c.n FROM (SELECT "reservation_id", count(*)::int AS n FROM "reservation_rooms" GROUP BY "reservation_id") c WHERE c."reservation_id" = r."id";--> statement-breakpoint
CREATE FUNCTION noren_reservation_room_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE reservations SET room_count = room_count - 1 WHERE id = OLD.reservation_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE reservations SET room_count = room_count + 1 WHERE id = NEW.reservation_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER reservation_rooms_count AFTER INSERT OR DELETE OR UPDATE OF reservation_id ON reservation_rooms
  FOR EACH ROW EXECUTE FUNCTION noren_reservation_room_count();--> statement-breakpoint
-- 2. One b-tree per sort, (organisation_id, key, id): the first page and every keyset page are a
--    range read of 201 entries. The expressions are written exactly as the list's query writes
--    them (apps/api/src/modules/reservations/repository/organisation-list.ts), or the planner
--    does not match them. The hotel and booker sorts use the (organisation_id, hotel_id / user, id)
--    ones (their names are sorted per group, see the query).
CREATE INDEX "reservations_org_guest_idx" ON "reservations" USING btree ("organisation_id", ("first_name" || ' ' || "last_name"), "id") WHERE "organisation_id" is not null;--> statement-breakpoint
CREATE INDEX "reservations_org_masked_guest_idx" ON "reservations" USING btree ("organisation_id", (left("first_name", 1) || ' ' || left("last_name", 1)), "id") WHERE "organisation_id" is not null;--> statement-breakpoint
CREATE INDEX "reservations_org_hotel_idx" ON "reservations" USING btree ("organisation_id", "hotel_id", "id") WHERE "organisation_id" is not null;--> statement-breakpoint
CREATE INDEX "reservations_org_checkin_idx" ON "reservations" USING btree ("organisation_id", "checkin_date", "id") WHERE "organisation_id" is not null;--> statement-breakpoint
CREATE INDEX "reservations_org_checkout_idx" ON "reservations" USING btree ("organisation_id", "checkout_date", "id") WHERE "organisation_id" is not null;--> statement-breakpoint
CREATE INDEX "reservations_org_nights_idx" ON "reservations" USING btree ("organisation_id", "nights", "id") WHERE "organisation_id" is not null;--> statement-breakpoint
CREATE INDEX "reservations_org_rooms_idx" ON "reservations" USING btree ("organisation_id", "room_count", "id") WHERE "organisation_id" is not null;--> statement-breakpoint
CREATE INDEX "reservations_org_room_nights_idx" ON "reservations" USING btree ("organisation_id", (case when "status" = 'done' then "room_count" * greatest("nights", 1) else 0 end), "id") WHERE "organisation_id" is not null;--> statement-breakpoint
CREATE INDEX "reservations_org_created_idx" ON "reservations" USING btree ("organisation_id", "created_at", "id") WHERE "organisation_id" is not null;--> statement-breakpoint
CREATE INDEX "reservations_org_number_idx" ON "reservations" USING btree ("organisation_id", "reservation_number", "id") WHERE "organisation_id" is not null;--> statement-breakpoint
CREATE INDEX "reservations_org_booker_idx" ON "reservations" USING btree ("organisation_id", coalesce("organisation_user_id", 0), "id") WHERE "organisation_id" is not null;--> statement-breakpoint
CREATE INDEX "reservations_org_status_idx" ON "reservations" USING btree ("organisation_id", "status", "id") WHERE "organisation_id" is not null;--> statement-breakpoint
CREATE INDEX "reservations_org_price_idx" ON "reservations" USING btree ("organisation_id", "currency", "total_price", "id") WHERE "organisation_id" is not null;--> statement-breakpoint
CREATE INDEX "reservations_org_currency_idx" ON "reservations" USING btree ("organisation_id", "currency", "id") WHERE "organisation_id" is not null;--> statement-breakpoint
-- 3. Text search: trigram GIN indexes (pg_trgm: PGlite's contrib module, loaded by db/client.ts,
--    and PostgreSQL's contrib, a trusted extension) for `ilike '%text%'` on the guest's name in
--    every order a search may type it, and on the reservation number. Hotels and bookers are few:
--    the query finds theirs first and matches their ids.
--    fastupdate off: no pending list that every search scans until a vacuum, which PGlite (no
--    autovacuum) would never run; each booking updates the index in place instead.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "reservations_org_guest_trgm_idx" ON "reservations" USING gin (("first_name" || ' ' || "last_name" || ' ' || "first_name" || ' ' || "last_name" || "first_name") gin_trgm_ops) WITH (fastupdate = off) WHERE "organisation_id" is not null;--> statement-breakpoint
CREATE INDEX "reservations_org_number_trgm_idx" ON "reservations" USING gin ("reservation_number" gin_trgm_ops) WITH (fastupdate = off) WHERE "organisation_id" is not null;
