CREATE TABLE "catalogue_versions" (
	"merchant_id" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
