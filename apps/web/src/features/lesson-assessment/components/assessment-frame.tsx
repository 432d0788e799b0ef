import type { ReactNode } from "react";

/** The page's column with its 'Lesson Assessment' heading, around whichever view it shows. */
export function AssessmentFrame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Lesson Assessment</h1>
      </header>
      {children}
    </div>
  );
}
