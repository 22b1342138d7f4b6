/**
 * The students screen's "Import students" action (requirements "Import"): a link, styled as a
 * secondary button, to the roster import screen.
 */
import { Button } from "@client/components/ui";
import { paths } from "@client/config/paths";
import { FileUp } from "lucide-react";
import { Link } from "react-router";

/**
 * The header action of the caseload screen; `count` is the students already on it. An empty
 * caseload offers the import in its own empty state (`StudentList`), so the header shows it only
 * once there are students.
 */
export function StudentsImportAction({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <Button asChild variant="secondary">
      <Link to={paths.importStudents}>
        <FileUp className="size-4" aria-hidden="true" />
        Import students
      </Link>
    </Button>
  );
}
