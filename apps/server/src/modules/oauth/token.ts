import { createHash } from "node:crypto";
import type { Db, DbOrTx } from "../../db/client.ts";
import { hashSecret, newApiTokenSecret } from "../../lib/api-token-secrets.ts";
import { DAY_MS } from "../../lib/time.ts";
import { insertApiToken, revokeGrant } from "../access-tokens/index.ts";
import { invalidGrant, invalidRequest, OAuthProtocolError } from "./errors.ts";
import { sameResource } from "./metadata.ts";
import { isRegisteredRedirect } from "./register.ts";
import {
  claimCode,
  deleteEndedTokens,
  findClient,
  findCode,
  findGrantToken,
  insertGrant,
  setCodeGrant,
  spendRefreshToken,
} from "./repository.ts";

/** An app's access token lives an hour; its refresh token 30 days from its last use. */
export const ACCESS_TOKEN_TTL_MS = 60 * 60 * 1000;
export const REFRESH_TOKEN_TTL_MS = 30 * DAY_MS;
/** RFC 7636: a verifier is 43 to 128 unreserved characters. */
const VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;

type Form = Record<string, string | undefined>;
type Grant = { id: string; userId: string; scopes: string[] };

/** The token endpoint's answer (RFC 6749 §5.1). */
export type TokenAnswer = {
  access_token: string;
  token_type: "Bearer";
  expires_in: number;
  refresh_token: string;
  scope: string;
};

/** A new access token and refresh token for a grant, named after its app. */
async function issueTokens(db: DbOrTx, grant: Grant, appName: string): Promise<TokenAnswer> {
  const access = newApiTokenSecret("access");
  const refresh = newApiTokenSecret("refresh");
  const common = { userId: grant.userId, name: appName, scopes: grant.scopes, grantId: grant.id };
  await insertApiToken(db, {
    ...common,
    kind: "access",
    tokenHash: access.hash,
    prefix: access.prefix,
    expiresAt: new Date(Date.now() + ACCESS_TOKEN_TTL_MS),
  });
  await insertApiToken(db, {
    ...common,
    kind: "refresh",
    tokenHash: refresh.hash,
    prefix: refresh.prefix,
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
  });
  return {
    access_token: access.secret,
    token_type: "Bearer",
    expires_in: ACCESS_TOKEN_TTL_MS / 1000,
    refresh_token: refresh.secret,
    scope: grant.scopes.join(" "),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function knownClient(db: Db, form: Form) {
  const client =
    form.client_id && UUID.test(form.client_id) ? await findClient(db, form.client_id) : undefined;
  if (!client)
    throw new OAuthProtocolError("invalid_client", "Unknown client_id: register the app first.", 401);
  return client;
}

function checkResource(form: Form, resource: string) {
  if (form.resource !== undefined && !sameResource(form.resource, resource))
    throw new OAuthProtocolError("invalid_target", `These tokens are for ${resource} only.`);
}

/**
 * grant_type=authorization_code: the code is claimed once (a second presentation revokes what the
 * first one gave, RFC 6749 §4.1.2), then must match the app, the redirect URI and the PKCE
 * verifier; an expired, unknown or mismatched code gives nothing.
 */
async function exchangeCode(db: Db, form: Form): Promise<TokenAnswer> {
  const client = await knownClient(db, form);
  if (!form.code) throw invalidRequest("code is required.");
  if (!form.code_verifier) throw invalidRequest("code_verifier is required: PKCE is mandatory.");
  if (!VERIFIER.test(form.code_verifier))
    throw invalidRequest("code_verifier must be 43 to 128 unreserved characters.");
  const codeHash = hashSecret(form.code);
  const code = await claimCode(db, codeHash);
  if (!code) {
    const known = await findCode(db, codeHash);
    if (known?.usedAt) {
      if (known.grantId) await db.transaction((tx) => revokeGrant(tx, known.grantId as string));
      throw invalidGrant("This code was already used; the tokens it gave were revoked.");
    }
    throw invalidGrant(known ? "This code has expired: start again from the app." : "Unknown code.");
  }
  if (code.clientId !== client.id) throw invalidGrant("This code was issued to another app.");
  if (
    !form.redirect_uri ||
    form.redirect_uri !== code.redirectUri ||
    !isRegisteredRedirect(client.redirectUris, form.redirect_uri)
  )
    throw invalidGrant("redirect_uri does not match the authorization request.");
  const challenge = createHash("sha256").update(form.code_verifier).digest("base64url");
  if (challenge !== code.codeChallenge)
    throw invalidGrant("code_verifier does not match the code_challenge.");
  checkResource(form, code.resource);
  return db.transaction(async (tx) => {
    const grant = await insertGrant(tx, {
      userId: code.userId,
      clientId: client.id,
      scopes: code.scopes,
      resource: code.resource,
    });
    await setCodeGrant(tx, codeHash, grant.id);
    return issueTokens(tx, grant, client.name);
  });
}

/**
 * grant_type=refresh_token: each refresh token is exchanged once for a new pair (rotation); one
 * presented again means it leaked, so the whole grant is revoked. A narrower `scope` may be asked.
 */
async function refreshTokens(db: Db, form: Form): Promise<TokenAnswer> {
  const client = await knownClient(db, form);
  if (!form.refresh_token) throw invalidRequest("refresh_token is required.");
  const found = await findGrantToken(db, hashSecret(form.refresh_token));
  if (found?.token.kind !== "refresh") throw invalidGrant("Unknown refresh token.");
  if (found.clientId !== client.id) throw invalidGrant("This refresh token was issued to another app.");
  if (found.grant.revokedAt) throw invalidGrant("Access was revoked: sign in again from the app.");
  if (found.token.expiresAt.getTime() <= Date.now()) throw invalidGrant("This refresh token has expired.");
  checkResource(form, found.grant.resource);
  const asked = form.scope?.split(/\s+/).filter(Boolean);
  if (asked?.some((scope) => !found.grant.scopes.includes(scope)))
    throw new OAuthProtocolError("invalid_scope", "A refresh cannot add scopes the learner did not allow.");
  return db
    .transaction(async (tx) => {
      if (!(await spendRefreshToken(tx, found.token.id))) {
        await revokeGrant(tx, found.grant.id);
        return null;
      }
      await deleteEndedTokens(tx, found.grant.id);
      const scopes =
        asked && asked.length > 0 ? found.grant.scopes.filter((s) => asked.includes(s)) : found.grant.scopes;
      return issueTokens(tx, { id: found.grant.id, userId: found.grant.userId, scopes }, client.name);
    })
    .then((answer) => {
      if (!answer) throw invalidGrant("This refresh token was already used; access was revoked.");
      return answer;
    });
}

/** POST /oauth/token (RFC 6749 §3.2, form-encoded): codes and refresh tokens for tokens. */
export function exchangeToken(options: { db: Db; form: Form }): Promise<TokenAnswer> {
  const { db, form } = options;
  if (form.grant_type === "authorization_code") return exchangeCode(db, form);
  if (form.grant_type === "refresh_token") return refreshTokens(db, form);
  throw new OAuthProtocolError(
    "unsupported_grant_type",
    "grant_type must be authorization_code or refresh_token.",
  );
}

/**
 * POST /oauth/revoke (RFC 7009): an app gives up its access; the token's whole grant goes. Always
 * 200, whether or not the token was known (so it tells a guesser nothing).
 */
export async function revokeAppToken(options: { db: Db; form: Form }): Promise<void> {
  const { db, form } = options;
  if (!form.token) throw invalidRequest("token is required.");
  const found = await findGrantToken(db, hashSecret(form.token));
  if (!found || found.clientId !== form.client_id) return;
  await db.transaction((tx) => revokeGrant(tx, found.grant.id));
}
