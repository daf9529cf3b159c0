CREATE TABLE "customer_point_history" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"customer_points_id" text NOT NULL,
	"order_id" text,
	"history_type" text NOT NULL,
	"points" integer NOT NULL,
	"point_before" integer NOT NULL,
	"point_after" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_points" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"merchant_id" text NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_points_non_negative" CHECK ("customer_points"."points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "global_point_history" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"customer_id" text NOT NULL,
	"order_id" text,
	"history_type" text NOT NULL,
	"points" integer NOT NULL,
	"point_before" integer NOT NULL,
	"point_after" integer NOT NULL,
	"level" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "global_points" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"redeemed" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "global_points_non_negative" CHECK ("global_points"."points" >= 0 and "global_points"."redeemed" >= 0)
);
--> statement-breakpoint
CREATE TABLE "merchant_payout_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"points" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'REQUESTED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_point_history" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"merchant_id" text NOT NULL,
	"order_id" text,
	"history_type" text NOT NULL,
	"points" integer NOT NULL,
	"point_before" integer NOT NULL,
	"point_after" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_points" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"redeemable" integer DEFAULT 0 NOT NULL,
	"redeemed" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchant_points_non_negative" CHECK ("merchant_points"."redeemable" >= 0 and "merchant_points"."redeemed" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_loyalty" (
	"order_id" text PRIMARY KEY NOT NULL,
	"reserved_at" timestamp with time zone,
	"credited_at" timestamp with time zone,
	"reverted_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "punch_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"promotion_id" text NOT NULL,
	"merchant_id" text NOT NULL,
	"promotion_name" text NOT NULL,
	"required_punches" integer NOT NULL,
	"punches" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "punch_cards_punches_non_negative" CHECK ("punch_cards"."punches" >= 0)
);
--> statement-breakpoint
CREATE TABLE "punch_history" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"punch_card_id" text NOT NULL,
	"order_id" text,
	"history_type" text NOT NULL,
	"punches_before" integer NOT NULL,
	"punches_after" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "customer_point_history_balance_idx" ON "customer_point_history" USING btree ("customer_points_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_points_customer_merchant_idx" ON "customer_points" USING btree ("customer_id","merchant_id");--> statement-breakpoint
CREATE INDEX "global_point_history_customer_idx" ON "global_point_history" USING btree ("customer_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "global_points_customer_idx" ON "global_points" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "merchant_payout_requests_merchant_idx" ON "merchant_payout_requests" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "merchant_point_history_merchant_idx" ON "merchant_point_history" USING btree ("merchant_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_points_merchant_idx" ON "merchant_points" USING btree ("merchant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "punch_cards_customer_promotion_idx" ON "punch_cards" USING btree ("customer_id","promotion_id");--> statement-breakpoint
CREATE INDEX "punch_history_card_idx" ON "punch_history" USING btree ("punch_card_id","seq");