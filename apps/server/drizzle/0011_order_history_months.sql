CREATE TABLE "order_history_months" (
	"merchant_id" text NOT NULL,
	"month" date NOT NULL,
	"store_id" text NOT NULL,
	"status" text NOT NULL,
	"serve_type" text NOT NULL,
	"serve_status" text NOT NULL,
	"orders" integer NOT NULL,
	CONSTRAINT "order_history_months_merchant_id_month_store_id_status_serve_type_serve_status_pk" PRIMARY KEY("merchant_id","month","store_id","status","serve_type","serve_status")
);
--> statement-breakpoint
-- The month counts are the day counts summed per UTC month: the same trigger keeps both, in the
-- transaction that writes the order.
CREATE OR REPLACE FUNCTION order_history_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_day date;
  new_day date;
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.status IN ('COMPLETED', 'REFUNDED') THEN
    old_day := (OLD.last_updated_at AT TIME ZONE 'UTC')::date;
    IF TG_OP = 'UPDATE' AND NEW.status = OLD.status AND NEW.merchant_id = OLD.merchant_id
      AND NEW.store_id = OLD.store_id
      AND NEW.serve_type IS NOT DISTINCT FROM OLD.serve_type
      AND NEW.serve_status IS NOT DISTINCT FROM OLD.serve_status
      AND (NEW.last_updated_at AT TIME ZONE 'UTC')::date = old_day THEN
      RETURN NULL;
    END IF;
    UPDATE order_history_days SET orders = orders - 1
      WHERE merchant_id = OLD.merchant_id AND day = old_day
        AND store_id = OLD.store_id AND status = OLD.status
        AND serve_type = coalesce(OLD.serve_type, '') AND serve_status = coalesce(OLD.serve_status, '');
    UPDATE order_history_months SET orders = orders - 1
      WHERE merchant_id = OLD.merchant_id AND month = date_trunc('month', old_day)::date
        AND store_id = OLD.store_id AND status = OLD.status
        AND serve_type = coalesce(OLD.serve_type, '') AND serve_status = coalesce(OLD.serve_status, '');
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status IN ('COMPLETED', 'REFUNDED') THEN
    new_day := (NEW.last_updated_at AT TIME ZONE 'UTC')::date;
    INSERT INTO order_history_days AS d
        (merchant_id, day, store_id, status, serve_type, serve_status, orders)
      VALUES (NEW.merchant_id, new_day, NEW.store_id, NEW.status,
        coalesce(NEW.serve_type, ''), coalesce(NEW.serve_status, ''), 1)
      ON CONFLICT (merchant_id, day, store_id, status, serve_type, serve_status)
      DO UPDATE SET orders = d.orders + 1;
    INSERT INTO order_history_months AS m
        (merchant_id, month, store_id, status, serve_type, serve_status, orders)
      VALUES (NEW.merchant_id, date_trunc('month', new_day)::date, NEW.store_id, NEW.status,
        coalesce(NEW.serve_type, ''), coalesce(NEW.serve_status, ''), 1)
      ON CONFLICT (merchant_id, month, store_id, status, serve_type, serve_status)
      DO UPDATE SET orders = m.orders + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_history_days_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM order_history_days;
  INSERT INTO order_history_days (merchant_id, day, store_id, status, serve_type, serve_status, orders)
    SELECT merchant_id, (last_updated_at AT TIME ZONE 'UTC')::date, store_id, status,
      coalesce(serve_type, ''), coalesce(serve_status, ''), count(*)
    FROM orders WHERE status IN ('COMPLETED', 'REFUNDED')
    GROUP BY 1, 2, 3, 4, 5, 6;
  DELETE FROM order_history_months;
  INSERT INTO order_history_months (merchant_id, month, store_id, status, serve_type, serve_status, orders)
    SELECT merchant_id, date_trunc('month', day)::date, store_id, status, serve_type, serve_status, sum(orders)
    FROM order_history_days
    GROUP BY 1, 2, 3, 4, 5, 6;
$$;
--> statement-breakpoint
SELECT order_history_days_rebuild();
