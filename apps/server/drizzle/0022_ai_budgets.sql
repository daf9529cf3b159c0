CREATE TABLE "ai_budgets" (
	"merchant_id" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_calls" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"called_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ai_calls_merchant_idx" ON "ai_calls" USING btree ("merchant_id","called_at");
