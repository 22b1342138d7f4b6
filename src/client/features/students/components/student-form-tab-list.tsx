import { cn } from "@client/lib/cn";
import * as Tabs from "@radix-ui/react-tabs";
import { AlertCircle } from "lucide-react";
import { STUDENT_FORM_TABS, type StudentFormTabId } from "../lib/student-form-tabs";

/**
 * The add/edit student form's tab list (requirements "Student fields"); a tab holding an error is
 * marked with an icon and "(has errors)" for screen readers.
 */
export function StudentFormTabList({ errorTabs }: { errorTabs: readonly StudentFormTabId[] }) {
  return (
    <Tabs.List
      aria-label="Sections of the student record"
      className="flex flex-wrap gap-1 border-b border-slate-200"
    >
      {STUDENT_FORM_TABS.map((t) => {
        const hasError = errorTabs.includes(t.id);
        return (
          <Tabs.Trigger
            key={t.id}
            value={t.id}
            className={cn(
              "-mb-px inline-flex min-h-10 items-center gap-1.5 border-b-2 border-transparent px-3 py-2 text-sm font-medium text-slate-700",
              "hover:text-slate-900 data-[state=active]:border-indigo-700 data-[state=active]:text-indigo-800",
              hasError && "text-red-800 data-[state=active]:text-red-800",
            )}
          >
            {hasError ? <AlertCircle className="size-4 text-red-700" aria-hidden="true" /> : null}
            {t.label}
            {hasError ? <span className="sr-only"> (has errors)</span> : null}
          </Tabs.Trigger>
        );
      })}
    </Tabs.List>
  );
}
