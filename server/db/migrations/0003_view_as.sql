CREATE TABLE "view_as_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"admin_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"action" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "view_as_admin_id" integer;--> statement-breakpoint
ALTER TABLE "view_as_log" ADD CONSTRAINT "view_as_log_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "view_as_log" ADD CONSTRAINT "view_as_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "view_as_log_admin_id" ON "view_as_log" USING btree ("admin_id");--> statement-breakpoint
CREATE INDEX "view_as_log_user_id" ON "view_as_log" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_view_as_admin_id_users_id_fk" FOREIGN KEY ("view_as_admin_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;