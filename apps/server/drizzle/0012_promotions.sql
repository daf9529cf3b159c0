CREATE TABLE "promotions" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"merchant_id" text NOT NULL,
	"type" text NOT NULL,
	"deal_type" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"store_ids" jsonb NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"is_valid" boolean DEFAULT true NOT NULL,
	"available_from" text,
	"available_to" text,
	"available_time" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"display_time" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_public_available" boolean DEFAULT true NOT NULL,
	"coupon_code" text,
	"coupon_key" text,
	"is_master" boolean DEFAULT false NOT NULL,
	"is_addon_charged" boolean DEFAULT true NOT NULL,
	"is_new_client" boolean DEFAULT false NOT NULL,
	"max_redeem" integer,
	"limited_stock" integer,
	"required_products" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reward_products" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"required_amount_cents" integer,
	"discount_amount_cents" integer,
	"discount_percent" double precision,
	"fixed_amount_cents" integer,
	"highlight_in_product_list" jsonb,
	"highlight_amount_cents" integer,
	"required_punches" integer,
	"reward_items" integer,
	"reward_points" integer,
	"required_points" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "promotions_merchant_idx" ON "promotions" USING btree ("merchant_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_coupon_idx" ON "promotions" USING btree ("merchant_id","coupon_key") WHERE "promotions"."coupon_key" IS NOT NULL AND "promotions"."status" <> 'DELETED';--> statement-breakpoint
-- A promotion write raises its merchant's catalogue version (0009), at commit, like every other
-- write the store detail is built from: the store detail lists promotions, and the promotions
-- cache that carts price with is keyed by that version.
CREATE CONSTRAINT TRIGGER promotions_catalogue_version AFTER INSERT OR UPDATE OR DELETE ON promotions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_version_trigger();
