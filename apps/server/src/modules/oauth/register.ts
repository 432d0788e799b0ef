import type { Db } from "../../db/client.ts";
import { OAuthProtocolError } from "./errors.ts";
import { insertClient } from "./repository.ts";

/** Schemes a redirect URI may never use: they run or read things in the browser. */
const FORBIDDEN_SCHEMES = new Set(["javascript:", "data:", "file:", "vbscript:", "about:", "blob:", "ftp:"]);
const LOOPBACK_HOSTS = new Set(["127.0.0.1", "[::1]", "localhost"]);
const MAX_REDIRECT_URIS = 10;

const invalidRedirect = (description: string) => new OAuthProtocolError("invalid_redirect_uri", description);

/**
 * A redirect URI an app may register (RFC 8252, OAuth 2.1): https anywhere, http only to the
 * loopback address (a native app's local listener), or an app's own private-use scheme; never
 * with a fragment. Answers it as given.
 */
export function checkRedirectUri(value: unknown): string {
  if (typeof value !== "string" || value.length === 0 || value.length > 2000)
    throw invalidRedirect("Each redirect URI is a URL of at most 2,000 characters.");
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw invalidRedirect(`Not a URL: ${value.slice(0, 100)}`);
  }
  if (url.hash || value.includes("#")) throw invalidRedirect("A redirect URI has no fragment (#).");
  if (FORBIDDEN_SCHEMES.has(url.protocol))
    throw invalidRedirect(`The ${url.protocol} scheme is not allowed.`);
  if (url.protocol === "http:" && !LOOPBACK_HOSTS.has(url.hostname))
    throw invalidRedirect("http redirect URIs must point at the loopback address (127.0.0.1); use https.");
  if (url.username || url.password) throw invalidRedirect("A redirect URI carries no user name or password.");
  return value;
}

/**
 * Whether an authorization request's redirect URI is one the app registered: exactly, except that
 * a loopback http URI may name any port (RFC 8252 §7.3: a native app listens where it can).
 */
export function isRegisteredRedirect(registered: string[], requested: string): boolean {
  if (registered.includes(requested)) return true;
  let asked: URL;
  try {
    asked = new URL(requested);
  } catch {
    return false;
  }
  if (asked.protocol !== "http:" || !LOOPBACK_HOSTS.has(asked.hostname)) return false;
  return registered.some((uri) => {
    const known = new URL(uri);
    return (
      known.protocol === "http:" &&
      known.hostname === asked.hostname &&
      known.pathname === asked.pathname &&
      known.search === asked.search
    );
  });
}

/**
 * POST /oauth/register (RFC 7591): registers a public client. Secrets are never issued: clients
 * prove themselves with PKCE, so `token_endpoint_auth_method` is always `none`.
 */
export async function registerClient(options: { db: Db; metadata: unknown }) {
  const metadata = (options.metadata ?? {}) as Record<string, unknown>;
  if (typeof metadata !== "object" || Array.isArray(metadata))
    throw new OAuthProtocolError("invalid_client_metadata", "Send the client metadata as a JSON object.");
  const uris = metadata.redirect_uris;
  if (!Array.isArray(uris) || uris.length === 0 || uris.length > MAX_REDIRECT_URIS)
    throw invalidRedirect(`redirect_uris must list 1 to ${MAX_REDIRECT_URIS} URIs.`);
  const redirectUris = [...new Set(uris.map(checkRedirectUri))];
  const grantTypes = metadata.grant_types ?? ["authorization_code", "refresh_token"];
  if (
    !Array.isArray(grantTypes) ||
    grantTypes.some((g) => g !== "authorization_code" && g !== "refresh_token")
  )
    throw new OAuthProtocolError(
      "invalid_client_metadata",
      "Only the authorization_code and refresh_token grants are supported.",
    );
  const responseTypes = metadata.response_types ?? ["code"];
  if (!Array.isArray(responseTypes) || responseTypes.some((r) => r !== "code"))
    throw new OAuthProtocolError("invalid_client_metadata", "Only the code response type is supported.");
  const name = typeof metadata.client_name === "string" ? metadata.client_name.trim().slice(0, 100) : "";
  const clientUri = typeof metadata.client_uri === "string" ? safeHttpsUri(metadata.client_uri) : null;
  const row = await insertClient(options.db, {
    name: name || "An MCP client",
    redirectUris,
    clientUri,
  });
  return {
    client_id: row.id,
    client_id_issued_at: Math.floor(row.createdAt.getTime() / 1000),
    client_name: row.name,
    ...(row.clientUri ? { client_uri: row.clientUri } : {}),
    redirect_uris: row.redirectUris,
    grant_types: ["authorization_code", "refresh_token"],
    response_types: ["code"],
    token_endpoint_auth_method: "none",
    ...(typeof metadata.scope === "string" ? { scope: metadata.scope.slice(0, 200) } : {}),
  };
}

/** An https home page for the consent screen's link, or null. */
function safeHttpsUri(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && value.length <= 500 ? url.toString() : null;
  } catch {
    return null;
  }
}
