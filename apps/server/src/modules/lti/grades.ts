import type { Db } from "../../db/client.ts";
import type { BackgroundEvents, JobDefinition } from "../../jobs/background.ts";
import type { GuardedFetcher } from "../../lib/guarded-fetch.ts";
import { findGradedCopy, findScorePost, queueScore, recordTry } from "./grade-repository.ts";
import { platformAccessToken } from "./roster.ts";

const SCORE_SCOPE = "https://purl.imsglobal.org/spec/lti-ags/scope/score";
const SCORE_TYPE = "application/vnd.ims.lis.v1.score+json";

type Deps = { db: Db; web: { fetcher: GuardedFetcher } };
type Data = BackgroundEvents["lessonCompleted"];

/**
 * Assignment and Grade Services (ADR 0055): when a student completes a lesson (passed, the 60 %
 * rule) of an assignment placed from an LMS, their progress (lessons done of the course's lessons)
 * is posted to the assignment's line item. The score is kept in `lti_score_posts` (pending) before
 * the job runs; a refused post is retried with pg-boss's backoff, and one that runs out of tries
 * stays `failed` (the teacher sees 'Not yet synced'; the student's next lesson posts it again).
 */
export const postLtiScoreJob: JobDefinition<Data, Deps> = {
  name: "lti-post-score",
  retryLimit: 6,
  expireInSeconds: 60,
  async accept(deps, data) {
    const copy = await findGradedCopy(deps.db, data.userId, data.completedLessonId);
    if (!copy || copy.total === 0) return false;
    await queueScore(deps.db, {
      assignmentId: copy.assignmentId,
      studentId: data.userId,
      scoreGiven: copy.done,
      scoreMaximum: copy.total,
    });
    return true;
  },
  async run(deps, data, run) {
    const copy = await findGradedCopy(deps.db, data.userId, data.completedLessonId);
    if (!copy) return "skipped";
    const row = await findScorePost(deps.db, copy.assignmentId, data.userId);
    if (!row || row.post.state === "synced") return "skipped";
    const key = { assignmentId: copy.assignmentId, studentId: data.userId };
    try {
      await postScore(deps, row);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const last = run.retryCount >= run.retryLimit;
      await recordTry(deps.db, key, { state: last ? "failed" : "pending", error: message.slice(0, 500) });
      throw error;
    }
    await recordTry(deps.db, key, { state: "synced", error: null });
    return "synced";
  },
};

async function postScore(deps: Deps, row: NonNullable<Awaited<ReturnType<typeof findScorePost>>>) {
  const fetcher = deps.web.fetcher;
  const token = await platformAccessToken({
    db: deps.db,
    fetcher,
    platform: row.platform,
    scope: SCORE_SCOPE,
  });
  const { post } = row;
  const complete = post.scoreGiven >= post.scoreMaximum;
  const url = new URL(row.lineItemUrl);
  url.pathname = `${url.pathname.replace(/\/$/, "")}/scores`;
  const answer = await fetcher.fetch({
    url: url.toString(),
    method: "POST",
    accept: ["application/json", "application/vnd.ims.lis.v1.score+json", "text/plain"],
    maxBytes: 64_000,
    headers: { authorization: `Bearer ${token}`, "content-type": SCORE_TYPE },
    body: JSON.stringify({
      userId: row.subject,
      scoreGiven: post.scoreGiven,
      scoreMaximum: post.scoreMaximum,
      activityProgress: complete ? "Completed" : "InProgress",
      gradingProgress: complete ? "FullyGraded" : "Pending",
      timestamp: post.updatedAt.toISOString(),
    }),
  });
  if (answer.status < 200 || answer.status > 299)
    throw new Error(`the platform's grade book answered ${answer.status}`);
}
