-- Every note that exists was generated (notes are only created by POST /api/v1/notes/generate):
-- record one generation event per existing note, at the note's creation time, so the monthly
-- quota keeps counting them after the switch to events (requirements "Note quota"; decision 010).
INSERT INTO "note_generations" ("user_id", "note_id", "created_at")
SELECT "user_id", "id", "created_at" FROM "notes";
