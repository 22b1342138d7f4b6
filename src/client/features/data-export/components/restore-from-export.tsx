/**
 * "Restore from an export" in account settings' "Your data" section (requirements "Export and
 * restore"): filled by the restore's part; nothing is shown until then.
 */

/** The restore part of the "Your data" section. */
export function RestoreFromExport() {
  return null;
}
