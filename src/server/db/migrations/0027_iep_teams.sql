CREATE TABLE "student_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"user_id" text,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"status" text DEFAULT 'invited' NOT NULL,
	"invited_by_user_id" text NOT NULL,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "student_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"from_user_id" text NOT NULL,
	"to_email" text NOT NULL,
	"student_ids" jsonb NOT NULL,
	"keep_access" text DEFAULT 'none' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "iep_goals" ADD COLUMN "author_id" text;--> statement-breakpoint
ALTER TABLE "notes" ADD COLUMN "author_id" text;--> statement-breakpoint
ALTER TABLE "student_members" ADD CONSTRAINT "student_members_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_members" ADD CONSTRAINT "student_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_members" ADD CONSTRAINT "student_members_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_transfers" ADD CONSTRAINT "student_transfers_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "student_members_student_id_email_idx" ON "student_members" USING btree ("student_id","email");--> statement-breakpoint
CREATE INDEX "student_members_user_id_status_idx" ON "student_members" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "student_members_email_idx" ON "student_members" USING btree ("email");--> statement-breakpoint
CREATE INDEX "student_transfers_from_user_id_idx" ON "student_transfers" USING btree ("from_user_id");--> statement-breakpoint
CREATE INDEX "student_transfers_to_email_status_idx" ON "student_transfers" USING btree ("to_email","status");