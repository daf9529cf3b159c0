CREATE TABLE "catalogue_terms" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"merchant_id" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"description" text,
	"business_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_terms_name_idx" ON "catalogue_terms" USING btree ("merchant_id","kind","name_key");--> statement-breakpoint
CREATE INDEX "catalogue_terms_merchant_idx" ON "catalogue_terms" USING btree ("merchant_id","kind","seq");