import {
  type OAuthAuthorizeQuery,
  type OAuthConsent,
  type OAuthRedirect,
  TOKEN_SCOPES,
  type TokenScope,
} from "@brainy/contract";
import type { Db } from "../../db/client.ts";
import { hashSecret, newRandomSecret } from "../../lib/api-token-secrets.ts";
import { AppError } from "../../lib/app-error.ts";
import { type OAuthAddresses, sameResource } from "./metadata.ts";
import { isRegisteredRedirect } from "./register.ts";
import { challengeWasUsed, findClient, insertCode, type OAuthClientRow } from "./repository.ts";

/** How long an authorization code may wait for its exchange. */
export const CODE_TTL_MS = 60_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** RFC 7636: the S256 challenge is the base64url SHA-256 of the verifier: 43 characters. */
const S256_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;
/** Scopes a client may ask for that Brainy grants implicitly (refresh tokens are always issued). */
const IGNORED_SCOPES = new Set(["offline_access"]);

type CheckedRequest = {
  client: OAuthClientRow;
  redirectUri: string;
  scopes: TokenScope[];
  resource: string;
  codeChallenge: string;
};

/** The app's redirect URI with the answer's parameters, `state` and `iss` (RFC 9207). */
function redirectWith(
  redirectUri: string,
  params: Record<string, string>,
  query: OAuthAuthorizeQuery,
  issuer: string,
) {
  const url = new URL(redirectUri);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  if (query.state !== undefined) url.searchParams.set("state", query.state);
  url.searchParams.set("iss", issuer);
  return url.toString();
}

/**
 * Checks an authorization request as the consent screen received it. An unknown app or a redirect
 * URI it did not register answers 400 and the browser goes nowhere (RFC 6749 §4.1.2.1); any other
 * fault answers 400 with `redirectTo`: the app's redirect URI carrying the OAuth error.
 */
async function checkRequest(db: Db, at: OAuthAddresses, query: OAuthAuthorizeQuery): Promise<CheckedRequest> {
  const client =
    query.client_id && UUID.test(query.client_id) ? await findClient(db, query.client_id) : undefined;
  if (!client)
    throw new AppError("VALIDATION_FAILED", "This app is not registered with Brainy (unknown client_id).");
  const redirectUri =
    query.redirect_uri ?? (client.redirectUris.length === 1 ? client.redirectUris[0] : undefined);
  if (!redirectUri || !isRegisteredRedirect(client.redirectUris, redirectUri))
    throw new AppError(
      "VALIDATION_FAILED",
      `The redirect URI is not one ${client.name} registered, so Brainy will not send you there.`,
    );
  const refuse = (error: string, description: string): never => {
    throw new AppError("VALIDATION_FAILED", description, {
      details: {
        oauthError: error,
        redirectTo: redirectWith(redirectUri, { error, error_description: description }, query, at.issuer),
      },
    });
  };
  if (query.response_type !== "code")
    refuse(
      "unsupported_response_type",
      "Only the authorization code flow (response_type=code) is supported.",
    );
  if (
    !query.code_challenge ||
    query.code_challenge_method !== "S256" ||
    !S256_CHALLENGE.test(query.code_challenge)
  )
    refuse("invalid_request", "PKCE is required: a code_challenge with code_challenge_method=S256.");
  const asked = (query.scope ?? TOKEN_SCOPES.join(" "))
    .split(/\s+/)
    .filter((s) => s && !IGNORED_SCOPES.has(s));
  const unknown = asked.filter((scope) => !(TOKEN_SCOPES as readonly string[]).includes(scope));
  if (unknown.length > 0) refuse("invalid_scope", `Unknown scope: ${unknown.join(", ")}.`);
  const scopes = TOKEN_SCOPES.filter((scope) => asked.includes(scope));
  if (scopes.length === 0)
    refuse("invalid_scope", "Ask for at least one of the scopes read, write, reviews.");
  const resource = query.resource ?? at.resource;
  if (!sameResource(resource, at.resource))
    refuse("invalid_target", `Brainy issues tokens for its MCP server only (${at.resource}).`);
  const codeChallenge = query.code_challenge as string;
  if (await challengeWasUsed(db, codeChallenge))
    refuse("invalid_request", "This code_challenge was used before: start again with a new PKCE verifier.");
  return { client, redirectUri, scopes, resource: at.resource, codeChallenge };
}

/** GET /oauth/authorize: what the consent screen names (the app, where it returns, the scopes). */
export async function getConsent(options: {
  db: Db;
  at: OAuthAddresses;
  query: OAuthAuthorizeQuery;
}): Promise<OAuthConsent> {
  const checked = await checkRequest(options.db, options.at, options.query);
  return {
    clientName: checked.client.name,
    clientUri: checked.client.clientUri,
    redirectHost: new URL(checked.redirectUri).host || new URL(checked.redirectUri).protocol,
    scopes: checked.scopes,
    resource: checked.resource,
  };
}

/**
 * POST /oauth/authorize: the learner allows or denies. Allowed, a single-use code (its hash
 * stored, bound to the app, the redirect URI, the PKCE challenge, the scopes and the resource)
 * goes back to the app; denied, `access_denied`.
 */
export async function decideAuthorization(options: {
  db: Db;
  at: OAuthAddresses;
  userId: string;
  query: OAuthAuthorizeQuery;
  approve: boolean;
}): Promise<OAuthRedirect> {
  const { db, at, query } = options;
  const checked = await checkRequest(db, at, query);
  if (!options.approve) {
    const description = "The learner did not allow access.";
    return {
      redirectTo: redirectWith(
        checked.redirectUri,
        { error: "access_denied", error_description: description },
        query,
        at.issuer,
      ),
    };
  }
  const code = newRandomSecret();
  const stored = await insertCode(db, {
    codeHash: hashSecret(code),
    clientId: checked.client.id,
    userId: options.userId,
    redirectUri: checked.redirectUri,
    codeChallenge: checked.codeChallenge,
    scopes: checked.scopes,
    resource: checked.resource,
    expiresAt: new Date(Date.now() + CODE_TTL_MS),
  });
  if (!stored) throw new AppError("CONFLICT", "This request was already answered: start again from the app.");
  return { redirectTo: redirectWith(checked.redirectUri, { code }, query, at.issuer) };
}
