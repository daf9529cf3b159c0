-- Every sale of a store on a day adds to the same two day rows (the store's and the merchant's),
-- each writer holding the row's lock through its commit's WAL flush, so orders paid at once queued
-- on it (docs/adr/0011-dashboard-rollups.md, "Hot rows"). A day gets up to 4 rows (`slot`): a
-- writer adds to the slot of its transaction id, readers sum the slots as they already sum days.
-- A transaction keeps one slot, so its locks come in the same order as before. A rebuild writes
-- slot 0.
ALTER TABLE dashboard_days ADD COLUMN slot smallint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE dashboard_days DROP CONSTRAINT dashboard_days_merchant_id_store_id_day_pk;
--> statement-breakpoint
ALTER TABLE dashboard_days ADD CONSTRAINT dashboard_days_merchant_id_store_id_day_slot_pk
  PRIMARY KEY (merchant_id, store_id, day, slot);
--> statement-breakpoint
-- The slot of the writing transaction: consecutive transactions land on different slots.
CREATE FUNCTION dashboard_slot() RETURNS smallint
LANGUAGE sql VOLATILE AS $$
  SELECT (txid_current() % 4)::smallint
$$;
--> statement-breakpoint
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
      ratings, popular, slot)
    VALUES (p_merchant, p_store, p_day, n_orders, n_sales_cents, n_perks_used, n_points_used,
      n_discount_cents, n_clients, n_new_clients, n_app_users, n_visits, n_views, n_views_ios,
      n_views_android, n_views_web, n_calls, n_engagements, n_follows, n_canceled_orders,
      n_canceled_cents, n_refunded_orders, n_refunded_cents,
      array_fill(0, ARRAY[n_rate - 1]) || n_rated || array_fill(0, ARRAY[5 - n_rate]),
      array_fill(0, ARRAY[n_hour - 1]) || n_popular || array_fill(0, ARRAY[24 - n_hour]), dashboard_slot())
  ON CONFLICT (merchant_id, store_id, day, slot) DO UPDATE SET
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
CREATE OR REPLACE FUNCTION dashboard_expected_days(p_merchant text, p_store text) RETURNS SETOF dashboard_days
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
    s.refunded_cents, r.ratings, p.popular, 0::smallint
  FROM sums s JOIN popular p ON p.day = s.day JOIN ratings r ON r.day = s.day
$$;
--> statement-breakpoint
-- A scope's days with their slots added up, as one row per day (slot 0): what the readers see.
CREATE FUNCTION dashboard_days_summed(p_merchant text, p_store text) RETURNS SETOF dashboard_days
LANGUAGE sql STABLE AS $$
  SELECT p_merchant, p_store, d.day,
    sum(d.orders)::integer, sum(d.sales_cents)::bigint, sum(d.perks_used)::integer,
    sum(d.points_used)::bigint, sum(d.discount_cents)::bigint, sum(d.clients)::integer,
    sum(d.new_clients)::integer, sum(d.app_users)::integer, sum(d.visits)::integer,
    sum(d.views)::integer, sum(d.views_ios)::integer, sum(d.views_android)::integer,
    sum(d.views_web)::integer, sum(d.calls)::integer, sum(d.engagements)::integer,
    sum(d.follows)::integer, sum(d.canceled_orders)::integer, sum(d.canceled_cents)::bigint,
    sum(d.refunded_orders)::integer, sum(d.refunded_cents)::bigint,
    (SELECT array_agg(s.n ORDER BY s.i) FROM (SELECT u.i, sum(u.v)::integer AS n
      FROM dashboard_days x, unnest(x.ratings) WITH ORDINALITY u (v, i)
      WHERE x.merchant_id = p_merchant AND x.store_id = p_store AND x.day = d.day GROUP BY u.i) s),
    (SELECT array_agg(s.n ORDER BY s.i) FROM (SELECT u.i, sum(u.v)::integer AS n
      FROM dashboard_days x, unnest(x.popular) WITH ORDINALITY u (v, i)
      WHERE x.merchant_id = p_merchant AND x.store_id = p_store AND x.day = d.day GROUP BY u.i) s),
    0::smallint
  FROM dashboard_days d WHERE d.merchant_id = p_merchant AND d.store_id = p_store GROUP BY d.day
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION dashboard_check() RETURNS TABLE (rollup text, merchant_id text, store_id text, key text,
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
      WITH e AS (SELECT d.day, to_jsonb(d) - '{merchant_id,store_id,day,slot}'::text[] AS v
          FROM dashboard_expected_days(v_scope.merchant_id, v_scope.store_id) d),
        a AS (SELECT d.day, to_jsonb(d) - '{merchant_id,store_id,day,slot}'::text[] AS v
          FROM dashboard_days_summed(v_scope.merchant_id, v_scope.store_id) d)
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
