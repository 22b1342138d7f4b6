/**
 * The services in the parent progress report (requirements "Parent progress report", "Services";
 * 34 CFR 300.320(a)(7)): the same line on the report screen and in the English PDF.
 */
import {
  SERVICE_PERIOD_LABELS,
  SERVICE_SETTING_LABELS,
  type ServicePeriod,
  type ServiceSetting,
} from "../contracts/service-codes.ts";
import { providerText } from "./service-provider.ts";

/**
 * A service as the parent report lists it: the teacher's name, provider and role as typed;
 * `deliveredMinutes` and `makeupMinutes` are the minutes of delivered and make-up sessions in the
 * report's period (requirements "Service compliance"), null when not computed.
 */
export interface ReportService {
  name: string;
  minutes: number;
  period: ServicePeriod;
  setting: ServiceSetting;
  providerName: string | null;
  providerRole: string | null;
  deliveredMinutes: number | null;
  makeupMinutes: number | null;
}

/**
 * "Speech-language therapy: 30 min per week (Related service), Priya Natarajan (Speech-language
 * pathologist). Minutes delivered this period: 240, plus 30 in make-up sessions."
 */
export function reportServiceLine(s: ReportService): string {
  const provider = providerText(s);
  const delivered =
    s.deliveredMinutes === null
      ? ""
      : ` Minutes delivered this period: ${s.deliveredMinutes}${s.makeupMinutes ? `, plus ${s.makeupMinutes} in make-up sessions` : ""}.`;
  return `${s.name}: ${s.minutes} min ${SERVICE_PERIOD_LABELS[s.period]} (${SERVICE_SETTING_LABELS[s.setting]})${provider ? `, ${provider}` : ""}.${delivered}`;
}
