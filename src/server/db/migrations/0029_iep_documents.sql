CREATE TABLE "iep_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"student_id" uuid NOT NULL,
	"iep_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"response" text NOT NULL,
	"details" text,
	"responded_on" date NOT NULL,
	"parent_name" text NOT NULL,
	"link_id" uuid,
	"recorded_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "iep_signatures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"student_id" uuid NOT NULL,
	"iep_id" uuid NOT NULL,
	"signer_name" text NOT NULL,
	"signer_role" text NOT NULL,
	"method" text NOT NULL,
	"signature" text NOT NULL,
	"document_sha256" text NOT NULL,
	"link_id" uuid,
	"recorded_by_user_id" text,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "iep_signing_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"student_id" uuid NOT NULL,
	"iep_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"email" text NOT NULL,
	"signer_name" text NOT NULL,
	"signer_role" text NOT NULL,
	"consent_kind" text,
	"language" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ieps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"student_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"meeting_id" uuid,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"content" jsonb NOT NULL,
	"amends_id" uuid,
	"amendment" jsonb,
	"author_id" text,
	"finalized_at" timestamp with time zone,
	"finalized_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"student_id" uuid NOT NULL,
	"iep_id" uuid,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"category" text DEFAULT 'other' NOT NULL,
	"uploaded_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "iep_consents" ADD CONSTRAINT "iep_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iep_consents" ADD CONSTRAINT "iep_consents_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iep_consents" ADD CONSTRAINT "iep_consents_iep_id_ieps_id_fk" FOREIGN KEY ("iep_id") REFERENCES "public"."ieps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iep_consents" ADD CONSTRAINT "iep_consents_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iep_signatures" ADD CONSTRAINT "iep_signatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iep_signatures" ADD CONSTRAINT "iep_signatures_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iep_signatures" ADD CONSTRAINT "iep_signatures_iep_id_ieps_id_fk" FOREIGN KEY ("iep_id") REFERENCES "public"."ieps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iep_signatures" ADD CONSTRAINT "iep_signatures_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iep_signing_links" ADD CONSTRAINT "iep_signing_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iep_signing_links" ADD CONSTRAINT "iep_signing_links_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iep_signing_links" ADD CONSTRAINT "iep_signing_links_iep_id_ieps_id_fk" FOREIGN KEY ("iep_id") REFERENCES "public"."ieps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ieps" ADD CONSTRAINT "ieps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ieps" ADD CONSTRAINT "ieps_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ieps" ADD CONSTRAINT "ieps_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ieps" ADD CONSTRAINT "ieps_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ieps" ADD CONSTRAINT "ieps_finalized_by_user_id_users_id_fk" FOREIGN KEY ("finalized_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_files" ADD CONSTRAINT "student_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_files" ADD CONSTRAINT "student_files_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_files" ADD CONSTRAINT "student_files_iep_id_ieps_id_fk" FOREIGN KEY ("iep_id") REFERENCES "public"."ieps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_files" ADD CONSTRAINT "student_files_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "iep_consents_iep_id_idx" ON "iep_consents" USING btree ("iep_id");--> statement-breakpoint
CREATE INDEX "iep_signatures_iep_id_idx" ON "iep_signatures" USING btree ("iep_id");--> statement-breakpoint
CREATE INDEX "iep_signatures_user_id_idx" ON "iep_signatures" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "iep_signing_links_token_hash_idx" ON "iep_signing_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "iep_signing_links_iep_id_idx" ON "iep_signing_links" USING btree ("iep_id");--> statement-breakpoint
CREATE INDEX "ieps_user_id_student_id_idx" ON "ieps" USING btree ("user_id","student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ieps_one_draft_per_student_idx" ON "ieps" USING btree ("student_id") WHERE status = 'draft';--> statement-breakpoint
CREATE INDEX "student_files_user_id_student_id_idx" ON "student_files" USING btree ("user_id","student_id");