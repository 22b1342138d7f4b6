import { defineConfig } from "drizzle-kit";

/** `npm run db:generate` writes SQL migrations to src/server/db/migrations (committed). */
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/server/db/schema/index.ts",
  out: "./src/server/db/migrations",
});
