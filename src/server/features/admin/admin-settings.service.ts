/**
 * Staff changing the service settings (requirements "Admin area", "Constants"): the values are
 * stored through the settings feature and one audit line `admin.settings.update` names the actor,
 * the reason and each changed key with its old and new value, both or neither.
 */
import type { AdminSettings, SettingsPatch } from "../../../shared/contracts/admin.ts";
import type { Db } from "../../db/client.ts";
import type { Actor } from "../../lib/actor.ts";
import { auditAdmin } from "../../lib/admin-audit.ts";
import { readSettings, writeSettings } from "../settings/index.ts";

/**
 * Stores the settings in `patch` (the others keep their value) for `actor`, with the audit line.
 * @param patch validated by `settingsPatchSchema` (the reason and any of the settings).
 * @returns every setting after the change (stored values over the defaults).
 */
export async function changeSettings(
  db: Db,
  actor: Actor,
  { reason, ...patch }: SettingsPatch,
  now: Date,
): Promise<AdminSettings> {
  await db.transaction(async (tx) => {
    const changed = await writeSettings(tx, patch, actor.id, now);
    await auditAdmin(tx, actor, {
      action: "settings.update",
      entity: "settings",
      reason,
      detail: { changed },
    });
  });
  return await readSettings(db);
}
