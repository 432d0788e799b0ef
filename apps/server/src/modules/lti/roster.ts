import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { SignJWT } from "jose";
import type { Db, DbOrTx } from "../../db/client.ts";
import type { GuardedFetcher } from "../../lib/guarded-fetch.ts";
import { type CopyWork, enrolMember } from "../classes/index.ts";
import { currentSigningKey } from "./keys.ts";
import type { PlatformRow } from "./repository.ts";
import { launchRole } from "./verify.ts";

const NRPS_SCOPE = "https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly";
const NRPS_TYPE = "application/vnd.ims.lti-nrps.v2.membershipcontainer+json";

/** An OAuth2 client-credentials token from the platform, Brainy's JWT bearer assertion signed with its key. */
export async function platformAccessToken(options: {
  db: Db;
  fetcher: GuardedFetcher;
  platform: PlatformRow;
  scope: string;
}) {
  const { platform } = options;
  const { kid, key } = await currentSigningKey(options.db);
  const assertion = await new SignJWT({})
    .setProtectedHeader({ alg: "RS256", kid })
    .setIssuer(platform.clientId)
    .setSubject(platform.clientId)
    .setAudience(platform.tokenUrl)
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime("5m")
    .sign(key);
  const answer = await options.fetcher.fetch({
    url: platform.tokenUrl,
    method: "POST",
    accept: ["application/json"],
    maxBytes: 64_000,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "client_credentials",
      client_assertion_type: "urn:ietf:params:oauth:client-assertion-type:jwt-bearer",
      client_assertion: assertion,
      scope: options.scope,
    }).toString(),
  });
  const token =
    answer.status === 200 ? (JSON.parse(answer.body.toString("utf8")) as { access_token?: unknown }) : {};
  if (typeof token.access_token !== "string")
    throw new Error(`the platform's token endpoint answered ${answer.status}`);
  return token.access_token;
}

type Member = { user_id?: unknown; name?: unknown; roles?: unknown; status?: unknown };

/**
 * Names and Role Provisioning: reads the context's roster and enrols its active members in the
 * class (accounts linked by the platform's user id, as a launch does). Answers how many were added.
 */
export async function syncRoster(
  options: {
    db: Db;
    fetcher: GuardedFetcher;
    platform: PlatformRow;
    classId: string;
    membershipsUrl: string;
    link: (tx: DbOrTx, subject: string, name: string | null) => Promise<string>;
    log: Pick<FastifyBaseLogger, "error">;
  } & CopyWork,
): Promise<number> {
  const token = await platformAccessToken({ ...options, scope: NRPS_SCOPE });
  const answer = await options.fetcher.fetch({
    url: options.membershipsUrl,
    accept: [NRPS_TYPE, "application/json"],
    maxBytes: 4_000_000,
    headers: { authorization: `Bearer ${token}`, accept: NRPS_TYPE },
  });
  if (answer.status !== 200) throw new Error(`the roster service answered ${answer.status}`);
  const { members = [] } = JSON.parse(answer.body.toString("utf8")) as { members?: Member[] };
  let added = 0;
  for (const member of members) {
    if (typeof member.user_id !== "string" || (member.status && member.status !== "Active")) continue;
    let role: "teacher" | "student";
    try {
      role = launchRole(member.roles);
    } catch {
      continue;
    }
    const name = typeof member.name === "string" ? member.name : null;
    const subject = member.user_id;
    // Linked inside the enrolment: a member refused by the seat limit gets no account.
    const { isNew } = await enrolMember({ ...options, user: (tx) => options.link(tx, subject, name), role });
    if (isNew) added += 1;
  }
  return added;
}
