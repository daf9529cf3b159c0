CREATE TABLE "social_profiles" (
	"merchant_id" text PRIMARY KEY NOT NULL,
	"profile_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_connections" (
	"merchant_id" text NOT NULL,
	"platform" text NOT NULL,
	"display_name" text NOT NULL,
	"connected_at" timestamp with time zone NOT NULL,
	CONSTRAINT "social_connections_merchant_id_platform_pk" PRIMARY KEY("merchant_id","platform")
);
--> statement-breakpoint
CREATE TABLE "social_posts" (
	"id" text PRIMARY KEY NOT NULL,
	"ref_id" text NOT NULL,
	"merchant_id" text NOT NULL,
	"provider" text NOT NULL,
	"provider_post_id" text,
	"post" text NOT NULL,
	"status" text NOT NULL,
	"type" text NOT NULL,
	"schedule_date" timestamp with time zone,
	"platforms" jsonb NOT NULL,
	"post_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"media_urls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error_message" text,
	"store_id" text,
	"promotion_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tracked_link" text,
	"auto_repost" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "social_auto_schedules" (
	"merchant_id" text NOT NULL,
	"title" text NOT NULL,
	"schedule" jsonb NOT NULL,
	"days_of_week" jsonb NOT NULL,
	"exclude_dates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_auto_schedules_merchant_id_title_pk" PRIMARY KEY("merchant_id","title")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "social_posts_ref_idx" ON "social_posts" USING btree ("ref_id");--> statement-breakpoint
CREATE INDEX "social_posts_merchant_idx" ON "social_posts" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "social_posts_due_idx" ON "social_posts" USING btree ("schedule_date") WHERE "social_posts"."status" = 'scheduled';--> statement-breakpoint
ALTER TABLE "store_events" ADD COLUMN "post_ref" text;--> statement-breakpoint
CREATE INDEX "store_events_post_ref_idx" ON "store_events" USING btree ("post_ref") WHERE "store_events"."post_ref" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "store_events_tracked_idx" ON "store_events" USING btree ("customer_id","store_id","occurred_at") WHERE "store_events"."post_ref" IS NOT NULL;
