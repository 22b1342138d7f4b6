/**
 * Service settings staff change without a restart (requirements "Admin area", "Constants"): stored in
 * `app_settings`, one row per key, read on every request that needs one (a primary-key lookup), so a
 * change applies to the next request on every server sharing the database. A missing row is the default.
 */

import { z } from "zod";
import { FREE_NOTE_LIMIT } from "../../../shared/domain/note-quota.ts";
import { TRIAL_DAYS } from "../../../shared/domain/plan-status.ts";
import type { Db } from "../../db/client.ts";
import { appSettings } from "../../db/schema/index.ts";

/** Every setting, its bounds and its default. */
export const serviceSettingsSchema = z.object({
  /** Notes a free teacher may generate each month (requirements "Note quota"). */
  freeNoteLimit: z.number().int().min(0).max(1000),
  /** Days of the Pro trial started at sign-up (requirements "Plans and trial"). */
  trialDays: z.number().int().min(1).max(90),
  signUpsOpen: z.boolean(),
  /** A banner text at the top of every teacher screen ("" = none), served by `GET /api/service-notice`. */
  maintenanceBanner: z.string().trim().max(300),
  /** The model name for the next AI request ("" = the server's AI_MODEL). */
  aiModel: z.string().trim().max(100),
  aiNotesEnabled: z.boolean(),
  aiAssistantEnabled: z.boolean(),
});

export type ServiceSettings = z.infer<typeof serviceSettingsSchema>;
export type SettingKey = keyof ServiceSettings;

export const DEFAULT_SETTINGS: ServiceSettings = {
  freeNoteLimit: FREE_NOTE_LIMIT,
  trialDays: TRIAL_DAYS,
  signUpsOpen: true,
  maintenanceBanner: "",
  aiModel: "",
  aiNotesEnabled: true,
  aiAssistantEnabled: true,
};

type Reader = Pick<Db, "select">;

/** Every setting, stored values over the defaults (a stored value that no longer fits is ignored). */
export async function readSettings(db: Reader): Promise<ServiceSettings> {
  const rows = await db.select().from(appSettings);
  const merged: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  for (const row of rows) {
    const key = row.key as SettingKey;
    const field = serviceSettingsSchema.shape[key];
    if (field?.safeParse(row.value).success) merged[key] = row.value;
  }
  return merged as ServiceSettings;
}

/** One setting (stored or default). */
export async function readSetting<K extends SettingKey>(db: Reader, key: K): Promise<ServiceSettings[K]> {
  return (await readSettings(db))[key];
}

/**
 * Stores the given settings (the others keep their value).
 * @returns the keys whose value changed, with old and new value (for the audit line).
 */
export async function writeSettings(
  db: Pick<Db, "select" | "insert">,
  patch: Partial<ServiceSettings>,
  adminId: string,
  now: Date,
): Promise<Record<string, { from: unknown; to: unknown }>> {
  const before = await readSettings(db);
  const changed: Record<string, { from: unknown; to: unknown }> = {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined || before[key as SettingKey] === value) continue;
    changed[key] = { from: before[key as SettingKey], to: value };
    await db
      .insert(appSettings)
      .values({ key, value, updatedBy: adminId, updatedAt: now })
      .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedBy: adminId, updatedAt: now } });
  }
  return changed;
}
