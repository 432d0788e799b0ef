import { CONCEPT_LEVEL_NAMES } from "@brainy/contract";
import { Target } from "lucide-react";
import { Link } from "react-router";
import { ButtonLink, Card } from "../../../components/ui/index.ts";
import { formatMastery, useWeakestConcepts } from "../../../lib/concept-map.ts";

/** The three weakest concepts across the learner's goals, each with 'Practise' (issue 37). */
export function WeakConceptsPanel() {
  const weakest = useWeakestConcepts();
  const concepts = weakest.data?.concepts ?? [];
  if (concepts.length === 0) return null;
  return (
    <Card className="flex flex-col gap-4" data-testid="weak-concepts-panel">
      <h2 className="flex items-center gap-2 text-base font-semibold">
        <Target aria-hidden="true" size={18} className="text-danger" /> Weakest concepts
      </h2>
      <ol className="flex flex-col gap-3">
        {concepts.map((concept) => (
          <li
            key={concept.id}
            className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2"
            data-testid="weak-concept-home"
          >
            <span className="flex min-w-0 flex-col">
              <Link
                to={`/review/map/${concept.goalId}?concept=${concept.id}`}
                className="font-medium break-words hover:underline focus-visible:outline-2 focus-visible:outline-ring"
              >
                {concept.name}
              </Link>
              <span className="text-xs text-muted break-words">
                {formatMastery(concept.mastery)} · {CONCEPT_LEVEL_NAMES[concept.level]} · {concept.goalTitle}
              </span>
            </span>
            <ButtonLink
              to={`/review/map/${concept.goalId}?practise=${concept.id}`}
              size="sm"
              variant="outline"
            >
              Practise<span className="sr-only">: {concept.name}</span>
            </ButtonLink>
          </li>
        ))}
      </ol>
    </Card>
  );
}
