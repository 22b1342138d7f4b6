/**
 * GET /api/health (architecture "Two ways to run", "Offline rules"): the server answers and names its
 * database engine. No session needed; the browser's connection check polls it while offline.
 */
import { z } from "zod";

/** `{ status: "ok", database: "pglite" | "postgres" }`. */
export const healthSchema = z.object({
  status: z.literal("ok"),
  database: z.enum(["pglite", "postgres"]),
});
export type Health = z.infer<typeof healthSchema>;
