import { ArrowRight, BookOpen, type LucideIcon, NotebookPen, Target } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Card } from "../../../components/ui/index.ts";
import { HOME_NS } from "../messages.ts";

/** Each action's label is home.json's `quickActions.<key>`, its hint `quickActions.<key>Hint`. */
const actions = [
  { to: "/goals", key: "setGoal", icon: Target },
  { to: "/learning-plan", key: "browseTopics", icon: BookOpen },
  { to: "/knowledge-graph", key: "knowledgeBase", icon: NotebookPen },
] as const satisfies Array<{ to: string; key: string; icon: LucideIcon }>;

/** The dashboard's Quick Actions panel. */
export function QuickActions() {
  const { t } = useTranslation(HOME_NS);
  return (
    <Card className="flex flex-col gap-4">
      <h2 className="text-base font-semibold">{t("quickActions.title")}</h2>
      <ul className="flex flex-col gap-2">
        {actions.map(({ to, key, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex items-center gap-3 rounded-xl border border-border bg-surface-2/60 p-3 transition-colors hover:border-primary/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/15 text-primary">
                <Icon aria-hidden="true" size={19} />
              </span>
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="text-sm font-semibold text-text">{t(`quickActions.${key}`)}</span>
                <span className="text-xs text-muted">{t(`quickActions.${key}Hint`)}</span>
              </span>
              <ArrowRight
                aria-hidden="true"
                size={16}
                className="shrink-0 text-muted transition-transform group-hover:translate-x-0.5 group-hover:text-text rtl:-scale-x-100 rtl:group-hover:-translate-x-0.5"
              />
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
