import { BookOpen, Plus } from "lucide-react";
import { Link, useNavigate, useParams } from "react-router";
import { BrandLogo } from "../../../assets/illustrations/brand-logo.tsx";
import { Button, ButtonLink, Card, FormAlert, PageLoading, toast } from "../../../components/ui/index.ts";
import { rememberAfterSignIn } from "../../../lib/after-sign-in.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { useSession } from "../../../lib/session.ts";
import { useCopySharedCourse } from "../api/copy-shared-course.ts";
import { useSharedCourse } from "../api/get-shared-course.ts";

/**
 * /add-course/:token: 'Add to my goals' for a shared course. Anyone sees what the course holds;
 * a signed-in learner copies it into a new goal of their own (from zero); a visitor signs in or
 * registers first and comes back here.
 */
export function Component() {
  const { token = "" } = useParams();
  const course = useSharedCourse(token);
  return (
    <div className="flex min-h-dvh flex-col bg-bg text-text">
      <title>{`${course.data ? course.data.title : "Shared course"} · Brainy AI`}</title>
      <header className="border-b border-border">
        <div className="mx-auto flex h-16 max-w-5xl items-center px-4 sm:px-6">
          <Link to="/" className="rounded-lg" aria-label="Brainy AI home">
            <BrandLogo />
          </Link>
        </div>
      </header>
      <main className="mx-auto w-full max-w-2xl flex-1 px-4 py-8 sm:px-6 sm:py-14">
        {course.isPending ? (
          <PageLoading label="Loading the shared course" />
        ) : course.isError ? (
          <MissingCourse notFound={course.error instanceof ApiError && course.error.status === 404} />
        ) : (
          <article className="flex flex-col gap-5 overflow-hidden rounded-2xl border border-border bg-surface shadow-sm">
            {course.data.coverUrl && (
              <img
                src={course.data.coverUrl}
                alt=""
                width={1200}
                height={630}
                className="aspect-[1200/630] h-auto w-full bg-surface-2 object-cover"
              />
            )}
            <div className="flex flex-col gap-4 px-5 pb-6 sm:px-8">
              <div className="flex flex-col gap-1">
                <p className="text-sm font-medium text-muted">Shared course</p>
                <h1 className="text-2xl font-semibold tracking-tight text-text sm:text-3xl">
                  {course.data.title}
                </h1>
                {course.data.description && <p className="text-muted">{course.data.description}</p>}
                <p className="text-sm text-muted">
                  {course.data.sectionCount} sections · {course.data.lessonCount} lessons ·{" "}
                  {course.data.writtenLessonCount} written
                  {course.data.sharedBy && ` · Shared by ${course.data.sharedBy}`}
                </p>
              </div>
              <AddCourse token={token} />
              <a
                href={`/share/${token}`}
                className="inline-flex items-center gap-1.5 self-start text-sm font-medium text-primary-strong underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                <BookOpen aria-hidden="true" size={15} /> Read the course first
              </a>
            </div>
          </article>
        )}
      </main>
    </div>
  );
}

function AddCourse({ token }: { token: string }) {
  const { isLoggedIn } = useSession();
  const copy = useCopySharedCourse(token);
  const navigate = useNavigate();
  if (!isLoggedIn) {
    const here = `/add-course/${token}`;
    return (
      <div className="flex flex-col gap-3">
        <p className="text-sm text-text">
          Sign in to add this course to your goals, with your own progress from zero.
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <ButtonLink to="/login" onClick={() => rememberAfterSignIn(here)}>
            Log in to add it
          </ButtonLink>
          <ButtonLink to="/register" variant="secondary" onClick={() => rememberAfterSignIn(here)}>
            Create a free account
          </ButtonLink>
        </div>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-text">
        A copy becomes a new goal of yours: its written lessons included, your progress from zero. Later
        changes by its author do not change your copy.
      </p>
      <Button
        className="self-start"
        size="lg"
        loading={copy.isPending}
        onClick={() =>
          copy.mutate(undefined, {
            onSuccess: ({ courseId }) => {
              toast("Added to your goals.", { variant: "success" });
              void navigate(`/learning-plan/${courseId}`);
            },
          })
        }
      >
        <Plus aria-hidden="true" size={18} /> Add to my goals
      </Button>
      <div aria-live="polite">{copy.error && <FormAlert>{copy.error.message}</FormAlert>}</div>
    </div>
  );
}

function MissingCourse({ notFound }: { notFound: boolean }) {
  return (
    <Card className="flex flex-col gap-3">
      <h1 className="text-2xl font-semibold text-text">
        {notFound ? "This link does not open a course" : "We could not load the course"}
      </h1>
      <p className="text-muted">
        {notFound
          ? "Its owner may have stopped sharing it, or the address is incomplete."
          : "Check your connection and reload the page."}
      </p>
      <ButtonLink to="/" variant="secondary" className="self-start">
        Go to Brainy AI
      </ButtonLink>
    </Card>
  );
}
