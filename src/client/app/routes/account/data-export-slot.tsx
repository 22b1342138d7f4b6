/**
 * Account settings' "Your data" section (requirements "Export and restore"): download all my data,
 * restore from an export.
 */

/** The section, placed after the security settings. */
export function DataExportSlot() {
  return null;
}
