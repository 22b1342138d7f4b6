/**
 * How a service and a session read on the screens (requirements "Services", "Service log").
 */
import { formatDay } from "@client/lib/format";
import {
  SERVICE_DELIVERY_LABELS,
  SERVICE_PERIOD_LABELS,
  SERVICE_SETTING_LABELS,
  type Service,
} from "@shared/contracts/services";
import { countOf } from "@shared/domain/plural";
import { providerText } from "@shared/domain/service-provider";

/** "45 minutes" / "1 minute". */
export const minutesText = (n: number) => countOf(n, "minute");

/** "120 minutes per week". */
export const requirementText = (s: Pick<Service, "minutes" | "period">) =>
  `${minutesText(s.minutes)} ${SERVICE_PERIOD_LABELS[s.period]}`;

/** "Group · Special education setting · Ms. Lee (Reading specialist) · Sep 1, 2026 – Aug 31, 2027". */
export function serviceDetails(s: Service): string {
  return [
    SERVICE_DELIVERY_LABELS[s.delivery],
    SERVICE_SETTING_LABELS[s.setting],
    providerText(s) || null,
    `${formatDay(s.startDate)} – ${formatDay(s.endDate)}`,
  ]
    .filter(Boolean)
    .join(" · ");
}
