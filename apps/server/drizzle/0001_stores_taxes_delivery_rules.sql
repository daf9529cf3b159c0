CREATE TABLE "delivery_rules" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"store_id" text NOT NULL,
	"merchant_id" text NOT NULL,
	"name" text NOT NULL,
	"distance" double precision NOT NULL,
	"price_cents" integer NOT NULL,
	"min_amount_cents" integer NOT NULL,
	"tax_config_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_default_store_tax" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"merchant_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"phone" text,
	"email" text,
	"address" jsonb NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"time_zone" text NOT NULL,
	"operation_time" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"serve_options" jsonb NOT NULL,
	"tax_config_ids" jsonb NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_configs" (
	"id" text PRIMARY KEY NOT NULL,
	"tax_type" text NOT NULL,
	"percentage" numeric(6, 3) NOT NULL,
	"description" text NOT NULL,
	"country" text NOT NULL,
	"province" text,
	"city" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "business_lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "address" jsonb;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "logo_url" text;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "images_url" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "operation_time" jsonb;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "serve_options" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "tax_config_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "payment_customer_id" text;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "delivery_rules_store_idx" ON "delivery_rules" USING btree ("store_id","seq");--> statement-breakpoint
CREATE INDEX "stores_merchant_idx" ON "stores" USING btree ("merchant_id","seq");