import { useState } from "react";
import { useParams, useSearchParams } from "react-router";
import { ButtonLink, Card, EmptyState, Spinner } from "../../../components/ui/index.ts";
import { AssessmentFrame } from "../components/assessment-frame.tsx";
import { AssessmentResults } from "../components/assessment-results.tsx";
import { FixTheGapsPanel } from "../components/fix-the-gaps-panel.tsx";
import { NextLessonButton } from "../components/next-lesson-button.tsx";
import { QuestionList } from "../components/question-list.tsx";
import { RegenerateDialog } from "../components/regenerate-dialog.tsx";
import { useGoToNextLesson } from "../hooks/use-go-to-next-lesson.ts";
import { useLessonAssessmentPage } from "../hooks/use-lesson-assessment-page.ts";

/** The lesson assessment page (/lessons/:lessonId/assessment): questions, server grading, the way on. */
export function Component() {
  const { lessonId = "" } = useParams<{ lessonId: string }>();
  const [searchParams] = useSearchParams();
  const testOut = searchParams.get("testOut") === "1";
  const page = useLessonAssessmentPage(lessonId);
  const next = useGoToNextLesson(lessonId);
  const [confirmRegenerate, setConfirmRegenerate] = useState(false);
  const { assessment } = page;

  if (page.loading) {
    return (
      <AssessmentFrame testOut={testOut}>
        <div className="flex min-h-[30vh] items-center justify-center">
          <Spinner
            label={page.writing ? "Generating assessment questions..." : "Loading assessment..."}
            showLabel
            size={28}
          />
        </div>
      </AssessmentFrame>
    );
  }
  if (page.loadError || !assessment) {
    return (
      <AssessmentFrame testOut={testOut}>
        <Card role="alert" className="flex flex-col items-start gap-3">
          <p className="text-danger">
            {page.loadError?.message || "Failed to load assessment. Please try again later."}
          </p>
          <ButtonLink to={`/lessons/${lessonId}`} variant="secondary">
            Back to Lesson
          </ButtonLink>
        </Card>
      </AssessmentFrame>
    );
  }
  if (assessment.questions.length === 0) {
    return (
      <AssessmentFrame testOut={testOut}>
        <EmptyState title="No assessment questions available." />
      </AssessmentFrame>
    );
  }

  const regenerateDialog = (
    <RegenerateDialog
      open={confirmRegenerate}
      onOpenChange={setConfirmRegenerate}
      onConfirm={() => {
        setConfirmRegenerate(false);
        void page.regenerate(assessment);
      }}
    />
  );
  if (assessment.result) {
    return (
      <AssessmentFrame testOut={testOut}>
        <AssessmentResults
          lessonId={lessonId}
          assessment={assessment}
          result={assessment.result}
          preparingNext={next.state.kind === "preparing"}
          nextButton={<NextLessonButton state={next.state} wantsNext={next.wantsNext} onGo={next.goToNext} />}
          onRegenerate={() => setConfirmRegenerate(true)}
          fixTheGaps={
            <FixTheGapsPanel
              key={`${assessment.id}:${assessment.result.submittedAt}`}
              assessmentId={assessment.id}
              lessonId={lessonId}
              // The retake was earned by fixing the gaps: it starts at once, without the warning.
              onRetake={() => void page.regenerate(assessment)}
            />
          }
        />
        {regenerateDialog}
      </AssessmentFrame>
    );
  }
  return (
    <AssessmentFrame testOut={testOut}>
      <QuestionList
        lessonId={lessonId}
        assessment={assessment}
        answers={page.answers}
        onAnswer={page.setAnswer}
        onSubmit={() => page.submit(assessment)}
        submitting={page.submitting}
        progress={page.progress}
        error={page.error}
        onRegenerate={() => setConfirmRegenerate(true)}
      />
      {regenerateDialog}
    </AssessmentFrame>
  );
}
