import type { LtiDeepLinkAnswer } from "@brainy/contract";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useParams } from "react-router";
import { Button, FormAlert, PageError, PageLoading, Select } from "../../../components/ui/index.ts";
import { useAnswerDeepLink, useDeepLinkChoices } from "../api/deep-link.ts";

/**
 * /lti/deep-link/:id: a teacher in Moodle or Canvas picks one of their courses to place as an
 * activity (ADR 0055). Brainy assigns it to the class and posts the signed answer back to the LMS.
 */
export function Component() {
  const { id = "" } = useParams();
  const choices = useDeepLinkChoices(id);
  const answer = useAnswerDeepLink(id);
  const [courseId, setCourseId] = useState("");
  const [signed, setSigned] = useState<LtiDeepLinkAnswer | null>(null);
  const returnForm = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (signed) returnForm.current?.submit();
  }, [signed]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (courseId) setSigned(await answer.mutateAsync({ courseId }).catch(() => null));
  }

  if (choices.isPending) return <PageLoading label="Loading your courses…" />;
  if (choices.isError)
    return (
      <div className="mx-auto max-w-xl p-6">
        <PageError message="This content selection has expired or is not yours. Start it again from your LMS." />
      </div>
    );
  const courses = choices.data.courses;
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4 p-6">
      <h1 className="text-2xl font-semibold">Place a Brainy course in your LMS</h1>
      <p className="text-muted">
        Your students get their own copy of the course when they open it; their progress comes back to you in
        Brainy.
      </p>
      {courses.length === 0 ? (
        <p>You have no course of your own yet. Plan one in Brainy first, then start this again.</p>
      ) : (
        <form onSubmit={submit} className="flex flex-col gap-4" aria-label="Choose a course">
          <Select
            label="Course"
            placeholder="Choose a course"
            options={courses.map((c) => ({ value: c.id, label: c.title }))}
            value={courseId}
            onChange={(event) => setCourseId(event.target.value)}
            required
          />
          {answer.isError && <FormAlert>Brainy could not place this course. Please try again.</FormAlert>}
          <Button type="submit" disabled={!courseId} loading={answer.isPending || signed !== null}>
            Place in my course
          </Button>
        </form>
      )}
      {signed && (
        <form ref={returnForm} method="post" action={signed.returnUrl} aria-hidden="true">
          <input type="hidden" name="JWT" value={signed.jwt} />
        </form>
      )}
    </div>
  );
}
