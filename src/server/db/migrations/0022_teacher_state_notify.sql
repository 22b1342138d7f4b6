-- A change to staff's state of a teacher (a suspension, a reactivation, a quota reset) announces the
-- teacher on channel "teacher_state", so that a server holding the database alone (PGlite) keeps who
-- is suspended in memory and forgets it at once (requirements "Admin area"; the mechanism of decision
-- 018, "One process"). Sent at commit, never for a rolled-back change; the payload is the user id.
-- Emptying the table announces "*": forget everyone.
CREATE FUNCTION "announce_teacher_state"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('teacher_state', '*');
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('teacher_state', OLD.user_id);
  ELSE
    PERFORM pg_notify('teacher_state', NEW.user_id);
    IF TG_OP = 'UPDATE' AND NEW.user_id <> OLD.user_id THEN
      PERFORM pg_notify('teacher_state', OLD.user_id);
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "teacher_admin_state_announce" AFTER INSERT OR UPDATE OR DELETE ON "teacher_admin_state"
  FOR EACH ROW EXECUTE FUNCTION "announce_teacher_state"();
--> statement-breakpoint
CREATE TRIGGER "teacher_admin_state_announce_truncate" AFTER TRUNCATE ON "teacher_admin_state"
  FOR EACH STATEMENT EXECUTE FUNCTION "announce_teacher_state"();
