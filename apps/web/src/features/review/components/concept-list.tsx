import { CONCEPT_LEVEL_NAMES, type ConceptMap, type ConceptView } from "@brainy/contract";
import { Target } from "lucide-react";
import { Button, cx } from "../../../components/ui/index.ts";
import { certaintyWord, formatMastery } from "../../../lib/concept-map.ts";

/** The chip of a level: its word always, a tint beside it. */
const LEVEL_CHIPS: Record<ConceptView["level"], string> = {
  new: "border-border-strong border-dashed text-muted",
  weak: "border-danger/50 bg-danger/10 text-text",
  learning: "border-warning/50 bg-warning/10 text-text",
  solid: "border-primary/40 bg-primary/10 text-text",
  mastered: "border-success/50 bg-success/10 text-text",
};

export function LevelChip({ concept }: { concept: ConceptView }) {
  return (
    <span
      className={cx(
        "inline-flex shrink-0 items-center rounded-full border px-2 py-0.5 text-xs font-semibold",
        LEVEL_CHIPS[concept.level],
      )}
    >
      {concept.mastery === null
        ? CONCEPT_LEVEL_NAMES.new
        : `${formatMastery(concept.mastery)} · ${CONCEPT_LEVEL_NAMES[concept.level]}`}
    </span>
  );
}

function Row({
  concept,
  selected,
  onSelect,
  onPractise,
}: {
  concept: ConceptView;
  selected: boolean;
  onSelect: (id: string) => void;
  onPractise: (id: string) => void;
}) {
  return (
    <li
      className={cx(
        "flex flex-col gap-2 rounded-xl border px-3 py-2.5",
        selected ? "border-primary bg-primary/5" : "border-border",
      )}
      data-testid="concept-row"
      data-level={concept.level}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <button
          type="button"
          onClick={() => onSelect(concept.id)}
          aria-pressed={selected}
          className="min-w-0 text-left font-medium break-words hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {concept.name}
        </button>
        <LevelChip concept={concept} />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-xs text-muted">
          {concept.practised ? `Brainy is ${certaintyWord(concept.certainty)}` : "No answers yet"}
          {concept.lessons[0] ? ` · ${concept.lessons[0].title}` : ""}
        </span>
        <Button size="sm" variant="outline" onClick={() => onPractise(concept.id)}>
          Practise this<span className="sr-only">: {concept.name}</span>
        </Button>
      </div>
    </li>
  );
}

/**
 * The concepts as a list, the accessible form of the graph: the weak spots first (weakest first),
 * then what is not yet practised, then the rest, each with 'Practise this'.
 */
export function ConceptList({
  map,
  selectedId,
  onSelect,
  onPractise,
}: {
  map: ConceptMap;
  selectedId: string | null;
  onSelect: (id: string) => void;
  onPractise: (id: string) => void;
}) {
  const byId = new Map(map.concepts.map((c) => [c.id, c]));
  const weak = map.weakSpots.flatMap((id) => byId.get(id) ?? []);
  const weakIds = new Set(map.weakSpots);
  const fresh = map.concepts.filter((c) => !c.practised);
  const rest = map.concepts
    .filter((c) => c.practised && !weakIds.has(c.id))
    .sort((a, b) => (a.mastery ?? 0) - (b.mastery ?? 0));
  const group = (title: string, list: ConceptView[], testId: string, empty?: string) => (
    <section className="flex flex-col gap-2" aria-label={title} data-testid={testId}>
      <h3 className="text-sm font-semibold">{title}</h3>
      {list.length === 0 ? (
        empty && <p className="text-sm text-muted">{empty}</p>
      ) : (
        <ol className="flex flex-col gap-2">
          {list.map((concept) => (
            <Row
              key={concept.id}
              concept={concept}
              selected={concept.id === selectedId}
              onSelect={onSelect}
              onPractise={onPractise}
            />
          ))}
        </ol>
      )}
    </section>
  );
  return (
    <div className="flex flex-col gap-5" data-testid="concept-list">
      <h2 className="flex items-center gap-2 font-semibold">
        <Target aria-hidden="true" size={18} className="text-danger" /> Weak spots first
      </h2>
      {group(
        "Weak spots",
        weak,
        "weak-concepts",
        map.concepts.some((c) => c.practised)
          ? "Nothing you practised is weak right now. Well kept!"
          : "Answer a checkpoint, an assessment or a card and your weak spots show here.",
      )}
      {fresh.length > 0 && group("Not yet practised", fresh, "new-concepts")}
      {rest.length > 0 && group("Going well", rest, "strong-concepts")}
    </div>
  );
}
