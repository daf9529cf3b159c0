CREATE TABLE "catalogue_group_members" (
	"group_id" text NOT NULL,
	"item_id" text NOT NULL,
	"merchant_id" text NOT NULL,
	"seq" bigserial NOT NULL,
	CONSTRAINT "catalogue_group_members_group_id_item_id_pk" PRIMARY KEY("group_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "catalogue_groups" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"merchant_id" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL,
	"forced_min" integer DEFAULT 0 NOT NULL,
	"forced_max" integer DEFAULT 0 NOT NULL,
	"is_same_addon_allowed" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_items" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"merchant_id" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"price_cents" integer NOT NULL,
	"unit" text,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"store_ids" jsonb NOT NULL,
	"tax_configs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hide_until" timestamp with time zone,
	"available_time" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'INACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_addon_groups" (
	"product_id" text NOT NULL,
	"addon_group_id" text NOT NULL,
	"merchant_id" text NOT NULL,
	"seq" bigserial NOT NULL,
	CONSTRAINT "product_addon_groups_product_id_addon_group_id_pk" PRIMARY KEY("product_id","addon_group_id")
);
--> statement-breakpoint
CREATE INDEX "catalogue_group_members_item_idx" ON "catalogue_group_members" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "catalogue_groups_merchant_idx" ON "catalogue_groups" USING btree ("merchant_id","kind","seq");--> statement-breakpoint
CREATE INDEX "catalogue_items_merchant_idx" ON "catalogue_items" USING btree ("merchant_id","kind","seq");--> statement-breakpoint
CREATE INDEX "product_addon_groups_group_idx" ON "product_addon_groups" USING btree ("addon_group_id");