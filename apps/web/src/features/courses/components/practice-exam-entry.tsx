import { ClipboardCheck } from "lucide-react";
import { ButtonLink, Card } from "../../../components/ui/index.ts";
import { useOpenPracticeExams } from "../api/get-open-practice-exams.ts";

/** The course page's way into a practice exam: 'Resume' when one of the goal is in progress, else 'Practice exam'. */
export function PracticeExamEntry({ goalId, courseId }: { goalId: string; courseId: string | null }) {
  const open = useOpenPracticeExams();
  const exam = open.data?.exams.find((e) => e.goalId === goalId);
  if (exam)
    return (
      <Card
        className="flex flex-wrap items-center justify-between gap-3 p-4"
        data-testid="exam-resume-banner"
      >
        <p>
          Practice exam in progress on <strong>{exam.title}</strong>: {exam.answered} of {exam.size} answered
          {exam.deadline ? " (the timer keeps running)" : ""}.
        </p>
        <ButtonLink to={`/practice-exams/${exam.id}`} size="sm">
          Resume exam
        </ButtonLink>
      </Card>
    );
  const query = new URLSearchParams({ goalId, ...(courseId ? { courseId } : {}) });
  return (
    <ButtonLink
      to={`/practice-exams/new?${query}`}
      variant="outline"
      size="sm"
      data-testid="practice-exam-link"
    >
      <ClipboardCheck aria-hidden="true" size={16} /> Practice exam
    </ButtonLink>
  );
}
