import type { CourseShare } from "@brainy/contract";
import { Copy, ExternalLink, Share2 } from "lucide-react";
import { useId, useState } from "react";
import { Button, Checkbox, Dialog, FormAlert, PageError, Spinner } from "../../../components/ui/index.ts";
import { useCourseShare } from "../api/get-course-share.ts";
import { useRevokeCourseShare } from "../api/revoke-course-share.ts";
import { useShareCourse } from "../api/share-course.ts";

/** 'Share': a dialog to make the course's public link, copy it, show the owner's name or not, revoke it. */
export function ShareCourse({ courseId, courseTitle }: { courseId: string; courseTitle: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)} data-testid="share-course">
        <Share2 aria-hidden="true" size={15} /> Share
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={`Share “${courseTitle}”`}
        description="Anyone with the link can read the roadmap and the written lessons, without an account. Your progress, scores, notes, chat and email are never shown."
      >
        {open && <ShareCourseBody courseId={courseId} />}
      </Dialog>
    </>
  );
}

function ShareCourseBody({ courseId }: { courseId: string }) {
  const status = useCourseShare(courseId, true);
  const share = useShareCourse(courseId);
  const revoke = useRevokeCourseShare(courseId);
  const [showName, setShowName] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  if (status.isPending) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted" role="status">
        <Spinner size={16} /> Loading…
      </p>
    );
  }
  if (status.isError) {
    return <PageError message="Failed to load the share link." onRetry={() => status.refetch()} />;
  }
  const current = status.data.share;
  const error = share.error ?? revoke.error;
  return (
    <div className="flex flex-col gap-4">
      {current ? (
        <SharedLink
          share={current}
          busy={share.isPending || revoke.isPending}
          onShowName={(value) => {
            setNotice(null);
            share.mutate(value, {
              onSuccess: () =>
                setNotice(
                  value ? "Your name now shows on the page." : "Your name no longer shows on the page.",
                ),
            });
          }}
          onRevoke={() => {
            setNotice(null);
            revoke.mutate(undefined, {
              onSuccess: () => setNotice("Sharing stopped: the link no longer opens the course."),
            });
          }}
        />
      ) : (
        <>
          <Checkbox
            label="Show my name on the page"
            description="Your first name (or username) appears as 'Shared by'. Off: the page names nobody."
            checked={showName}
            onCheckedChange={setShowName}
          />
          <Button
            className="self-start"
            loading={share.isPending}
            onClick={() => {
              setNotice(null);
              share.mutate(showName, {
                onSuccess: () => setNotice("Link created. Copy it to share the course."),
              });
            }}
          >
            <Share2 aria-hidden="true" size={16} /> Create link
          </Button>
        </>
      )}
      <div aria-live="polite">
        {error && <FormAlert>{error.message}</FormAlert>}
        {notice && !error && (
          <p className="text-sm font-medium text-success" role="status">
            {notice}
          </p>
        )}
      </div>
    </div>
  );
}

function SharedLink(props: {
  share: CourseShare;
  busy: boolean;
  onShowName: (value: boolean) => void;
  onRevoke: () => void;
}) {
  const { share, busy } = props;
  const url = `${window.location.origin}${share.path}`;
  const inputId = useId();
  const [copied, setCopied] = useState<"yes" | "failed" | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied("yes");
    } catch {
      setCopied("failed");
    }
  };
  return (
    <>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={inputId} className="text-sm font-medium text-text">
          Share link
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            id={inputId}
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
            className="h-10 w-full min-w-0 rounded-xl sm:flex-1 border border-border bg-surface-2 px-3 font-mono text-xs text-text focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            data-testid="share-url"
          />
          <Button variant="secondary" onClick={copy}>
            <Copy aria-hidden="true" size={16} /> Copy link
          </Button>
        </div>
        <p className="min-h-5 text-sm text-muted" role="status">
          {copied === "yes" && "Copied to the clipboard."}
          {copied === "failed" && "Could not copy: select the link and copy it by hand."}
        </p>
      </div>
      <a
        href={share.path}
        target="_blank"
        rel="noopener"
        className="inline-flex items-center gap-1.5 self-start text-sm font-medium text-primary-strong underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        Open the page <ExternalLink aria-hidden="true" size={14} />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
      <Checkbox
        label="Show my name on the page"
        description="Your first name (or username) appears as 'Shared by'. Off: the page names nobody."
        checked={share.showName}
        disabled={busy}
        onCheckedChange={props.onShowName}
      />
      <div className="flex flex-wrap items-center gap-3 border-t border-border pt-4">
        <Button variant="danger" onClick={props.onRevoke} disabled={busy}>
          Stop sharing
        </Button>
        <p className="text-sm text-muted">The link stops working at once. Copies already added stay.</p>
      </div>
    </>
  );
}
