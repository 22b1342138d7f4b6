/** The shape of one corpus text (requirements "AI guards": the observation corpus). */
export type ObservationArea = "reading" | "math" | "writing" | "behavior" | "speech" | "ot" | "transition";

export interface CorpusObservation {
  area: ObservationArea;
  /** The subject a teacher would pick on the note form. */
  subject: string;
  /** The observation as a busy teacher types it. */
  text: string;
}
