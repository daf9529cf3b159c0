ALTER TABLE "stores" ADD COLUMN "slug" text;--> statement-breakpoint
CREATE UNIQUE INDEX "stores_slug_key" ON "stores" USING btree (lower("slug"));
