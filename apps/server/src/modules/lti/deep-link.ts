import { randomBytes } from "node:crypto";
import type { LtiDeepLinkAnswer, LtiDeepLinkChoices } from "@brainy/contract";
import { SignJWT } from "jose";
import type { Config } from "../../config.ts";
import { notFound } from "../../lib/app-error.ts";
import type { UserOptions } from "../../lib/service-options.ts";
import { type CopyWork, createAssignment } from "../classes/index.ts";
import { currentSigningKey } from "./keys.ts";
import { deleteDeepLink, findDeepLink, findOwnCourses, findPlatform } from "./repository.ts";
import { LTI } from "./verify.ts";

type DeepLinkOptions = UserOptions & { deepLinkId: string };

/** GET /lti/deep-links/{id}: the courses the teacher may place (their own); 404 to anyone else. */
export async function getDeepLinkChoices(options: DeepLinkOptions): Promise<LtiDeepLinkChoices> {
  if (!(await findDeepLink(options.db, options.deepLinkId, options.userId)))
    throw notFound("Content selection");
  return { courses: await findOwnCourses(options.db, options.userId) };
}

/**
 * POST /lti/deep-links/{id}: assigns the chosen course to the LMS course's class (students who
 * launch get their copy) and signs the LtiDeepLinkingResponse (Brainy's key, 5 minutes) that the
 * web app posts to the LMS. The request is spent.
 */
export async function answerDeepLink(
  options: DeepLinkOptions & { config: Config; courseId: string } & CopyWork,
): Promise<LtiDeepLinkAnswer> {
  const { db, userId } = options;
  const request = await findDeepLink(db, options.deepLinkId, userId);
  const platform = request && (await findPlatform(db, request.platformId));
  if (!request || !platform) throw notFound("Content selection");
  const assignment = await createAssignment({
    db,
    userId,
    classId: request.classId,
    input: { courseId: options.courseId, dueDate: null },
    background: options.background,
    log: options.log,
  });
  const { kid, key } = await currentSigningKey(db);
  const jwt = await new SignJWT({
    nonce: randomBytes(16).toString("base64url"),
    [`${LTI}message_type`]: "LtiDeepLinkingResponse",
    [`${LTI}version`]: "1.3.0",
    [`${LTI}deployment_id`]: request.deploymentId,
    ...(request.data ? { "https://purl.imsglobal.org/spec/lti-dl/claim/data": request.data } : {}),
    "https://purl.imsglobal.org/spec/lti-dl/claim/content_items": [
      {
        type: "ltiResourceLink",
        title: assignment.title,
        url: new URL("/api/lti/launch", options.config.PUBLIC_URL).toString(),
        custom: { brainy_assignment_id: assignment.id },
      },
    ],
  })
    .setProtectedHeader({ alg: "RS256", kid, typ: "JWT" })
    .setIssuer(platform.clientId)
    .setAudience(platform.issuer)
    .setIssuedAt()
    .setExpirationTime("5m")
    .sign(key);
  await deleteDeepLink(db, request.id);
  return { returnUrl: request.returnUrl, jwt };
}
