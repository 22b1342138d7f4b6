/** The whole database schema, one module per feature (architecture "Layout": `db/schema/<feature>.ts`). */

export * from "./account.ts";
export * from "./admin.ts";
export * from "./ai-calls.ts";
export * from "./audit.ts";
export * from "./auth.ts";
export * from "./billing.ts";
export * from "./caseload-versions.ts";
export * from "./field-history.ts";
export * from "./goals.ts";
export * from "./idempotency.ts";
export * from "./iep-drafts.ts";
export * from "./ieps.ts";
export * from "./imports.ts";
export * from "./meetings.ts";
export * from "./notes.ts";
export * from "./quota.ts";
export * from "./services.ts";
export * from "./shared-state.ts";
export * from "./students.ts";
export * from "./teams.ts";
