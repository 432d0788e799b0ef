import { ArrowRight, BookOpen, type LucideIcon, NotebookPen, Target } from "lucide-react";
import { Link } from "react-router";
import { Card } from "../../../components/ui/index.ts";

const actions: Array<{ to: string; label: string; hint: string; icon: LucideIcon }> = [
  { to: "/goals", label: "Set New Goal", hint: "Plan what you learn next", icon: Target },
  {
    to: "/learning-plan",
    label: "Browse Topics",
    hint: "Open your courses",
    icon: BookOpen,
  },
  {
    to: "/knowledge-graph",
    label: "Knowledge Base",
    hint: "Your linked, tagged notes",
    icon: NotebookPen,
  },
];

/** The dashboard's Quick Actions panel. */
export function QuickActions() {
  return (
    <Card className="flex flex-col gap-4">
      <h2 className="text-base font-semibold">Quick Actions</h2>
      <ul className="flex flex-col gap-2">
        {actions.map(({ to, label, hint, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex items-center gap-3 rounded-xl border border-border bg-surface-2/60 p-3 transition-colors hover:border-primary/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/15 text-primary">
                <Icon aria-hidden="true" size={19} />
              </span>
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="text-sm font-semibold text-text">{label}</span>
                <span className="text-xs text-muted">{hint}</span>
              </span>
              <ArrowRight
                aria-hidden="true"
                size={16}
                className="shrink-0 text-muted transition-transform group-hover:translate-x-0.5 group-hover:text-text"
              />
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
