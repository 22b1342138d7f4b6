-- One reminder claim per teacher (a shared student's meeting is reminded to its owner and its
-- co-teachers: requirements "Shared students in lists"); the claim stays exactly-once per teacher.
DROP INDEX "reminders_sent_kind_subject_target_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "reminders_sent_user_kind_subject_target_idx" ON "reminders_sent" USING btree ("user_id","kind","subject_id","target_date");--> statement-breakpoint
-- The caseload version of an IEP team's members follows the shared student (decision 018;
-- requirements "Shared students in lists"): a member's students list includes the students shared
-- with them, so its version must change when the owner changes such a student or its goals, when the
-- student moves to another owner, and when the member joins, changes role or leaves the team.
-- The trigger on students and iep_goals now also replaces the version of each teacher on the
-- student's team (an invited address without an account has none); a new trigger on student_members
-- replaces the version of the member whose membership changed. Payloads stay user ids only.
CREATE OR REPLACE FUNCTION "bump_caseload_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  teacher text;
  teachers text[];
  student uuid;
BEGIN
  teachers := CASE TG_OP
    WHEN 'INSERT' THEN ARRAY[NEW.user_id]
    WHEN 'DELETE' THEN ARRAY[OLD.user_id]
    ELSE ARRAY[NEW.user_id, OLD.user_id]
  END;
  IF TG_TABLE_NAME = 'students' THEN
    IF TG_OP = 'DELETE' THEN student := OLD.id; ELSE student := NEW.id; END IF;
  ELSIF TG_TABLE_NAME = 'iep_goals' THEN
    IF TG_OP = 'DELETE' THEN student := OLD.student_id; ELSE student := NEW.student_id; END IF;
  END IF;
  IF student IS NOT NULL THEN
    teachers := teachers || ARRAY(
      SELECT "user_id" FROM "student_members" WHERE "student_id" = student AND "user_id" IS NOT NULL
    );
  END IF;
  FOR teacher IN SELECT DISTINCT t FROM unnest(teachers) AS t WHERE t IS NOT NULL LOOP
    INSERT INTO "caseload_versions" ("user_id", "version")
      SELECT teacher, gen_random_uuid() WHERE EXISTS (SELECT 1 FROM "users" WHERE "id" = teacher)
      ON CONFLICT ("user_id") DO UPDATE SET "version" = excluded."version";
    PERFORM pg_notify('caseload_version', teacher);
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "student_members_caseload_version" AFTER INSERT OR UPDATE OR DELETE ON "student_members"
  FOR EACH ROW EXECUTE FUNCTION "bump_caseload_version"();
