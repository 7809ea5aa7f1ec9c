CREATE TABLE "page_notices" (
	"tree_id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"duration_ms" integer NOT NULL
);
