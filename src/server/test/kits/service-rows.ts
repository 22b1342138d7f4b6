/**
 * IEP services written straight into `iep_services` for the tests of the features that read them
 * (requirements "Services": the at-a-glance page, the parent report, the IEP draft) without
 * depending on the services API's routes. Not a test file; it imports no feature (decision 020).
 */
import type { CreateServiceInput } from "../../../shared/contracts/services.ts";
import type { Db } from "../../db/client.ts";
import { iepServices } from "../../db/schema/index.ts";

/** A reading service: 120 minutes a week of specialised reading instruction, this school year. */
export const READING_SERVICE: CreateServiceInput = {
  name: "Specialized reading instruction",
  providerName: "Dana Whitfield",
  providerRole: "Special education teacher",
  setting: "special_education",
  delivery: "group",
  minutes: 120,
  period: "week",
  startDate: "2026-09-01",
  endDate: "2027-06-11",
};

/** A related service: 30 minutes a week of speech-language therapy, this school year. */
export const SPEECH_SERVICE: CreateServiceInput = {
  name: "Speech-language therapy",
  providerName: "Priya Natarajan",
  providerRole: "Speech-language pathologist",
  setting: "related_service",
  delivery: "individual",
  minutes: 30,
  period: "week",
  startDate: "2026-09-01",
  endDate: "2027-06-11",
};

/** Inserts `services` for the teacher `userId`'s student; returns their ids in order. */
export async function insertServices(
  db: Db,
  userId: string,
  studentId: string,
  services: readonly CreateServiceInput[],
): Promise<string[]> {
  const rows = await db
    .insert(iepServices)
    .values(
      services.map((s) => ({
        userId,
        studentId,
        name: s.name,
        providerName: s.providerName ?? null,
        providerRole: s.providerRole ?? null,
        setting: s.setting,
        delivery: s.delivery,
        minutes: s.minutes,
        period: s.period,
        startDate: s.startDate,
        endDate: s.endDate,
      })),
    )
    .returning({ id: iepServices.id });
  return rows.map((r) => r.id);
}
