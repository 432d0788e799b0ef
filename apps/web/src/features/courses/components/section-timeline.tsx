import {
  type ConceptView,
  FREE_TOPIC_LIMIT_MESSAGE,
  type LessonSummary,
  type Mastery,
  type RoadmapSection,
} from "@brainy/contract";
import { Check, ChevronDown, Lock } from "lucide-react";
import { useState } from "react";
import { Button, cx, Spinner } from "../../../components/ui/index.ts";
import { appEvents, emitAppEvent } from "../../../lib/events.ts";
import { readStorage, storageKeys } from "../../../lib/storage.ts";
import {
  formatSectionProgress,
  getLessonRowState,
  getSectionStatus,
  type SectionStatus,
} from "../lib/section-status.ts";
import { LessonRow } from "./lesson-row.tsx";
import { RetentionMeter } from "./retention-meter.tsx";

type TimelineProps = {
  /** Retention by lesson and section id, for those with review cards. */
  mastery?: Mastery;
  /** The goal's weak concepts by lesson id (issue 37). */
  weakConcepts?: { goalId: string; byLesson: Map<string, ConceptView[]> };
  sections: RoadmapSection[];
  lessonsBySection: Record<string, LessonSummary[]>;
  /** The first uncompleted lesson (the only one with Start Lesson) and its section. */
  firstUncompleted: { sectionId: string; lessonId: string } | null;
  /** The empty section after a finished one: the server prepares it (Pro) or it waits for an upgrade (Free). */
  awaiting: { sectionId: string; isPro: boolean } | null;
  onOpenLesson: (lesson: LessonSummary) => void;
  /** Asks to test out of a lesson not completed (issue 38). */
  onTestOut?: (lesson: LessonSummary) => void;
  /** Lessons whose concepts the learner likely knows (issue 38). */
  likelyKnown?: ReadonlySet<string>;
};

/** The vertical timeline of a course's sections; the section with the next lesson starts expanded. */
export function SectionTimeline({
  sections,
  lessonsBySection,
  firstUncompleted,
  awaiting,
  onOpenLesson,
  onTestOut,
  likelyKnown,
  mastery,
  weakConcepts,
}: TimelineProps) {
  const [expanded, setExpanded] = useState<Set<string>>(
    () => new Set(firstUncompleted ? [firstUncompleted.sectionId] : awaiting ? [awaiting.sectionId] : []),
  );
  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <ol className="relative flex flex-col gap-3" aria-label="Course sections">
      {sections.map((section, index) => {
        const lessons = lessonsBySection[section.id] ?? [];
        const status = getSectionStatus(lessons, section.isCompleted);
        const open = expanded.has(section.id);
        const panelId = `section-panel-${section.id}`;
        return (
          <li key={section.id} className="relative pl-12">
            {index < sections.length - 1 && (
              <span
                aria-hidden="true"
                className="absolute top-10 bottom-[-0.75rem] left-[1.1875rem] w-0.5 bg-border"
              />
            )}
            <StatusDot status={status} index={index} />
            <div className="rounded-2xl border border-border bg-surface">
              <button
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => toggle(section.id)}
                className="flex w-full items-start gap-3 rounded-2xl px-4 py-3 text-left transition-colors hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-ring"
              >
                <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                  <span className="text-xs font-medium text-muted">Section {index + 1}</span>
                  <span className="font-semibold break-words">{section.content || section.name}</span>
                  {section.summary && <span className="text-sm text-muted">{section.summary}</span>}
                  <SectionStatusText status={status} />
                  {mastery?.sections[section.id] && (
                    <RetentionMeter
                      retention={mastery.sections[section.id]!}
                      label={`Retention of ${section.content || section.name}`}
                    />
                  )}
                </span>
                <ChevronDown
                  aria-hidden="true"
                  size={20}
                  className={cx("mt-1 shrink-0 text-muted transition-transform", open && "rotate-180")}
                />
              </button>
              {open && (
                <div id={panelId} className="border-t border-border px-3 py-3 md:px-4">
                  {lessons.length === 0 ? (
                    <EmptySectionNote awaiting={awaiting?.sectionId === section.id ? awaiting : null} />
                  ) : (
                    <ul
                      className="flex flex-col gap-2"
                      aria-label={`Lessons of ${section.content || section.name}`}
                    >
                      {lessons.map((lesson) => (
                        <LessonRow
                          key={lesson.id}
                          lesson={lesson}
                          onOpen={onOpenLesson}
                          onTestOut={onTestOut}
                          likelyKnown={likelyKnown?.has(lesson.id) ?? false}
                          retention={mastery?.lessons[lesson.id]}
                          weak={
                            weakConcepts
                              ? {
                                  goalId: weakConcepts.goalId,
                                  concepts: weakConcepts.byLesson.get(lesson.id) ?? [],
                                }
                              : undefined
                          }
                          state={getLessonRowState(lesson, {
                            firstUncompletedLessonId: firstUncompleted?.lessonId ?? null,
                            isGenerating:
                              readStorage(storageKeys.lessonContentGenerating(lesson.id)) !== null,
                          })}
                        />
                      ))}
                    </ul>
                  )}
                </div>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

function StatusDot({ status, index }: { status: SectionStatus; index: number }) {
  const tone =
    status.kind === "completed"
      ? "border-success bg-success text-bg"
      : status.kind === "in-progress"
        ? "border-primary bg-primary/15 text-primary-strong"
        : "border-border bg-surface-2 text-muted";
  return (
    <span
      aria-hidden="true"
      className={cx(
        "absolute top-3 left-1 flex size-8 items-center justify-center rounded-full border-2 text-xs font-bold",
        tone,
      )}
    >
      {status.kind === "completed" ? (
        <Check size={16} strokeWidth={3} />
      ) : status.kind === "locked" ? (
        <Lock size={14} />
      ) : (
        index + 1
      )}
    </span>
  );
}

function SectionStatusText({ status }: { status: SectionStatus }) {
  if (status.kind === "locked") {
    return (
      <span className="mt-1 inline-flex items-center gap-1 text-xs text-muted">
        <Lock aria-hidden="true" size={12} /> Locked
      </span>
    );
  }
  if (status.kind === "in-progress") {
    return (
      <span className="mt-1 text-xs font-medium text-primary-strong">{formatSectionProgress(status)}</span>
    );
  }
  return (
    <span className="mt-1 text-xs font-medium text-success">
      Completed
      {status.averageScore !== null && (
        <span className="text-muted"> · Average score {status.averageScore}%</span>
      )}
    </span>
  );
}

/** What an empty section says: prepared by the server, waiting for an upgrade, or for the section before. */
function EmptySectionNote({ awaiting }: { awaiting: { isPro: boolean } | null }) {
  if (!awaiting) {
    return (
      <p className="text-sm text-muted">
        Lessons for this section are created when you finish the section before it.
      </p>
    );
  }
  if (awaiting.isPro) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted" role="status">
        <Spinner size={16} /> Preparing this section's lessons…
      </p>
    );
  }
  return (
    <div className="flex flex-col items-start gap-2 text-sm">
      <p className="text-muted">{FREE_TOPIC_LIMIT_MESSAGE} Upgrade to Pro to continue.</p>
      <Button
        size="sm"
        onClick={() =>
          emitAppEvent(appEvents.proRequired, { error: "PRO_REQUIRED", details: { reason: "SECTION_LIMIT" } })
        }
      >
        Upgrade to Pro
      </Button>
    </div>
  );
}
