import { type ReactNode, useState } from "react";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { DemoAiNotice } from "../../../components/demo-ai-notice.tsx";
import { Button, Card, EmptyState, PageLoading, Textarea } from "../../../components/ui/index.ts";
import { useIsDemoAi } from "../../../lib/ai-provider.ts";
import { resumeCoursePath } from "../../../lib/goals.ts";
import { useCreateLearningPlan } from "../api/create-learning-plan.ts";
import { useGoal } from "../api/get-goal.ts";
import { useGoalKnowledgeAssessment } from "../api/get-goal-knowledge-assessment.ts";
import { TopicAssessmentFlow } from "../components/topic-assessment-flow.tsx";

/** The learning-plan duration the spec sends, literally. */
const PLAN_DURATION = "3 months";

/** The goal assessment screen (/goals/:goalId/assessment): optional free-text answers, then the plan. */
export function Component() {
  const { goalId = "" } = useParams<{ goalId: string }>();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const topicFlow = searchParams.get("flow") === "topics";
  const goal = useGoal(goalId);
  const assessment = useGoalKnowledgeAssessment(goalId, !topicFlow);
  const createPlan = useCreateLearningPlan();
  const isDemoAi = useIsDemoAi();
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const coursePath = goal.data ? resumeCoursePath(goal.data) : "/learning-plan";

  if (topicFlow && goal.data) {
    return (
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
        <AssessmentHeader kind="Topic assessment" goal={goal.data} />
        {isDemoAi && <DemoAiNotice />}
        <TopicAssessmentFlow goalId={goalId} coursePath={coursePath} onBack={() => setSearchParams({})} />
      </div>
    );
  }
  if (goal.isPending || assessment.isPending) {
    return <PageLoading label="Preparing your assessment…" />;
  }
  if (goal.isError || assessment.isError) {
    return (
      <div className="mx-auto flex max-w-3xl flex-col items-start gap-4">
        <p role="alert" className="text-danger">
          Failed to load assessment
        </p>
        <Button variant="secondary" onClick={() => navigate("/goals")}>
          Back to Goals
        </Button>
      </div>
    );
  }

  const questions = assessment.data.questions;
  const createLearningPlan = () => {
    setError(null);
    const assessmentResults = JSON.stringify(
      Object.fromEntries(questions.map((_, index) => [String(index), answers[index]?.trim() ?? ""])),
    );
    createPlan.mutate(
      { goalId, assessmentResults, duration: PLAN_DURATION },
      {
        onSuccess: () => navigate(coursePath),
        onError: () => setError("Failed to create learning plan. Please try again."),
      },
    );
  };

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <AssessmentHeader kind="Knowledge assessment" goal={goal.data} showDescription>
        <p className="text-sm text-muted">
          Answer in your own words what you already know. Every answer is optional.{" "}
          <button
            type="button"
            className="font-medium text-primary-strong underline underline-offset-2"
            onClick={() => setSearchParams({ flow: "topics" })}
          >
            Prefer a topic-by-topic check?
          </button>
        </p>
      </AssessmentHeader>
      {isDemoAi && questions.length > 0 && <DemoAiNotice />}
      {questions.length === 0 ? (
        <EmptyState title="No assessment questions available. You can skip this step." />
      ) : (
        <Card className="flex flex-col gap-5">
          {questions.map((question, index) => (
            <Textarea
              key={index}
              label={`${index + 1}. ${question}`}
              rows={3}
              maxLength={2000}
              value={answers[index] ?? ""}
              disabled={createPlan.isPending}
              onChange={(event) => setAnswers({ ...answers, [index]: event.target.value })}
            />
          ))}
        </Card>
      )}
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" disabled={createPlan.isPending} onClick={() => navigate(coursePath)}>
          Skip Assessment
        </Button>
        <Button loading={createPlan.isPending} onClick={createLearningPlan}>
          Create Learning Plan
        </Button>
      </div>
    </div>
  );
}

/** The assessment page's heading: what kind of assessment, for which goal; extra lines below it. */
function AssessmentHeader({
  kind,
  goal,
  showDescription = false,
  children,
}: {
  kind: string;
  goal: { title: string | null; description: string };
  showDescription?: boolean;
  children?: ReactNode;
}) {
  return (
    <header className="flex flex-col gap-2">
      <p className="text-xs font-medium tracking-wide text-muted uppercase">{kind}</p>
      <h1 className="text-2xl font-bold break-words md:text-3xl">{goal.title || goal.description}</h1>
      {showDescription && goal.title && <p className="text-sm text-muted">{goal.description}</p>}
      {children}
    </header>
  );
}
