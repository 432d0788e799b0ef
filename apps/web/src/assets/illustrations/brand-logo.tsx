import { Brain } from "lucide-react";

/** The Brainy AI mark (gradient tile with a brain) and name, as used across the public site. */
export function BrandLogo({ compact = false }: { compact?: boolean }) {
  return (
    <span className="flex items-center gap-2.5">
      <span
        aria-hidden="true"
        className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-primary to-accent text-primary-fg shadow-md shadow-primary/25"
      >
        <Brain size={20} strokeWidth={2.2} />
      </span>
      <span className={compact ? "sr-only" : "text-lg font-bold tracking-tight text-text"}>Brainy AI</span>
    </span>
  );
}
