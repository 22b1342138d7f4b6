CREATE TABLE "archived_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"original_note_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"student_id" uuid,
	"student_name" text DEFAULT '' NOT NULL,
	"date" date,
	"type" text NOT NULL,
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
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"archived_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_blacklist" (
	"email" text PRIMARY KEY NOT NULL,
	"reason" text DEFAULT 'account_deleted' NOT NULL,
	"reregistration_allowed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trial_ledger" (
	"email" text PRIMARY KEY NOT NULL,
	"trial_started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_pictures" (
	"user_id" text PRIMARY KEY NOT NULL,
	"image" "bytea" NOT NULL,
	"content_type" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_preferences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"default_note_type" text DEFAULT 'progress' NOT NULL,
	"email_reminders" boolean DEFAULT true NOT NULL,
	"reminder_lead_days" integer DEFAULT 3 NOT NULL,
	"identity_first_default" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_pictures" ADD CONSTRAINT "user_pictures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "archived_notes_user_id_idx" ON "archived_notes" USING btree ("user_id");