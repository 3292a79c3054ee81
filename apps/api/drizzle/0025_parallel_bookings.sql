-- Bookings of one hotel run in parallel (issue 29 §5). Until now every change of stock bumped
-- hotels.data_version by updating the hotel's row, so every booking of a hotel waited for the one
-- before it to commit. Stock changes (inventory, plan stock, an extra's sold count, a coupon's use
-- count) now append a row to hotel_version_bumps instead: appends never wait on one another.
-- The hotel's version is hotels.data_version + hotel_stock_versions.bumps + its rows in
-- hotel_version_bumps (noren_hotel_version), and it still moves with every committed change; the
-- API folds the appended rows into hotel_stock_versions now and then (cache/hotel-version.ts),
-- which leaves the sum unchanged. Catalogue changes (rates, plans, coupons' and extras' terms, the
-- hotel row, ...) still update the hotel's row: a booking holds the row FOR SHARE while it prices,
-- so a catalogue change and a booking still never overlap (reservations/repository shareHotel).
CREATE TABLE "hotel_version_bumps" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "hotel_id" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "hotel_version_bumps_hotel_idx" ON "hotel_version_bumps" USING btree ("hotel_id");
--> statement-breakpoint
CREATE TABLE "hotel_stock_versions" (
  "hotel_id" integer PRIMARY KEY NOT NULL,
  "bumps" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION noren_log_hotel_versions(ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO hotel_version_bumps (hotel_id) SELECT DISTINCT unnest(ids);
$$;
--> statement-breakpoint
CREATE FUNCTION noren_hotel_version(hotel integer) RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT h.data_version
    + coalesce((SELECT s.bumps FROM hotel_stock_versions s WHERE s.hotel_id = h.id), 0)
    + (SELECT count(*) FROM hotel_version_bumps b WHERE b.hotel_id = h.id)
  FROM hotels h WHERE h.id = hotel;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION noren_inventory_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM noren_log_hotel_versions(ARRAY(SELECT DISTINCT x.hotel_id FROM (select rt.hotel_id from t join room_types rt on rt.id = t.room_type_id) AS x(hotel_id)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION noren_plan_stock_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM noren_log_hotel_versions(ARRAY(SELECT DISTINCT x.hotel_id FROM (select p.hotel_id from t join plans p on p.id = t.plan_id) AS x(hotel_id)));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An update of extras or coupons that changes only the sold / used count is stock; any other
-- column changed is the catalogue (the terms a booking prices with).
CREATE FUNCTION noren_extras_update_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM noren_bump_hotel_versions(ARRAY(SELECT DISTINCT t.hotel_id FROM t JOIN o ON o.id = t.id WHERE to_jsonb(t) - 'sold' IS DISTINCT FROM to_jsonb(o) - 'sold'));
  PERFORM noren_log_hotel_versions(ARRAY(SELECT DISTINCT t.hotel_id FROM t JOIN o ON o.id = t.id WHERE to_jsonb(t) - 'sold' IS NOT DISTINCT FROM to_jsonb(o) - 'sold'));
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER extras_version_update ON extras;
--> statement-breakpoint
CREATE TRIGGER extras_version_update AFTER UPDATE ON extras REFERENCING OLD TABLE AS o NEW TABLE AS t FOR EACH STATEMENT EXECUTE FUNCTION noren_extras_update_version();
--> statement-breakpoint
CREATE FUNCTION noren_coupons_update_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM noren_bump_hotel_versions(ARRAY(SELECT DISTINCT t.hotel_id FROM t JOIN o ON o.id = t.id WHERE to_jsonb(t) - 'used_count' IS DISTINCT FROM to_jsonb(o) - 'used_count'));
  PERFORM noren_log_hotel_versions(ARRAY(SELECT DISTINCT t.hotel_id FROM t JOIN o ON o.id = t.id WHERE to_jsonb(t) - 'used_count' IS NOT DISTINCT FROM to_jsonb(o) - 'used_count'));
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER coupons_version_update ON coupons;
--> statement-breakpoint
CREATE TRIGGER coupons_version_update AFTER UPDATE ON coupons REFERENCING OLD TABLE AS o NEW TABLE AS t FOR EACH STATEMENT EXECUTE FUNCTION noren_coupons_update_version();
