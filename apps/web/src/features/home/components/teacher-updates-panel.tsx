import { RefreshCw } from "lucide-react";
import { Link } from "react-router";
import { Card } from "../../../components/ui/index.ts";
import { useClassUpdates } from "../api/get-class-updates.ts";

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** 'Updated by your teacher' (ADR 0056): assigned courses changed since the learner last opened them. */
export function TeacherUpdatesPanel() {
  const list = useClassUpdates();
  const items = list.data?.updates ?? [];
  if (items.length === 0) return null;
  return (
    <Card className="flex flex-col gap-3" data-testid="teacher-updates-panel">
      <h2 className="flex items-center gap-2 text-base font-semibold">
        <RefreshCw aria-hidden="true" size={18} className="text-primary" /> Updated by your teacher
      </h2>
      <ul className="flex flex-col gap-3">
        {items.map((item) => (
          <li key={item.courseId} className="flex flex-col gap-0.5">
            <Link
              to={`/learning-plan/${item.courseId}`}
              className="rounded text-sm font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-ring"
            >
              {item.title}
            </Link>
            <p className="text-xs text-muted">
              {item.className} · updated {dateFormat.format(new Date(item.updatedAt))}
            </p>
          </li>
        ))}
      </ul>
    </Card>
  );
}
