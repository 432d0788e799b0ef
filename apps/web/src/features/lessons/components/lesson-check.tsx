import type { Lesson, LessonCheck, LessonCheckClaim } from "@brainy/contract";
import { ExternalLink, SearchCheck, Wand2 } from "lucide-react";
import { Fragment } from "react";
import { Badge, type BadgeVariant, Button, FormAlert, toast } from "../../../components/ui/index.ts";
import { useLessonVersions } from "../api/get-lesson-versions.ts";
import { useCheckLesson, useLessonCheck } from "../api/lesson-check.ts";
import { useRewriteLesson } from "../api/rewrite-lesson.ts";

const VERDICTS: Record<LessonCheckClaim["verdict"], { label: string; variant: BadgeVariant }> = {
  holds: { label: "Still holds", variant: "success" },
  changed: { label: "Changed", variant: "warning" },
  unclear: { label: "Not settled", variant: "neutral" },
};

const webHref = (url: string) => (/^https?:\/\//i.test(url) ? url : undefined);

/** A finding's `[n]` markers as links to the page they cite (outside text, shown as text). */
function FindingText({ text, check }: { text: string; check: LessonCheck }) {
  const parts = text.split(/(\[\d{1,2}\])/);
  return (
    <>
      {parts.map((part, i) => {
        const n = /^\[(\d{1,2})\]$/.exec(part)?.[1];
        const page = n ? check.pages.find((p) => p.n === Number(n)) : undefined;
        if (!page) return <Fragment key={i}>{part}</Fragment>;
        return (
          <a
            key={i}
            href={`#check-page-${page.n}`}
            aria-label={`Page ${page.n}: ${page.title}`}
            className="font-semibold text-primary-strong no-underline hover:underline focus-visible:outline-2 focus-visible:outline-ring"
          >
            [{page.n}]
          </a>
        );
      })}
    </>
  );
}

/**
 * 'Check this lesson' (issue 41): the lesson's claims that may have dated, looked up on the web,
 * each with what still holds or what changed and the pages that say so; 'Rewrite with these pages'
 * rewrites the lesson grounded in them. Without a search engine the button says what to configure.
 */
export function LessonCheckPanel({ lesson }: { lesson: Lesson }) {
  const state = useLessonCheck(lesson.id, true);
  const run = useCheckLesson(lesson.id);
  const versions = useLessonVersions(lesson.id);
  const rewrite = useRewriteLesson(lesson.id);
  const check = state.data?.check ?? null;
  const changed = check?.claims.some((c) => c.verdict === "changed") ?? false;
  const canRewrite = check && changed && !check.outdated && !lesson.isCompleted && versions.data;

  return (
    <section
      aria-labelledby="check-heading"
      className="flex flex-col gap-3 rounded-2xl border border-border p-4"
      data-testid="lesson-check"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="check-heading" className="flex items-center gap-2 text-lg font-semibold">
          <SearchCheck aria-hidden="true" size={18} /> Is this lesson up to date?
        </h2>
        <Button
          variant="outline"
          size="sm"
          loading={run.isPending}
          disabled={state.data?.available === false}
          onClick={() => run.mutate()}
        >
          {check ? "Check again" : "Check this lesson"}
        </Button>
      </div>
      {state.data?.available === false && (
        <p className="text-sm text-muted" role="note">
          {state.data.reason}
        </p>
      )}
      {run.isPending && (
        <p className="text-sm text-muted" role="status">
          Looking up the lesson's facts that may have changed...
        </p>
      )}
      {run.error && <FormAlert>{run.error.message}</FormAlert>}
      {check && !run.isPending && (
        <div className="flex flex-col gap-3">
          <p className="text-xs text-muted">
            Checked{" "}
            {new Date(check.createdAt).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short" })}
            {check.searchedWith === "demo"
              ? " by the offline demo, against the pages and videos you added as sources"
              : ` with web search (${check.searchedWith})`}
            {check.outdated ? ". The lesson has changed since: check it again." : "."}
          </p>
          {check.claims.length === 0 ? (
            <p className="text-sm">No facts that may date were found in this lesson.</p>
          ) : (
            <ul className="flex flex-col gap-3" aria-label="Claims checked">
              {check.claims.map((claim, i) => (
                <li
                  key={i}
                  className="flex flex-col gap-1.5 rounded-xl bg-surface-2 p-3 text-sm"
                  data-testid="checked-claim"
                >
                  <Badge variant={VERDICTS[claim.verdict].variant} className="w-fit">
                    {VERDICTS[claim.verdict].label}
                  </Badge>
                  <p className="font-semibold">{claim.claim}</p>
                  <p className="text-muted">
                    <FindingText text={claim.finding} check={check} />
                  </p>
                </li>
              ))}
            </ul>
          )}
          {check.pages.length > 0 && (
            <ol className="flex flex-col gap-1.5 text-sm" aria-label="Pages read">
              {check.pages.map((page) => (
                <li key={page.n} id={`check-page-${page.n}`} className="flex flex-wrap gap-1">
                  <span className="font-semibold">[{page.n}]</span>
                  <a
                    href={webHref(page.url)}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="flex min-w-0 items-center gap-1 break-all text-primary-strong underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-ring"
                  >
                    {page.title}
                    <ExternalLink aria-hidden="true" size={12} />
                    <span className="sr-only">(opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ol>
          )}
          {canRewrite && (
            <div className="flex flex-col gap-2">
              <Button
                size="sm"
                className="w-fit"
                loading={rewrite.isPending}
                onClick={async () => {
                  // The course may have moved on since the page loaded (a section written meanwhile).
                  const fresh = (await versions.refetch()).data ?? versions.data!;
                  rewrite.mutate(
                    {
                      courseId: fresh.courseId,
                      courseVersion: fresh.courseVersion,
                      lessonId: lesson.id,
                      style: "custom",
                      instruction: "Bring this lesson up to date with the pages the check found.",
                      checkId: check.id,
                    },
                    { onSuccess: () => toast("Rewriting the lesson with these pages.") },
                  );
                }}
              >
                <Wand2 aria-hidden="true" size={15} /> Rewrite with these pages
              </Button>
              {rewrite.error && <FormAlert>{rewrite.error.message}</FormAlert>}
            </div>
          )}
        </div>
      )}
    </section>
  );
}
