CREATE TABLE "order_history_values" (
	"merchant_id" text NOT NULL,
	"sort_key" text NOT NULL,
	"span" integer NOT NULL,
	"start" date NOT NULL,
	"bucket" integer NOT NULL,
	"store_id" text NOT NULL,
	"counts" integer[] NOT NULL,
	CONSTRAINT "order_history_values_merchant_id_sort_key_span_start_bucket_store_id_pk" PRIMARY KEY("merchant_id","sort_key","span","start","bucket","store_id")
);
--> statement-breakpoint
DROP INDEX "orders_history_updated_idx";--> statement-breakpoint
CREATE INDEX "orders_history_updated_idx" ON "orders" USING btree ("merchant_id","last_updated_at","id","store_id","status","serve_type","paid_at","customer_name","sub_amount_cents","discount_cents","total_cents","global_points_used") WHERE "orders"."status" in ('COMPLETED', 'REFUNDED');--> statement-breakpoint
-- The value buckets of the history's value sorts (merchant-orders/history-values.ts builds these
-- same functions; its test compares them with the database's).
CREATE OR REPLACE FUNCTION order_history_value_bucket_amount(v integer) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT width_bucket(v, ARRAY[0, 1, 100, 200, 300, 400, 500, 600, 700, 800, 900, 1000, 1100, 1200, 1300, 1400, 1500, 1600, 1700, 1800, 1900, 2000, 2100, 2200, 2300, 2400, 2500, 2600, 2700, 2800, 2900, 3000, 3100, 3200, 3300, 3400, 3500, 3600, 3700, 3800, 3900, 4000, 4100, 4200, 4300, 4400, 4500, 4600, 4700, 4800, 4900, 5000, 5500, 6000, 6500, 7000, 7500, 8000, 8500, 9000, 9500, 10000, 11000, 12000, 13000, 14000, 15000, 16000, 17000, 18000, 19000, 20000, 22500, 25000, 27500, 30000, 32500, 35000, 37500, 40000, 42500, 45000, 47500, 50000, 60000, 70000, 80000, 90000, 100000, 150000, 200000, 300000, 500000, 1000000]::integer[])
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_history_value_bucket_points(v integer) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT width_bucket(v, ARRAY[0, 1, 50, 100, 150, 200, 300, 400, 500, 750, 1000, 1500, 2000, 3000, 5000, 10000, 20000, 50000, 100000]::integer[])
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_history_value_bucket_name(v text) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(width_bucket(v, ARRAY['A', 'Ae', 'Ai', 'Am', 'Ao', 'As', 'Au', 'B', 'Be', 'Bi', 'Bm', 'Bo', 'Bs', 'Bu', 'C', 'Ce', 'Ci', 'Cm', 'Co', 'Cs', 'Cu', 'D', 'De', 'Di', 'Dm', 'Do', 'Ds', 'Du', 'E', 'Ee', 'Ei', 'Em', 'Eo', 'Es', 'Eu', 'F', 'Fe', 'Fi', 'Fm', 'Fo', 'Fs', 'Fu', 'G', 'Ge', 'Gi', 'Gm', 'Go', 'Gs', 'Gu', 'H', 'He', 'Hi', 'Hm', 'Ho', 'Hs', 'Hu', 'I', 'Ie', 'Ii', 'Im', 'Io', 'Is', 'Iu', 'J', 'Je', 'Ji', 'Jm', 'Jo', 'Js', 'Ju', 'K', 'Ke', 'Ki', 'Km', 'Ko', 'Ks', 'Ku', 'L', 'Le', 'Li', 'Lm', 'Lo', 'Ls', 'Lu', 'M', 'Me', 'Mi', 'Mm', 'Mo', 'Ms', 'Mu', 'N', 'Ne', 'Ni', 'Nm', 'No', 'Ns', 'Nu', 'O', 'Oe', 'Oi', 'Om', 'Oo', 'Os', 'Ou', 'P', 'Pe', 'Pi', 'Pm', 'Po', 'Ps', 'Pu', 'Q', 'Qe', 'Qi', 'Qm', 'Qo', 'Qs', 'Qu', 'R', 'Re', 'Ri', 'Rm', 'Ro', 'Rs', 'Ru', 'S', 'Se', 'Si', 'Sm', 'So', 'Ss', 'Su', 'T', 'Te', 'Ti', 'Tm', 'To', 'Ts', 'Tu', 'U', 'Ue', 'Ui', 'Um', 'Uo', 'Us', 'Uu', 'V', 'Ve', 'Vi', 'Vm', 'Vo', 'Vs', 'Vu', 'W', 'We', 'Wi', 'Wm', 'Wo', 'Ws', 'Wu', 'X', 'Xe', 'Xi', 'Xm', 'Xo', 'Xs', 'Xu', 'Y', 'Ye', 'Yi', 'Ym', 'Yo', 'Ys', 'Yu', 'Z', 'Ze', 'Zi', 'Zm', 'Zo', 'Zs', 'Zu']::text[]), 1000000000)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_history_value_bucket_paid(v timestamptz) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(floor(extract(epoch from v) / 604800)::integer, 1000000000)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_history_value_bucket_id(v text) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN v ~ '^[0-9]{5}' THEN left(v, 5)::integer ELSE -1 END
$$;

--> statement-breakpoint
-- An order's weight in order_history_values: its bucket for every value sort, in its week and its
-- block of four weeks (Mondays from 1970-01-05, by the UTC day of last_updated_at), in the slot of
-- its status and serve type (status × 4 + serve type, 1-based). delta is 1 in, -1 out.
CREATE OR REPLACE FUNCTION order_history_values_add(o orders, delta integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  day date := (o.last_updated_at AT TIME ZONE 'UTC')::date;
  since integer := day - date '1970-01-05';
  slot integer := CASE o.status WHEN 'REFUNDED' THEN 4 ELSE 0 END
    + CASE o.serve_type WHEN 'PICKUP' THEN 2 WHEN 'DINE_IN' THEN 3 WHEN 'DELIVERY' THEN 4 ELSE 1 END;
  fresh integer[] := array_fill(0, ARRAY[8]);
BEGIN
  fresh[slot] := delta;
  INSERT INTO order_history_values AS v (merchant_id, sort_key, span, start, bucket, store_id, counts)
    SELECT o.merchant_id, k.sort_key, s.span, date '1970-01-05' + s.span * floor(since::numeric / s.span)::integer,
      k.bucket, o.store_id, fresh
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
    ON CONFLICT (merchant_id, sort_key, span, start, bucket, store_id)
    DO UPDATE SET counts[slot] = v.counts[slot] + delta;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_history_values_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.status IN ('COMPLETED', 'REFUNDED') THEN
    IF TG_OP = 'UPDATE' AND NEW.status = OLD.status AND NEW.merchant_id = OLD.merchant_id
      AND NEW.store_id = OLD.store_id AND NEW.id = OLD.id
      AND NEW.serve_type IS NOT DISTINCT FROM OLD.serve_type
      AND (NEW.last_updated_at AT TIME ZONE 'UTC')::date = (OLD.last_updated_at AT TIME ZONE 'UTC')::date
      AND NEW.paid_at IS NOT DISTINCT FROM OLD.paid_at
      AND NEW.customer_name IS NOT DISTINCT FROM OLD.customer_name
      AND NEW.sub_amount_cents = OLD.sub_amount_cents AND NEW.discount_cents = OLD.discount_cents
      AND NEW.total_cents = OLD.total_cents AND NEW.global_points_used = OLD.global_points_used THEN
      RETURN NULL;
    END IF;
    PERFORM order_history_values_add(OLD, -1);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status IN ('COMPLETED', 'REFUNDED') THEN
    PERFORM order_history_values_add(NEW, 1);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER orders_history_values_insert AFTER INSERT ON orders FOR EACH ROW
  WHEN (NEW.status IN ('COMPLETED', 'REFUNDED')) EXECUTE FUNCTION order_history_values_count();
--> statement-breakpoint
CREATE TRIGGER orders_history_values_update AFTER UPDATE ON orders FOR EACH ROW
  WHEN (OLD.status IN ('COMPLETED', 'REFUNDED') OR NEW.status IN ('COMPLETED', 'REFUNDED'))
  EXECUTE FUNCTION order_history_values_count();
--> statement-breakpoint
CREATE TRIGGER orders_history_values_delete AFTER DELETE ON orders FOR EACH ROW
  WHEN (OLD.status IN ('COMPLETED', 'REFUNDED')) EXECUTE FUNCTION order_history_values_count();
--> statement-breakpoint
-- Recounts order_history_values from the orders (the backfill below; a bulk load with the
-- triggers off, as bench/order-history.mjs does).
CREATE OR REPLACE FUNCTION order_history_values_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM order_history_values;
  INSERT INTO order_history_values (merchant_id, sort_key, span, start, bucket, store_id, counts)
    SELECT merchant_id, sort_key, span, start, bucket, store_id,
      ARRAY[count(*) FILTER (WHERE slot = 1), count(*) FILTER (WHERE slot = 2),
        count(*) FILTER (WHERE slot = 3), count(*) FILTER (WHERE slot = 4),
        count(*) FILTER (WHERE slot = 5), count(*) FILTER (WHERE slot = 6),
        count(*) FILTER (WHERE slot = 7), count(*) FILTER (WHERE slot = 8)]::integer[]
    FROM (
      SELECT o.merchant_id, o.store_id, k.sort_key, k.bucket, s.span,
        date '1970-01-05' + s.span * floor(((o.last_updated_at AT TIME ZONE 'UTC')::date - date '1970-01-05')::numeric / s.span)::integer AS start,
        CASE o.status WHEN 'REFUNDED' THEN 4 ELSE 0 END
          + CASE o.serve_type WHEN 'PICKUP' THEN 2 WHEN 'DINE_IN' THEN 3 WHEN 'DELIVERY' THEN 4 ELSE 1 END AS slot
      FROM orders o
      CROSS JOIN LATERAL (VALUES
          ('id', order_history_value_bucket_id(o.id)),
          ('paidAt', order_history_value_bucket_paid(o.paid_at)),
          ('customerName', order_history_value_bucket_name(o.customer_name)),
          ('subAmount', order_history_value_bucket_amount(o.sub_amount_cents)),
          ('discountAmount', order_history_value_bucket_amount(o.discount_cents)),
          ('totalAmount', order_history_value_bucket_amount(o.total_cents)),
          ('globalPointsUsed', order_history_value_bucket_points(o.global_points_used))
        ) k(sort_key, bucket)
      CROSS JOIN (VALUES (7), (28)) s(span)
      WHERE o.status IN ('COMPLETED', 'REFUNDED')
    ) x
    GROUP BY 1, 2, 3, 4, 5, 6;
$$;
--> statement-breakpoint
SELECT order_history_values_rebuild();
