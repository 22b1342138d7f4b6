/** The whole database schema, one module per feature (architecture "Layout": `db/schema/<feature>.ts`). */
export * from "./audit.ts";
export * from "./auth.ts";
export * from "./goals.ts";
export * from "./meetings.ts";
export * from "./notes.ts";
export * from "./students.ts";
