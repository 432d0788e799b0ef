import { Megaphone } from "lucide-react";
import { Card } from "../../../components/ui/index.ts";
import { useAnnouncements } from "../api/get-announcements.ts";

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

/** The latest announcements of the learner's classes (issue 39): plain text, newest first. */
export function AnnouncementsPanel() {
  const list = useAnnouncements();
  const items = list.data?.announcements ?? [];
  if (items.length === 0) return null;
  return (
    <Card className="flex flex-col gap-3" data-testid="announcements-panel">
      <h2 className="flex items-center gap-2 text-base font-semibold">
        <Megaphone aria-hidden="true" size={18} className="text-primary" /> From your teachers
      </h2>
      <ul className="flex flex-col gap-3">
        {items.map((item) => (
          <li key={item.id} className="flex flex-col gap-0.5">
            <p className="whitespace-pre-wrap break-words text-sm text-text">{item.body}</p>
            <p className="text-xs text-muted">
              {item.className} · {dateFormat.format(new Date(item.createdAt))}
            </p>
          </li>
        ))}
      </ul>
    </Card>
  );
}
