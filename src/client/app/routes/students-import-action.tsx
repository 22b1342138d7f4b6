/**
 * The students screen's "Import students" action (requirements "Import").
 */

/** The header action of the caseload screen; `count` is the students already on it. */
export function StudentsImportAction(_props: { count: number }) {
  return null;
}
