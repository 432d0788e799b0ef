import { PASS_MARK } from "@brainy/contract";
import type { ReactNode } from "react";

/**
 * The page's column with its 'Lesson Assessment' heading, around whichever view it shows; a
 * test-out (issue 38) says what it is under the heading.
 */
export function AssessmentFrame({ children, testOut = false }: { children: ReactNode; testOut?: boolean }) {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Lesson Assessment</h1>
        {testOut && (
          <p className="text-sm text-muted" data-testid="test-out-note">
            Test out: answer without studying the lesson. Score {PASS_MARK}% or more to complete it.
          </p>
        )}
      </header>
      {children}
    </div>
  );
}
