-- A sale entering its day (an order paid) in fewer statements: the paid step runs it in its own
-- transaction, and twenty customers of a store paying at once share two cores with the server
-- (bench/RESULTS.md, Dashboards, "What keeping the rollups costs"). Both scopes' day rows are one
-- upsert and their product rows another; one read each tells whether the customer's day bits or
-- first sales move, and only then does dashboard_mark or dashboard_first_sale run for that scope.
-- The writes and their lock order match every other sale (merchant scope before store scope).
-- A sale leaving is as before: the earlier function, kept under another name, does it.
ALTER FUNCTION dashboard_sale(orders, integer) RENAME TO dashboard_sale_by_scope;
--> statement-breakpoint
CREATE FUNCTION dashboard_sale(p_order orders, p_sign integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_no integer;
  v_perks integer;
  v_stores text[] := ARRAY['', p_order.store_id];
  v_zones text[];
  v_days date[];
  v_hours integer[];
  v_local timestamp;
  v_i integer;
  v_found integer;
BEGIN
  IF p_sign < 0 THEN
    PERFORM dashboard_sale_by_scope(p_order, p_sign);
    RETURN;
  END IF;
  -- Takes the merchant's shared lock (dashboard_zone) before any rollup row.
  v_no := dashboard_customer_no(p_order.merchant_id, p_order.customer_id);
  v_perks := dashboard_perks(p_order.priced);

  SELECT ARRAY[(SELECT zone FROM dashboard_zones WHERE merchant_id = p_order.merchant_id AND store_id = ''),
      (SELECT zone FROM dashboard_zones WHERE merchant_id = p_order.merchant_id AND store_id = p_order.store_id)]
    INTO v_zones;
  FOR v_i IN 1..2 LOOP
    IF v_zones[v_i] IS NULL THEN
      v_zones[v_i] := dashboard_zone(p_order.merchant_id, v_stores[v_i]);
    END IF;
    v_local := p_order.paid_at AT TIME ZONE v_zones[v_i];
    v_days[v_i] := v_local::date;
    v_hours[v_i] := extract(hour FROM v_local)::integer + 1;
  END LOOP;

  INSERT INTO dashboard_days AS t (merchant_id, store_id, day, slot, orders, sales_cents, perks_used, points_used,
      discount_cents, popular)
    SELECT p_order.merchant_id, v_stores[i], v_days[i], dashboard_slot(), 1, p_order.total_cents, v_perks,
      p_order.global_points_used, p_order.discount_cents,
      array_fill(0, ARRAY[v_hours[i] - 1]) || 1 || array_fill(0, ARRAY[24 - v_hours[i]])
    FROM generate_series(1, 2) i ORDER BY i
  ON CONFLICT (merchant_id, store_id, day, slot) DO UPDATE SET
    orders = t.orders + 1, sales_cents = t.sales_cents + excluded.sales_cents,
    perks_used = t.perks_used + excluded.perks_used, points_used = t.points_used + excluded.points_used,
    discount_cents = t.discount_cents + excluded.discount_cents,
    popular[array_position(excluded.popular, 1)] = t.popular[array_position(excluded.popular, 1)] + 1;

  INSERT INTO dashboard_products AS t (merchant_id, store_id, day, product_id, quantity, gross_cents)
    WITH l AS MATERIALIZED (SELECT * FROM dashboard_lines(p_order.priced))
    SELECT p_order.merchant_id, v_stores[i], v_days[i], l.product_id, l.quantity, l.gross_cents
    FROM generate_series(1, 2) i, l ORDER BY i, l.product_id
    ON CONFLICT (merchant_id, store_id, day, product_id)
    DO UPDATE SET quantity = t.quantity + excluded.quantity, gross_cents = t.gross_cents + excluded.gross_cents;

  -- A returning customer's day bits (buyer and app user, both scopes) are usually set already.
  SELECT count(*) INTO v_found FROM dashboard_day_customers
    WHERE merchant_id = p_order.merchant_id AND ((store_id = '' AND day = v_days[1])
        OR (store_id = p_order.store_id AND day = v_days[2]))
      AND kind IN (0, 1) AND chunk = v_no >> 12 AND get_bit(bits, v_no & 4095) = 1;
  IF v_found < 4 THEN
    FOR v_i IN 1..2 LOOP
      PERFORM dashboard_mark(p_order.merchant_id, v_stores[v_i], v_days[v_i], ARRAY[0, 1], v_no);
    END LOOP;
  END IF;

  -- And an earlier first sale in both scopes.
  SELECT count(*) INTO v_found FROM dashboard_first_sales
    WHERE merchant_id = p_order.merchant_id AND customer_id = p_order.customer_id
      AND ((store_id = '' AND day <= v_days[1]) OR (store_id = p_order.store_id AND day <= v_days[2]));
  IF v_found < 2 THEN
    FOR v_i IN 1..2 LOOP
      PERFORM dashboard_first_sale(p_order.merchant_id, v_stores[v_i], p_order.customer_id, v_zones[v_i],
        v_days[v_i], 1);
    END LOOP;
  END IF;
END
$$;
