/**
 * The service form's values (text, as the inputs hold them) and their conversion to the API
 * contract (requirements "Services": minutes a positive whole number per day, week or month; dates
 * `YYYY-MM-DD` with the end on or after the start — the contract's rules, repeated here so the
 * teacher sees each next to its field before anything is sent).
 */
import {
  type CreateServiceInput,
  SERVICE_DELIVERIES,
  SERVICE_MINUTES_MAX,
  SERVICE_PERIODS,
  SERVICE_SETTINGS,
  type Service,
  type UpdateServiceInput,
} from "@shared/contracts/services";
import { addDays, addYears, format, parseISO } from "date-fns";
import { z } from "zod";

const dateText = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: "Enter a date" });

/** The form schema (react-hook-form + zodResolver). */
export const serviceFormSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, { message: "Service name is required" })
      .max(200, { message: "must be 200 characters or fewer" }),
    providerName: z.string().trim().max(100, { message: "must be 100 characters or fewer" }),
    providerRole: z.string().trim().max(200, { message: "must be 200 characters or fewer" }),
    setting: z.enum(SERVICE_SETTINGS, { message: "Choose a setting" }),
    delivery: z.enum(SERVICE_DELIVERIES, { message: "Choose individual or group" }),
    minutes: z
      .string()
      .trim()
      .refine((v) => /^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= SERVICE_MINUTES_MAX, {
        message: `Enter whole minutes from 1 to ${SERVICE_MINUTES_MAX.toLocaleString("en-US")}`,
      }),
    period: z.enum(SERVICE_PERIODS, { message: "Choose per day, week or month" }),
    startDate: dateText,
    endDate: dateText,
  })
  .refine((v) => v.endDate >= v.startDate, {
    message: "The end date must be on or after the start date",
    path: ["endDate"],
  });

export type ServiceFormValues = z.input<typeof serviceFormSchema>;

/**
 * The default dates of a new service: from `today` to the student's annual IEP date when set,
 * otherwise to one year later minus a day (an IEP runs a year: 34 CFR 300.324(b)(1)(i)).
 */
export function defaultServiceDates(today: string, annualDate: string | null | undefined) {
  const endDate =
    annualDate && annualDate >= today
      ? annualDate
      : format(addDays(addYears(parseISO(today), 1), -1), "yyyy-MM-dd");
  return { startDate: today, endDate };
}

/** An empty form for a new service. */
export function emptyServiceForm(today: string, annualDate?: string | null): ServiceFormValues {
  return {
    name: "",
    providerName: "",
    providerRole: "",
    setting: "special_education",
    delivery: "individual",
    minutes: "",
    period: "week",
    ...defaultServiceDates(today, annualDate),
  };
}

/** A saved service as form values. */
export function serviceToForm(s: Service): ServiceFormValues {
  return {
    name: s.name,
    providerName: s.providerName ?? "",
    providerRole: s.providerRole ?? "",
    setting: s.setting,
    delivery: s.delivery,
    minutes: String(s.minutes),
    period: s.period,
    startDate: s.startDate,
    endDate: s.endDate,
  };
}

/** The create body (blank provider fields sent as null). */
export function formToServiceInput(v: z.output<typeof serviceFormSchema>): CreateServiceInput {
  return {
    name: v.name,
    providerName: v.providerName || null,
    providerRole: v.providerRole || null,
    setting: v.setting,
    delivery: v.delivery,
    minutes: Number(v.minutes),
    period: v.period,
    startDate: v.startDate,
    endDate: v.endDate,
  };
}

/** Only the fields that differ from `service` (the PATCH body), or null when nothing changed. */
export function serviceChanges(service: Service, input: CreateServiceInput): UpdateServiceInput | null {
  const changes: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(input)) {
    if (service[k as keyof Service] !== v) changes[k] = v;
  }
  return Object.keys(changes).length ? (changes as UpdateServiceInput) : null;
}
