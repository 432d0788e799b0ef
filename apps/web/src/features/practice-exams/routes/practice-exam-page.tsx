import { useParams } from "react-router";
import { PageError, PageLoading } from "../../../components/ui/index.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { usePracticeExam } from "../api/practice-exams.ts";
import { ExamReport } from "../components/exam-report.tsx";
import { ExamRunner } from "../components/exam-runner.tsx";

/** /practice-exams/:examId: the exam while it is open (resumed on any device), then its report. */
export function Component() {
  const { examId = "" } = useParams<{ examId: string }>();
  const query = usePracticeExam(examId);
  if (query.isPending) return <PageLoading label="Loading your exam…" />;
  if (query.isError)
    return (
      <PageError
        message={
          query.error instanceof ApiError && query.error.status === 404
            ? "This practice exam does not exist."
            : "The exam could not be loaded. Please try again."
        }
        onRetry={() => void query.refetch()}
      />
    );
  const exam = query.data;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      {exam.status === "submitted" ? (
        <ExamReport exam={exam} />
      ) : exam.status === "grading" ? (
        <PageLoading label="Grading your exam…" />
      ) : (
        <ExamRunner key={exam.id} exam={exam} />
      )}
    </div>
  );
}
