import { createLocalJWKSet, errors, type JSONWebKeySet, type JWTPayload, jwtVerify } from "jose";
import type { GuardedFetcher } from "../../lib/guarded-fetch.ts";
import type { PlatformRow } from "./repository.ts";

export const LTI = "https://purl.imsglobal.org/spec/lti/claim/";
export const DL_SETTINGS = "https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings";
export const AGS_CLAIM = "https://purl.imsglobal.org/spec/lti-ags/claim/endpoint";
export const NRPS_CLAIM = "https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice";

/** A launch Brainy refuses: the message is shown to the person on a plain page; nothing is created. */
export class LtiRefused extends Error {
  readonly status: number;
  constructor(message: string, status = 401) {
    super(message);
    this.name = "LtiRefused";
    this.status = status;
  }
}

export type LaunchRole = "teacher" | "student";

/** What a verified launch says, the claims Brainy uses. */
export type VerifiedLaunch = {
  subject: string;
  name: string | null;
  role: LaunchRole;
  messageType: "LtiResourceLinkRequest" | "LtiDeepLinkingRequest";
  /** A Deep Linking request's return address and opaque data. */
  deepLinking: { returnUrl: string; data: string | null } | null;
  deploymentId: string;
  context: { id: string; title: string | null };
  membershipsUrl: string | null;
  /** The assignment a Deep Linking placed link names (its custom claim `brainy_assignment_id`). */
  assignmentId: string | null;
  /** The AGS line item of the launched link (its grade-book column), when the platform names one. */
  lineItemUrl: string | null;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The platform's key set, read through the guarded fetcher (never a bare fetch). */
async function platformKeys(fetcher: GuardedFetcher, platform: PlatformRow) {
  try {
    const answer = await fetcher.fetch({
      url: platform.jwksUrl,
      accept: ["application/json", "application/jwk-set+json"],
      maxBytes: 256_000,
    });
    if (answer.status !== 200) throw new Error(`status ${answer.status}`);
    return createLocalJWKSet(JSON.parse(answer.body.toString("utf8")) as JSONWebKeySet);
  } catch {
    throw new LtiRefused(
      "Brainy could not read your LMS's key set, so it cannot check this launch. Try again later.",
      502,
    );
  }
}

/** Maps a role URI list to Brainy's role: instructors and administrators teach, learners study. */
export function launchRole(roles: unknown): LaunchRole {
  if (!Array.isArray(roles) || roles.length === 0)
    throw new LtiRefused(
      "This launch names no role for you, so Brainy cannot tell whether you teach or study.",
    );
  const names = roles.filter((r): r is string => typeof r === "string");
  if (names.some((r) => /(^|#)(Instructor|Administrator|ContentDeveloper|TeachingAssistant)$/.test(r)))
    return "teacher";
  if (names.some((r) => /(^|#)Learner$/.test(r))) return "student";
  throw new LtiRefused("This launch's role is not one Brainy knows (an instructor or a learner).");
}

async function verifySignature(idToken: string, fetcher: GuardedFetcher, platform: PlatformRow) {
  const keys = await platformKeys(fetcher, platform);
  try {
    const { payload } = await jwtVerify(idToken, keys, {
      issuer: platform.issuer,
      audience: platform.clientId,
      algorithms: ["RS256"],
      requiredClaims: ["exp", "iat", "sub", "nonce"],
    });
    return payload;
  } catch (error) {
    if (error instanceof errors.JWTExpired)
      throw new LtiRefused("This launch has expired. Open Brainy again from your course.");
    if (error instanceof errors.JWTClaimValidationFailed && error.claim === "iss")
      throw new LtiRefused("This launch comes from an LMS Brainy does not know (wrong issuer).");
    if (error instanceof errors.JWTClaimValidationFailed && error.claim === "aud")
      throw new LtiRefused("This launch was meant for another tool (wrong audience).");
    throw new LtiRefused("This launch's signature could not be verified, so Brainy refused it.");
  }
}

/** Verifies an id_token: signature, iss, aud, exp, nonce, deployment, message type, version, roles. */
export async function verifyLaunch(options: {
  idToken: string;
  nonce: string;
  platform: PlatformRow;
  fetcher: GuardedFetcher;
}): Promise<VerifiedLaunch> {
  const payload: JWTPayload = await verifySignature(options.idToken, options.fetcher, options.platform);
  const claim = (name: string) => payload[LTI + name];
  if (payload.nonce !== options.nonce)
    throw new LtiRefused("This launch was already used. Open Brainy again from your course.");
  const deploymentId = claim("deployment_id");
  if (typeof deploymentId !== "string" || !options.platform.deploymentIds.includes(deploymentId))
    throw new LtiRefused(
      "This deployment of Brainy is not registered. Ask your administrator to register it.",
    );
  if (claim("version") !== "1.3.0")
    throw new LtiRefused("Brainy speaks LTI 1.3.0; this launch is another version.", 400);
  const messageType = claim("message_type");
  if (messageType !== "LtiResourceLinkRequest" && messageType !== "LtiDeepLinkingRequest")
    throw new LtiRefused("This kind of LTI message is not one Brainy handles.", 400);
  const settings = payload[DL_SETTINGS] as { deep_link_return_url?: unknown; data?: unknown } | undefined;
  const returnUrl = settings?.deep_link_return_url;
  if (messageType === "LtiDeepLinkingRequest" && (typeof returnUrl !== "string" || !URL.canParse(returnUrl)))
    throw new LtiRefused("This content selection names no address to return to.", 400);
  const role = launchRole(claim("roles"));
  const context = claim("context") as { id?: unknown; title?: unknown } | undefined;
  if (!context || typeof context.id !== "string")
    throw new LtiRefused("Open Brainy from inside a course: this launch names no course.", 400);
  const custom = claim("custom") as { brainy_assignment_id?: unknown } | undefined;
  const assignmentId = custom?.brainy_assignment_id;
  const ags = payload[AGS_CLAIM] as { lineitem?: unknown } | undefined;
  const nrps = payload[NRPS_CLAIM] as { context_memberships_url?: unknown } | undefined;
  return {
    subject: payload.sub!,
    name: typeof payload.name === "string" ? payload.name : null,
    role,
    messageType,
    deploymentId,
    context: { id: context.id, title: typeof context.title === "string" ? context.title : null },
    deepLinking:
      messageType === "LtiDeepLinkingRequest"
        ? { returnUrl: returnUrl as string, data: typeof settings?.data === "string" ? settings.data : null }
        : null,
    membershipsUrl: typeof nrps?.context_memberships_url === "string" ? nrps.context_memberships_url : null,
    lineItemUrl: typeof ags?.lineitem === "string" && URL.canParse(ags.lineitem) ? ags.lineitem : null,
    assignmentId: typeof assignmentId === "string" && UUID.test(assignmentId) ? assignmentId : null,
  };
}
