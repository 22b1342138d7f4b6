CREATE TABLE "caseload_versions" (
	"user_id" text PRIMARY KEY NOT NULL,
	"version" uuid DEFAULT gen_random_uuid() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "caseload_versions" ADD CONSTRAINT "caseload_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A new random version for the teacher whose students or goals a statement changed (decision 018).
-- A teacher being deleted (the cascade removes their students) gets none: their row is already gone.
CREATE FUNCTION "bump_caseload_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owner text;
BEGIN
  FOREACH owner IN ARRAY (
    CASE TG_OP
      WHEN 'INSERT' THEN ARRAY[NEW.user_id]
      WHEN 'DELETE' THEN ARRAY[OLD.user_id]
      ELSE (CASE WHEN NEW.user_id = OLD.user_id THEN ARRAY[NEW.user_id] ELSE ARRAY[NEW.user_id, OLD.user_id] END)
    END
  ) LOOP
    INSERT INTO "caseload_versions" ("user_id", "version")
      SELECT owner, gen_random_uuid() WHERE EXISTS (SELECT 1 FROM "users" WHERE "id" = owner)
      ON CONFLICT ("user_id") DO UPDATE SET "version" = excluded."version";
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "students_caseload_version" AFTER INSERT OR UPDATE OR DELETE ON "students"
  FOR EACH ROW EXECUTE FUNCTION "bump_caseload_version"();
--> statement-breakpoint
CREATE TRIGGER "iep_goals_caseload_version" AFTER INSERT OR UPDATE OR DELETE ON "iep_goals"
  FOR EACH ROW EXECUTE FUNCTION "bump_caseload_version"();
