/**
 * The tabs of the add/edit student dialog and the fields each holds (requirements "Student fields":
 * every IEP section grouped sensibly, not one endless form), and the tabs an error path falls in.
 */
import type { StudentFormField } from "./student-form-values";

/**
 * The tabs of the add/edit dialog and the fields each holds (requirements "Student fields": every
 * IEP section grouped sensibly). Every contract field is in exactly one tab.
 */
export const STUDENT_FORM_TABS = [
  {
    id: "basics",
    label: "Basics",
    fields: [
      "name",
      "grade",
      "dateOfBirth",
      "studentId",
      "disabilities",
      "caseManager",
      "annualMeetingDueDate",
      "lastEvaluationDate",
      "dateAdded",
    ],
  },
  {
    id: "goals",
    label: "Present levels & goals",
    fields: ["presentLevels", "iepGoals", "iepGoalTargets", "assessmentTools", "progressMeasurement"],
  },
  {
    id: "services",
    label: "Services & placement",
    fields: [
      "serviceProviders",
      "serviceDelivery",
      "placement",
      "lreSetting",
      "extendedSchoolYear",
      "assessmentParticipation",
      "iepDetails",
      "transitionServices",
    ],
  },
  {
    id: "supports",
    label: "Supports",
    fields: [
      "accommodations",
      "defaultAccommodations",
      "defaultStrategies",
      "behaviorSupport",
      "assistiveTechnology",
      "communication",
    ],
  },
  {
    id: "family",
    label: "Profile & family",
    fields: ["strengths", "areasOfNeed", "parentContact", "identityFirstLanguage", "homeLanguage", "notes"],
  },
] as const satisfies readonly { id: string; label: string; fields: readonly StudentFormField[] }[];

export type StudentFormTabId = (typeof STUDENT_FORM_TABS)[number]["id"];

/** The tab that holds a top-level field, or of a dotted error path such as "iepGoals.2.value". */
export function tabOfField(path: string): StudentFormTabId | undefined {
  const top = path.split(".")[0];
  return STUDENT_FORM_TABS.find((t) => (t.fields as readonly string[]).includes(top ?? ""))?.id;
}

/** The ids of the tabs holding at least one of the given error paths, in tab order. */
export function tabsWithErrors(paths: Iterable<string>): StudentFormTabId[] {
  const hit = new Set<StudentFormTabId>();
  for (const p of paths) {
    const tab = tabOfField(p);
    if (tab) hit.add(tab);
  }
  return STUDENT_FORM_TABS.map((t) => t.id).filter((id) => hit.has(id));
}
