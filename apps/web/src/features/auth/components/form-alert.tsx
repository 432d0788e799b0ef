import { CircleAlert } from "lucide-react";
import type { ReactNode } from "react";

/** A form-level error, announced to screen readers as it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-xl border border-danger/40 bg-danger/10 px-3.5 py-2.5 text-sm text-danger"
    >
      <CircleAlert aria-hidden="true" size={18} className="mt-px shrink-0" />
      <p>{children}</p>
    </div>
  );
}
