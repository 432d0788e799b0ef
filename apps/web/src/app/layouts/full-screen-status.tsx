import type { ReactNode } from "react";
import { Spinner } from "../../components/ui/index.ts";

/** A centred, page-filling status (loading, session ended, load failure). */
export function FullScreenStatus({ title, children }: { title?: string; children?: ReactNode }) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-bg px-6 text-center">
      {title && <h1 className="text-xl font-semibold text-text">{title}</h1>}
      {children ?? <Spinner label="Loading your account" />}
    </main>
  );
}
