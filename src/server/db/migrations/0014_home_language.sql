ALTER TABLE "deleted_students" ADD COLUMN "home_language" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "home_language" text;