ALTER TABLE "hotels" ADD COLUMN "data_version" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- Written by hand after the generated line above: the triggers that keep hotels.data_version honest.
CREATE FUNCTION noren_bump_hotel_versions(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE hotels SET data_version = data_version + 1 WHERE id = ANY(ids);
$$;
--> statement-breakpoint
-- The hotel row itself: any change other than the version bump bumps the version.
CREATE FUNCTION noren_hotels_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.data_version = OLD.data_version AND ROW(NEW.*) IS DISTINCT FROM ROW(OLD.*) THEN
    NEW.data_version := OLD.data_version + 1;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER hotels_version BEFORE UPDATE ON hotels FOR EACH ROW EXECUTE FUNCTION noren_hotels_version();
--> statement-breakpoint
CREATE FUNCTION noren_room_types_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM noren_bump_hotel_versions(ARRAY(SELECT DISTINCT x.hotel_id FROM (select hotel_id from t) AS x(hotel_id)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER room_types_version_insert AFTER INSERT ON room_types REFERENCING NEW TABLE AS t FOR EACH STATEMENT EXECUTE FUNCTION noren_room_types_version();
--> statement-breakpoint
CREATE TRIGGER room_types_version_update AFTER UPDATE ON room_types REFERENCING NEW TABLE AS t FOR EACH STATEMENT EXECUTE FUNCTION noren_room_types_version();
--> statement-breakpoint
CREATE TRIGGER room_types_version_delete AFTER DELETE ON room_types REFERENCING OLD TABLE AS t FOR EACH STATEMENT EXECUTE FUNCTION noren_room_types_version();
--> statement-breakpoint
CREATE FUNCTION noren_room_search_filters_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM noren_bump_hotel_versions(ARRAY(SELECT DISTINCT x.hotel_id FROM (select hotel_id from t) AS x(hotel_id)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER room_search_filters_version_insert AFTER INSERT ON room_search_filters REFERENCING NEW TABLE AS t FOR EACH STATEMENT EXECUTE FUNCTION noren_room_search_filters_version();
--> statement-breakpoint
CREATE TRIGGER room_search_filters_version_update AFTER UPDATE ON room_search_filters REFERENCING NEW TABLE AS t FOR EACH STATEMENT EXECUTE FUNCTION noren_room_search_filters_version();
--> statement-breakpoint
CREATE TRIGGER room_search_filters_version_delete AFTER DELETE ON room_search_filters REFERENCING OLD TABLE AS t FOR EACH STATEMENT EXECUTE FUNCTION noren_room_search_filters_version();
--> statement-breakpoint
CREATE FUNCTION noren_plans_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM noren_bump_hotel_versions(ARRAY(SELECT DISTINCT x.hotel_id FROM (select hotel_id from t) AS x(hotel_id)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER plans_version_insert AFTER INSERT ON plans REFERENCING NEW TABLE AS t FOR EACH STATEMENT EXECUTE FUNCTION noren_plans_version();
--> statement-breakpoint
CREATE TRIGGER plans_version_update AFTER UPDATE ON plans REFERENCING NEW TABLE AS t FOR EACH STATEMENT EXECUTE FUNCTION noren_plans_version();
--> statement-breakpoint
CREATE TRIGGER plans_version_delete AFTER DELETE ON plans REFERENCING OLD TABLE AS t FOR EACH STATEMENT EXECUTE FUNCTION noren_plans_version();
--> statement-breakpoint
CREATE FUNCTION noren_room_plans_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM noren_bump_hotel_versions(ARRAY(SELECT DISTINCT x.hotel_id FROM (select hotel_id from t) AS x(hotel_id)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER room_plans_version_insert AFTER INSERT ON room_plans REFERENCING NEW TABLE AS t FOR EACH STATEMENT EXECUTE FUNCTION noren_room_plans_version();
--> statement-breakpoint
CREATE TRIGGER room_plans_version_update AFTER UPDATE ON room_plans REFERENCING NEW TABLE AS t FOR EACH STATEMENT EXECUTE FUNCTION noren_room_plans_version();
--> statement-breakpoint
CREATE TRIGGER room_plans_version_delete AFTER DELETE ON room_plans REFERENCING OLD TABLE AS t FOR EACH STATEMENT EXECUTE FUNCTION noren_room_plans_version();
--> statement-breakpoint
CREATE FUNCTION noren_kids_tiers_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM noren_bump_hotel_versions(ARRAY(SELECT DISTINCT x.hotel_id FROM (select hotel_id from t) AS x(hotel_id)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER kids_tiers_version_insert AFTER INSERT ON kids_tiers REFERENCING NEW TABLE AS t FOR EACH STATEMENT EXECUTE FUNCTION noren_kids_tiers_version();
--> statement-breakpoint
CREATE TRIGGER kids_tiers_version_update AFTER UPDATE ON kids_tiers REFERENCING NEW TABLE AS t FOR EACH STATEMENT EXECUTE FUNCTION noren_kids_tiers_version();
--> statement-breakpoint
CREATE TRIGGER kids_tiers_version_delete AFTER DELETE ON kids_tiers REFERENCING OLD TABLE AS t FOR EACH STATEMENT EXECUTE FUNCTION noren_kids_tiers_version();
--> statement-breakpoint
CREATE FUNCTION noren_cancellation_policies_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM noren_bump_hotel_versions(ARRAY(SELECT DISTINCT x.hotel_id FROM (select hotel_id from t) AS x(hotel_id)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER cancellation_policies_version_insert AFTER INSERT ON cancellation_policies REFERENCING NEW TABLE AS t FOR EACH STATEMENT EXECUTE FUNCTION noren_cancellation_policies_version();
--> statement-breakpoint
CREATE TRIGGER cancellation_policies_version_update AFTER UPDATE ON cancellation_policies REFERENCING NEW TABLE AS t FOR EACH STATEMENT EXECUTE FUNCTION noren_cancellation_policies_version();
--> statement-breakpoint
CREATE TRIGGER cancellation_policies_version_delete AFTER DELETE ON cancellation_policies REFERENCING OLD TABLE AS t FOR EACH STATEMENT EXECUTE FUNCTION noren_cancellation_policies_version();
--> statement-breakpoint
CREATE FUNCTION noren_coupons_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM noren_bump_hotel_versions(ARRAY(SELECT DISTINCT x.hotel_id FROM (select hotel_id from t) AS x(hotel_id)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER coupons_version_insert AFTER INSERT ON coupons REFERENCING NEW TABLE AS t FOR EACH STATEMENT EXECUTE FUNCTION noren_coupons_version();
--> statement-breakpoint
CREATE TRIGGER coupons_version_update AFTER UPDATE ON coupons REFERENCING NEW TABLE AS t FOR EACH STATEMENT EXECUTE FUNCTION noren_coupons_version();
--> statement-breakpoint
CREATE TRIGGER coupons_version_delete AFTER DELETE ON coupons REFERENCING OLD TABLE AS t FOR EACH STATEMENT EXECUTE FUNCTION noren_coupons_version();
--> statement-breakpoint
CREATE FUNCTION noren_promotions_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM noren_bump_hotel_versions(ARRAY(SELECT DISTINCT x.hotel_id FROM (select hotel_id from t) AS x(hotel_id)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER promotions_version_insert AFTER INSERT ON promotions REFERENCING NEW TABLE AS t FOR EACH STATEMENT EXECUTE FUNCTION noren_promotions_version();
--> statement-breakpoint
CREATE TRIGGER promotions_version_update AFTER UPDATE ON promotions REFERENCING NEW TABLE AS t FOR EACH STATEMENT EXECUTE FUNCTION noren_promotions_version();
--> statement-breakpoint
CREATE TRIGGER promotions_version_delete AFTER DELETE ON promotions REFERENCING OLD TABLE AS t FOR EACH STATEMENT EXECUTE FUNCTION noren_promotions_version();
--> statement-breakpoint
CREATE FUNCTION noren_extras_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM noren_bump_hotel_versions(ARRAY(SELECT DISTINCT x.hotel_id FROM (select hotel_id from t) AS x(hotel_id)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER extras_version_insert AFTER INSERT ON extras REFERENCING NEW TABLE AS t FOR EACH STATEMENT EXECUTE FUNCTION noren_extras_version();
--> statement-breakpoint
CREATE TRIGGER extras_version_update AFTER UPDATE ON extras REFERENCING NEW TABLE AS t FOR EACH STATEMENT EXECUTE FUNCTION noren_extras_version();
--> statement-breakpoint
CREATE TRIGGER extras_version_delete AFTER DELETE ON extras REFERENCING OLD TABLE AS t FOR EACH STATEMENT EXECUTE FUNCTION noren_extras_version();
--> statement-breakpoint
CREATE FUNCTION noren_rates_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM noren_bump_hotel_versions(ARRAY(SELECT DISTINCT x.hotel_id FROM (select rp.hotel_id from t join room_plans rp on rp.id = t.room_plan_id) AS x(hotel_id)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER rates_version_insert AFTER INSERT ON rates REFERENCING NEW TABLE AS t FOR EACH STATEMENT EXECUTE FUNCTION noren_rates_version();
--> statement-breakpoint
CREATE TRIGGER rates_version_update AFTER UPDATE ON rates REFERENCING NEW TABLE AS t FOR EACH STATEMENT EXECUTE FUNCTION noren_rates_version();
--> statement-breakpoint
CREATE TRIGGER rates_version_delete AFTER DELETE ON rates REFERENCING OLD TABLE AS t FOR EACH STATEMENT EXECUTE FUNCTION noren_rates_version();
--> statement-breakpoint
CREATE FUNCTION noren_inventory_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM noren_bump_hotel_versions(ARRAY(SELECT DISTINCT x.hotel_id FROM (select rt.hotel_id from t join room_types rt on rt.id = t.room_type_id) AS x(hotel_id)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER inventory_version_insert AFTER INSERT ON inventory REFERENCING NEW TABLE AS t FOR EACH STATEMENT EXECUTE FUNCTION noren_inventory_version();
--> statement-breakpoint
CREATE TRIGGER inventory_version_update AFTER UPDATE ON inventory REFERENCING NEW TABLE AS t FOR EACH STATEMENT EXECUTE FUNCTION noren_inventory_version();
--> statement-breakpoint
CREATE TRIGGER inventory_version_delete AFTER DELETE ON inventory REFERENCING OLD TABLE AS t FOR EACH STATEMENT EXECUTE FUNCTION noren_inventory_version();
--> statement-breakpoint
CREATE FUNCTION noren_plan_stock_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM noren_bump_hotel_versions(ARRAY(SELECT DISTINCT x.hotel_id FROM (select p.hotel_id from t join plans p on p.id = t.plan_id) AS x(hotel_id)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER plan_stock_version_insert AFTER INSERT ON plan_stock REFERENCING NEW TABLE AS t FOR EACH STATEMENT EXECUTE FUNCTION noren_plan_stock_version();
--> statement-breakpoint
CREATE TRIGGER plan_stock_version_update AFTER UPDATE ON plan_stock REFERENCING NEW TABLE AS t FOR EACH STATEMENT EXECUTE FUNCTION noren_plan_stock_version();
--> statement-breakpoint
CREATE TRIGGER plan_stock_version_delete AFTER DELETE ON plan_stock REFERENCING OLD TABLE AS t FOR EACH STATEMENT EXECUTE FUNCTION noren_plan_stock_version();
--> statement-breakpoint
CREATE FUNCTION noren_extra_prices_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM noren_bump_hotel_versions(ARRAY(SELECT DISTINCT x.hotel_id FROM (select e.hotel_id from t join extras e on e.id = t.extra_id) AS x(hotel_id)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER extra_prices_version_insert AFTER INSERT ON extra_prices REFERENCING NEW TABLE AS t FOR EACH STATEMENT EXECUTE FUNCTION noren_extra_prices_version();
--> statement-breakpoint
CREATE TRIGGER extra_prices_version_update AFTER UPDATE ON extra_prices REFERENCING NEW TABLE AS t FOR EACH STATEMENT EXECUTE FUNCTION noren_extra_prices_version();
--> statement-breakpoint
CREATE TRIGGER extra_prices_version_delete AFTER DELETE ON extra_prices REFERENCING OLD TABLE AS t FOR EACH STATEMENT EXECUTE FUNCTION noren_extra_prices_version();
--> statement-breakpoint
CREATE FUNCTION noren_cancellation_policy_parts_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM noren_bump_hotel_versions(ARRAY(SELECT DISTINCT x.hotel_id FROM (select cp.hotel_id from t join cancellation_policies cp on cp.id = t.policy_id) AS x(hotel_id)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER cancellation_policy_parts_version_insert AFTER INSERT ON cancellation_policy_parts REFERENCING NEW TABLE AS t FOR EACH STATEMENT EXECUTE FUNCTION noren_cancellation_policy_parts_version();
--> statement-breakpoint
CREATE TRIGGER cancellation_policy_parts_version_update AFTER UPDATE ON cancellation_policy_parts REFERENCING NEW TABLE AS t FOR EACH STATEMENT EXECUTE FUNCTION noren_cancellation_policy_parts_version();
--> statement-breakpoint
CREATE TRIGGER cancellation_policy_parts_version_delete AFTER DELETE ON cancellation_policy_parts REFERENCING OLD TABLE AS t FOR EACH STATEMENT EXECUTE FUNCTION noren_cancellation_policy_parts_version();
--> statement-breakpoint
CREATE FUNCTION noren_additional_questions_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM noren_bump_hotel_versions(ARRAY(SELECT DISTINCT x.hotel_id FROM (select hotel_id from t where hotel_id is not null union select h.id from t join hotels h on h.brand_id = t.brand_id where t.hotel_id is null) AS x(hotel_id)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER additional_questions_version_insert AFTER INSERT ON additional_questions REFERENCING NEW TABLE AS t FOR EACH STATEMENT EXECUTE FUNCTION noren_additional_questions_version();
--> statement-breakpoint
CREATE TRIGGER additional_questions_version_update AFTER UPDATE ON additional_questions REFERENCING NEW TABLE AS t FOR EACH STATEMENT EXECUTE FUNCTION noren_additional_questions_version();
--> statement-breakpoint
CREATE TRIGGER additional_questions_version_delete AFTER DELETE ON additional_questions REFERENCING OLD TABLE AS t FOR EACH STATEMENT EXECUTE FUNCTION noren_additional_questions_version();
--> statement-breakpoint
CREATE FUNCTION noren_hotel_brands_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM noren_bump_hotel_versions(ARRAY(SELECT DISTINCT x.hotel_id FROM (select h.id from t join hotels h on h.brand_id = t.id) AS x(hotel_id)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER hotel_brands_version_insert AFTER INSERT ON hotel_brands REFERENCING NEW TABLE AS t FOR EACH STATEMENT EXECUTE FUNCTION noren_hotel_brands_version();
--> statement-breakpoint
CREATE TRIGGER hotel_brands_version_update AFTER UPDATE ON hotel_brands REFERENCING NEW TABLE AS t FOR EACH STATEMENT EXECUTE FUNCTION noren_hotel_brands_version();
--> statement-breakpoint
CREATE TRIGGER hotel_brands_version_delete AFTER DELETE ON hotel_brands REFERENCING OLD TABLE AS t FOR EACH STATEMENT EXECUTE FUNCTION noren_hotel_brands_version();
--> statement-breakpoint
CREATE FUNCTION noren_exchange_rates_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM noren_bump_hotel_versions(ARRAY(SELECT DISTINCT x.hotel_id FROM (select id from hotels) AS x(hotel_id)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER exchange_rates_version_insert AFTER INSERT ON exchange_rates REFERENCING NEW TABLE AS t FOR EACH STATEMENT EXECUTE FUNCTION noren_exchange_rates_version();
--> statement-breakpoint
CREATE TRIGGER exchange_rates_version_update AFTER UPDATE ON exchange_rates REFERENCING NEW TABLE AS t FOR EACH STATEMENT EXECUTE FUNCTION noren_exchange_rates_version();
--> statement-breakpoint
CREATE TRIGGER exchange_rates_version_delete AFTER DELETE ON exchange_rates REFERENCING OLD TABLE AS t FOR EACH STATEMENT EXECUTE FUNCTION noren_exchange_rates_version();
