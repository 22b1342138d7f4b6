-- The caseload version trigger also announces the teacher whose version it replaced, on channel
-- "caseload_version" (decision 018, "One process"). The announcement is sent at commit, never for a
-- rolled-back change; the payload is the teacher's user id, nothing about a student.
CREATE OR REPLACE FUNCTION "bump_caseload_version"() RETURNS trigger LANGUAGE plpgsql AS $$
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
    PERFORM pg_notify('caseload_version', owner);
  END LOOP;
  RETURN NULL;
END
$$;
