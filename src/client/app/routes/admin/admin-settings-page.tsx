/** /admin/settings (requirements "Admin area"): the service settings, stored in the database. */
import { useAdminSettings } from "@client/features/admin/api/admin-data";
import { AdminHeading, QueryState } from "@client/features/admin/components/admin-query-state";
import { SettingsForm } from "@client/features/admin/components/settings-form";

/** The settings screen. */
export function Component() {
  const query = useAdminSettings();
  return (
    <>
      <AdminHeading title="Settings">
        Changes apply to the next request on every server, with no restart.
      </AdminHeading>
      <QueryState query={query} label="the settings">
        {(s) => <SettingsForm initial={s} />}
      </QueryState>
    </>
  );
}
