import type { TopicAssessment, TopicEvaluation } from "@brainy/contract";
import { useEffect, useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { Button, Card, ProgressBar, Spinner } from "../../../components/ui/index.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { useCreateRoadmapFromTopics } from "../api/create-roadmap.ts";
import { useTopicAssessment } from "../api/create-topic-assessment.ts";
import { useSubmitTopicAssessment } from "../api/submit-topic-assessment.ts";
import { buildTopicSubmission, flattenTopicQuestions, initialTopicSelection } from "../lib/topic-flow.ts";
import { TopicQuestion } from "./topic-question.tsx";
import { TopicSelection } from "./topic-selection.tsx";

const REDIRECT_MS = 2_000;

/** The topic-based flow: questions per topic, evaluation, topic choice, then the roadmap. */
export function TopicAssessmentFlow({
  goalId,
  coursePath,
  onBack,
}: {
  goalId: string;
  /** Where the learner lands after the roadmap is made. */
  coursePath: string;
  onBack: () => void;
}) {
  const navigate = useNavigate();
  const assessment = useTopicAssessment(goalId);
  const submission = useSubmitTopicAssessment(goalId);
  const roadmap = useCreateRoadmapFromTopics(goalId);
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [evaluation, setEvaluation] = useState<TopicEvaluation | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const busy = submission.isPending || roadmap.isPending;
  const questions = useMemo(
    () => (assessment.data ? flattenTopicQuestions(assessment.data) : []),
    [assessment.data],
  );

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate(coursePath), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, coursePath, navigate]);

  if (assessment.isPending) return <Spinner label="Writing questions for each topic…" showLabel />;
  if (assessment.isError) {
    return (
      <p role="alert" className="text-danger">
        Failed to generate roadmap
      </p>
    );
  }

  const complete = (data: TopicAssessment) => {
    setError(null);
    submission.mutate(buildTopicSubmission(data, answers), {
      onSuccess: setEvaluation,
      onError: (failure) =>
        setError(
          failure instanceof ApiError && failure.status < 500
            ? failure.message
            : "Failed to submit assessment",
        ),
    });
  };

  const createPlan = (topics: string[]) => {
    setError(null);
    roadmap.mutate(topics, {
      onSuccess: () => setDone("Your learning plan is ready. Taking you to your course…"),
      onError: (failure) => {
        if (failure instanceof ApiError && failure.status === 402) return;
        setDone("Your goal is saved. The roadmap can be generated later from the roadmap page.");
      },
    });
  };

  if (done) {
    return (
      <p role="status" className="rounded-xl border border-success/40 bg-success/10 px-4 py-3 text-success">
        {done}
      </p>
    );
  }
  if (evaluation) {
    return (
      <TopicSelection
        evaluation={evaluation}
        initial={initialTopicSelection(evaluation)}
        busy={busy}
        onBack={() => setEvaluation(null)}
        onCreate={createPlan}
      />
    );
  }

  const item = questions[index];
  const isLast = index === questions.length - 1;
  return (
    <Card className="flex flex-col gap-5">
      {item && (
        <>
          <div className="flex flex-col gap-2">
            <p className="text-xs font-medium text-muted">
              {item.topicTitle} · Question {index + 1} of {questions.length}
            </p>
            <ProgressBar value={((index + 1) / questions.length) * 100} label="Assessment progress" />
          </div>
          <TopicQuestion
            key={item.key}
            item={item}
            value={answers[item.key] ?? ""}
            onChange={(value) => setAnswers({ ...answers, [item.key]: value })}
          />
        </>
      )}
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="ghost" className="mr-auto" onClick={onBack} disabled={busy}>
          Back
        </Button>
        <Button variant="secondary" disabled={index === 0 || busy} onClick={() => setIndex(index - 1)}>
          Previous
        </Button>
        {isLast || !item ? (
          <Button loading={busy} onClick={() => complete(assessment.data)}>
            Complete Assessment
          </Button>
        ) : (
          <Button onClick={() => setIndex(index + 1)}>Next</Button>
        )}
      </div>
    </Card>
  );
}
