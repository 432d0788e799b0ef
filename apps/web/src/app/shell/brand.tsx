import { Brain } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "../../components/ui/index.ts";

/** The product mark and name linking home, with the Pro badge for Pro users. */
export function Brand({ isPro }: { isPro: boolean }) {
  return (
    <div className="flex min-w-0 items-center gap-2.5">
      <Link
        to="/home"
        className="flex min-w-0 items-center gap-2.5 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
      >
        <span
          aria-hidden="true"
          className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-primary to-accent text-primary-fg shadow-md shadow-primary/25"
        >
          <Brain size={20} strokeWidth={2.2} />
        </span>
        <span className="truncate text-lg font-bold tracking-tight">Brainy AI</span>
      </Link>
      {isPro && <Badge variant="primary">Pro</Badge>}
    </div>
  );
}
