-- The order history (GET /api/orders/archived; docs/order-history.md): substring search needs
-- trigrams (pg_trgm) and, to keep a search within one merchant on one index, btree_gin. Both are
-- trusted extensions (any role that may create in the database may create them); PGlite loads
-- them as contrib modules (db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;
--> statement-breakpoint
CREATE TABLE "inquiries" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"store_id" text NOT NULL,
	"issue_type" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_history_days" (
	"merchant_id" text NOT NULL,
	"day" date NOT NULL,
	"store_id" text NOT NULL,
	"status" text NOT NULL,
	"serve_type" text NOT NULL,
	"serve_status" text NOT NULL,
	"orders" integer NOT NULL,
	CONSTRAINT "order_history_days_merchant_id_day_store_id_status_serve_type_serve_status_pk" PRIMARY KEY("merchant_id","day","store_id","status","serve_type","serve_status")
);
--> statement-breakpoint
CREATE INDEX "inquiries_merchant_idx" ON "inquiries" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_history_updated_idx" ON "orders" USING btree ("merchant_id","last_updated_at","id","store_id","status","serve_type") WHERE "orders"."status" in ('COMPLETED', 'REFUNDED');--> statement-breakpoint
CREATE INDEX "orders_history_store_idx" ON "orders" USING btree ("merchant_id","store_id","last_updated_at","id","status","serve_type") WHERE "orders"."status" in ('COMPLETED', 'REFUNDED');--> statement-breakpoint
CREATE INDEX "orders_history_status_idx" ON "orders" USING btree ("merchant_id","status","last_updated_at","id","store_id","serve_type") WHERE "orders"."status" in ('COMPLETED', 'REFUNDED');--> statement-breakpoint
CREATE INDEX "orders_history_serve_status_idx" ON "orders" USING btree ("merchant_id","serve_status","last_updated_at","id","store_id","status","serve_type") WHERE "orders"."status" in ('COMPLETED', 'REFUNDED');--> statement-breakpoint
CREATE INDEX "orders_history_paid_idx" ON "orders" USING btree ("merchant_id","paid_at","last_updated_at","id","store_id","status","serve_type") WHERE "orders"."status" in ('COMPLETED', 'REFUNDED');--> statement-breakpoint
CREATE INDEX "orders_history_customer_idx" ON "orders" USING btree ("merchant_id","customer_name","last_updated_at","id","store_id","status","serve_type") WHERE "orders"."status" in ('COMPLETED', 'REFUNDED');--> statement-breakpoint
CREATE INDEX "orders_history_sub_amount_idx" ON "orders" USING btree ("merchant_id","sub_amount_cents","last_updated_at","id","store_id","status","serve_type") WHERE "orders"."status" in ('COMPLETED', 'REFUNDED');--> statement-breakpoint
CREATE INDEX "orders_history_discount_idx" ON "orders" USING btree ("merchant_id","discount_cents","last_updated_at","id","store_id","status","serve_type") WHERE "orders"."status" in ('COMPLETED', 'REFUNDED');--> statement-breakpoint
CREATE INDEX "orders_history_total_idx" ON "orders" USING btree ("merchant_id","total_cents","last_updated_at","id","store_id","status","serve_type") WHERE "orders"."status" in ('COMPLETED', 'REFUNDED');--> statement-breakpoint
CREATE INDEX "orders_history_global_points_idx" ON "orders" USING btree ("merchant_id","global_points_used","last_updated_at","id","store_id","status","serve_type") WHERE "orders"."status" in ('COMPLETED', 'REFUNDED');--> statement-breakpoint
CREATE INDEX "orders_history_id_idx" ON "orders" USING btree ("merchant_id","id","store_id","status","serve_type","last_updated_at") WHERE "orders"."status" in ('COMPLETED', 'REFUNDED');--> statement-breakpoint
CREATE INDEX "orders_history_search_idx" ON "orders" USING gin ("merchant_id","search_text" gin_trgm_ops) WHERE "orders"."status" in ('COMPLETED', 'REFUNDED');
--> statement-breakpoint
-- order_history_days is kept by the database, in the transaction that writes the order: an order
-- counts once under (merchant, UTC day of last_updated_at, store, status, serve type, serve
-- status) while its status is archived (COMPLETED, REFUNDED); any change of those moves it. The
-- WHEN clauses keep the live lifecycle (checkout … ready) from ever calling the function.
CREATE FUNCTION order_history_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.status IN ('COMPLETED', 'REFUNDED') THEN
    IF TG_OP = 'UPDATE' AND NEW.status = OLD.status AND NEW.merchant_id = OLD.merchant_id
      AND NEW.store_id = OLD.store_id
      AND NEW.serve_type IS NOT DISTINCT FROM OLD.serve_type
      AND NEW.serve_status IS NOT DISTINCT FROM OLD.serve_status
      AND (NEW.last_updated_at AT TIME ZONE 'UTC')::date = (OLD.last_updated_at AT TIME ZONE 'UTC')::date THEN
      RETURN NULL;
    END IF;
    UPDATE order_history_days SET orders = orders - 1
      WHERE merchant_id = OLD.merchant_id AND day = (OLD.last_updated_at AT TIME ZONE 'UTC')::date
        AND store_id = OLD.store_id AND status = OLD.status
        AND serve_type = coalesce(OLD.serve_type, '') AND serve_status = coalesce(OLD.serve_status, '');
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status IN ('COMPLETED', 'REFUNDED') THEN
    INSERT INTO order_history_days AS d
        (merchant_id, day, store_id, status, serve_type, serve_status, orders)
      VALUES (NEW.merchant_id, (NEW.last_updated_at AT TIME ZONE 'UTC')::date, NEW.store_id, NEW.status,
        coalesce(NEW.serve_type, ''), coalesce(NEW.serve_status, ''), 1)
      ON CONFLICT (merchant_id, day, store_id, status, serve_type, serve_status)
      DO UPDATE SET orders = d.orders + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER orders_history_count_insert AFTER INSERT ON orders FOR EACH ROW
  WHEN (NEW.status IN ('COMPLETED', 'REFUNDED')) EXECUTE FUNCTION order_history_count();
--> statement-breakpoint
CREATE TRIGGER orders_history_count_update AFTER UPDATE ON orders FOR EACH ROW
  WHEN (OLD.status IN ('COMPLETED', 'REFUNDED') OR NEW.status IN ('COMPLETED', 'REFUNDED'))
  EXECUTE FUNCTION order_history_count();
--> statement-breakpoint
CREATE TRIGGER orders_history_count_delete AFTER DELETE ON orders FOR EACH ROW
  WHEN (OLD.status IN ('COMPLETED', 'REFUNDED')) EXECUTE FUNCTION order_history_count();
--> statement-breakpoint
-- Recounts everything from the orders themselves: the backfill below, and a bulk load that ran
-- with the triggers disabled (bench/order-history.mjs).
CREATE FUNCTION order_history_days_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM order_history_days;
  INSERT INTO order_history_days (merchant_id, day, store_id, status, serve_type, serve_status, orders)
    SELECT merchant_id, (last_updated_at AT TIME ZONE 'UTC')::date, store_id, status,
      coalesce(serve_type, ''), coalesce(serve_status, ''), count(*)
    FROM orders WHERE status IN ('COMPLETED', 'REFUNDED')
    GROUP BY 1, 2, 3, 4, 5, 6;
$$;
--> statement-breakpoint
SELECT order_history_days_rebuild();
