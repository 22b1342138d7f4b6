CREATE TABLE "iep_services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"student_id" uuid NOT NULL,
	"name" text NOT NULL,
	"provider_name" text,
	"provider_role" text,
	"setting" text NOT NULL,
	"delivery" text NOT NULL,
	"minutes" integer NOT NULL,
	"period" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parent_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"student_id" uuid NOT NULL,
	"contact_date" date NOT NULL,
	"method" text NOT NULL,
	"direction" text NOT NULL,
	"contact_name" text,
	"relationship" text,
	"purpose" text NOT NULL,
	"outcome" text NOT NULL,
	"summary" text,
	"meeting_id" uuid,
	"follow_up_date" date,
	"follow_up_deadline_id" uuid,
	"entered_by_user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"service_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"session_date" date NOT NULL,
	"minutes" integer NOT NULL,
	"status" text NOT NULL,
	"group_size" integer,
	"group_id" uuid,
	"goal_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text,
	"entered_by_user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "iep_services" ADD CONSTRAINT "iep_services_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iep_services" ADD CONSTRAINT "iep_services_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_contacts" ADD CONSTRAINT "parent_contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_contacts" ADD CONSTRAINT "parent_contacts_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_contacts" ADD CONSTRAINT "parent_contacts_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_contacts" ADD CONSTRAINT "parent_contacts_follow_up_deadline_id_deadlines_id_fk" FOREIGN KEY ("follow_up_deadline_id") REFERENCES "public"."deadlines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_sessions" ADD CONSTRAINT "service_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_sessions" ADD CONSTRAINT "service_sessions_service_id_iep_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."iep_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_sessions" ADD CONSTRAINT "service_sessions_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "iep_services_user_id_student_id_idx" ON "iep_services" USING btree ("user_id","student_id");--> statement-breakpoint
CREATE INDEX "parent_contacts_user_id_student_id_contact_date_idx" ON "parent_contacts" USING btree ("user_id","student_id","contact_date");--> statement-breakpoint
CREATE INDEX "parent_contacts_meeting_id_idx" ON "parent_contacts" USING btree ("meeting_id");--> statement-breakpoint
CREATE INDEX "service_sessions_service_id_session_date_idx" ON "service_sessions" USING btree ("service_id","session_date");--> statement-breakpoint
CREATE INDEX "service_sessions_user_id_student_id_session_date_idx" ON "service_sessions" USING btree ("user_id","student_id","session_date");--> statement-breakpoint
CREATE INDEX "service_sessions_user_id_session_date_idx" ON "service_sessions" USING btree ("user_id","session_date");