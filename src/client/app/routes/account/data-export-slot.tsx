/**
 * Account settings' "Your data" section (requirements "Export and restore"): download all my data,
 * then (below, its own part) restore from an export.
 */
import { Card } from "@client/components/ui";
import { downloadAllData } from "../../../features/data-export/api/download-export";
import { DownloadAllData } from "../../../features/data-export/components/download-all-data";
import { RestoreFromExport } from "../../../features/data-export/components/restore-from-export";

/** The section, placed after the security settings; `#your-data` links to it. */
export function DataExportSlot() {
  return (
    <Card id="your-data" role="region" aria-labelledby="your-data-heading" className="space-y-4">
      <h2 id="your-data-heading" className="text-lg font-semibold text-slate-900">
        Your data
      </h2>
      <DownloadAllData fetchExport={downloadAllData} />
      <RestoreFromExport />
    </Card>
  );
}
