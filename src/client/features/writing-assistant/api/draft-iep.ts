/**
 * Drafting an IEP (requirements "IEP draft": "/dashboard/generate-iep: draft an IEP from the student's data"):
 * POST /api/v1/ai/iep-draft {studentId, section?} → {sections:[{section,title,text,source}], warnings}
 * (contracts/ai.ts). Without `section` all four sections are drafted; with one, only that section.
 * Nothing is saved by the server: the page keeps the draft on the device until the teacher saves.
 */
import { apiRequest } from "@client/lib/api-client";
import type { IepDraftResult, IepDraftSection } from "@shared/contracts/ai";
import { useMutation } from "@tanstack/react-query";

export interface DraftIepVariables {
  studentId: string;
  /** Only this section again (omit for the whole draft). */
  section?: IepDraftSection;
  /** Cancels the request (the server stops waiting for the AI provider too). */
  signal?: AbortSignal;
}

/**
 * Asks the server for a draft.
 * @throws ApiRequestError — 400 naming the field, 404 "Student not found", 401, 429, or NETWORK.
 */
export async function draftIep({ studentId, section, signal }: DraftIepVariables): Promise<IepDraftResult> {
  return apiRequest<IepDraftResult>("/api/v1/ai/iep-draft", {
    method: "POST",
    body: section ? { studentId, section } : { studentId },
    signal,
  });
}

/** Mutation hook for {@link draftIep} (the page decides where the result goes). */
export function useDraftIep() {
  return useMutation({ mutationFn: draftIep });
}
