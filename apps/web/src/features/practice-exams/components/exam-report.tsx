import type { PracticeExam } from "@brainy/contract";
import { CircleCheck, CircleX, MinusCircle } from "lucide-react";
import { Badge, ButtonLink, Card, ProgressBar } from "../../../components/ui/index.ts";

/** A submitted exam: the score, the report by concept (weakest first) and each item with its explanation. */
export function ExamReport({ exam }: { exam: PracticeExam }) {
  const right = exam.items.filter((i) => i.result?.correct).length;
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold">Practice exam report</h1>
        <p className="text-muted">{exam.title}</p>
        <p className="text-3xl font-bold" data-testid="exam-score">
          {exam.score ?? 0} %
        </p>
        <p>
          {right} of {exam.size} right
          {exam.expired ? " · submitted when the time ran out" : ""}
          {exam.cardsMade > 0
            ? ` · ${exam.cardsMade} review card${exam.cardsMade === 1 ? "" : "s"} made from what you missed`
            : ""}
          .
        </p>
        <div className="flex flex-wrap gap-2">
          <ButtonLink to={`/review/map/${exam.goalId}`} variant="outline" size="sm">
            What you know
          </ButtonLink>
          {exam.cardsMade > 0 && (
            <ButtonLink to="/review" variant="outline" size="sm">
              Review cards
            </ButtonLink>
          )}
          <ButtonLink
            to={exam.courseId ? `/learning-plan/${exam.courseId}` : "/learning-plan"}
            variant="ghost"
            size="sm"
          >
            Back to the course
          </ButtonLink>
        </div>
      </header>
      <section aria-labelledby="by-concept" className="flex flex-col gap-3">
        <h2 id="by-concept" className="text-lg font-semibold">
          By concept
        </h2>
        <ul className="flex flex-col gap-2" data-testid="exam-concepts">
          {exam.report.map((concept) => (
            <li key={concept.conceptId ?? concept.name}>
              <Card className="flex flex-col gap-2 p-4">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <span className="font-medium">{concept.name}</span>
                  <span className="text-sm text-muted">
                    {concept.right} of {concept.items} right · {concept.score} %
                  </span>
                </div>
                <ProgressBar value={concept.score} label={`${concept.name}: ${concept.score} %`} />
              </Card>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="items" className="flex flex-col gap-3">
        <h2 id="items" className="text-lg font-semibold">
          Your answers
        </h2>
        <ol className="flex flex-col gap-3">
          {exam.items.map((item) => {
            const result = item.result;
            const state = !item.answer ? "unanswered" : result?.correct ? "right" : "wrong";
            return (
              <li key={item.position}>
                <Card className="flex flex-col gap-2 p-4">
                  <div className="flex flex-wrap items-center gap-2">
                    {state === "right" ? (
                      <Badge variant="success">
                        <CircleCheck aria-hidden="true" size={14} /> Right
                      </Badge>
                    ) : state === "wrong" ? (
                      <Badge variant="danger">
                        <CircleX aria-hidden="true" size={14} /> Missed
                      </Badge>
                    ) : (
                      <Badge variant="warning">
                        <MinusCircle aria-hidden="true" size={14} /> Not answered
                      </Badge>
                    )}
                    {item.concept && <span className="text-sm text-muted">{item.concept}</span>}
                  </div>
                  <p className="font-medium">
                    {item.position + 1}. {item.question}
                  </p>
                  {item.answer && (
                    <p className="text-sm">
                      <span className="text-muted">Your answer: </span>
                      {item.answer}
                    </p>
                  )}
                  {result && !result.correct && (
                    <p className="text-sm">
                      <span className="text-muted">
                        {item.kind === "choice" ? "Right answer: " : "A good answer: "}
                      </span>
                      {result.correctAnswer}
                    </p>
                  )}
                  {result?.explanation && <p className="text-sm text-muted">{result.explanation}</p>}
                </Card>
              </li>
            );
          })}
        </ol>
      </section>
    </div>
  );
}
