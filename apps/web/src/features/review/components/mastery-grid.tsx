import type { MasteryMapSection } from "@brainy/contract";
import { Link } from "react-router";
import { cx } from "../../../components/ui/index.ts";
import {
  formatRetention,
  MASTERY_LEVEL_NAMES,
  type MasteryLevel,
  masteryLevel,
} from "../lib/mastery-level.ts";

export const LEVEL_TONES: Record<MasteryLevel, string> = {
  strong: "border-success/50 bg-success/15",
  fading: "border-warning/50 bg-warning/15",
  weak: "border-danger/50 bg-danger/15",
  new: "border-primary/40 bg-primary/5",
  none: "border-dashed border-border-strong bg-surface",
};

/** The map: a row per section, a tile per lesson, coloured by retention and naming it in words. */
export function MasteryGrid({
  sections,
  desiredRetention,
}: {
  sections: MasteryMapSection[];
  desiredRetention: number;
}) {
  return (
    <ol className="flex flex-col gap-4" aria-label="Sections and their lessons by retention">
      {sections.map((section, index) => {
        const sectionLevel = masteryLevel(section.retention, desiredRetention, section.cards);
        return (
          <li key={section.id} className="flex flex-col gap-2" data-testid="mastery-section">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
              <h3 className="font-semibold break-words">
                <span className="text-xs font-medium text-muted">Section {index + 1} · </span>
                {section.title}
              </h3>
              <span className="text-sm text-muted">
                {section.lessons.length === 0
                  ? "No lessons yet"
                  : section.retention === null
                    ? section.cards > 0
                      ? "Cards not yet practised"
                      : "No cards yet"
                    : `${formatRetention(section.retention)} retained · ${MASTERY_LEVEL_NAMES[sectionLevel]}`}
              </span>
            </div>
            {section.lessons.length > 0 && (
              <ul className="grid grid-cols-2 gap-2 md:grid-cols-3 lg:grid-cols-4">
                {section.lessons.map((lesson) => {
                  const level = masteryLevel(lesson.retention, desiredRetention, lesson.cards);
                  return (
                    <li key={lesson.id}>
                      <Link
                        to={`/lessons/${lesson.id}`}
                        data-testid="mastery-lesson"
                        data-level={level}
                        className={cx(
                          "flex h-full min-h-20 flex-col justify-between gap-2 rounded-xl border-2 p-3 text-sm transition-colors",
                          "hover:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
                          LEVEL_TONES[level],
                        )}
                      >
                        <span className="line-clamp-2 font-medium break-words">{lesson.title}</span>
                        <span className="flex items-baseline justify-between gap-2 text-xs">
                          <span className="font-semibold text-text">
                            {lesson.retention === null ? "—" : formatRetention(lesson.retention)}
                          </span>
                          <span className="text-muted">
                            {MASTERY_LEVEL_NAMES[level]}
                            {lesson.cards > 0 && ` · ${lesson.cards} card${lesson.cards === 1 ? "" : "s"}`}
                          </span>
                        </span>
                      </Link>
                    </li>
                  );
                })}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}
