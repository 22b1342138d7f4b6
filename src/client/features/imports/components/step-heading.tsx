/**
 * A step's heading on a multi-step import screen (requirements "Import"): an `<h2>` that takes
 * focus when the step is reached, so keyboard and screen-reader users land on the new step.
 */
import { type ReactNode, useEffect, useRef } from "react";

/**
 * `id` names the step's section (`aria-labelledby`); `focus`: move focus here when mounted (false on
 * the screen's first step at first load).
 */
export function StepHeading({
  id,
  children,
  focus = true,
}: {
  id: string;
  children: ReactNode;
  focus?: boolean;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <h2 id={id} ref={ref} tabIndex={-1} className="text-xl font-semibold text-slate-900 focus:outline-none">
      {children}
    </h2>
  );
}
