CREATE TABLE "iep_goals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"student_id" uuid NOT NULL,
	"statement" text NOT NULL,
	"area" text,
	"baseline_data" text,
	"baseline_value" double precision,
	"baseline_date" date NOT NULL,
	"target_value" double precision,
	"unit" text,
	"direction" text DEFAULT 'increase' NOT NULL,
	"measurement_method" text,
	"evaluation_schedule" text,
	"target_date" date,
	"objectives" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "progress_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"goal_id" uuid NOT NULL,
	"entry_date" date NOT NULL,
	"progress_value" double precision,
	"note" text,
	"entered_by_user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "iep_goals" ADD CONSTRAINT "iep_goals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iep_goals" ADD CONSTRAINT "iep_goals_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_entries" ADD CONSTRAINT "progress_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_entries" ADD CONSTRAINT "progress_entries_goal_id_iep_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."iep_goals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "iep_goals_user_id_created_at_idx" ON "iep_goals" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "iep_goals_user_id_student_id_created_at_idx" ON "iep_goals" USING btree ("user_id","student_id","created_at");--> statement-breakpoint
CREATE INDEX "progress_entries_goal_id_entry_date_idx" ON "progress_entries" USING btree ("goal_id","entry_date");