/**
 * /dashboard/at-a-glance?studentId=<id>[&studentId=<id>…][&language=es][&shareSafe=1] — the IEP at a
 * glance (requirements "IEP at a glance"; 34 CFR 300.323(d)): one printable page per chosen student
 * for the general-education teachers and providers who work with them. The options live in the URL,
 * so a link or a reload opens the same pages. "Print" prints one student per sheet (the print
 * stylesheet hides the navigation and the controls); "Download PDF" asks the server for the same pages.
 * Offline: a page opened before on this device is shown from the device's copy, else "not available
 * offline".
 */
import { PdfPrintActions } from "@client/components/pdf-print-actions";
import { Alert, Button, EmptyState, Skeleton } from "@client/components/ui";
import { paths } from "@client/config/paths";
import { useDownloadAtAGlance } from "@client/features/at-a-glance/api/download-at-a-glance";
import { type GlanceOptions, useAtAGlancePages } from "@client/features/at-a-glance/api/get-at-a-glance";
import {
  GlanceStudentChecklist,
  GlanceSwitches,
} from "@client/features/at-a-glance/components/glance-options";
import { GlanceSheet } from "@client/features/at-a-glance/components/glance-sheet";
import { useStudents } from "@client/features/students/api/get-students";
import { errorMessage } from "@client/lib/api-client";
import { NotAvailableOffline, useNotAvailableOffline } from "@client/lib/offline/offline-gaps";
import { useOnline } from "@client/lib/offline/use-connection";
import { AT_A_GLANCE_MAX_STUDENTS } from "@shared/contracts/at-a-glance";
import { Link, useSearchParams } from "react-router";
import { toast } from "sonner";
import "@client/features/at-a-glance/components/glance-print.css";

/** The options the URL holds: the chosen students (each once, at most 40), language, share-safe. */
function optionsFrom(params: URLSearchParams): GlanceOptions & { studentIds: string[] } {
  const studentIds = [...new Set(params.getAll("studentId").filter(Boolean))].slice(
    0,
    AT_A_GLANCE_MAX_STUDENTS,
  );
  return {
    studentIds,
    language: params.get("language") === "es" ? "es" : "en",
    shareSafe: params.get("shareSafe") === "1" || params.get("shareSafe") === "true",
  };
}

/** The at-a-glance screen (default export for the router's lazy route). */
export default function AtAGlancePage() {
  const [params, setParams] = useSearchParams();
  const { studentIds, language, shareSafe } = optionsFrom(params);
  const students = useStudents();
  const caseloadUnavailable = useNotAvailableOffline(students);
  const pages = useAtAGlancePages(studentIds, { language, shareSafe });
  const download = useDownloadAtAGlance();
  const online = useOnline();

  const update = (next: { studentIds?: string[]; language?: string; shareSafe?: boolean }) => {
    const p = new URLSearchParams();
    for (const id of next.studentIds ?? studentIds) p.append("studentId", id);
    if ((next.language ?? language) === "es") p.set("language", "es");
    if (next.shareSafe ?? shareSafe) p.set("shareSafe", "1");
    setParams(p, { replace: true });
  };

  const ready = studentIds.length > 0 && pages.every((q) => q.data !== undefined);
  const onDownload = () =>
    download.mutate(
      { studentIds, language, shareSafe },
      {
        onSuccess: (filename) => toast.success(`Downloaded ${filename}`),
        onError: (err) => toast.error(errorMessage(err, "Failed to download the PDF. Please try again.")),
      },
    );

  return (
    <div className="space-y-6">
      <div className="print:hidden">
        <h1 className="text-2xl font-bold text-slate-900">IEP at a glance</h1>
        <p className="mt-1 text-sm text-slate-700">
          One page per student for each general-education teacher and provider who works with them: goals,
          accommodations, supports and services (34 CFR 300.323(d)).
        </p>
      </div>

      <section
        aria-label="Page options"
        className="space-y-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm print:hidden"
      >
        <GlanceSwitches
          language={language}
          shareSafe={shareSafe}
          onLanguage={(l) => update({ language: l })}
          onShareSafe={(s) => update({ shareSafe: s })}
        />
        {caseloadUnavailable ? (
          <NotAvailableOffline what="Your caseload" />
        ) : students.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : students.error ? (
          <Alert tone="error" title="Failed to load students. Please try again.">
            <Button variant="secondary" size="sm" className="mt-2" onClick={() => void students.refetch()}>
              Try again
            </Button>
          </Alert>
        ) : students.data.length === 0 ? (
          <EmptyState
            title="No students yet"
            action={
              <Button asChild variant="secondary">
                <Link to={`${paths.students}?add=1`}>Add a student</Link>
              </Button>
            }
          >
            The page is made from a student's record. Add a student first.
          </EmptyState>
        ) : (
          <GlanceStudentChecklist
            students={students.data}
            chosen={studentIds}
            onChange={(ids) => update({ studentIds: ids })}
          />
        )}
        <PdfPrintActions
          onDownload={onDownload}
          downloading={download.isPending}
          downloadDisabled={!ready || !online}
          printDisabled={!ready}
          error={download.error}
          failed="Failed to download the PDF. Please try again."
        />
      </section>

      {studentIds.length === 0 ? (
        <div className="print:hidden">
          <EmptyState title="No student chosen">
            Choose one or more students above to see their pages.
          </EmptyState>
        </div>
      ) : (
        <div className="space-y-6">
          {pages.map((q, i) => (
            <GlanceSlot key={studentIds[i]} query={q} />
          ))}
        </div>
      )}
    </div>
  );
}

/** One chosen student's sheet, or its loading, error or offline state. */
function GlanceSlot({ query }: { query: ReturnType<typeof useAtAGlancePages>[number] }) {
  const unavailable = useNotAvailableOffline(query);
  if (query.data) return <GlanceSheet page={query.data} />;
  if (unavailable) return <NotAvailableOffline what="This student's page" />;
  if (query.error) {
    return (
      <Alert tone="error" title={errorMessage(query.error, "Failed to load the page. Please try again.")}>
        <Button
          variant="secondary"
          size="sm"
          className="mt-2 print:hidden"
          onClick={() => void query.refetch()}
        >
          Try again
        </Button>
      </Alert>
    );
  }
  return (
    <div aria-busy="true" className="space-y-3">
      <span className="sr-only">Loading the page…</span>
      <Skeleton className="h-16 w-full" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}
