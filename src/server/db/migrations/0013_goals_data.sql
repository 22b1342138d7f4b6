-- One goal, one place (requirements "IEP goals"; decision 017): every goal typed into the student
-- record's old text list (students.iep_goals) becomes a structured goal in iep_goals, its statement
-- kept verbatim and everything else empty (no area, baseline, target, unit, method, schedule, target
-- date or objectives; direction "increase"; baseline date the day of the migration, as for any goal
-- created without one). A statement the student already has as a structured goal (same words,
-- ignoring case and surrounding spaces) is not copied twice, nor is a blank or non-text entry.
-- The goals keep the list's order (created_at one millisecond apart). The text list is then emptied:
-- the structured goals are the one source from here on.
INSERT INTO "iep_goals" ("user_id", "student_id", "statement", "baseline_date", "created_at", "updated_at")
SELECT s."user_id", s."id", g.statement, current_date,
       now() + (g.position * interval '1 millisecond'), now() + (g.position * interval '1 millisecond')
FROM "students" s
CROSS JOIN LATERAL (
  SELECT e.value #>> '{}' AS statement, min(e.position) AS position
  FROM jsonb_array_elements(
         CASE WHEN jsonb_typeof(s."iep_goals") = 'array' THEN s."iep_goals" ELSE '[]'::jsonb END
       ) WITH ORDINALITY AS e(value, position)
  WHERE jsonb_typeof(e.value) = 'string' AND btrim(e.value #>> '{}') <> ''
  GROUP BY e.value #>> '{}'
) g
WHERE NOT EXISTS (
  SELECT 1 FROM "iep_goals" existing
  WHERE existing."student_id" = s."id"
    AND lower(btrim(existing."statement")) = lower(btrim(g.statement))
);
--> statement-breakpoint
UPDATE "students" SET "iep_goals" = '[]'::jsonb WHERE "iep_goals" IS DISTINCT FROM '[]'::jsonb;
