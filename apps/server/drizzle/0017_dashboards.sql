CREATE TABLE "dashboard_customers" (
	"merchant_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"no" integer NOT NULL,
	CONSTRAINT "dashboard_customers_merchant_id_customer_id_pk" PRIMARY KEY("merchant_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "dashboard_day_customers" (
	"merchant_id" text NOT NULL,
	"store_id" text NOT NULL,
	"day" date NOT NULL,
	"kind" smallint NOT NULL,
	"chunk" integer NOT NULL,
	"bits" bit(4096) NOT NULL,
	CONSTRAINT "dashboard_day_customers_merchant_id_store_id_day_kind_chunk_pk" PRIMARY KEY("merchant_id","store_id","day","kind","chunk")
);
--> statement-breakpoint
CREATE TABLE "dashboard_days" (
	"merchant_id" text NOT NULL,
	"store_id" text NOT NULL,
	"day" date NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"sales_cents" bigint DEFAULT 0 NOT NULL,
	"perks_used" integer DEFAULT 0 NOT NULL,
	"points_used" bigint DEFAULT 0 NOT NULL,
	"discount_cents" bigint DEFAULT 0 NOT NULL,
	"clients" integer DEFAULT 0 NOT NULL,
	"new_clients" integer DEFAULT 0 NOT NULL,
	"app_users" integer DEFAULT 0 NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"views_ios" integer DEFAULT 0 NOT NULL,
	"views_android" integer DEFAULT 0 NOT NULL,
	"views_web" integer DEFAULT 0 NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL,
	"engagements" integer DEFAULT 0 NOT NULL,
	"follows" integer DEFAULT 0 NOT NULL,
	"canceled_orders" integer DEFAULT 0 NOT NULL,
	"canceled_cents" bigint DEFAULT 0 NOT NULL,
	"refunded_orders" integer DEFAULT 0 NOT NULL,
	"refunded_cents" bigint DEFAULT 0 NOT NULL,
	"ratings" integer[] DEFAULT '{0,0,0,0,0}' NOT NULL,
	"popular" integer[] DEFAULT array_fill(0, ARRAY[24]) NOT NULL,
	CONSTRAINT "dashboard_days_merchant_id_store_id_day_pk" PRIMARY KEY("merchant_id","store_id","day")
);
--> statement-breakpoint
CREATE TABLE "dashboard_first_sales" (
	"merchant_id" text NOT NULL,
	"store_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "dashboard_first_sales_merchant_id_store_id_customer_id_pk" PRIMARY KEY("merchant_id","store_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "dashboard_kitchen" (
	"merchant_id" text NOT NULL,
	"store_id" text NOT NULL,
	"day" date NOT NULL,
	"step" smallint NOT NULL,
	"minutes" smallint NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_kitchen_merchant_id_store_id_day_step_minutes_pk" PRIMARY KEY("merchant_id","store_id","day","step","minutes")
);
--> statement-breakpoint
CREATE TABLE "dashboard_loyalty" (
	"merchant_id" text NOT NULL,
	"promotion_id" text NOT NULL,
	"required" integer NOT NULL,
	"holders" integer DEFAULT 0 NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"rounds" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_loyalty_merchant_id_promotion_id_required_pk" PRIMARY KEY("merchant_id","promotion_id","required")
);
--> statement-breakpoint
CREATE TABLE "dashboard_products" (
	"merchant_id" text NOT NULL,
	"store_id" text NOT NULL,
	"day" date NOT NULL,
	"product_id" text NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"gross_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_products_merchant_id_store_id_day_product_id_pk" PRIMARY KEY("merchant_id","store_id","day","product_id")
);
--> statement-breakpoint
CREATE TABLE "dashboard_zones" (
	"merchant_id" text NOT NULL,
	"store_id" text NOT NULL,
	"zone" text NOT NULL,
	"next_customer_no" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_zones_merchant_id_store_id_pk" PRIMARY KEY("merchant_id","store_id")
);
--> statement-breakpoint
CREATE TABLE "order_ready_times" (
	"order_id" text PRIMARY KEY NOT NULL,
	"ready_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_ratings" (
	"order_id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"store_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"rating" integer NOT NULL,
	"comment" text,
	"rated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"store_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"kind" text NOT NULL,
	"entity" text,
	"platform" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_follows" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"store_id" text NOT NULL,
	"merchant_id" text NOT NULL,
	"subscribed_at" timestamp with time zone NOT NULL,
	"unsubscribed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "dashboard_customers_no_idx" ON "dashboard_customers" USING btree ("merchant_id","no");--> statement-breakpoint
CREATE INDEX "order_ratings_merchant_idx" ON "order_ratings" USING btree ("merchant_id","rated_at","order_id");--> statement-breakpoint
CREATE INDEX "order_ratings_store_idx" ON "order_ratings" USING btree ("store_id","rated_at","order_id");--> statement-breakpoint
CREATE INDEX "store_events_merchant_idx" ON "store_events" USING btree ("merchant_id","store_id","occurred_at");--> statement-breakpoint
CREATE INDEX "store_events_customer_idx" ON "store_events" USING btree ("customer_id","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "store_follows_open_idx" ON "store_follows" USING btree ("customer_id","store_id") WHERE "store_follows"."unsubscribed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "store_follows_customer_idx" ON "store_follows" USING btree ("customer_id","subscribed_at");--> statement-breakpoint
CREATE INDEX "store_follows_merchant_idx" ON "store_follows" USING btree ("merchant_id","store_id");--> statement-breakpoint
-- The dashboards' rollups (contract §13; docs/adr/0011-dashboard-rollups.md) are kept by the
-- database in the transaction that writes an order, event, rating, follow or loyalty balance,
-- whatever wrote it. A scope is a store or the whole merchant (store_id ''); its days and hours
-- are local to its zone (dashboard_zones), so that every figure is exact in that zone, distinct
-- customers included.
--
-- The zone a scope is read in (contract §1 Time): the store's own; for the merchant, its earliest
-- store that is not deleted, else America/Toronto.
CREATE FUNCTION dashboard_current_zone(p_merchant text, p_store text) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT coalesce(CASE WHEN p_store = '' THEN
      (SELECT time_zone FROM stores WHERE merchant_id = p_merchant AND status <> 'DELETED' ORDER BY seq LIMIT 1)
    ELSE (SELECT time_zone FROM stores WHERE id = p_store AND merchant_id = p_merchant) END,
    'America/Toronto')
$$;
--> statement-breakpoint
-- Every writer of a merchant's rollups first takes a KEY SHARE lock on the merchant's zone row;
-- a zone change (dashboard_sync_zones) takes it FOR UPDATE, so it waits for the writers in
-- flight and they wait for its rebuild. Returns the zone the scope's rows are in.
CREATE FUNCTION dashboard_zone(p_merchant text, p_store text) RETURNS text
LANGUAGE plpgsql AS $$
DECLARE
  v_zone text;
BEGIN
  IF p_store = '' THEN
    SELECT zone INTO v_zone FROM dashboard_zones
      WHERE merchant_id = p_merchant AND store_id = '' FOR KEY SHARE;
  ELSE
    SELECT zone INTO v_zone FROM dashboard_zones WHERE merchant_id = p_merchant AND store_id = p_store;
  END IF;
  IF v_zone IS NULL THEN
    INSERT INTO dashboard_zones (merchant_id, store_id, zone)
      VALUES (p_merchant, p_store, dashboard_current_zone(p_merchant, p_store)) ON CONFLICT DO NOTHING;
    SELECT zone INTO v_zone FROM dashboard_zones
      WHERE merchant_id = p_merchant AND store_id = p_store FOR KEY SHARE;
  END IF;
  RETURN v_zone;
END
$$;
--> statement-breakpoint
-- The customer's number at the merchant, given at its first activity. The row stays locked to the
-- end of the transaction: one customer's changes are applied one transaction after the other, so
-- each sees the other's rows when it recounts the customer's days and first sale.
CREATE FUNCTION dashboard_customer_no(p_merchant text, p_customer text) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  v_no integer;
BEGIN
  PERFORM dashboard_zone(p_merchant, '');
  SELECT no INTO v_no FROM dashboard_customers
    WHERE merchant_id = p_merchant AND customer_id = p_customer FOR NO KEY UPDATE;
  IF v_no IS NULL THEN
    UPDATE dashboard_zones SET next_customer_no = next_customer_no + 1
      WHERE merchant_id = p_merchant AND store_id = '' RETURNING next_customer_no - 1 INTO v_no;
    INSERT INTO dashboard_customers (merchant_id, customer_id, no)
      VALUES (p_merchant, p_customer, v_no) ON CONFLICT DO NOTHING;
    SELECT no INTO v_no FROM dashboard_customers
      WHERE merchant_id = p_merchant AND customer_id = p_customer FOR NO KEY UPDATE;
  END IF;
  RETURN v_no;
END
$$;
--> statement-breakpoint
-- Adds to a scope's day; every count defaults to 0. n_hour (1–24) takes n_popular, n_rate (1–5)
-- takes n_rated.
CREATE FUNCTION dashboard_day_add(p_merchant text, p_store text, p_day date,
  n_orders integer DEFAULT 0, n_sales_cents bigint DEFAULT 0, n_perks_used integer DEFAULT 0,
  n_points_used bigint DEFAULT 0, n_discount_cents bigint DEFAULT 0, n_clients integer DEFAULT 0,
  n_new_clients integer DEFAULT 0, n_app_users integer DEFAULT 0, n_visits integer DEFAULT 0,
  n_views integer DEFAULT 0, n_views_ios integer DEFAULT 0, n_views_android integer DEFAULT 0,
  n_views_web integer DEFAULT 0, n_calls integer DEFAULT 0, n_engagements integer DEFAULT 0,
  n_follows integer DEFAULT 0, n_canceled_orders integer DEFAULT 0, n_canceled_cents bigint DEFAULT 0,
  n_refunded_orders integer DEFAULT 0, n_refunded_cents bigint DEFAULT 0,
  n_rate integer DEFAULT 1, n_rated integer DEFAULT 0, n_hour integer DEFAULT 1, n_popular integer DEFAULT 0)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO dashboard_days AS t (merchant_id, store_id, day, orders, sales_cents, perks_used, points_used,
      discount_cents, clients, new_clients, app_users, visits, views, views_ios, views_android, views_web,
      calls, engagements, follows, canceled_orders, canceled_cents, refunded_orders, refunded_cents,
      ratings, popular)
    VALUES (p_merchant, p_store, p_day, n_orders, n_sales_cents, n_perks_used, n_points_used,
      n_discount_cents, n_clients, n_new_clients, n_app_users, n_visits, n_views, n_views_ios,
      n_views_android, n_views_web, n_calls, n_engagements, n_follows, n_canceled_orders,
      n_canceled_cents, n_refunded_orders, n_refunded_cents,
      (SELECT array_agg(CASE WHEN i = n_rate THEN n_rated ELSE 0 END ORDER BY i) FROM generate_series(1, 5) i),
      (SELECT array_agg(CASE WHEN i = n_hour THEN n_popular ELSE 0 END ORDER BY i) FROM generate_series(1, 24) i))
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
    ratings[n_rate] = t.ratings[n_rate] + n_rated, popular[n_hour] = t.popular[n_hour] + n_popular
$$;
--> statement-breakpoint
-- The first day of the period of a day at a level: 0 the day, 1 its ISO week's Monday, 2 its month's 1st.
CREATE FUNCTION dashboard_period(p_day date, p_level integer) RETURNS date
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE p_level WHEN 0 THEN p_day WHEN 1 THEN p_day - (extract(isodow FROM p_day)::integer - 1)
    ELSE date_trunc('month', p_day)::date END
$$;
--> statement-breakpoint
CREATE FUNCTION dashboard_period_end(p_day date, p_level integer) RETURNS date
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE p_level WHEN 0 THEN p_day WHEN 1 THEN dashboard_period(p_day, 1) + 6
    ELSE (date_trunc('month', p_day) + interval '1 month - 1 day')::date END
$$;
--> statement-breakpoint
-- Marks customer number p_no active on a scope's day for buyers (p_kind 0) or app users (1), in
-- the bits of the day, its ISO week and its month (kind 2 × level + p_kind). A bit already set
-- needs no write (and no lock on a row every writer of the period shares); the day's bit set means
-- its week's and month's are too (an ISO week may straddle two months, so the week's does not
-- tell the month's). The day's distinct count moves with the day's bit.
CREATE FUNCTION dashboard_mark(p_merchant text, p_store text, p_day date, p_kind integer, p_no integer)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_bit integer := p_no & 4095;
  v_period date;
  v_moved boolean;
BEGIN
  FOR v_level IN 0..2 LOOP
    v_period := dashboard_period(p_day, v_level);
    IF EXISTS (SELECT 1 FROM dashboard_day_customers
        WHERE merchant_id = p_merchant AND store_id = p_store AND day = v_period
          AND kind = 2 * v_level + p_kind AND chunk = p_no >> 12 AND get_bit(bits, v_bit) = 1) THEN
      EXIT WHEN v_level = 0;
      CONTINUE;
    END IF;
    v_moved := false;
    INSERT INTO dashboard_day_customers AS t (merchant_id, store_id, day, kind, chunk, bits)
      VALUES (p_merchant, p_store, v_period, 2 * v_level + p_kind, p_no >> 12, set_bit(B'0'::bit(4096), v_bit, 1))
      ON CONFLICT (merchant_id, store_id, day, kind, chunk)
      DO UPDATE SET bits = set_bit(t.bits, v_bit, 1) WHERE get_bit(t.bits, v_bit) = 0
      RETURNING true INTO v_moved;
    IF v_level = 0 AND v_moved THEN
      IF p_kind = 0 THEN
        PERFORM dashboard_day_add(p_merchant, p_store, p_day, n_clients => 1);
      ELSE
        PERFORM dashboard_day_add(p_merchant, p_store, p_day, n_app_users => 1);
      END IF;
    END IF;
  END LOOP;
END
$$;
--> statement-breakpoint
-- Whether the customer has a sales order (PAID or COMPLETED, by paid_at) on local days p_from …
-- p_to of the scope, or (p_kind 1) an event: asked when a sale or an event leaves a day. Local days
-- lie within a UTC day either side.
CREATE FUNCTION dashboard_active(p_merchant text, p_store text, p_customer text, p_zone text, p_from date,
  p_to date, p_kind integer) RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM orders
      WHERE customer_id = p_customer AND merchant_id = p_merchant AND (p_store = '' OR store_id = p_store)
        AND status IN ('PAID', 'COMPLETED')
        AND paid_at >= (p_from - 1)::timestamp AT TIME ZONE 'UTC' AND paid_at < (p_to + 2)::timestamp AT TIME ZONE 'UTC'
        AND (paid_at AT TIME ZONE p_zone)::date BETWEEN p_from AND p_to)
    OR (p_kind = 1 AND EXISTS (SELECT 1 FROM store_events
      WHERE customer_id = p_customer AND merchant_id = p_merchant AND (p_store = '' OR store_id = p_store)
        AND occurred_at >= (p_from - 1)::timestamp AT TIME ZONE 'UTC'
        AND occurred_at < (p_to + 2)::timestamp AT TIME ZONE 'UTC'
        AND (occurred_at AT TIME ZONE p_zone)::date BETWEEN p_from AND p_to))
$$;
--> statement-breakpoint
-- The customer's activity of a kind left a day: its bit is cleared in the day, its ISO week and its
-- month wherever nothing of that kind is left (a day still active keeps its week and month).
CREATE FUNCTION dashboard_unmark(p_merchant text, p_store text, p_zone text, p_customer text, p_day date,
  p_kind integer, p_no integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_bit integer := p_no & 4095;
  v_moved boolean;
BEGIN
  FOR v_level IN 0..2 LOOP
    IF dashboard_active(p_merchant, p_store, p_customer, p_zone, dashboard_period(p_day, v_level),
        dashboard_period_end(p_day, v_level), p_kind) THEN
      EXIT WHEN v_level = 0;
      CONTINUE;
    END IF;
    v_moved := false;
    UPDATE dashboard_day_customers SET bits = set_bit(bits, v_bit, 0)
      WHERE merchant_id = p_merchant AND store_id = p_store AND day = dashboard_period(p_day, v_level)
        AND kind = 2 * v_level + p_kind AND chunk = p_no >> 12 AND get_bit(bits, v_bit) = 1
      RETURNING true INTO v_moved;
    IF v_level = 0 AND v_moved THEN
      IF p_kind = 0 THEN
        PERFORM dashboard_day_add(p_merchant, p_store, p_day, n_clients => -1);
      ELSE
        PERFORM dashboard_day_add(p_merchant, p_store, p_day, n_app_users => -1);
      END IF;
    END IF;
  END LOOP;
END
$$;
--> statement-breakpoint
-- Re-reads the customer's first sale in the scope and moves TOTAL_NEW_CLIENTS with it.
CREATE FUNCTION dashboard_first_sale(p_merchant text, p_store text, p_customer text, p_zone text)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_first date;
  v_known date;
BEGIN
  SELECT (min(paid_at) AT TIME ZONE p_zone)::date INTO v_first FROM orders
    WHERE customer_id = p_customer AND merchant_id = p_merchant AND (p_store = '' OR store_id = p_store)
      AND status IN ('PAID', 'COMPLETED') AND paid_at IS NOT NULL;
  SELECT day INTO v_known FROM dashboard_first_sales
    WHERE merchant_id = p_merchant AND store_id = p_store AND customer_id = p_customer;
  IF v_first IS NOT DISTINCT FROM v_known THEN
    RETURN;
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
-- TOTAL_PERKS_USED of an order: Σ timesApplied of its applied discount and redeem entries (deals,
-- punch-card redemptions, reward items), never the earn-only ones.
CREATE FUNCTION dashboard_perks(p_priced jsonb) RETURNS integer
LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(sum(coalesce((e->>'timesApplied')::integer, 0)), 0)::integer
  FROM jsonb_array_elements(coalesce(p_priced->'appliedPromotions', '[]'::jsonb)) e
  WHERE coalesce(e->>'list', 'APPLIED') = 'APPLIED' AND e->>'type' IN ('DEAL', 'PUNCH_CARD_REDEEM', 'REWARD_ITEM')
$$;
--> statement-breakpoint
-- Best sellers: an order's normal lines per product (quantity, quantity × unit price), by product id.
CREATE FUNCTION dashboard_lines(p_priced jsonb)
RETURNS TABLE (product_id text, quantity integer, gross_cents bigint)
LANGUAGE sql IMMUTABLE AS $$
  SELECT l->>'productId', sum((l->>'quantity')::integer)::integer,
    sum((l->>'quantity')::bigint * (l->>'unitPriceCents')::bigint)::bigint
  FROM jsonb_array_elements(coalesce(p_priced->'items', '[]'::jsonb)) l
  WHERE coalesce(l->>'kind', 'NORMAL') = 'NORMAL'
  GROUP BY 1 ORDER BY 1
$$;
--> statement-breakpoint
-- Kitchen speed buckets: whole minutes from a to b, 120 standing for two hours or more.
CREATE FUNCTION dashboard_minutes(p_from timestamptz, p_to timestamptz) RETURNS smallint
LANGUAGE sql IMMUTABLE AS $$
  SELECT least(120, greatest(0, floor(extract(epoch FROM p_to - p_from) / 60)))::smallint
$$;
--> statement-breakpoint
-- A sales order (PAID or COMPLETED) entering (p_sign 1) or leaving (−1) the sales of its local
-- day, in its store and merchant scopes.
CREATE FUNCTION dashboard_sale(p_order orders, p_sign integer) RETURNS void
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
      PERFORM dashboard_mark(p_order.merchant_id, v_store, v_day, 0, v_no);
      PERFORM dashboard_mark(p_order.merchant_id, v_store, v_day, 1, v_no);
    ELSE
      DELETE FROM dashboard_products
        WHERE merchant_id = p_order.merchant_id AND store_id = v_store AND day = v_day
          AND quantity = 0 AND gross_cents = 0;
      PERFORM dashboard_unmark(p_order.merchant_id, v_store, v_zone, p_order.customer_id, v_day, 0, v_no);
      PERFORM dashboard_unmark(p_order.merchant_id, v_store, v_zone, p_order.customer_id, v_day, 1, v_no);
    END IF;
    PERFORM dashboard_first_sale(p_order.merchant_id, v_store, p_order.customer_id, v_zone);
  END LOOP;
END
$$;
--> statement-breakpoint
-- An order canceled after confirm (kind 'C') or refunded ('R'), on the local day of lastUpdatedAt.
CREATE FUNCTION dashboard_end_kind(p_status text, p_confirmed_at timestamptz) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN p_status = 'REFUNDED' THEN 'R'
    WHEN p_status = 'CANCELED' AND p_confirmed_at IS NOT NULL THEN 'C' END
$$;
--> statement-breakpoint
CREATE FUNCTION dashboard_end(p_order orders, p_sign integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_kind text := dashboard_end_kind(p_order.status, p_order.confirmed_at);
  v_store text;
  v_day date;
BEGIN
  FOREACH v_store IN ARRAY ARRAY['', p_order.store_id] LOOP
    v_day := (p_order.last_updated_at AT TIME ZONE dashboard_zone(p_order.merchant_id, v_store))::date;
    IF v_kind = 'R' THEN
      PERFORM dashboard_day_add(p_order.merchant_id, v_store, v_day, n_refunded_orders => p_sign,
        n_refunded_cents => p_sign * p_order.total_cents);
    ELSE
      PERFORM dashboard_day_add(p_order.merchant_id, v_store, v_day, n_canceled_orders => p_sign,
        n_canceled_cents => p_sign * p_order.total_cents);
    END IF;
  END LOOP;
END
$$;
--> statement-breakpoint
-- Kitchen speed: one order in a minutes bucket of step 0 (paid → accepted) or 1 (accepted →
-- ready), on the local day it was paid.
CREATE FUNCTION dashboard_kitchen_add(p_merchant text, p_store text, p_paid_at timestamptz,
  p_step smallint, p_minutes smallint, p_sign integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_store text;
  v_day date;
BEGIN
  FOREACH v_store IN ARRAY ARRAY['', p_store] LOOP
    v_day := (p_paid_at AT TIME ZONE dashboard_zone(p_merchant, v_store))::date;
    INSERT INTO dashboard_kitchen AS t (merchant_id, store_id, day, step, minutes, orders)
      VALUES (p_merchant, v_store, v_day, p_step, p_minutes, p_sign)
      ON CONFLICT (merchant_id, store_id, day, step, minutes) DO UPDATE SET orders = t.orders + p_sign;
  END LOOP;
END
$$;
--> statement-breakpoint
CREATE FUNCTION dashboard_order_change() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v_was_sale boolean := false;
  v_is_sale boolean := false;
  v_was_end text;
  v_is_end text;
  v_was_accepted boolean := false;
  v_is_accepted boolean := false;
  v_same boolean;
  v_old_ready timestamptz;
  v_new_ready timestamptz;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    v_was_sale := OLD.status IN ('PAID', 'COMPLETED') AND OLD.paid_at IS NOT NULL;
    v_was_end := dashboard_end_kind(OLD.status, OLD.confirmed_at);
    v_was_accepted := OLD.paid_at IS NOT NULL AND OLD.accepted_at IS NOT NULL;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    v_is_sale := NEW.status IN ('PAID', 'COMPLETED') AND NEW.paid_at IS NOT NULL;
    v_is_end := dashboard_end_kind(NEW.status, NEW.confirmed_at);
    v_is_accepted := NEW.paid_at IS NOT NULL AND NEW.accepted_at IS NOT NULL;
  END IF;
  -- PAID → COMPLETED leaves the sale as it was.
  IF NOT (v_was_sale AND v_is_sale AND OLD.paid_at = NEW.paid_at AND OLD.store_id = NEW.store_id
      AND OLD.merchant_id = NEW.merchant_id AND OLD.customer_id = NEW.customer_id
      AND OLD.total_cents = NEW.total_cents AND OLD.global_points_used = NEW.global_points_used
      AND OLD.discount_cents = NEW.discount_cents AND OLD.priced = NEW.priced) THEN
    IF v_was_sale THEN
      PERFORM dashboard_sale(OLD, -1);
    END IF;
    IF v_is_sale THEN
      PERFORM dashboard_sale(NEW, 1);
    END IF;
  END IF;
  IF v_was_end IS NOT NULL OR v_is_end IS NOT NULL THEN
    IF v_was_end IS DISTINCT FROM v_is_end OR OLD.last_updated_at <> NEW.last_updated_at
        OR OLD.store_id <> NEW.store_id OR OLD.merchant_id <> NEW.merchant_id OR OLD.total_cents <> NEW.total_cents THEN
      IF v_was_end IS NOT NULL THEN
        PERFORM dashboard_end(OLD, -1);
      END IF;
      IF v_is_end IS NOT NULL THEN
        PERFORM dashboard_end(NEW, 1);
      END IF;
    END IF;
  END IF;
  -- Kitchen speed. Orders keep no ready time: the moment an order becomes READY is noted once.
  IF (v_was_accepted OR v_is_accepted) AND TG_OP <> 'INSERT' THEN
    SELECT ready_at INTO v_old_ready FROM order_ready_times WHERE order_id = OLD.id;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.serve_status = 'READY'
      AND (TG_OP = 'INSERT' OR OLD.serve_status IS DISTINCT FROM 'READY') THEN
    INSERT INTO order_ready_times (order_id, ready_at) VALUES (NEW.id, NEW.last_updated_at) ON CONFLICT DO NOTHING;
  END IF;
  IF v_was_accepted OR v_is_accepted THEN
    IF TG_OP <> 'DELETE' THEN
      SELECT ready_at INTO v_new_ready FROM order_ready_times WHERE order_id = NEW.id;
    END IF;
    v_same := v_was_accepted AND v_is_accepted AND OLD.paid_at = NEW.paid_at AND OLD.accepted_at = NEW.accepted_at
      AND OLD.store_id = NEW.store_id AND OLD.merchant_id = NEW.merchant_id;
    IF NOT v_same THEN
      IF v_was_accepted THEN
        PERFORM dashboard_kitchen_add(OLD.merchant_id, OLD.store_id, OLD.paid_at, 0::smallint,
          dashboard_minutes(OLD.paid_at, OLD.accepted_at), -1);
      END IF;
      IF v_is_accepted THEN
        PERFORM dashboard_kitchen_add(NEW.merchant_id, NEW.store_id, NEW.paid_at, 0::smallint,
          dashboard_minutes(NEW.paid_at, NEW.accepted_at), 1);
      END IF;
    END IF;
    IF NOT (v_same AND v_old_ready IS NOT DISTINCT FROM v_new_ready) THEN
      IF v_was_accepted AND v_old_ready IS NOT NULL THEN
        PERFORM dashboard_kitchen_add(OLD.merchant_id, OLD.store_id, OLD.paid_at, 1::smallint,
          dashboard_minutes(OLD.accepted_at, v_old_ready), -1);
      END IF;
      IF v_is_accepted AND v_new_ready IS NOT NULL THEN
        PERFORM dashboard_kitchen_add(NEW.merchant_id, NEW.store_id, NEW.paid_at, 1::smallint,
          dashboard_minutes(NEW.accepted_at, v_new_ready), 1);
      END IF;
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER orders_dashboard_insert AFTER INSERT ON orders FOR EACH ROW
  WHEN (NEW.status NOT IN ('CHECKOUT', 'CONFIRMED') OR NEW.accepted_at IS NOT NULL OR NEW.serve_status IS NOT NULL)
  EXECUTE FUNCTION dashboard_order_change();
--> statement-breakpoint
CREATE TRIGGER orders_dashboard_update AFTER UPDATE ON orders FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.paid_at IS DISTINCT FROM NEW.paid_at
    OR OLD.accepted_at IS DISTINCT FROM NEW.accepted_at OR OLD.serve_status IS DISTINCT FROM NEW.serve_status
    OR OLD.confirmed_at IS DISTINCT FROM NEW.confirmed_at OR OLD.store_id <> NEW.store_id
    OR OLD.merchant_id <> NEW.merchant_id OR OLD.customer_id <> NEW.customer_id
    OR OLD.total_cents <> NEW.total_cents OR OLD.global_points_used <> NEW.global_points_used
    OR OLD.discount_cents <> NEW.discount_cents
    OR (NEW.status IN ('CANCELED', 'REFUNDED') AND OLD.last_updated_at <> NEW.last_updated_at)
    OR (NEW.status IN ('PAID', 'COMPLETED') AND OLD.priced IS DISTINCT FROM NEW.priced))
  EXECUTE FUNCTION dashboard_order_change();
--> statement-breakpoint
CREATE TRIGGER orders_dashboard_delete AFTER DELETE ON orders FOR EACH ROW
  EXECUTE FUNCTION dashboard_order_change();
--> statement-breakpoint
-- An event (visit, click, view, rating) entering (1) or leaving (−1) its store's rollups.
CREATE FUNCTION dashboard_event(p_event store_events, p_sign integer) RETURNS void
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
      PERFORM dashboard_mark(p_event.merchant_id, v_store, v_day, 1, v_no);
    ELSE
      PERFORM dashboard_unmark(p_event.merchant_id, v_store, v_zone, p_event.customer_id, v_day, 1, v_no);
    END IF;
  END LOOP;
END
$$;
--> statement-breakpoint
CREATE FUNCTION dashboard_event_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM dashboard_event(OLD, -1);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM dashboard_event(NEW, 1);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER store_events_dashboard AFTER INSERT OR UPDATE OR DELETE ON store_events FOR EACH ROW
  EXECUTE FUNCTION dashboard_event_change();
--> statement-breakpoint
-- A rating counts under its rate on the local day it was given (its RATE event counts apart).
CREATE FUNCTION dashboard_rating(p_rating order_ratings, p_sign integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_store text;
BEGIN
  FOREACH v_store IN ARRAY ARRAY['', p_rating.store_id] LOOP
    PERFORM dashboard_day_add(p_rating.merchant_id, v_store,
      (p_rating.rated_at AT TIME ZONE dashboard_zone(p_rating.merchant_id, v_store))::date,
      n_rate => p_rating.rating, n_rated => p_sign);
  END LOOP;
END
$$;
--> statement-breakpoint
CREATE FUNCTION dashboard_rating_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM dashboard_rating(OLD, -1);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM dashboard_rating(NEW, 1);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER order_ratings_dashboard AFTER INSERT OR UPDATE OR DELETE ON order_ratings FOR EACH ROW
  EXECUTE FUNCTION dashboard_rating_change();
--> statement-breakpoint
-- A follow adds one on the local day it began and takes it back on the day it ended, so that the
-- follows open at the end of a day are the sum of every day up to it.
CREATE FUNCTION dashboard_follow(p_follow store_follows, p_sign integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_store text;
  v_zone text;
BEGIN
  FOREACH v_store IN ARRAY ARRAY['', p_follow.store_id] LOOP
    v_zone := dashboard_zone(p_follow.merchant_id, v_store);
    PERFORM dashboard_day_add(p_follow.merchant_id, v_store, (p_follow.subscribed_at AT TIME ZONE v_zone)::date,
      n_follows => p_sign);
    IF p_follow.unsubscribed_at IS NOT NULL THEN
      PERFORM dashboard_day_add(p_follow.merchant_id, v_store,
        (p_follow.unsubscribed_at AT TIME ZONE v_zone)::date, n_follows => -p_sign);
    END IF;
  END LOOP;
END
$$;
--> statement-breakpoint
CREATE FUNCTION dashboard_follow_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM dashboard_follow(OLD, -1);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM dashboard_follow(NEW, 1);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER store_follows_dashboard AFTER INSERT OR UPDATE OR DELETE ON store_follows FOR EACH ROW
  EXECUTE FUNCTION dashboard_follow_change();
--> statement-breakpoint
-- Outstanding loyalty: punch cards per (promotion, required punches), merchant points under ''.
CREATE FUNCTION dashboard_loyalty_add(p_merchant text, p_promotion text, p_required integer,
  p_balance integer, p_sign integer) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO dashboard_loyalty AS t (merchant_id, promotion_id, required, holders, balance, rounds)
    VALUES (p_merchant, p_promotion, p_required, p_sign * (p_balance > 0)::integer, p_sign * p_balance,
      p_sign * CASE WHEN p_required > 0 THEN p_balance / p_required ELSE 0 END)
    ON CONFLICT (merchant_id, promotion_id, required) DO UPDATE SET holders = t.holders + excluded.holders,
      balance = t.balance + excluded.balance, rounds = t.rounds + excluded.rounds
$$;
--> statement-breakpoint
CREATE FUNCTION dashboard_punch_card_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM dashboard_loyalty_add(OLD.merchant_id, OLD.promotion_id, OLD.required_punches, OLD.punches, -1);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM dashboard_loyalty_add(NEW.merchant_id, NEW.promotion_id, NEW.required_punches, NEW.punches, 1);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER punch_cards_dashboard_insert_delete AFTER INSERT OR DELETE ON punch_cards FOR EACH ROW
  EXECUTE FUNCTION dashboard_punch_card_change();
--> statement-breakpoint
CREATE TRIGGER punch_cards_dashboard_update AFTER UPDATE ON punch_cards FOR EACH ROW
  WHEN (OLD.punches <> NEW.punches OR OLD.required_punches <> NEW.required_punches
    OR OLD.promotion_id <> NEW.promotion_id OR OLD.merchant_id <> NEW.merchant_id)
  EXECUTE FUNCTION dashboard_punch_card_change();
--> statement-breakpoint
CREATE FUNCTION dashboard_customer_points_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM dashboard_loyalty_add(OLD.merchant_id, '', 0, OLD.points, -1);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM dashboard_loyalty_add(NEW.merchant_id, '', 0, NEW.points, 1);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER customer_points_dashboard_insert_delete AFTER INSERT OR DELETE ON customer_points FOR EACH ROW
  EXECUTE FUNCTION dashboard_customer_points_change();
--> statement-breakpoint
CREATE TRIGGER customer_points_dashboard_update AFTER UPDATE ON customer_points FOR EACH ROW
  WHEN (OLD.points <> NEW.points OR OLD.merchant_id <> NEW.merchant_id)
  EXECUTE FUNCTION dashboard_customer_points_change();
--> statement-breakpoint
-- What the rollups of a scope must hold, computed from the raw rows in the scope's current zone:
-- the rebuild writes it, dashboard_check() compares it with what the triggers kept.
CREATE FUNCTION dashboard_expected_days(p_merchant text, p_store text) RETURNS SETOF dashboard_days
LANGUAGE sql STABLE AS $$
  WITH z AS (SELECT dashboard_current_zone(p_merchant, p_store) AS zone),
  o AS MATERIALIZED (
    SELECT o.customer_id, o.status, o.confirmed_at, o.total_cents, o.global_points_used, o.discount_cents,
      o.paid_at AT TIME ZONE z.zone AS paid_local, (o.last_updated_at AT TIME ZONE z.zone)::date AS end_day,
      CASE WHEN o.status IN ('PAID', 'COMPLETED') AND o.paid_at IS NOT NULL THEN dashboard_perks(o.priced) END AS perks
    FROM orders o, z
    WHERE o.merchant_id = p_merchant AND (p_store = '' OR o.store_id = p_store)
      AND o.status IN ('PAID', 'COMPLETED', 'CANCELED', 'REFUNDED')),
  sales AS MATERIALIZED (SELECT * FROM o WHERE perks IS NOT NULL),
  ev AS MATERIALIZED (
    SELECT e.customer_id, e.kind, e.entity, e.platform, e.occurred_at AT TIME ZONE z.zone AS local
    FROM store_events e, z WHERE e.merchant_id = p_merchant AND (p_store = '' OR e.store_id = p_store)),
  parts (day, hour, orders, sales_cents, perks_used, points_used, discount_cents, clients, new_clients,
      app_users, visits, views, views_ios, views_android, views_web, calls, engagements, follows,
      canceled_orders, canceled_cents, refunded_orders, refunded_cents, rate) AS (
    SELECT paid_local::date, extract(hour FROM paid_local)::integer + 1, 1, total_cents::bigint, perks,
      global_points_used::bigint, discount_cents::bigint, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0::bigint, 0,
      0::bigint, NULL::integer
    FROM sales
    UNION ALL
    SELECT local::date, extract(hour FROM local)::integer + 1, 0, 0, 0, 0, 0, 0, 0, 0,
      (kind = 'VISIT')::integer, (kind = 'VIEW')::integer, (kind = 'VIEW' AND platform = 'IOS')::integer,
      (kind = 'VIEW' AND platform = 'ANDROID')::integer, (kind = 'VIEW' AND platform = 'WEB')::integer,
      (kind = 'CLICK' AND entity = 'CALL')::integer, 1, 0, 0, 0, 0, 0, NULL
    FROM ev
    UNION ALL
    SELECT end_day, NULL, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
      (status = 'CANCELED')::integer, CASE WHEN status = 'CANCELED' THEN total_cents ELSE 0 END,
      (status = 'REFUNDED')::integer, CASE WHEN status = 'REFUNDED' THEN total_cents ELSE 0 END, NULL
    FROM o WHERE dashboard_end_kind(status, confirmed_at) IS NOT NULL
    UNION ALL
    SELECT (r.rated_at AT TIME ZONE z.zone)::date, NULL, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
      0, 0, r.rating
    FROM order_ratings r, z WHERE r.merchant_id = p_merchant AND (p_store = '' OR r.store_id = p_store)
    UNION ALL
    SELECT (at AT TIME ZONE z.zone)::date, NULL, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, change, 0, 0, 0,
      0, NULL
    FROM store_follows f, z,
      LATERAL (VALUES (f.subscribed_at, 1), (f.unsubscribed_at, -1)) c (at, change)
    WHERE f.merchant_id = p_merchant AND (p_store = '' OR f.store_id = p_store) AND c.at IS NOT NULL
    UNION ALL
    SELECT day, NULL, 0, 0, 0, 0, 0, count(DISTINCT customer_id)::integer, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
      0, 0, 0, NULL
    FROM (SELECT paid_local::date AS day, customer_id FROM sales) b GROUP BY day
    UNION ALL
    SELECT day, NULL, 0, 0, 0, 0, 0, 0, count(*)::integer, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, NULL
    FROM (SELECT min(paid_local)::date AS day FROM sales GROUP BY customer_id) f GROUP BY day
    UNION ALL
    SELECT day, NULL, 0, 0, 0, 0, 0, 0, 0, count(*)::integer, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, NULL
    FROM (SELECT paid_local::date AS day, customer_id FROM sales
      UNION SELECT local::date, customer_id FROM ev) a GROUP BY day),
  hours AS (SELECT day, hour, count(*)::integer AS n FROM parts WHERE hour IS NOT NULL GROUP BY 1, 2),
  rates AS (SELECT day, rate, count(*)::integer AS n FROM parts WHERE rate IS NOT NULL GROUP BY 1, 2),
  days AS (SELECT DISTINCT day FROM parts),
  popular AS (SELECT d.day, array_agg(coalesce(h.n, 0) ORDER BY g.i) AS popular
    FROM days d CROSS JOIN generate_series(1, 24) g (i) LEFT JOIN hours h ON h.day = d.day AND h.hour = g.i
    GROUP BY d.day),
  ratings AS (SELECT d.day, array_agg(coalesce(r.n, 0) ORDER BY g.i) AS ratings
    FROM days d CROSS JOIN generate_series(1, 5) g (i) LEFT JOIN rates r ON r.day = d.day AND r.rate = g.i
    GROUP BY d.day),
  sums AS (SELECT day, sum(orders)::integer AS orders, sum(sales_cents)::bigint AS sales_cents,
      sum(perks_used)::integer AS perks_used, sum(points_used)::bigint AS points_used,
      sum(discount_cents)::bigint AS discount_cents, sum(clients)::integer AS clients,
      sum(new_clients)::integer AS new_clients, sum(app_users)::integer AS app_users,
      sum(visits)::integer AS visits, sum(views)::integer AS views, sum(views_ios)::integer AS views_ios,
      sum(views_android)::integer AS views_android, sum(views_web)::integer AS views_web,
      sum(calls)::integer AS calls, sum(engagements)::integer AS engagements, sum(follows)::integer AS follows,
      sum(canceled_orders)::integer AS canceled_orders, sum(canceled_cents)::bigint AS canceled_cents,
      sum(refunded_orders)::integer AS refunded_orders, sum(refunded_cents)::bigint AS refunded_cents
    FROM parts GROUP BY day)
  SELECT p_merchant, p_store, s.day, s.orders, s.sales_cents, s.perks_used, s.points_used, s.discount_cents,
    s.clients, s.new_clients, s.app_users, s.visits, s.views, s.views_ios, s.views_android, s.views_web,
    s.calls, s.engagements, s.follows, s.canceled_orders, s.canceled_cents, s.refunded_orders,
    s.refunded_cents, r.ratings, p.popular
  FROM sums s JOIN popular p ON p.day = s.day JOIN ratings r ON r.day = s.day
$$;
--> statement-breakpoint
CREATE FUNCTION dashboard_expected_customers(p_merchant text, p_store text)
RETURNS TABLE (day date, kind smallint, customer_id text)
LANGUAGE sql STABLE AS $$
  WITH z AS (SELECT dashboard_current_zone(p_merchant, p_store) AS zone)
  SELECT DISTINCT (o.paid_at AT TIME ZONE z.zone)::date, k.kind, o.customer_id
  FROM orders o, z, (VALUES (0::smallint), (1::smallint)) k (kind)
  WHERE o.merchant_id = p_merchant AND (p_store = '' OR o.store_id = p_store)
    AND o.status IN ('PAID', 'COMPLETED') AND o.paid_at IS NOT NULL
  UNION
  SELECT (e.occurred_at AT TIME ZONE z.zone)::date, 1::smallint, e.customer_id
  FROM store_events e, z WHERE e.merchant_id = p_merchant AND (p_store = '' OR e.store_id = p_store)
$$;
--> statement-breakpoint
CREATE FUNCTION dashboard_expected_bits(p_merchant text, p_store text) RETURNS SETOF dashboard_day_customers
LANGUAGE sql STABLE AS $$
  SELECT p_merchant, p_store, a.day, a.kind, c.no >> 12, bit_or(set_bit(B'0'::bit(4096), c.no & 4095, 1))
  FROM (SELECT DISTINCT dashboard_period(e.day, l.level) AS day, (2 * l.level + e.kind)::smallint AS kind, e.customer_id
      FROM dashboard_expected_customers(p_merchant, p_store) e, generate_series(0, 2) l (level)) a
  JOIN dashboard_customers c ON c.merchant_id = p_merchant AND c.customer_id = a.customer_id
  GROUP BY a.day, a.kind, c.no >> 12
$$;
--> statement-breakpoint
CREATE FUNCTION dashboard_expected_first_sales(p_merchant text, p_store text) RETURNS SETOF dashboard_first_sales
LANGUAGE sql STABLE AS $$
  SELECT p_merchant, p_store, o.customer_id,
    (min(o.paid_at) AT TIME ZONE dashboard_current_zone(p_merchant, p_store))::date
  FROM orders o
  WHERE o.merchant_id = p_merchant AND (p_store = '' OR o.store_id = p_store)
    AND o.status IN ('PAID', 'COMPLETED') AND o.paid_at IS NOT NULL
  GROUP BY o.customer_id
$$;
--> statement-breakpoint
CREATE FUNCTION dashboard_expected_products(p_merchant text, p_store text) RETURNS SETOF dashboard_products
LANGUAGE sql STABLE AS $$
  SELECT p_merchant, p_store, (o.paid_at AT TIME ZONE z.zone)::date, l.product_id, sum(l.quantity)::integer,
    sum(l.gross_cents)::bigint
  FROM orders o CROSS JOIN (SELECT dashboard_current_zone(p_merchant, p_store) AS zone) z
    CROSS JOIN LATERAL dashboard_lines(o.priced) l
  WHERE o.merchant_id = p_merchant AND (p_store = '' OR o.store_id = p_store)
    AND o.status IN ('PAID', 'COMPLETED') AND o.paid_at IS NOT NULL
  GROUP BY 3, 4
$$;
--> statement-breakpoint
CREATE FUNCTION dashboard_expected_kitchen(p_merchant text, p_store text) RETURNS SETOF dashboard_kitchen
LANGUAGE sql STABLE AS $$
  SELECT p_merchant, p_store, (paid_at AT TIME ZONE z.zone)::date, step, minutes, count(*)::integer
  FROM (
    SELECT o.paid_at, 0::smallint AS step, dashboard_minutes(o.paid_at, o.accepted_at) AS minutes
    FROM orders o WHERE o.merchant_id = p_merchant AND (p_store = '' OR o.store_id = p_store)
      AND o.paid_at IS NOT NULL AND o.accepted_at IS NOT NULL
    UNION ALL
    SELECT o.paid_at, 1::smallint, dashboard_minutes(o.accepted_at, r.ready_at)
    FROM orders o JOIN order_ready_times r ON r.order_id = o.id
    WHERE o.merchant_id = p_merchant AND (p_store = '' OR o.store_id = p_store)
      AND o.paid_at IS NOT NULL AND o.accepted_at IS NOT NULL
  ) k CROSS JOIN (SELECT dashboard_current_zone(p_merchant, p_store) AS zone) z
  GROUP BY 3, 4, 5
$$;
--> statement-breakpoint
CREATE FUNCTION dashboard_expected_loyalty(p_merchant text) RETURNS SETOF dashboard_loyalty
LANGUAGE sql STABLE AS $$
  SELECT merchant_id, promotion_id, required_punches, count(*) FILTER (WHERE punches > 0)::integer,
    sum(punches)::bigint, sum(CASE WHEN required_punches > 0 THEN punches / required_punches ELSE 0 END)::bigint
  FROM punch_cards WHERE merchant_id = p_merchant GROUP BY 1, 2, 3
  UNION ALL
  SELECT merchant_id, '', 0, count(*) FILTER (WHERE points > 0)::integer, sum(points)::bigint, 0
  FROM customer_points WHERE merchant_id = p_merchant GROUP BY 1
$$;
--> statement-breakpoint
-- Rewrites one scope's rollups in its current zone (the customers keep their numbers).
CREATE FUNCTION dashboard_rebuild_scope(p_merchant text, p_store text) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO dashboard_zones (merchant_id, store_id, zone)
    VALUES (p_merchant, p_store, dashboard_current_zone(p_merchant, p_store))
    ON CONFLICT (merchant_id, store_id) DO UPDATE SET zone = excluded.zone;
  DELETE FROM dashboard_days WHERE merchant_id = p_merchant AND store_id = p_store;
  INSERT INTO dashboard_days SELECT * FROM dashboard_expected_days(p_merchant, p_store);
  DELETE FROM dashboard_day_customers WHERE merchant_id = p_merchant AND store_id = p_store;
  INSERT INTO dashboard_day_customers SELECT * FROM dashboard_expected_bits(p_merchant, p_store);
  DELETE FROM dashboard_first_sales WHERE merchant_id = p_merchant AND store_id = p_store;
  INSERT INTO dashboard_first_sales SELECT * FROM dashboard_expected_first_sales(p_merchant, p_store);
  DELETE FROM dashboard_products WHERE merchant_id = p_merchant AND store_id = p_store;
  INSERT INTO dashboard_products SELECT * FROM dashboard_expected_products(p_merchant, p_store);
  DELETE FROM dashboard_kitchen WHERE merchant_id = p_merchant AND store_id = p_store;
  INSERT INTO dashboard_kitchen SELECT * FROM dashboard_expected_kitchen(p_merchant, p_store);
END
$$;
--> statement-breakpoint
-- A store created, deleted or moved to another zone: every scope of the merchant whose zone is no
-- longer its current one is rebuilt, after the merchant's writers in flight (see dashboard_zone).
CREATE FUNCTION dashboard_sync_zones(p_merchant text) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_store text;
  v_zone text;
BEGIN
  INSERT INTO dashboard_zones (merchant_id, store_id, zone)
    VALUES (p_merchant, '', dashboard_current_zone(p_merchant, '')) ON CONFLICT DO NOTHING;
  PERFORM 1 FROM dashboard_zones WHERE merchant_id = p_merchant AND store_id = '' FOR UPDATE;
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
CREATE FUNCTION dashboard_store_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dashboard_sync_zones(NEW.merchant_id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER stores_dashboard_insert AFTER INSERT ON stores FOR EACH ROW
  EXECUTE FUNCTION dashboard_store_change();
--> statement-breakpoint
CREATE TRIGGER stores_dashboard_update AFTER UPDATE ON stores FOR EACH ROW
  WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone OR (OLD.status = 'DELETED') <> (NEW.status = 'DELETED'))
  EXECUTE FUNCTION dashboard_store_change();
--> statement-breakpoint
-- Every scope there is: each store of a merchant, the merchant itself, and any scope rollups
-- still hold.
CREATE FUNCTION dashboard_scopes() RETURNS TABLE (merchant_id text, store_id text)
LANGUAGE sql STABLE AS $$
  SELECT merchant_id, id FROM stores
  UNION SELECT merchant_id, '' FROM stores
  UNION SELECT merchant_id, store_id FROM dashboard_zones
  UNION SELECT merchant_id, store_id FROM dashboard_days
$$;
--> statement-breakpoint
-- Rewrites every rollup from the raw rows: the backfill below, and bulk loads that ran with the
-- triggers disabled (bench/dashboards.mjs). Customers without a number get the next ones.
CREATE FUNCTION dashboard_rebuild() RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_scope record;
BEGIN
  -- The next numbers are read once, before the insert (read per row, each would walk past the rows
  -- being inserted).
  WITH next AS MATERIALIZED (SELECT merchant_id, max(no) + 1 AS no FROM dashboard_customers GROUP BY merchant_id)
  INSERT INTO dashboard_customers (merchant_id, customer_id, no)
    SELECT a.merchant_id, a.customer_id,
      coalesce(n.no, 0) + row_number() OVER (PARTITION BY a.merchant_id ORDER BY a.customer_id) - 1
    FROM (SELECT merchant_id, customer_id FROM orders WHERE status IN ('PAID', 'COMPLETED') AND paid_at IS NOT NULL
      UNION SELECT merchant_id, customer_id FROM store_events) a
    LEFT JOIN next n ON n.merchant_id = a.merchant_id
    WHERE NOT EXISTS (SELECT 1 FROM dashboard_customers c
      WHERE c.merchant_id = a.merchant_id AND c.customer_id = a.customer_id);
  FOR v_scope IN SELECT * FROM dashboard_scopes() ORDER BY 1, 2 LOOP
    PERFORM dashboard_rebuild_scope(v_scope.merchant_id, v_scope.store_id);
  END LOOP;
  UPDATE dashboard_zones z SET next_customer_no = coalesce(
      (SELECT max(no) + 1 FROM dashboard_customers c WHERE c.merchant_id = z.merchant_id), 0)
    WHERE z.store_id = '';
  DELETE FROM dashboard_loyalty;
  INSERT INTO dashboard_loyalty
    SELECT l.* FROM (SELECT merchant_id FROM punch_cards UNION SELECT merchant_id FROM customer_points) m,
      LATERAL dashboard_expected_loyalty(m.merchant_id) l;
END
$$;
--> statement-breakpoint
-- A day's figures without its zeros (a count of 0, an array of 0s): a row of zeros is no row.
CREATE FUNCTION dashboard_nonzero(p_values jsonb) RETURNS jsonb
LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(jsonb_object_agg(k, v), '{}'::jsonb) FROM jsonb_each(coalesce(p_values, '{}'::jsonb)) j (k, v)
  WHERE v <> '0'::jsonb AND NOT (jsonb_typeof(v) = 'array'
    AND NOT EXISTS (SELECT 1 FROM jsonb_array_elements(v) x WHERE x <> '0'::jsonb))
$$;
--> statement-breakpoint
-- The invariant: every rollup equals what the raw rows give (rows of zeros and missing rows are
-- the same). One row per difference; none when the rollups are exact.
CREATE FUNCTION dashboard_check() RETURNS TABLE (rollup text, merchant_id text, store_id text, key text,
  expected text, actual text)
LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_scope record;
BEGIN
  FOR v_scope IN SELECT * FROM dashboard_scopes() ORDER BY 1, 2 LOOP
    RETURN QUERY
      SELECT 'dashboard_zones', v_scope.merchant_id, v_scope.store_id, '', c.zone, z.zone
      FROM (SELECT dashboard_current_zone(v_scope.merchant_id, v_scope.store_id) AS zone) c
      LEFT JOIN dashboard_zones z ON z.merchant_id = v_scope.merchant_id AND z.store_id = v_scope.store_id
      WHERE c.zone IS DISTINCT FROM z.zone
        AND (z.zone IS NOT NULL OR EXISTS (SELECT 1 FROM dashboard_days d
          WHERE d.merchant_id = v_scope.merchant_id AND d.store_id = v_scope.store_id));
    RETURN QUERY
      WITH e AS (SELECT d.day, to_jsonb(d) - '{merchant_id,store_id,day}'::text[] AS v
          FROM dashboard_expected_days(v_scope.merchant_id, v_scope.store_id) d),
        a AS (SELECT d.day, to_jsonb(d) - '{merchant_id,store_id,day}'::text[] AS v FROM dashboard_days d
          WHERE d.merchant_id = v_scope.merchant_id AND d.store_id = v_scope.store_id)
      SELECT 'dashboard_days', v_scope.merchant_id, v_scope.store_id, coalesce(e.day, a.day)::text,
        e.v::text, a.v::text
      FROM e FULL JOIN a ON a.day = e.day
      WHERE dashboard_nonzero(e.v) IS DISTINCT FROM dashboard_nonzero(a.v);
    RETURN QUERY
      WITH e AS (SELECT * FROM dashboard_expected_bits(v_scope.merchant_id, v_scope.store_id)),
        a AS (SELECT * FROM dashboard_day_customers d
          WHERE d.merchant_id = v_scope.merchant_id AND d.store_id = v_scope.store_id)
      SELECT 'dashboard_day_customers', v_scope.merchant_id, v_scope.store_id,
        concat_ws('/', coalesce(e.day, a.day), coalesce(e.kind, a.kind), coalesce(e.chunk, a.chunk)),
        bit_count(e.bits)::text, bit_count(a.bits)::text
      FROM e FULL JOIN a ON a.day = e.day AND a.kind = e.kind AND a.chunk = e.chunk
      WHERE coalesce(e.bits, B'0'::bit(4096)) IS DISTINCT FROM coalesce(a.bits, B'0'::bit(4096));
    RETURN QUERY
      WITH e AS (SELECT * FROM dashboard_expected_first_sales(v_scope.merchant_id, v_scope.store_id)),
        a AS (SELECT * FROM dashboard_first_sales d
          WHERE d.merchant_id = v_scope.merchant_id AND d.store_id = v_scope.store_id)
      SELECT 'dashboard_first_sales', v_scope.merchant_id, v_scope.store_id,
        coalesce(e.customer_id, a.customer_id), e.day::text, a.day::text
      FROM e FULL JOIN a ON a.customer_id = e.customer_id
      WHERE e.day IS DISTINCT FROM a.day;
    RETURN QUERY
      WITH e AS (SELECT * FROM dashboard_expected_products(v_scope.merchant_id, v_scope.store_id)),
        a AS (SELECT * FROM dashboard_products d
          WHERE d.merchant_id = v_scope.merchant_id AND d.store_id = v_scope.store_id)
      SELECT 'dashboard_products', v_scope.merchant_id, v_scope.store_id,
        concat_ws('/', coalesce(e.day, a.day), coalesce(e.product_id, a.product_id)),
        concat_ws('/', e.quantity, e.gross_cents), concat_ws('/', a.quantity, a.gross_cents)
      FROM e FULL JOIN a ON a.day = e.day AND a.product_id = e.product_id
      WHERE (coalesce(e.quantity, 0), coalesce(e.gross_cents, 0))
        IS DISTINCT FROM (coalesce(a.quantity, 0), coalesce(a.gross_cents, 0));
    RETURN QUERY
      WITH e AS (SELECT * FROM dashboard_expected_kitchen(v_scope.merchant_id, v_scope.store_id)),
        a AS (SELECT * FROM dashboard_kitchen d
          WHERE d.merchant_id = v_scope.merchant_id AND d.store_id = v_scope.store_id)
      SELECT 'dashboard_kitchen', v_scope.merchant_id, v_scope.store_id,
        concat_ws('/', coalesce(e.day, a.day), coalesce(e.step, a.step), coalesce(e.minutes, a.minutes)),
        e.orders::text, a.orders::text
      FROM e FULL JOIN a ON a.day = e.day AND a.step = e.step AND a.minutes = e.minutes
      WHERE coalesce(e.orders, 0) IS DISTINCT FROM coalesce(a.orders, 0);
  END LOOP;
  RETURN QUERY
    SELECT 'dashboard_customers', a.merchant_id, '', a.customer_id, 'a number', NULL::text
    FROM (SELECT o.merchant_id, o.customer_id FROM orders o WHERE o.status IN ('PAID', 'COMPLETED')
      UNION SELECT e.merchant_id, e.customer_id FROM store_events e) a
    WHERE NOT EXISTS (SELECT 1 FROM dashboard_customers c
      WHERE c.merchant_id = a.merchant_id AND c.customer_id = a.customer_id);
  RETURN QUERY
    WITH m AS (SELECT p.merchant_id FROM punch_cards p UNION SELECT p.merchant_id FROM customer_points p
        UNION SELECT l.merchant_id FROM dashboard_loyalty l),
      e AS (SELECT l.* FROM m, LATERAL dashboard_expected_loyalty(m.merchant_id) l)
    SELECT 'dashboard_loyalty', coalesce(e.merchant_id, a.merchant_id), '',
      concat_ws('/', coalesce(e.promotion_id, a.promotion_id), coalesce(e.required, a.required)),
      concat_ws('/', e.holders, e.balance, e.rounds), concat_ws('/', a.holders, a.balance, a.rounds)
    FROM e FULL JOIN dashboard_loyalty a ON a.merchant_id = e.merchant_id AND a.promotion_id = e.promotion_id
      AND a.required = e.required
    WHERE (coalesce(e.holders, 0), coalesce(e.balance, 0), coalesce(e.rounds, 0))
      IS DISTINCT FROM (coalesce(a.holders, 0), coalesce(a.balance, 0), coalesce(a.rounds, 0));
END
$$;
--> statement-breakpoint
SELECT dashboard_rebuild();
