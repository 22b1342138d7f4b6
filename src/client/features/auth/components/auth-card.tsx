/** The card that holds a sign-in or sign-up form: heading, intro, content. */
import type { ReactNode } from "react";
import { Card } from "../../../components/ui";

export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className="mx-auto w-full max-w-md p-6 sm:p-8">
      <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
      <p className="mt-1 text-sm text-slate-700">{intro}</p>
      <div className="mt-6 space-y-5">{children}</div>
    </Card>
  );
}
