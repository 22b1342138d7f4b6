/**
 * The student page's link to the IEP at a glance (requirements "IEP at a glance"): opens the printable
 * page for this student.
 */
import { Button } from "@client/components/ui";
import { paths } from "@client/config/paths";
import type { Student } from "@shared/contracts/students";
import { FileText } from "lucide-react";
import { Link } from "react-router";

/** The "At a glance" action of `student`'s page: a link to `/dashboard/at-a-glance?studentId=<id>`. */
export function StudentGlanceAction({ student }: { student: Student }) {
  return (
    <Button asChild variant="secondary">
      <Link to={`${paths.atAGlance}?studentId=${encodeURIComponent(student.id)}`}>
        <FileText className="size-4" aria-hidden="true" />
        At a glance
      </Link>
    </Button>
  );
}
