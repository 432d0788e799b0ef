import type { LessonAssessment, LessonGradingProgress } from "@brainy/contract";
import { useEffect, useRef, useState } from "react";
import { useDeleteLessonAssessment } from "../api/delete-lesson-assessment.ts";
import { useGenerateLessonAssessment } from "../api/generate-lesson-assessment.ts";
import { useLessonAssessment } from "../api/get-lesson-assessment.ts";
import { useSubmitLessonAssessment } from "../api/submit-lesson-assessment.ts";

/** How long a failed submit or regenerate stays on screen. */
const ERROR_SHOWN_MS = 5000;

/**
 * The assessment page's data: the lesson's assessment (written on the first visit), the learner's
 * answers, submitting them and writing new questions, with the failure of either shown for 5 s.
 */
export function useLessonAssessmentPage(lessonId: string) {
  const query = useLessonAssessment(lessonId);
  const generation = useGenerateLessonAssessment(lessonId);
  const deletion = useDeleteLessonAssessment();
  const submission = useSubmitLessonAssessment(lessonId);
  const [answers, setAnswers] = useState<Record<number, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<LessonGradingProgress | null>(null);
  const requested = useRef<string | null>(null);
  const stored = query.data;
  const needsWriting = query.isSuccess && stored?.status !== "ready";

  // A lesson without a ready assessment gets one written, once per visit (the server writes it once
  // however many ask, so a second call would only wait for the same answer).
  const { mutate: write } = generation;
  useEffect(() => {
    if (!needsWriting || requested.current === lessonId) return;
    requested.current = lessonId;
    write();
  }, [needsWriting, lessonId, write]);

  useEffect(() => {
    if (!error) return;
    const timer = setTimeout(() => setError(null), ERROR_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [error]);

  function submit(current: LessonAssessment) {
    setError(null);
    setProgress(null);
    const body = {
      answers: current.questions.map((q) => ({
        questionIndex: q.index,
        selectedAnswer: answers[q.index] ?? "",
        question: q.question,
      })),
    };
    submission.mutate(
      { assessmentId: current.id, body, onProgress: setProgress },
      {
        onSuccess: () => window.scrollTo({ top: 0, behavior: "smooth" }),
        onError: (failure) => setError(`Failed to submit assessment: ${failure.message}`),
      },
    );
  }

  async function regenerate(current: LessonAssessment) {
    setAnswers({});
    setError(null);
    try {
      await deletion.mutateAsync(current.id);
      await generation.mutateAsync();
    } catch (failure) {
      setError(`Failed to regenerate assessment: ${(failure as Error).message}`);
    }
  }

  const writing = generation.isPending || (needsWriting && generation.isIdle);
  // A first write that failed is the page's error; a failed regenerate keeps the page as it was.
  const loadError = query.error ?? (needsWriting ? generation.error : null);
  return {
    assessment: stored,
    loading: query.isPending || writing,
    writing,
    loadError,
    answers,
    setAnswer: (index: number, answer: string) => setAnswers((a) => ({ ...a, [index]: answer })),
    submitting: submission.isPending,
    /** How far the grading of a submit in flight is; null before its first event. */
    progress: submission.isPending ? progress : null,
    submit,
    regenerate,
    error,
  };
}
