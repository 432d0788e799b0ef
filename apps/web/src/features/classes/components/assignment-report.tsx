import { OPEN_ANSWERS_SHOWN, type OpenAnswer, type QuestionStats } from "@brainy/contract";
import { useState } from "react";
import { Badge, Button, Card, PageError, PageLoading } from "../../../components/ui/index.ts";
import { useAssignmentReport } from "../api/assignments.ts";
import { AssignmentActions } from "./assignment-actions.tsx";
import { OverrideDialog } from "./override-dialog.tsx";
import { ProgressTable, ScrollRegion } from "./progress-table.tsx";

const percent = (share: number | null) => (share === null ? "–" : `${Math.round(share * 100)} %`);

/** One assignment's report: students, the class's weak concepts, per question, open answers to review. */
export function AssignmentReportPanel({ classId, assignmentId }: { classId: string; assignmentId: string }) {
  const [shown, setShown] = useState(OPEN_ANSWERS_SHOWN);
  const report = useAssignmentReport(classId, assignmentId, shown);
  const [reviewing, setReviewing] = useState<OpenAnswer | null>(null);
  if (report.isPending) return <PageLoading label="Loading the assignment's progress" />;
  if (report.error)
    return <PageError message="The report could not be loaded." onRetry={() => void report.refetch()} />;
  const { assignment, students, classWeakConcepts, questions, openAnswers, openAnswerCount } = report.data;
  const more = Math.min(OPEN_ANSWERS_SHOWN, openAnswerCount - openAnswers.length);
  return (
    <div className="flex flex-col gap-4" data-testid="assignment-report">
      <Card className="flex flex-col gap-3">
        <h3 className="text-base font-semibold">
          {assignment.title}
          {assignment.dueDate && (
            <span className="ml-2 text-sm font-normal text-muted">due {assignment.dueDate}</span>
          )}
        </h3>
        <AssignmentActions
          classId={classId}
          assignmentId={assignment.id}
          hasDueDate={assignment.dueDate !== null}
        />
        {students.length === 0 ? (
          <p className="text-sm text-muted">No student yet.</p>
        ) : (
          <ProgressTable rows={students} caption={`Progress on ${assignment.title}`} />
        )}
        {classWeakConcepts.length > 0 && (
          <div className="flex flex-wrap items-center gap-2" data-testid="class-weak-concepts">
            <span className="text-sm font-medium">The class is weak on:</span>
            {classWeakConcepts.map((c) => (
              <Badge key={c.name} variant="warning">
                {c.name} ({c.students})
              </Badge>
            ))}
          </div>
        )}
      </Card>
      {questions.length > 0 && <QuestionTable questions={questions} />}
      {openAnswers.length > 0 && (
        <Card className="flex flex-col gap-3">
          <h3 className="text-base font-semibold">Open answers graded by the AI</h3>
          <p className="text-sm text-muted">
            The answers the AI grader was least sure of come first
            {openAnswerCount > openAnswers.length
              ? ` (${openAnswers.length} of ${openAnswerCount} shown).`
              : "."}
          </p>
          <ul className="flex flex-col gap-3">
            {openAnswers.map((a) => (
              <li
                key={`${a.lessonId}:${a.questionIndex}`}
                className="flex flex-col gap-1 border-t border-border pt-3 first:border-0 first:pt-0"
                data-testid="open-answer"
              >
                <p className="text-sm font-medium">
                  {a.studentName}: <span className="font-normal text-muted">{a.question}</span>
                </p>
                <p className="text-sm break-words">“{a.answer}”</p>
                <div className="flex flex-wrap items-center gap-2 text-xs text-muted">
                  {!a.override && <span>AI's grade: {percent(a.points)}</span>}
                  {!a.override && a.graderConfidence !== null && (
                    <Badge variant={a.graderConfidence < 0.6 ? "warning" : "neutral"}>
                      AI sure: {percent(a.graderConfidence)}
                    </Badge>
                  )}
                  {a.override && (
                    <Badge variant="primary">
                      Overridden to {percent(a.override.points)} by {a.override.by}
                    </Badge>
                  )}
                  <Button size="sm" variant="outline" onClick={() => setReviewing(a)}>
                    Review<span className="sr-only"> {a.studentName}'s answer</span>
                  </Button>
                </div>
              </li>
            ))}
          </ul>
          {more > 0 && (
            <Button
              variant="outline"
              className="self-start"
              disabled={report.isFetching}
              onClick={() => setShown(openAnswers.length + OPEN_ANSWERS_SHOWN)}
            >
              {report.isFetching ? "Loading…" : `Show ${more} more`}
            </Button>
          )}
        </Card>
      )}
      <OverrideDialog classId={classId} answer={reviewing} onClose={() => setReviewing(null)} />
    </div>
  );
}

function QuestionTable({ questions }: { questions: QuestionStats[] }) {
  return (
    <Card className="flex flex-col gap-3">
      <h3 className="text-base font-semibold">Per question</h3>
      <ScrollRegion label="Per question">
        <table className="w-full min-w-[36rem] text-left text-sm">
          <caption className="sr-only">
            Share right, most common wrong answers and how sure the AI grader was, per question
          </caption>
          <thead className="bg-surface-2 text-xs text-muted uppercase">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                Lesson
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Question
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Right
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Common wrong answers
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                AI grader sure
              </th>
            </tr>
          </thead>
          <tbody>
            {questions.map((q) => (
              <tr
                key={`${q.lessonPosition}:${q.questionIndex}`}
                className="border-t border-border"
                data-testid="question-row"
              >
                <td className="px-3 py-2 whitespace-nowrap">{q.lessonPosition}</td>
                <th scope="row" className="px-3 py-2 font-normal">
                  {q.question}
                </th>
                <td className="px-3 py-2 whitespace-nowrap">
                  {percent(q.shareRight)} <span className="text-muted">of {q.answered}</span>
                </td>
                <td className="px-3 py-2">
                  {q.commonWrongAnswers.length
                    ? q.commonWrongAnswers.map((w) => `“${w.answer}” ×${w.count}`).join(", ")
                    : "–"}
                </td>
                <td className="px-3 py-2 whitespace-nowrap">{percent(q.graderConfidence)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </Card>
  );
}
