import { useState } from "react";
import { useTier } from "../../../lib/tier.ts";
import { useAnswerGapQuestion } from "../api/answer-gap-question.ts";
import { useGapFix, useStartGapFix } from "../api/fix-gaps.ts";
import { FixTheGaps, type GapVerdict } from "./fix-the-gaps.tsx";

/** 'Fix the gaps' of a failed attempt, wired to the server: the fix, starting it, answering its questions. */
export function FixTheGapsPanel(props: { assessmentId: string; lessonId: string; onRetake: () => void }) {
  const { assessmentId, lessonId } = props;
  const query = useGapFix(assessmentId, true);
  const start = useStartGapFix(assessmentId, lessonId);
  const answer = useAnswerGapQuestion(assessmentId);
  const { isPro, isLoading } = useTier();
  const [verdicts, setVerdicts] = useState<Record<string, GapVerdict>>({});
  const [error, setError] = useState<string | null>(null);
  if (query.isPending) return null;
  return (
    <FixTheGaps
      lessonId={lessonId}
      fix={query.data ?? null}
      free={!isLoading && !isPro}
      starting={start.isPending}
      error={error ?? (query.error ? query.error.message : null)}
      verdicts={verdicts}
      checking={answer.isPending ? (answer.variables?.itemId ?? null) : null}
      onStart={() => {
        setError(null);
        start.mutate(undefined, { onError: (failure) => setError(failure.message) });
      }}
      onAnswer={(itemId, given) => {
        setError(null);
        answer.mutate(
          { itemId, answer: given },
          {
            onSuccess: (verdict) => setVerdicts((v) => ({ ...v, [itemId]: verdict })),
            onError: (failure) => setError(failure.message),
          },
        );
      }}
      onRetake={props.onRetake}
    />
  );
}
