/**
 * What decides whether the dashboard shows the "Signatures and consent" card (requirements
 * "Signatures and consent"): the outstanding list is fetched; the card's code loads only when an IEP
 * waits for a signature or a consent answer, and nothing is rendered otherwise (no empty card), as the
 * invitations card does (architecture "Layout": the signed-in dashboard's JavaScript budget).
 */
import { lazy, Suspense } from "react";
import { hasOutstanding, useOutstandingIeps } from "../api/get-outstanding";

const OutstandingIeps = lazy(() => import("./outstanding-ieps"));

/** The dashboard's unsigned IEPs and outstanding consent; nothing while loading or when none wait. */
export function OutstandingIepsCard() {
  const { data } = useOutstandingIeps();
  if (!hasOutstanding(data)) return null;
  return (
    <Suspense fallback={null}>
      <OutstandingIeps data={data} />
    </Suspense>
  );
}
