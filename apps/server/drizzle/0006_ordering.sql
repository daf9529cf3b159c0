CREATE TABLE "carts" (
	"customer_id" text NOT NULL,
	"store_id" text NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"next_line_id" integer DEFAULT 1 NOT NULL,
	"coupon_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_customer_id_store_id_pk" PRIMARY KEY("customer_id","store_id")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" text NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_scope_key_pk" PRIMARY KEY("user_id","scope","key")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"merchant_id" text NOT NULL,
	"store_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"status" text NOT NULL,
	"serve_status" text,
	"serve_type" text,
	"payment_method" text,
	"payment_collected" boolean DEFAULT false NOT NULL,
	"number_of_items" integer NOT NULL,
	"priced" jsonb NOT NULL,
	"sub_amount_products_cents" integer NOT NULL,
	"sub_amount_cents" integer NOT NULL,
	"discount_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"service_fee_cents" integer NOT NULL,
	"global_points_used" integer DEFAULT 0 NOT NULL,
	"earned_global_points" integer DEFAULT 0 NOT NULL,
	"total_cents" integer NOT NULL,
	"delivery_address" jsonb,
	"delivery_distance" numeric(10, 2),
	"delivery_price_cents" integer DEFAULT 0 NOT NULL,
	"is_delivery_price_tax_exempt" boolean DEFAULT false NOT NULL,
	"preparing_time" integer,
	"delivering_time" integer,
	"message_by_merchant" text,
	"customer_name" text,
	"customer_phone" text,
	"payment_provider" text,
	"payment_intent_id" text,
	"payment_client_secret" text,
	"payment_account_id" text,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"last_updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payment_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"client_secret" text NOT NULL,
	"account_id" text NOT NULL,
	"order_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"application_fee_cents" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'cad' NOT NULL,
	"status" text NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_customer_store_open_idx" ON "orders" USING btree ("customer_id","store_id") WHERE "orders"."status" in ('CHECKOUT', 'CONFIRMED');--> statement-breakpoint
CREATE INDEX "orders_merchant_status_idx" ON "orders" USING btree ("merchant_id","status","paid_at");--> statement-breakpoint
CREATE INDEX "orders_store_status_idx" ON "orders" USING btree ("store_id","status","paid_at");--> statement-breakpoint
CREATE INDEX "orders_merchant_updated_idx" ON "orders" USING btree ("merchant_id","last_updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_payment_intent_idx" ON "orders" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_payment_intents_secret_idx" ON "sandbox_payment_intents" USING btree ("client_secret");