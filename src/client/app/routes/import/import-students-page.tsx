/**
 * /dashboard/students/import (requirements "Import"): upload a roster, map its columns, preview every
 * row, import.
 */
export default function ImportStudentsPage() {
  return null;
}
