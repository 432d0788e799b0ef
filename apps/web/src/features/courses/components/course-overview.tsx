import type { Course, GoalSummary } from "@brainy/contract";
import { PartyPopper, Star } from "lucide-react";
import { AudioOverviewButton } from "../../../components/audio-overview-button.tsx";
import { GoalImage } from "../../../components/goal-image.tsx";
import { Badge, Button, Card, cx, ProgressBar } from "../../../components/ui/index.ts";
import { CourseExportMenu } from "./course-export-menu.tsx";

const LEVELS = ["Beginner", "Practitioner", "Advanced"];

/** The goal card: cover, title, level and overall progress. */
export function GoalCard({ goal }: { goal: GoalSummary }) {
  let level = "Not specified";
  try {
    const parsed = JSON.parse(goal.metadata) as { level?: unknown };
    if (typeof parsed?.level === "string" && parsed.level) level = parsed.level;
  } catch {}
  const progress = goal.goalProgress;
  return (
    <Card className="flex items-center gap-4 p-4">
      <GoalImage src={goal.imageUrl} className="size-16 shrink-0 rounded-xl md:size-20" />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-xs font-medium tracking-wide text-muted uppercase">Goal</span>
          <Badge variant="primary">{level}</Badge>
        </div>
        <p className="font-semibold break-words">{goal.title || goal.description}</p>
        <ProgressBar value={progress.completionPercentage} label="Goal progress" />
        <p className="text-xs text-muted">
          {progress.completionPercentage}% · {progress.completedLessons} of {progress.totalLessons} lessons
          completed
        </p>
      </div>
    </Card>
  );
}

/** Course picker, the course's details, 'Set as Active' / 'Active Course', and 'Course Completed!'. */
export function CourseHeader(props: {
  course: Course;
  courses: Course[];
  completed: boolean;
  settingActive: boolean;
  activeError: string | null;
  onSelectCourse: (courseId: string) => void;
  onSetActive: () => void;
}) {
  const { course, courses } = props;
  return (
    <div className="flex flex-col gap-4">
      {courses.length > 1 && (
        // Full titles that wrap on a phone (a native select cut them to '…Sounds and First Ph').
        <nav aria-label="Courses of this goal">
          <ul className="flex flex-wrap gap-2">
            {courses.map((item, index) => {
              const current = item.id === course.id;
              return (
                <li key={item.id} className="min-w-0 max-w-full">
                  <button
                    type="button"
                    aria-current={current ? "page" : undefined}
                    onClick={() => !current && props.onSelectCourse(item.id)}
                    className={cx(
                      "max-w-full rounded-xl border px-3 py-1.5 text-left text-sm font-medium transition-colors",
                      "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
                      current
                        ? "border-primary bg-primary/10 text-text"
                        : "border-border text-muted hover:border-primary/60 hover:text-text",
                    )}
                  >
                    <span className="mr-1.5 tabular-nums text-muted">{index + 1}.</span>
                    {item.title}
                  </button>
                </li>
              );
            })}
          </ul>
        </nav>
      )}
      <div className="flex flex-col gap-3 md:flex-row md:items-start md:justify-between">
        <div className="flex min-w-0 flex-col gap-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <Badge>{LEVELS[course.complexityLevel - 1] ?? "Beginner"}</Badge>
            <Badge>{course.desiredDuration} hours</Badge>
            {course.isActive && (
              <Badge variant="success">
                <Star aria-hidden="true" size={12} />
                Active Course
              </Badge>
            )}
          </div>
          <h1 className="text-2xl font-bold break-words md:text-3xl">{course.title}</h1>
          {course.description && <p className="text-sm text-muted md:text-base">{course.description}</p>}
        </div>
        <div className="flex flex-wrap items-start gap-2 md:justify-end">
          {!course.isActive && (
            <Button variant="secondary" loading={props.settingActive} onClick={props.onSetActive}>
              Set as Active
            </Button>
          )}
          <AudioOverviewButton scope={{ kind: "course", courseId: course.id }} title={course.title} />
          <CourseExportMenu courseId={course.id} />
        </div>
      </div>
      {props.activeError && (
        <p role="alert" className="text-sm text-danger">
          {props.activeError}
        </p>
      )}
      {props.completed && (
        <div className="flex items-center gap-3 rounded-xl border border-success/40 bg-success/10 px-4 py-3">
          <PartyPopper aria-hidden="true" size={22} className="text-success" />
          <div className="flex flex-col">
            <strong className="text-success">Course Completed!</strong>
            {course.completedAt && (
              <span className="text-sm text-muted">Completed on {formatDate(course.completedAt)}</span>
            )}
          </div>
        </div>
      )}
    </div>
  );
}

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString(undefined, { year: "numeric", month: "short", day: "numeric" });
}
