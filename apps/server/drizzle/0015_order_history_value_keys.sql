-- Where an order counts in order_history_values, said once (0014 said it twice: in the trigger's
-- order_history_values_add and in order_history_values_rebuild). Both are redefined on these.
--
-- The order's slot among the eight counts: status × 4 + serve type, 1-based.
CREATE OR REPLACE FUNCTION order_history_value_slot(status text, serve_type text) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE status WHEN 'REFUNDED' THEN 4 ELSE 0 END
    + CASE serve_type WHEN 'PICKUP' THEN 2 WHEN 'DINE_IN' THEN 3 WHEN 'DELIVERY' THEN 4 ELSE 1 END
$$;
--> statement-breakpoint
-- Its value bucket under every value sort (history-values.ts VALUE_KEYS), in its week and in its
-- block of four weeks (spans of 7 and 28 days from Monday 1970-01-05, by the UTC day of
-- last_updated_at).
CREATE OR REPLACE FUNCTION order_history_value_keys(o orders)
  RETURNS TABLE (sort_key text, bucket integer, span integer, start date)
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT k.sort_key, k.bucket, s.span,
    date '1970-01-05' + s.span * floor(((o.last_updated_at AT TIME ZONE 'UTC')::date - date '1970-01-05')::numeric / s.span)::integer
  FROM (VALUES
      ('id', order_history_value_bucket_id(o.id)),
      ('paidAt', order_history_value_bucket_paid(o.paid_at)),
      ('customerName', order_history_value_bucket_name(o.customer_name)),
      ('subAmount', order_history_value_bucket_amount(o.sub_amount_cents)),
      ('discountAmount', order_history_value_bucket_amount(o.discount_cents)),
      ('totalAmount', order_history_value_bucket_amount(o.total_cents)),
      ('globalPointsUsed', order_history_value_bucket_points(o.global_points_used))
    ) k(sort_key, bucket),
    (VALUES (7), (28)) s(span)
$$;
--> statement-breakpoint
-- delta is 1 in, -1 out.
CREATE OR REPLACE FUNCTION order_history_values_add(o orders, delta integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  slot integer := order_history_value_slot(o.status, o.serve_type);
  fresh integer[] := array_fill(0, ARRAY[8]);
BEGIN
  fresh[slot] := delta;
  INSERT INTO order_history_values AS v (merchant_id, sort_key, span, start, bucket, store_id, counts)
    SELECT o.merchant_id, k.sort_key, k.span, k.start, k.bucket, o.store_id, fresh
    FROM order_history_value_keys(o) k
    ON CONFLICT (merchant_id, sort_key, span, start, bucket, store_id)
    DO UPDATE SET counts[slot] = v.counts[slot] + delta;
END
$$;
--> statement-breakpoint
-- Recounts order_history_values from the orders (a bulk load with the triggers off, as
-- bench/order-history.mjs does).
CREATE OR REPLACE FUNCTION order_history_values_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM order_history_values;
  INSERT INTO order_history_values (merchant_id, sort_key, span, start, bucket, store_id, counts)
    SELECT merchant_id, sort_key, span, start, bucket, store_id,
      ARRAY[count(*) FILTER (WHERE slot = 1), count(*) FILTER (WHERE slot = 2),
        count(*) FILTER (WHERE slot = 3), count(*) FILTER (WHERE slot = 4),
        count(*) FILTER (WHERE slot = 5), count(*) FILTER (WHERE slot = 6),
        count(*) FILTER (WHERE slot = 7), count(*) FILTER (WHERE slot = 8)]::integer[]
    FROM (
      SELECT o.merchant_id, o.store_id, k.sort_key, k.bucket, k.span, k.start,
        order_history_value_slot(o.status, o.serve_type) AS slot
      FROM orders o CROSS JOIN LATERAL order_history_value_keys(o) k
      WHERE o.status IN ('COMPLETED', 'REFUNDED')
    ) x
    GROUP BY 1, 2, 3, 4, 5, 6;
$$;
