CREATE TABLE "order_search_hits" (
	"word_id" bigint NOT NULL,
	"last_updated_at" timestamp with time zone NOT NULL,
	"id" text NOT NULL,
	"store_id" text NOT NULL,
	"status" text NOT NULL,
	"serve_type" text,
	"serve_status" text,
	"paid_at" timestamp with time zone,
	"customer_name" text,
	"sub_amount_cents" integer NOT NULL,
	"discount_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"global_points_used" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_search_words" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"word" text NOT NULL,
	"hits" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "order_search_hits_word_idx" ON "order_search_hits" USING btree ("word_id","last_updated_at","id","store_id","status","serve_type","serve_status","paid_at","customer_name","sub_amount_cents","discount_cents","total_cents","global_points_used");--> statement-breakpoint
CREATE UNIQUE INDEX "order_search_words_merchant_word_idx" ON "order_search_words" USING btree ("merchant_id","word");--> statement-breakpoint
CREATE INDEX "order_search_words_trigram_idx" ON "order_search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- search_text becomes one part per line (orders/order-mapper.ts searchTextOf), so that a search
-- matches within one part, as a word of order_search_words does. Existing orders are rewritten
-- here; from now on the server writes it (lower-cased by JavaScript; here by lower()).
UPDATE orders o SET search_text = coalesce((
  SELECT string_agg(DISTINCT lower(translate(p, E'\r\n', '  ')), E'\n')
  FROM (
    SELECT o.id AS p UNION ALL SELECT o.customer_name UNION ALL SELECT o.customer_phone
    UNION ALL SELECT i->>'name' FROM jsonb_array_elements(coalesce(o.priced->'items', '[]')) i
    UNION ALL SELECT a->>'name' FROM jsonb_array_elements(coalesce(o.priced->'items', '[]')) i,
      jsonb_array_elements(coalesce(i->'addons', '[]')) a
    UNION ALL SELECT r->>'name' FROM jsonb_array_elements(coalesce(o.priced->'appliedPromotions', '[]')) r
    UNION ALL SELECT o.message_by_merchant
  ) parts
  WHERE p IS NOT NULL AND p <> ''), '');
--> statement-breakpoint
-- The words of a search text: its distinct lines.
CREATE OR REPLACE FUNCTION order_search_words_of(search_text text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT w), '{}') FROM unnest(string_to_array(search_text, E'\n')) w WHERE w <> ''
$$;
--> statement-breakpoint
-- An archived order in (delta 1) or out (delta -1) of the search: its words counted, its hits written.
CREATE OR REPLACE FUNCTION order_search_move(o orders, delta integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  words text[] := order_search_words_of(o.search_text);
BEGIN
  IF delta > 0 THEN
    INSERT INTO order_search_words AS w (merchant_id, word, hits)
      SELECT o.merchant_id, t, 1 FROM unnest(words) t
      ON CONFLICT (merchant_id, word) DO UPDATE SET hits = w.hits + 1;
    INSERT INTO order_search_hits (word_id, last_updated_at, id, store_id, status, serve_type, serve_status,
        paid_at, customer_name, sub_amount_cents, discount_cents, total_cents, global_points_used)
      SELECT w.id, o.last_updated_at, o.id, o.store_id, o.status, o.serve_type, o.serve_status,
        o.paid_at, o.customer_name, o.sub_amount_cents, o.discount_cents, o.total_cents, o.global_points_used
      FROM order_search_words w WHERE w.merchant_id = o.merchant_id AND w.word = ANY (words);
  ELSE
    DELETE FROM order_search_hits h USING order_search_words w
      WHERE w.merchant_id = o.merchant_id AND w.word = ANY (words)
        AND h.word_id = w.id AND h.last_updated_at = o.last_updated_at AND h.id = o.id;
    UPDATE order_search_words SET hits = hits - 1 WHERE merchant_id = o.merchant_id AND word = ANY (words);
  END IF;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_search_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.status IN ('COMPLETED', 'REFUNDED') THEN
    IF TG_OP = 'UPDATE' AND NEW.status = OLD.status AND NEW.merchant_id = OLD.merchant_id
      AND NEW.id = OLD.id AND NEW.search_text = OLD.search_text
      AND NEW.last_updated_at = OLD.last_updated_at AND NEW.store_id = OLD.store_id
      AND NEW.serve_type IS NOT DISTINCT FROM OLD.serve_type
      AND NEW.serve_status IS NOT DISTINCT FROM OLD.serve_status
      AND NEW.paid_at IS NOT DISTINCT FROM OLD.paid_at
      AND NEW.customer_name IS NOT DISTINCT FROM OLD.customer_name
      AND NEW.sub_amount_cents = OLD.sub_amount_cents AND NEW.discount_cents = OLD.discount_cents
      AND NEW.total_cents = OLD.total_cents AND NEW.global_points_used = OLD.global_points_used THEN
      RETURN NULL;
    END IF;
    PERFORM order_search_move(OLD, -1);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status IN ('COMPLETED', 'REFUNDED') THEN
    PERFORM order_search_move(NEW, 1);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER orders_search_insert AFTER INSERT ON orders FOR EACH ROW
  WHEN (NEW.status IN ('COMPLETED', 'REFUNDED')) EXECUTE FUNCTION order_search_keep();
--> statement-breakpoint
CREATE TRIGGER orders_search_update AFTER UPDATE ON orders FOR EACH ROW
  WHEN (OLD.status IN ('COMPLETED', 'REFUNDED') OR NEW.status IN ('COMPLETED', 'REFUNDED'))
  EXECUTE FUNCTION order_search_keep();
--> statement-breakpoint
CREATE TRIGGER orders_search_delete AFTER DELETE ON orders FOR EACH ROW
  WHEN (OLD.status IN ('COMPLETED', 'REFUNDED')) EXECUTE FUNCTION order_search_keep();
--> statement-breakpoint
-- Both tables again from the orders (the backfill below; a bulk load with the triggers off, as
-- bench/order-history.mjs does). Words keep their ids only within one rebuild. PL/pgSQL plans
-- each statement when it runs, so the hits' join is planned on the words just analyzed.
CREATE OR REPLACE FUNCTION order_search_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE order_search_hits, order_search_words RESTART IDENTITY;
  INSERT INTO order_search_words (merchant_id, word, hits)
    SELECT o.merchant_id, t, count(*) FROM orders o CROSS JOIN unnest(order_search_words_of(o.search_text)) t
    WHERE o.status IN ('COMPLETED', 'REFUNDED') GROUP BY 1, 2;
  ANALYZE order_search_words;
  INSERT INTO order_search_hits (word_id, last_updated_at, id, store_id, status, serve_type, serve_status,
      paid_at, customer_name, sub_amount_cents, discount_cents, total_cents, global_points_used)
    SELECT w.id, o.last_updated_at, o.id, o.store_id, o.status, o.serve_type, o.serve_status,
      o.paid_at, o.customer_name, o.sub_amount_cents, o.discount_cents, o.total_cents, o.global_points_used
    FROM orders o CROSS JOIN unnest(order_search_words_of(o.search_text)) t
    JOIN order_search_words w ON w.merchant_id = o.merchant_id AND w.word = t
    WHERE o.status IN ('COMPLETED', 'REFUNDED');
END
$$;
--> statement-breakpoint
SELECT order_search_rebuild();
