-- How many times each customer used each promotion of a merchant (contract §6 rule 6, maxRedeem):
-- Σ timesApplied of the APPLIED entries frozen in the customer's CONFIRMED, PAID and COMPLETED
-- orders. Reading it from the orders themselves decompressed every order's priced JSON on every
-- cart read, so a loyal customer's cart slowed with each order; this rollup is kept by the orders'
-- triggers in the writing transaction (docs/adr/0018-customer-promotion-uses.md).
CREATE TABLE customer_promotion_uses (
  merchant_id text NOT NULL,
  customer_id text NOT NULL,
  promotion_id text NOT NULL,
  uses integer NOT NULL,
  CONSTRAINT customer_promotion_uses_pk PRIMARY KEY (merchant_id, customer_id, promotion_id)
);
--> statement-breakpoint
-- The uses an order counts toward its promotions' limits: none unless its status counts.
CREATE FUNCTION order_promotion_uses(p_status text, p_priced jsonb)
RETURNS TABLE (promotion_id text, uses integer)
LANGUAGE sql IMMUTABLE AS $$
  SELECT e->>'id', sum(coalesce((e->>'timesApplied')::integer, 0))::integer
  FROM jsonb_array_elements(CASE WHEN p_status IN ('CONFIRMED', 'PAID', 'COMPLETED')
    THEN coalesce(p_priced->'appliedPromotions', '[]'::jsonb) ELSE '[]'::jsonb END) e
  WHERE coalesce(e->>'list', 'APPLIED') = 'APPLIED'
  GROUP BY 1
$$;
--> statement-breakpoint
-- Adds the new row's uses and takes away the old row's (OLD is null on insert, NEW on delete). The
-- rows change in promotion order, so two orders of one customer never lock them in opposite orders.
CREATE FUNCTION customer_promotion_uses_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO customer_promotion_uses AS t (merchant_id, customer_id, promotion_id, uses)
    SELECT d.merchant_id, d.customer_id, d.promotion_id, sum(d.uses)::integer
    FROM (
      SELECT NEW.merchant_id AS merchant_id, NEW.customer_id AS customer_id, u.promotion_id, u.uses
        FROM order_promotion_uses(NEW.status, NEW.priced) u
      UNION ALL
      SELECT OLD.merchant_id, OLD.customer_id, u.promotion_id, -u.uses
        FROM order_promotion_uses(OLD.status, OLD.priced) u
    ) d
    GROUP BY 1, 2, 3
    HAVING sum(d.uses) <> 0
    ORDER BY 1, 2, 3
  ON CONFLICT (merchant_id, customer_id, promotion_id) DO UPDATE SET uses = t.uses + excluded.uses;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only orders with promotions: most have none, and their writes then skip the function.
CREATE TRIGGER orders_promotion_uses_insert AFTER INSERT ON orders FOR EACH ROW
  WHEN (NEW.status IN ('CONFIRMED', 'PAID', 'COMPLETED') AND NEW.priced->'appliedPromotions' <> '[]'::jsonb)
  EXECUTE FUNCTION customer_promotion_uses_keep();
--> statement-breakpoint
CREATE TRIGGER orders_promotion_uses_update AFTER UPDATE ON orders FOR EACH ROW
  WHEN (((OLD.status IN ('CONFIRMED', 'PAID', 'COMPLETED')) <> (NEW.status IN ('CONFIRMED', 'PAID', 'COMPLETED'))
      OR (NEW.status IN ('CONFIRMED', 'PAID', 'COMPLETED') AND (OLD.priced IS DISTINCT FROM NEW.priced
        OR OLD.merchant_id <> NEW.merchant_id OR OLD.customer_id <> NEW.customer_id)))
    AND (OLD.priced->'appliedPromotions' <> '[]'::jsonb OR NEW.priced->'appliedPromotions' <> '[]'::jsonb))
  EXECUTE FUNCTION customer_promotion_uses_keep();
--> statement-breakpoint
CREATE TRIGGER orders_promotion_uses_delete AFTER DELETE ON orders FOR EACH ROW
  WHEN (OLD.status IN ('CONFIRMED', 'PAID', 'COMPLETED') AND OLD.priced->'appliedPromotions' <> '[]'::jsonb)
  EXECUTE FUNCTION customer_promotion_uses_keep();
--> statement-breakpoint
INSERT INTO customer_promotion_uses (merchant_id, customer_id, promotion_id, uses)
  SELECT o.merchant_id, o.customer_id, u.promotion_id, sum(u.uses)::integer
  FROM orders o CROSS JOIN LATERAL order_promotion_uses(o.status, o.priced) u
  WHERE o.status IN ('CONFIRMED', 'PAID', 'COMPLETED')
  GROUP BY 1, 2, 3
  HAVING sum(u.uses) <> 0;
