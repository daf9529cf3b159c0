-- Speeds up the dashboards' triggers (docs/adr/0011-dashboard-rollups.md, "Writes"). Every helper
-- the triggers call becomes PL/pgSQL, whose statements keep their plans (an SQL function's body is
-- planned at every call); a sale marks its customer's bits in one call and moves its first sale
-- without reading the customer's orders unless that first sale leaves; writers share an advisory
-- lock on the merchant instead of a row lock on its zone row; kitchen speed is also kept per ISO
-- week and month, so a range reads a row per period rather than per day.

-- A customer's sales orders by paidAt, for the triggers' recounts (a first sale leaving, the last
-- sale of a day, week or month leaving): without it they would read every order of a customer.
-- Written here rather than in the Drizzle schema of orders (db/schema/orders.ts): drizzle-kit
-- generate diffs the schema against its snapshots only, so it neither repeats nor drops it.
CREATE INDEX orders_customer_sales_idx ON orders (customer_id, paid_at) WHERE status IN ('PAID', 'COMPLETED');
--> statement-breakpoint
-- Best sellers over a range read each day's product rows from the index alone (a year of a store is
-- ~15,000 rows, each on its own heap page otherwise: bench/RESULTS.md, Dashboards). SQL only, as above
-- (Drizzle's index builder has no INCLUDE).
CREATE INDEX dashboard_products_sums_idx ON dashboard_products (merchant_id, store_id, day)
  INCLUDE (product_id, quantity, gross_cents);
--> statement-breakpoint
-- Every writer of a merchant's rollups holds a shared advisory lock on the merchant to the end of
-- its transaction; a zone change (dashboard_sync_zones) takes it exclusively, so it waits for the
-- writers in flight and they wait for its rebuild. (An advisory lock writes no row, unlike a row
-- lock every concurrent order would share.) Returns the zone the scope's rows are in.
CREATE OR REPLACE FUNCTION dashboard_zone(p_merchant text, p_store text) RETURNS text
LANGUAGE plpgsql AS $$
DECLARE
  v_zone text;
BEGIN
  PERFORM pg_advisory_xact_lock_shared(17017, hashtext(p_merchant));
  SELECT zone INTO v_zone FROM dashboard_zones WHERE merchant_id = p_merchant AND store_id = p_store;
  IF v_zone IS NULL THEN
    INSERT INTO dashboard_zones (merchant_id, store_id, zone)
      VALUES (p_merchant, p_store, dashboard_current_zone(p_merchant, p_store)) ON CONFLICT DO NOTHING;
    SELECT zone INTO v_zone FROM dashboard_zones WHERE merchant_id = p_merchant AND store_id = p_store;
  END IF;
  RETURN v_zone;
END
$$;
--> statement-breakpoint
-- Adds to a scope's day; every count defaults to 0. n_hour (1–24) takes n_popular, n_rate (1–5)
-- takes n_rated. The helpers the triggers call are PL/pgSQL, whose statements keep their plans
-- (an SQL function's body is planned at every call).
CREATE OR REPLACE FUNCTION dashboard_day_add(p_merchant text, p_store text, p_day date,
  n_orders integer DEFAULT 0, n_sales_cents bigint DEFAULT 0, n_perks_used integer DEFAULT 0,
  n_points_used bigint DEFAULT 0, n_discount_cents bigint DEFAULT 0, n_clients integer DEFAULT 0,
  n_new_clients integer DEFAULT 0, n_app_users integer DEFAULT 0, n_visits integer DEFAULT 0,
  n_views integer DEFAULT 0, n_views_ios integer DEFAULT 0, n_views_android integer DEFAULT 0,
  n_views_web integer DEFAULT 0, n_calls integer DEFAULT 0, n_engagements integer DEFAULT 0,
  n_follows integer DEFAULT 0, n_canceled_orders integer DEFAULT 0, n_canceled_cents bigint DEFAULT 0,
  n_refunded_orders integer DEFAULT 0, n_refunded_cents bigint DEFAULT 0,
  n_rate integer DEFAULT 1, n_rated integer DEFAULT 0, n_hour integer DEFAULT 1, n_popular integer DEFAULT 0)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO dashboard_days AS t (merchant_id, store_id, day, orders, sales_cents, perks_used, points_used,
      discount_cents, clients, new_clients, app_users, visits, views, views_ios, views_android, views_web,
      calls, engagements, follows, canceled_orders, canceled_cents, refunded_orders, refunded_cents,
      ratings, popular)
    VALUES (p_merchant, p_store, p_day, n_orders, n_sales_cents, n_perks_used, n_points_used,
      n_discount_cents, n_clients, n_new_clients, n_app_users, n_visits, n_views, n_views_ios,
      n_views_android, n_views_web, n_calls, n_engagements, n_follows, n_canceled_orders,
      n_canceled_cents, n_refunded_orders, n_refunded_cents,
      array_fill(0, ARRAY[n_rate - 1]) || n_rated || array_fill(0, ARRAY[5 - n_rate]),
      array_fill(0, ARRAY[n_hour - 1]) || n_popular || array_fill(0, ARRAY[24 - n_hour]))
  ON CONFLICT (merchant_id, store_id, day) DO UPDATE SET
    orders = t.orders + n_orders, sales_cents = t.sales_cents + n_sales_cents,
    perks_used = t.perks_used + n_perks_used, points_used = t.points_used + n_points_used,
    discount_cents = t.discount_cents + n_discount_cents, clients = t.clients + n_clients,
    new_clients = t.new_clients + n_new_clients, app_users = t.app_users + n_app_users,
    visits = t.visits + n_visits, views = t.views + n_views, views_ios = t.views_ios + n_views_ios,
    views_android = t.views_android + n_views_android, views_web = t.views_web + n_views_web,
    calls = t.calls + n_calls, engagements = t.engagements + n_engagements, follows = t.follows + n_follows,
    canceled_orders = t.canceled_orders + n_canceled_orders,
    canceled_cents = t.canceled_cents + n_canceled_cents,
    refunded_orders = t.refunded_orders + n_refunded_orders,
    refunded_cents = t.refunded_cents + n_refunded_cents,
    ratings[n_rate] = t.ratings[n_rate] + n_rated, popular[n_hour] = t.popular[n_hour] + n_popular;
END
$$;
--> statement-breakpoint
-- Whether the customer has a sales order (PAID or COMPLETED, by paid_at) on local days p_from …
-- p_to of the scope, or (p_kind 1) an event: asked when a sale or an event leaves a day. Local days
-- lie within a UTC day either side.
CREATE OR REPLACE FUNCTION dashboard_active(p_merchant text, p_store text, p_customer text, p_zone text, p_from date,
  p_to date, p_kind integer) RETURNS boolean
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN EXISTS (SELECT 1 FROM orders
      WHERE customer_id = p_customer AND status IN ('PAID', 'COMPLETED')
        AND paid_at >= (p_from - 1)::timestamp AT TIME ZONE 'UTC' AND paid_at < (p_to + 2)::timestamp AT TIME ZONE 'UTC'
        AND merchant_id = p_merchant AND (p_store = '' OR store_id = p_store)
        AND (paid_at AT TIME ZONE p_zone)::date BETWEEN p_from AND p_to)
    OR (p_kind = 1 AND EXISTS (SELECT 1 FROM store_events
      WHERE customer_id = p_customer AND merchant_id = p_merchant AND (p_store = '' OR store_id = p_store)
        AND occurred_at >= (p_from - 1)::timestamp AT TIME ZONE 'UTC'
        AND occurred_at < (p_to + 2)::timestamp AT TIME ZONE 'UTC'
        AND (occurred_at AT TIME ZONE p_zone)::date BETWEEN p_from AND p_to));
END
$$;
--> statement-breakpoint
-- TOTAL_PERKS_USED of an order: Σ timesApplied of its applied discount and redeem entries (deals,
-- punch-card redemptions, reward items), never the earn-only ones.
CREATE OR REPLACE FUNCTION dashboard_perks(p_priced jsonb) RETURNS integer
LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  RETURN (SELECT coalesce(sum(coalesce((e->>'timesApplied')::integer, 0)), 0)::integer
    FROM jsonb_array_elements(coalesce(p_priced->'appliedPromotions', '[]'::jsonb)) e
    WHERE coalesce(e->>'list', 'APPLIED') = 'APPLIED' AND e->>'type' IN ('DEAL', 'PUNCH_CARD_REDEEM', 'REWARD_ITEM'));
END
$$;
--> statement-breakpoint
-- Best sellers: an order's normal lines per product (quantity, quantity × unit price), by product id.
CREATE OR REPLACE FUNCTION dashboard_lines(p_priced jsonb)
RETURNS TABLE (product_id text, quantity integer, gross_cents bigint)
LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  RETURN QUERY SELECT l->>'productId', sum((l->>'quantity')::integer)::integer,
      sum((l->>'quantity')::bigint * (l->>'unitPriceCents')::bigint)::bigint
    FROM jsonb_array_elements(coalesce(p_priced->'items', '[]'::jsonb)) l
    WHERE coalesce(l->>'kind', 'NORMAL') = 'NORMAL'
    GROUP BY 1 ORDER BY 1;
END
$$;
--> statement-breakpoint
-- Outstanding loyalty: punch cards per (promotion, required punches), merchant points under ''.
CREATE OR REPLACE FUNCTION dashboard_loyalty_add(p_merchant text, p_promotion text, p_required integer,
  p_balance integer, p_sign integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO dashboard_loyalty AS t (merchant_id, promotion_id, required, holders, balance, rounds)
    VALUES (p_merchant, p_promotion, p_required, p_sign * (p_balance > 0)::integer, p_sign * p_balance,
      p_sign * CASE WHEN p_required > 0 THEN p_balance / p_required ELSE 0 END)
    ON CONFLICT (merchant_id, promotion_id, required) DO UPDATE SET holders = t.holders + excluded.holders,
      balance = t.balance + excluded.balance, rounds = t.rounds + excluded.rounds;
END
$$;
--> statement-breakpoint
-- Kitchen speed: one order in a minutes bucket of step 0 (paid → accepted) or 1 (accepted →
-- ready), on the local day it was paid, its ISO week and its month (`step` 2 × level + step).
CREATE OR REPLACE FUNCTION dashboard_kitchen_add(p_merchant text, p_store text, p_paid_at timestamptz,
  p_step smallint, p_minutes smallint, p_sign integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_store text;
  v_day date;
BEGIN
  FOREACH v_store IN ARRAY ARRAY['', p_store] LOOP
    v_day := (p_paid_at AT TIME ZONE dashboard_zone(p_merchant, v_store))::date;
    FOR v_level IN 0..2 LOOP
      INSERT INTO dashboard_kitchen AS t (merchant_id, store_id, day, step, minutes, orders)
        VALUES (p_merchant, v_store, dashboard_period(v_day, v_level), 2 * v_level + p_step, p_minutes, p_sign)
        ON CONFLICT (merchant_id, store_id, day, step, minutes) DO UPDATE SET orders = t.orders + p_sign;
    END LOOP;
  END LOOP;
END
$$;
--> statement-breakpoint
-- Marks customer number p_no active on a scope's day for buyers (kind 0) and/or app users (1), in
-- the bits of the day, its ISO week and its month (kind 2 × level + kind). A bit already set is not
-- written (no lock on a row every writer of the period shares); the day's bit set means its week's
-- and month's are too (an ISO week may straddle two months, so the week's does not tell the
-- month's). The day's distinct counts move with the day's bits.
CREATE FUNCTION dashboard_mark(p_merchant text, p_store text, p_day date, p_kinds integer[], p_no integer)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_bit integer := p_no & 4095;
  v_chunk integer := p_no >> 12;
  v_kind integer;
  v_period date;
  v_moved boolean;
  v_clients integer := 0;
  v_users integer := 0;
BEGIN
  FOREACH v_kind IN ARRAY p_kinds LOOP
    FOR v_level IN 0..2 LOOP
      v_period := dashboard_period(p_day, v_level);
      IF EXISTS (SELECT 1 FROM dashboard_day_customers
          WHERE merchant_id = p_merchant AND store_id = p_store AND day = v_period
            AND kind = 2 * v_level + v_kind AND chunk = v_chunk AND get_bit(bits, v_bit) = 1) THEN
        EXIT WHEN v_level = 0;
        CONTINUE;
      END IF;
      v_moved := false;
      INSERT INTO dashboard_day_customers AS t (merchant_id, store_id, day, kind, chunk, bits)
        VALUES (p_merchant, p_store, v_period, 2 * v_level + v_kind, v_chunk, set_bit(B'0'::bit(4096), v_bit, 1))
        ON CONFLICT (merchant_id, store_id, day, kind, chunk)
        DO UPDATE SET bits = set_bit(t.bits, v_bit, 1) WHERE get_bit(t.bits, v_bit) = 0
        RETURNING true INTO v_moved;
      IF v_level = 0 AND v_moved THEN
        IF v_kind = 0 THEN
          v_clients := 1;
        ELSE
          v_users := 1;
        END IF;
      END IF;
    END LOOP;
  END LOOP;
  IF v_clients + v_users > 0 THEN
    PERFORM dashboard_day_add(p_merchant, p_store, p_day, n_clients => v_clients, n_app_users => v_users);
  END IF;
END
$$;
--> statement-breakpoint
-- Moves TOTAL_NEW_CLIENTS with the customer's first sale in the scope, after a sale on p_day came
-- (p_sign 1) or left (−1): a later sale changes nothing, an earlier one is the new first; only the
-- first one leaving makes it read the customer's remaining sales (orders_customer_sales_idx).
CREATE FUNCTION dashboard_first_sale(p_merchant text, p_store text, p_customer text, p_zone text, p_day date,
  p_sign integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_first date;
  v_known date;
BEGIN
  SELECT day INTO v_known FROM dashboard_first_sales
    WHERE merchant_id = p_merchant AND store_id = p_store AND customer_id = p_customer;
  IF p_sign > 0 THEN
    IF v_known IS NOT NULL AND v_known <= p_day THEN
      RETURN;
    END IF;
    v_first := p_day;
  ELSE
    IF v_known IS DISTINCT FROM p_day THEN
      RETURN;
    END IF;
    SELECT (min(paid_at) AT TIME ZONE p_zone)::date INTO v_first FROM orders
      WHERE customer_id = p_customer AND status IN ('PAID', 'COMPLETED') AND paid_at IS NOT NULL
        AND merchant_id = p_merchant AND (p_store = '' OR store_id = p_store);
    IF v_first IS NOT DISTINCT FROM v_known THEN
      RETURN;
    END IF;
  END IF;
  IF v_known IS NOT NULL THEN
    PERFORM dashboard_day_add(p_merchant, p_store, v_known, n_new_clients => -1);
  END IF;
  IF v_first IS NULL THEN
    DELETE FROM dashboard_first_sales
      WHERE merchant_id = p_merchant AND store_id = p_store AND customer_id = p_customer;
  ELSE
    INSERT INTO dashboard_first_sales (merchant_id, store_id, customer_id, day)
      VALUES (p_merchant, p_store, p_customer, v_first)
      ON CONFLICT (merchant_id, store_id, customer_id) DO UPDATE SET day = excluded.day;
    PERFORM dashboard_day_add(p_merchant, p_store, v_first, n_new_clients => 1);
  END IF;
END
$$;
--> statement-breakpoint
-- A sales order (PAID or COMPLETED) entering (p_sign 1) or leaving (−1) the sales of its local
-- day, in its store and merchant scopes.
CREATE OR REPLACE FUNCTION dashboard_sale(p_order orders, p_sign integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_no integer := dashboard_customer_no(p_order.merchant_id, p_order.customer_id);
  v_perks integer := dashboard_perks(p_order.priced);
  v_store text;
  v_zone text;
  v_local timestamp;
  v_day date;
BEGIN
  FOREACH v_store IN ARRAY ARRAY['', p_order.store_id] LOOP
    v_zone := dashboard_zone(p_order.merchant_id, v_store);
    v_local := p_order.paid_at AT TIME ZONE v_zone;
    v_day := v_local::date;
    PERFORM dashboard_day_add(p_order.merchant_id, v_store, v_day, n_orders => p_sign,
      n_sales_cents => p_sign * p_order.total_cents, n_perks_used => p_sign * v_perks,
      n_points_used => p_sign * p_order.global_points_used, n_discount_cents => p_sign * p_order.discount_cents,
      n_hour => extract(hour FROM v_local)::integer + 1, n_popular => p_sign);
    INSERT INTO dashboard_products AS t (merchant_id, store_id, day, product_id, quantity, gross_cents)
      SELECT p_order.merchant_id, v_store, v_day, l.product_id, p_sign * l.quantity, p_sign * l.gross_cents
      FROM dashboard_lines(p_order.priced) l
      ON CONFLICT (merchant_id, store_id, day, product_id)
      DO UPDATE SET quantity = t.quantity + excluded.quantity, gross_cents = t.gross_cents + excluded.gross_cents;
    IF p_sign > 0 THEN
      PERFORM dashboard_mark(p_order.merchant_id, v_store, v_day, ARRAY[0, 1], v_no);
    ELSE
      DELETE FROM dashboard_products
        WHERE merchant_id = p_order.merchant_id AND store_id = v_store AND day = v_day
          AND quantity = 0 AND gross_cents = 0;
      PERFORM dashboard_unmark(p_order.merchant_id, v_store, v_zone, p_order.customer_id, v_day, 0, v_no);
      PERFORM dashboard_unmark(p_order.merchant_id, v_store, v_zone, p_order.customer_id, v_day, 1, v_no);
    END IF;
    PERFORM dashboard_first_sale(p_order.merchant_id, v_store, p_order.customer_id, v_zone, v_day, p_sign);
  END LOOP;
END
$$;
--> statement-breakpoint
-- An event (visit, click, view, rating) entering (1) or leaving (−1) its store's rollups.
CREATE OR REPLACE FUNCTION dashboard_event(p_event store_events, p_sign integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_no integer := dashboard_customer_no(p_event.merchant_id, p_event.customer_id);
  v_store text;
  v_zone text;
  v_local timestamp;
  v_day date;
BEGIN
  FOREACH v_store IN ARRAY ARRAY['', p_event.store_id] LOOP
    v_zone := dashboard_zone(p_event.merchant_id, v_store);
    v_local := p_event.occurred_at AT TIME ZONE v_zone;
    v_day := v_local::date;
    PERFORM dashboard_day_add(p_event.merchant_id, v_store, v_day,
      n_visits => p_sign * (p_event.kind = 'VISIT')::integer,
      n_views => p_sign * (p_event.kind = 'VIEW')::integer,
      n_views_ios => p_sign * (p_event.kind = 'VIEW' AND p_event.platform = 'IOS')::integer,
      n_views_android => p_sign * (p_event.kind = 'VIEW' AND p_event.platform = 'ANDROID')::integer,
      n_views_web => p_sign * (p_event.kind = 'VIEW' AND p_event.platform = 'WEB')::integer,
      n_calls => p_sign * (p_event.kind = 'CLICK' AND p_event.entity = 'CALL')::integer,
      n_engagements => p_sign, n_hour => extract(hour FROM v_local)::integer + 1, n_popular => p_sign);
    IF p_sign > 0 THEN
      PERFORM dashboard_mark(p_event.merchant_id, v_store, v_day, ARRAY[1], v_no);
    ELSE
      PERFORM dashboard_unmark(p_event.merchant_id, v_store, v_zone, p_event.customer_id, v_day, 1, v_no);
    END IF;
  END LOOP;
END
$$;
--> statement-breakpoint
-- Their callers above now use the new signatures.
DROP FUNCTION dashboard_mark(text, text, date, integer, integer);
--> statement-breakpoint
DROP FUNCTION dashboard_first_sale(text, text, text, text);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION dashboard_expected_kitchen(p_merchant text, p_store text) RETURNS SETOF dashboard_kitchen
LANGUAGE sql STABLE AS $$
  SELECT p_merchant, p_store, dashboard_period((k.paid_at AT TIME ZONE z.zone)::date, l.level),
    (2 * l.level + k.step)::smallint, k.minutes, count(*)::integer
  FROM (
    SELECT o.paid_at, 0 AS step, dashboard_minutes(o.paid_at, o.accepted_at) AS minutes
    FROM orders o WHERE o.merchant_id = p_merchant AND (p_store = '' OR o.store_id = p_store)
      AND o.paid_at IS NOT NULL AND o.accepted_at IS NOT NULL
    UNION ALL
    SELECT o.paid_at, 1, dashboard_minutes(o.accepted_at, r.ready_at)
    FROM orders o JOIN order_ready_times r ON r.order_id = o.id
    WHERE o.merchant_id = p_merchant AND (p_store = '' OR o.store_id = p_store)
      AND o.paid_at IS NOT NULL AND o.accepted_at IS NOT NULL
  ) k CROSS JOIN (SELECT dashboard_current_zone(p_merchant, p_store) AS zone) z
    CROSS JOIN generate_series(0, 2) l (level)
  GROUP BY 3, 4, 5
$$;
--> statement-breakpoint
-- A store created, deleted or moved to another zone: every scope of the merchant whose zone is no
-- longer its current one is rebuilt, after the merchant's writers in flight (see dashboard_zone);
-- a scope without a zone yet gets its current one.
CREATE OR REPLACE FUNCTION dashboard_sync_zones(p_merchant text) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_store text;
  v_zone text;
BEGIN
  PERFORM pg_advisory_xact_lock(17017, hashtext(p_merchant));
  FOR v_store IN SELECT '' UNION ALL SELECT id FROM stores WHERE merchant_id = p_merchant LOOP
    SELECT zone INTO v_zone FROM dashboard_zones WHERE merchant_id = p_merchant AND store_id = v_store;
    IF v_zone IS NULL THEN
      INSERT INTO dashboard_zones (merchant_id, store_id, zone)
        VALUES (p_merchant, v_store, dashboard_current_zone(p_merchant, v_store));
    ELSIF v_zone <> dashboard_current_zone(p_merchant, v_store) THEN
      PERFORM dashboard_rebuild_scope(p_merchant, v_store);
    END IF;
  END LOOP;
END
$$;
--> statement-breakpoint
-- Every scope there is: each store of a merchant, the merchant itself, any scope the raw rows name
-- (a store unknown to stores included) and any scope rollups still hold.
CREATE OR REPLACE FUNCTION dashboard_scopes() RETURNS TABLE (merchant_id text, store_id text)
LANGUAGE sql STABLE AS $$
  WITH named AS (
    SELECT merchant_id, id AS store_id FROM stores
    UNION SELECT merchant_id, store_id FROM orders
    UNION SELECT merchant_id, store_id FROM store_events
    UNION SELECT merchant_id, store_id FROM order_ratings
    UNION SELECT merchant_id, store_id FROM store_follows)
  SELECT merchant_id, store_id FROM named
  UNION SELECT merchant_id, '' FROM named
  UNION SELECT merchant_id, store_id FROM dashboard_zones
  UNION SELECT merchant_id, store_id FROM dashboard_days
$$;
--> statement-breakpoint
-- Kitchen rows now hold days, ISO weeks and months (`step` 2 × level + step): every scope's are
-- rebuilt from the raw orders, as dashboard_rebuild_scope() does.
DELETE FROM dashboard_kitchen;
--> statement-breakpoint
INSERT INTO dashboard_kitchen
  SELECT k.* FROM dashboard_scopes() s CROSS JOIN LATERAL dashboard_expected_kitchen(s.merchant_id, s.store_id) k;
