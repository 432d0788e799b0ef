import { createHash, randomBytes } from "node:crypto";
import type { TokenResponse } from "@brainy/contract";
import { eq } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Db, DbOrTx } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import type { GuardedFetcher } from "../../lib/guarded-fetch.ts";
import { hashPassword } from "../../lib/password.ts";
import { signAccessToken } from "../../lib/tokens.ts";
import { type CopyWork, createClass, enrolMember } from "../classes/index.ts";
import { getUserTier } from "../subscriptions/index.ts";
import { saveLineItem } from "./grade-repository.ts";
import {
  findContext,
  findLinkedUser,
  findOwnCopy,
  findPlatform,
  findPlatforms,
  insertContext,
  insertDeepLink,
  insertLink,
  insertLogin,
  insertTicket,
  isClassAssignment,
  spendLogin,
  spendTicket,
  updateMembershipsUrl,
} from "./repository.ts";
import { syncRoster } from "./roster.ts";
import { LtiRefused, type VerifiedLaunch, verifyLaunch } from "./verify.ts";

const LOGIN_TTL_MS = 10 * 60_000;
const TICKET_TTL_MS = 2 * 60_000;
const DEEP_LINK_TTL_MS = 30 * 60_000;
const hash = (value: string) => createHash("sha256").update(value).digest("hex");
const random = () => randomBytes(24).toString("base64url");

/** Where the platform posts launches back to. */
export const launchUrl = (config: Config) => new URL("/api/lti/launch", config.PUBLIC_URL).toString();

/** OIDC third-party login initiation: remembers a state and nonce, answers the platform's auth URL to redirect to. */
export async function startLogin(options: {
  db: Db;
  config: Config;
  params: { iss?: string; login_hint?: string; lti_message_hint?: string; client_id?: string };
}): Promise<string> {
  const { db, params } = options;
  if (!params.iss || !params.login_hint)
    throw new LtiRefused("This sign-in from your LMS is incomplete (no issuer or login hint).", 400);
  const platforms = await findPlatforms(db, params.iss, params.client_id);
  if (platforms.length !== 1)
    throw new LtiRefused("This LMS is not registered with Brainy. Ask your administrator to register it.");
  const platform = platforms[0]!;
  const state = random();
  const nonce = random();
  await insertLogin(db, {
    state,
    nonce,
    platformId: platform.id,
    expiresAt: new Date(Date.now() + LOGIN_TTL_MS),
  });
  const url = new URL(platform.authUrl);
  const query = {
    scope: "openid",
    response_type: "id_token",
    response_mode: "form_post",
    prompt: "none",
    client_id: platform.clientId,
    redirect_uri: launchUrl(options.config),
    login_hint: params.login_hint,
    state,
    nonce,
    ...(params.lti_message_hint ? { lti_message_hint: params.lti_message_hint } : {}),
  };
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
}

/** The Brainy account of a platform user: linked by (platform, sub), made on their first launch. */
async function linkAccount(
  db: DbOrTx,
  platformId: string,
  launch: Pick<VerifiedLaunch, "subject" | "name">,
): Promise<string> {
  const linked = await findLinkedUser(db, platformId, launch.subject);
  if (linked) return linked;
  const [user] = await db
    .insert(users)
    .values({
      username: (launch.name ?? "").trim().slice(0, 40) || `LMS learner ${hash(launch.subject).slice(0, 6)}`,
      email: `lti-${hash(`${platformId}:${launch.subject}`).slice(0, 32)}@lti.invalid`,
      // No password: this account signs in through its LMS only.
      passwordHash: await hashPassword(randomBytes(32).toString("base64url")),
      firstName: launch.name?.split(" ")[0] ?? null,
      isInitialSetupCompleted: true,
    })
    .returning({ id: users.id });
  await insertLink(db, { platformId, subject: launch.subject, userId: user!.id });
  return (await findLinkedUser(db, platformId, launch.subject))!;
}

/**
 * The launch: spends the login's state (single use), verifies the id_token, then links the
 * account and the class for the context. Answers the web app's path and a one-time ticket.
 */
export async function completeLaunch(
  options: { db: Db; config: Config; fetcher: GuardedFetcher; idToken?: string; state?: string } & CopyWork,
): Promise<{ ticket: string; next: string }> {
  const { db } = options;
  if (!options.idToken || !options.state)
    throw new LtiRefused("This launch is incomplete (no id_token or state).", 400);
  const login = await spendLogin(db, options.state);
  if (!login)
    throw new LtiRefused("This launch was already used or has expired. Open Brainy again from your course.");
  const platform = await findPlatform(db, login.platformId);
  if (!platform) throw new LtiRefused("This LMS is no longer registered with Brainy.");
  const launch = await verifyLaunch({
    idToken: options.idToken,
    nonce: login.nonce,
    platform,
    fetcher: options.fetcher,
  });
  if (launch.deepLinking && launch.role !== "teacher")
    throw new LtiRefused("Only a teacher can choose what Brainy places in a course.", 403);
  const existing = await findContext(db, platform.id, launch.context.id);
  if (!existing && launch.role === "student")
    throw new LtiRefused(
      "Your teacher has not opened Brainy in this course yet. Try again after they have.",
      409,
    );
  let classId = existing?.classId;
  let userId: string;
  try {
    if (!classId) {
      // The teacher's first launch in this context: the account, its link, the class and the context
      // in one transaction, so a refusal (the plan's class limit) leaves nothing behind.
      const name = (launch.context.title ?? "LMS course").slice(0, 120);
      ({ userId, classId } = await db.transaction(async (tx) => {
        const teacherId = await linkAccount(tx, platform.id, launch);
        const tier = await getUserTier({ db: tx, userId: teacherId });
        const created = await createClass({ db: tx, actor: { userId: teacherId, tier }, name });
        await insertContext(tx, {
          platformId: platform.id,
          contextId: launch.context.id,
          classId: created.id,
          membershipsUrl: launch.membershipsUrl,
        });
        return {
          userId: teacherId,
          classId: (await findContext(tx, platform.id, launch.context.id))!.classId,
        };
      }));
    }
    // A later launch links the account inside the enrolment's transaction: a student refused by
    // the seat limit leaves no account and no link behind (ADR 0056).
    ({ userId } = await enrolMember({
      db,
      classId,
      user: (tx) => linkAccount(tx, platform.id, launch),
      role: launch.role,
      background: options.background,
      log: options.log,
    }));
    if (existing && launch.membershipsUrl)
      await updateMembershipsUrl(db, platform.id, launch.context.id, launch.membershipsUrl);
  } catch (error) {
    if (error instanceof AppError) throw new LtiRefused(error.message, error.status);
    throw error;
  }
  const membershipsUrl = launch.membershipsUrl ?? existing?.membershipsUrl;
  if (launch.role === "teacher" && membershipsUrl) {
    // The roster (NRPS) comes in with the teacher's launch; a failure never stops the launch.
    await syncRoster({
      ...options,
      platform,
      classId,
      membershipsUrl,
      link: (tx, subject, name) => linkAccount(tx, platform.id, { subject, name }),
      log: options.log ?? { error: () => {} },
    }).catch((error) => options.log?.error({ err: error, classId }, "LTI roster sync failed"));
  }
  if (
    launch.assignmentId &&
    launch.lineItemUrl &&
    (await isClassAssignment(db, classId, launch.assignmentId))
  )
    // The placed link's grade-book column: scores of this assignment are posted there (AGS).
    await saveLineItem(db, {
      assignmentId: launch.assignmentId,
      platformId: platform.id,
      url: launch.lineItemUrl,
    });
  let next = `/classes/${classId}`;
  const copy =
    launch.role === "student" && launch.assignmentId
      ? await findOwnCopy(db, classId, launch.assignmentId, userId)
      : undefined;
  // A placed link's student lands on their own copy of the assigned course.
  if (copy) next = `/learning-plan/${copy}`;
  if (launch.deepLinking) {
    const id = await insertDeepLink(db, {
      platformId: platform.id,
      userId,
      classId,
      deploymentId: launch.deploymentId,
      returnUrl: launch.deepLinking.returnUrl,
      data: launch.deepLinking.data,
      expiresAt: new Date(Date.now() + DEEP_LINK_TTL_MS),
    });
    next = `/lti/deep-link/${id}`;
  }
  const ticket = random();
  await insertTicket(db, {
    ticketHash: hash(ticket),
    userId,
    expiresAt: new Date(Date.now() + TICKET_TTL_MS),
  });
  return { ticket, next };
}

/** POST /lti/session: trades a launch's one-time ticket for a session token (24 hours). */
export async function exchangeTicket(options: {
  db: Db;
  config: Config;
  ticket: string;
}): Promise<TokenResponse> {
  const userId = await spendTicket(options.db, hash(options.ticket));
  if (!userId)
    throw new AppError(
      "UNAUTHORIZED",
      "This sign-in from your LMS has expired. Open Brainy again from your course.",
    );
  const [user] = await options.db
    .select({ tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.id, userId));
  return {
    token: await signAccessToken(options.config.JWT_SECRET, { userId, tokenVersion: user!.tokenVersion }),
  };
}
