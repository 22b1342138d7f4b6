/**
 * One row per teacher whose caseload changed: a random version that the database itself replaces
 * whenever one of the teacher's students or goals is added, changed or removed (triggers in
 * migration 0019, so no write path can forget it), and whenever a student shared with the teacher
 * or their membership of its team changes (migration 0028). The students list keeps its last answer per
 * teacher in memory and serves it again while this version is unchanged (decision 018); a missing
 * row reads as "never changed since the migration".
 */
import { pgTable, text, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";

export const caseloadVersions = pgTable("caseload_versions", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  version: uuid("version").notNull().defaultRandom(),
});
