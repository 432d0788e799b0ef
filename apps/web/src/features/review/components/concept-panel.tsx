import type { ConceptChange, ConceptView, EvidenceEntry } from "@brainy/contract";
import { ThumbsDown, ThumbsUp, Undo2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { Button, Card, FormAlert, Spinner } from "../../../components/ui/index.ts";
import { certaintyWord, conceptStanding, evidenceSummary, relativeDay } from "../../../lib/concept-map.ts";
import { useConcept } from "../api/get-concept.ts";
import { useReportConcept, useUndoReport } from "../api/report-concept.ts";
import { LevelChip } from "./concept-list.tsx";

const KIND_NAMES: Record<string, string> = {
  assessment: "Lesson assessment",
  topic_assessment: "Topic assessment",
  checkpoint: "Checkpoint",
  card: "Review card",
  quiz_me: "Quiz me",
  self_report: "You said",
  practice: "Practice",
  placement: "Placement",
  exam: "Practice exam",
};

function entryText(entry: EvidenceEntry): string {
  if (entry.kind === "self_report") return entry.score >= 0.5 ? "you know it" : "you don't get it yet";
  if (entry.score >= 0.99) return "right";
  if (entry.score <= 0.01) return "wrong";
  return `partly right (${Math.round(entry.score * 100)}%)`;
}

/**
 * The change a correction made: 'Mastery 34% · Weak → 52% · Getting there', with Undo right after
 * it; once undone, what the undo changed.
 */
function ChangeNote({
  change,
  undone,
  onUndo,
  undoing,
}: {
  change: ConceptChange;
  undone: boolean;
  onUndo?: () => void;
  undoing: boolean;
}) {
  return (
    <div
      className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-primary/40 bg-primary/5 px-3 py-2 text-sm"
      data-testid="concept-change"
    >
      <p role="status">
        {undone ? "Undone. " : change.recorded ? "Noted. " : "Already noted. "}
        Mastery {conceptStanding(change.before)} → <strong>{conceptStanding(change.concept)}</strong>
      </p>
      {onUndo && (
        <Button size="sm" variant="outline" disabled={undoing} onClick={onUndo}>
          <Undo2 aria-hidden="true" size={16} /> Undo<span className="sr-only"> the correction</span>
        </Button>
      )}
    </div>
  );
}

/**
 * The evidence behind one concept ('3 of 4 right, last seen 2 days ago, 2 cards due tomorrow'), its
 * latest answers, the lessons that teach it, what it builds on, and the learner's corrections with
 * the change they made.
 */
export function ConceptPanel({
  concept,
  byId,
  onPractise,
}: {
  concept: ConceptView;
  byId: Map<string, ConceptView>;
  onPractise: (id: string) => void;
}) {
  const detail = useConcept(concept.id);
  const report = useReportConcept();
  const shown = detail.data?.concept ?? concept;
  const undo = useUndoReport();
  // The latest of a correction and its undo, on this concept.
  const [last, setLast] = useState<"report" | "undo">("report");
  const undone = last === "undo" && undo.data?.concept.id === concept.id ? undo.data : undefined;
  const reported = report.data?.concept.id === concept.id ? report.data : undefined;
  const change = undone ?? reported;
  const correct = (says: "known" | "unknown") => {
    setLast("report");
    undo.reset();
    report.mutate({ conceptId: concept.id, says });
  };
  const takeBack = () => {
    setLast("undo");
    // The Undo button goes once it is used: focus stays in the panel.
    undo.mutate({ conceptId: concept.id }, { onSuccess: () => heading.current?.focus() });
  };
  const heading = useRef<HTMLHeadingElement>(null);
  const opened = useRef(false);
  // A concept chosen in the list or the graph: its evidence is read next (and scrolled to on a phone).
  // biome-ignore lint/correctness/useExhaustiveDependencies: on each concept chosen
  useEffect(() => {
    // Not when the page opens on it: only a concept chosen after.
    if (!opened.current) {
      opened.current = true;
      return;
    }
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView?.({ block: "nearest" });
  }, [concept.id]);
  return (
    <Card
      className="flex flex-col gap-4 p-4 mobile:p-5"
      data-testid="concept-panel"
      aria-labelledby="concept-panel-title"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2
          id="concept-panel-title"
          ref={heading}
          tabIndex={-1}
          className="min-w-0 text-lg font-semibold break-words outline-none"
        >
          {shown.name}
        </h2>
        <LevelChip concept={shown} />
      </div>
      <p className="text-sm" data-testid="concept-evidence">
        {evidenceSummary(shown)}
      </p>
      <p className="text-xs text-muted">
        {shown.practised
          ? `How sure Brainy is: ${certaintyWord(shown.certainty)} (${Math.round(shown.certainty * 100)}%)`
          : "Brainy has no answers of yours on this yet: it guesses from what it builds on."}
        {shown.cards.recall !== null &&
          ` · Its cards are recalled at ${Math.round(shown.cards.recall * 100)}% now`}
      </p>
      {shown.lessons.length > 0 && (
        <div className="flex flex-col gap-1 text-sm">
          <span className="text-xs font-semibold text-muted">Taught in</span>
          <ul className="flex flex-col gap-1">
            {shown.lessons.map((lesson) => (
              <li key={lesson.id}>
                <Link
                  to={`/lessons/${lesson.id}`}
                  className="text-primary-strong underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                >
                  {lesson.title}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      {shown.prerequisiteIds.length > 0 && (
        <p className="text-sm">
          <span className="text-xs font-semibold text-muted">Builds on </span>
          {shown.prerequisiteIds
            .flatMap((id) => byId.get(id) ?? [])
            .map((p) => `${p.name} (${conceptStanding(p)})`)
            .join(", ")}
        </p>
      )}
      {detail.isPending ? (
        <Spinner label="Loading the evidence..." />
      ) : (
        (detail.data?.recent.length ?? 0) > 0 && (
          <div className="flex flex-col gap-1">
            <span className="text-xs font-semibold text-muted">Latest evidence</span>
            <ol className="flex flex-col gap-0.5 text-sm" data-testid="concept-recent">
              {detail.data!.recent.map((entry, i) => (
                <li key={`${entry.at}-${i}`}>
                  {KIND_NAMES[entry.kind] ?? entry.kind}: {entryText(entry)}{" "}
                  <span className="text-muted">· {relativeDay(entry.at)}</span>
                </li>
              ))}
            </ol>
          </div>
        )
      )}
      {change && (
        <ChangeNote
          change={change}
          undone={undone !== undefined}
          undoing={undo.isPending}
          onUndo={!undone && reported?.recorded && !undo.isError ? takeBack : undefined}
        />
      )}
      {report.error && <FormAlert>{report.error.message}</FormAlert>}
      {undo.error && <FormAlert>{undo.error.message}</FormAlert>}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => onPractise(shown.id)}>
          Practise this<span className="sr-only">: {shown.name}</span>
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={report.isPending || undo.isPending}
          onClick={() => correct("known")}
        >
          <ThumbsUp aria-hidden="true" size={16} /> I already know this
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={report.isPending || undo.isPending}
          onClick={() => correct("unknown")}
        >
          <ThumbsDown aria-hidden="true" size={16} /> I don't get this
        </Button>
      </div>
    </Card>
  );
}
