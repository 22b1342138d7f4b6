CREATE TABLE "request_budgets" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_start" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suggestion_replies" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"reply" text NOT NULL,
	"expires_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "suggestion_replies" ADD CONSTRAINT "suggestion_replies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_budgets_window_start_idx" ON "request_budgets" USING btree ("window_start");--> statement-breakpoint
CREATE INDEX "suggestion_replies_user_idx" ON "suggestion_replies" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "suggestion_replies_expires_idx" ON "suggestion_replies" USING btree ("expires_at");