CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"detail" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "rate_limit_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	CONSTRAINT "session_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"first_name" text,
	"last_name" text,
	"role" text,
	"auth_role" text DEFAULT 'user' NOT NULL,
	"organization" text,
	"organization_type" text,
	"experience_level" text,
	"goals" text,
	"student_count" text,
	"onboarding_completed" boolean DEFAULT false NOT NULL,
	"plan_type" text DEFAULT 'free' NOT NULL,
	"profile_picture" text,
	"subscription_status" text DEFAULT 'inactive' NOT NULL,
	"notes_generated_this_month" integer DEFAULT 0 NOT NULL,
	"max_students" integer DEFAULT 10 NOT NULL,
	"subscription_start_date" timestamp with time zone,
	"trial_end_date" timestamp with time zone,
	"time_zone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verification" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"student_id" uuid,
	"student_name" text DEFAULT '' NOT NULL,
	"date" date,
	"type" text DEFAULT 'progress' NOT NULL,
	"subject" text,
	"observations" text,
	"generated_note" text,
	"note_text" text DEFAULT '' NOT NULL,
	"goals_addressed" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"goal_area" text,
	"input_summary" text,
	"progress_percentage" numeric,
	"is_edited" boolean DEFAULT false NOT NULL,
	"performance_data" jsonb,
	"strategy_data" jsonb,
	"context_data" jsonb,
	"source" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deleted_students" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"original_student_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"deleted_by_user_id" text NOT NULL,
	"name" text NOT NULL,
	"grade" text,
	"date_of_birth" date,
	"student_id_number" text,
	"parent_contact" text,
	"annual_meeting_due_date" date,
	"case_manager" text,
	"service_providers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"disability" text,
	"disabilities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"iep_goals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes_text" text,
	"date_added" date,
	"present_levels" text,
	"assessment_participation" text,
	"placement" text,
	"service_delivery" text,
	"iep_details" text,
	"progress_measurement" text,
	"behavior_support" text,
	"assistive_technology" text,
	"communication" text,
	"extended_school_year" text,
	"lre_setting" text,
	"transition_services" text,
	"accommodations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"strengths" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"areas_of_need" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"default_strategies" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"default_accommodations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"assessment_tools" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"iep_goal_targets" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "students" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"grade" text,
	"date_of_birth" date,
	"student_id_number" text,
	"parent_contact" text,
	"annual_meeting_due_date" date,
	"case_manager" text,
	"service_providers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"disability" text,
	"disabilities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"iep_goals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes_text" text,
	"date_added" date,
	"present_levels" text,
	"assessment_participation" text,
	"placement" text,
	"service_delivery" text,
	"iep_details" text,
	"progress_measurement" text,
	"behavior_support" text,
	"assistive_technology" text,
	"communication" text,
	"extended_school_year" text,
	"lre_setting" text,
	"transition_services" text,
	"accommodations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"strengths" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"areas_of_need" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"default_strategies" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"default_accommodations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"assessment_tools" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"iep_goal_targets" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_user_id_at_idx" ON "audit_log" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "account_user_id_idx" ON "account" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "session_user_id_idx" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "notes_user_id_created_at_idx" ON "notes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notes_user_id_student_id_idx" ON "notes" USING btree ("user_id","student_id");--> statement-breakpoint
CREATE INDEX "deleted_students_user_id_idx" ON "deleted_students" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "students_user_id_name_idx" ON "students" USING btree ("user_id","name");