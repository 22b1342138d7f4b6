/**
 * The maintenance banner staff set in the admin settings (requirements "Admin area"), at the top of
 * the teacher area; nothing when no notice is set or it cannot be read.
 */
import { Alert } from "../../../components/ui";
import { useServiceNotice } from "../api/service-notice";

export function ServiceNoticeBanner() {
  const notice = useServiceNotice();
  const banner = notice.data?.banner.trim();
  if (!banner) return null;
  return (
    <Alert tone="info" className="mb-6" title="Service notice">
      <p>{banner}</p>
    </Alert>
  );
}
