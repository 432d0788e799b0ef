import type { StudentProgress } from "@brainy/contract";
import type { ReactNode } from "react";
import { Badge } from "../../../components/ui/index.ts";

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

/** Students' progress on one assignment: lessons, scores, focus, last active, on track, weak concepts. */
/** One student's progress as a list of figures (a student's own view, narrow screens). */
export function ProgressFigures({ row }: { row: StudentProgress }) {
  const figures: [string, string][] = [
    ["Lessons done", `${row.lessonsDone} of ${row.lessonCount}`],
    ["Average score", row.averageScore === null ? "–" : `${row.averageScore} %`],
    ["Focus", `${row.focusMinutes} min`],
    ["Last active", row.lastActiveAt ? dateFormat.format(new Date(row.lastActiveAt)) : "–"],
    ["On track", row.onTrack === null ? "No due date" : row.onTrack ? "Yes" : "Behind"],
    ["Weak concepts", row.weakConcepts.length ? row.weakConcepts.join(", ") : "None yet"],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid="student-row">
      {figures.map(([label, value]) => (
        <div key={label} className="flex flex-col rounded-xl border border-border bg-surface-2 px-3 py-2">
          <dt className="text-xs text-muted">{label}</dt>
          <dd className="font-semibold break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A table's scrolling frame: focusable, so the keyboard scrolls a table wider than a phone. */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable).
    <section className="overflow-x-auto rounded-xl border border-border" aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}

export function ProgressTable({ rows, caption }: { rows: StudentProgress[]; caption: string }) {
  return (
    <ScrollRegion label={caption}>
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface-2 text-xs text-muted uppercase">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              Student
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Lessons done
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Average score
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Focus
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Last active
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Weak concepts
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.userId} className="border-t border-border" data-testid="student-row">
              <th scope="row" className="px-3 py-2 font-medium">
                {row.name}
                {row.onTrack === false && (
                  <Badge variant="warning" className="ml-2">
                    Behind
                  </Badge>
                )}
                {(row.lmsSync === "pending" || row.lmsSync === "failed") && (
                  <Badge variant="neutral" className="ml-2">
                    Not yet synced
                  </Badge>
                )}
              </th>
              <td className="px-3 py-2">
                {row.lessonsDone} of {row.lessonCount}
              </td>
              <td className="px-3 py-2">{row.averageScore === null ? "–" : `${row.averageScore} %`}</td>
              <td className="px-3 py-2">{row.focusMinutes} min</td>
              <td className="px-3 py-2">
                {row.lastActiveAt ? dateFormat.format(new Date(row.lastActiveAt)) : "–"}
              </td>
              <td className="px-3 py-2">{row.weakConcepts.length ? row.weakConcepts.join(", ") : "–"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
