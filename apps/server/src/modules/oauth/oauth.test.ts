import { createHash, randomBytes } from "node:crypto";
import { Client, StreamableHTTPClientTransport, UnauthorizedError } from "@modelcontextprotocol/client";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestContext } from "../../../test/app.ts";
import { bindCall, createUser, type TestUser } from "../../../test/factories.ts";
import { listeningTestApp, TestOAuthProvider } from "../../../test/mcp-client.ts";
import { oauthCodes } from "../../db/schema/index.ts";

/**
 * Brainy's OAuth 2.1 authorization server as the MCP authorization specification asks: discovery
 * (RFC 9728, RFC 8414), dynamic registration (RFC 7591), the code flow with PKCE S256 through the
 * consent API, resource indicators (RFC 8707), rotation; and every refusal the issue names.
 */
let t: TestContext & { url: string };
let call: ReturnType<typeof bindCall>;
let learner: TestUser;
const REDIRECT = "http://127.0.0.1:9/callback";

const form = (fields: Record<string, string>) =>
  fetch(`${t.url}/api/oauth/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });

async function register(redirectUris = [REDIRECT]) {
  const res = await fetch(`${t.url}/api/oauth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ client_name: "Raw client", redirect_uris: redirectUris }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, string> };
}

function pkce() {
  const verifier = randomBytes(32).toString("base64url");
  return { verifier, challenge: createHash("sha256").update(verifier).digest("base64url") };
}

/** The query an app sends the learner's browser to `/oauth/authorize` with. */
function authorizeQuery(clientId: string, challenge: string, extra: Record<string, string> = {}) {
  return {
    response_type: "code",
    client_id: clientId,
    redirect_uri: REDIRECT,
    scope: "read write",
    state: "xyz",
    code_challenge: challenge,
    code_challenge_method: "S256",
    resource: `${t.url}/mcp`,
    ...extra,
  };
}

/** The learner approves on the consent screen; answers the redirect's parameters. */
async function approve(query: Record<string, string>) {
  const res = await call(learner, "POST", "/api/oauth/authorize", { ...query, approve: true });
  expect(res.statusCode, res.body).toBe(200);
  return new URL(res.json().redirectTo as string).searchParams;
}

/** A code and its verifier for a freshly registered client. */
async function codeFor() {
  const client = (await register()).body;
  const { verifier, challenge } = pkce();
  const params = await approve(authorizeQuery(client.client_id!, challenge));
  return { clientId: client.client_id!, verifier, code: params.get("code")! };
}

const exchange = (
  c: { clientId: string; verifier: string; code: string },
  extra: Record<string, string> = {},
) =>
  form({
    grant_type: "authorization_code",
    client_id: c.clientId,
    code: c.code,
    code_verifier: c.verifier,
    redirect_uri: REDIRECT,
    ...extra,
  });

/** Calls tools/list on /mcp with a bearer token; answers the status. */
async function mcpStatus(token: string) {
  const res = await fetch(`${t.url}/mcp`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${token}`,
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
    },
    body: JSON.stringify({
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "raw", version: "1" } },
    }),
  });
  return res.status;
}

beforeAll(async () => {
  t = await listeningTestApp();
  call = bindCall(t);
  learner = await createUser(t);
}, 60_000);
afterAll(() => t.close());

describe("discovery", () => {
  it("publishes protected resource and authorization server metadata", async () => {
    for (const path of [
      "/.well-known/oauth-protected-resource",
      "/.well-known/oauth-protected-resource/mcp",
    ]) {
      const res = await fetch(`${t.url}${path}`);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({
        resource: `${t.url}/mcp`,
        authorization_servers: [t.url],
        scopes_supported: ["read", "write", "reviews"],
        bearer_methods_supported: ["header"],
      });
    }
    const as = await (await fetch(`${t.url}/.well-known/oauth-authorization-server`)).json();
    expect(as).toMatchObject({
      issuer: t.url,
      authorization_endpoint: `${t.url}/oauth/authorize`,
      token_endpoint: `${t.url}/api/oauth/token`,
      registration_endpoint: `${t.url}/api/oauth/register`,
      code_challenge_methods_supported: ["S256"],
      grant_types_supported: ["authorization_code", "refresh_token"],
      token_endpoint_auth_methods_supported: ["none"],
    });
  });
});

describe("the SDK's client through the OAuth flow", () => {
  it("registers, is sent to consent, gets tokens, calls tools, refreshes and is disconnected", async () => {
    const provider = new TestOAuthProvider(REDIRECT);
    const url = new URL("/mcp", t.url);
    const first = new StreamableHTTPClientTransport(url, { authProvider: provider });
    await expect(new Client({ name: "app", version: "1" }).connect(first)).rejects.toBeInstanceOf(
      UnauthorizedError,
    );
    const asked = provider.authorizationUrl!;
    expect(asked.origin + asked.pathname).toBe(`${t.url}/oauth/authorize`);
    expect(asked.searchParams.get("code_challenge_method")).toBe("S256");
    expect(asked.searchParams.get("resource")).toBe(`${t.url}/mcp`);

    // The learner's browser: Brainy's consent screen names the app and the scopes, then allows.
    const query = Object.fromEntries(asked.searchParams);
    const consent = await call(learner, "GET", `/api/oauth/authorize?${asked.searchParams}`);
    expect(consent.json()).toMatchObject({
      clientName: "Test MCP client",
      redirectHost: "127.0.0.1:9",
      scopes: ["read", "write", "reviews"],
      resource: `${t.url}/mcp`,
    });
    const back = await approve(query);
    expect(back.get("iss")).toBe(t.url);
    await first.finishAuth(back);

    const client = new Client({ name: "app", version: "1" });
    await client.connect(new StreamableHTTPClientTransport(url, { authProvider: provider }));
    const goals = await client.callTool({ name: "list_goals", arguments: {} });
    expect(goals.isError).toBeFalsy();
    const tokens = provider.tokens()!;
    expect(tokens.access_token).toMatch(/^brainy_at_/);
    expect(tokens.refresh_token).toMatch(/^brainy_rt_/);
    // An app's token is for the MCP server alone, not the REST API.
    const rest = await t.app.inject({
      method: "GET",
      url: "/api/goals",
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(rest.statusCode).toBe(401);
    expect(rest.json().message).toMatch(/MCP server/);

    // Rotation: the refresh token gives a new pair once; presented again, the whole grant goes.
    const clientId = (provider.clientInformation() as { client_id: string }).client_id;
    const refreshed = await form({
      grant_type: "refresh_token",
      client_id: clientId,
      refresh_token: tokens.refresh_token!,
    });
    expect(refreshed.status).toBe(200);
    const pair = (await refreshed.json()) as { access_token: string; refresh_token: string; scope: string };
    expect(pair.scope).toBe("read write reviews");
    expect(await mcpStatus(pair.access_token)).toBe(200);
    const replay = await form({
      grant_type: "refresh_token",
      client_id: clientId,
      refresh_token: tokens.refresh_token!,
    });
    expect(await replay.json()).toMatchObject({ error: "invalid_grant" });
    expect(await mcpStatus(pair.access_token)).toBe(401);

    // Settings lists a connected app until it is disconnected there.
    const again = await codeFor();
    const issued = (await (await exchange(again)).json()) as { access_token: string };
    const apps = (await call(learner, "GET", "/api/tokens")).json() as {
      id: string;
      kind: string;
      name: string;
    }[];
    const app = apps.find((a) => a.kind === "app" && a.name === "Raw client")!;
    expect(app).toBeDefined();
    expect((await call(learner, "DELETE", `/api/tokens/${app.id}`)).statusCode).toBe(204);
    expect(await mcpStatus(issued.access_token)).toBe(401);
    await client.close();
  });

  it("asks for more scope when a tool needs it (step-up), without running the tool", async () => {
    const provider = new TestOAuthProvider(REDIRECT);
    const url = new URL("/mcp", t.url);
    const first = new StreamableHTTPClientTransport(url, { authProvider: provider });
    await expect(new Client({ name: "app", version: "1" }).connect(first)).rejects.toBeInstanceOf(
      UnauthorizedError,
    );
    // Allowed for reading only (as an app asking for `read` alone would be).
    const query = { ...Object.fromEntries(provider.authorizationUrl!.searchParams), scope: "read" };
    await first.finishAuth(await approve(query));
    expect(provider.tokens()?.scope).toBe("read");
    const client = new Client({ name: "app", version: "1" });
    await client.connect(new StreamableHTTPClientTransport(url, { authProvider: provider }));
    provider.authorizationUrl = undefined;
    await expect(client.callTool({ name: "add_note", arguments: { title: "Not yet" } })).rejects.toThrow();
    expect(provider.authorizationUrl!.searchParams.get("scope")?.split(" ")).toContain("write");
    expect((await call(learner, "GET", "/api/notes")).json()).toEqual([]);
    await client.close();
  });
});

describe("refused requests", () => {
  it("refuses registrations with unsafe redirect URIs", async () => {
    for (const uri of ["http://evil.example/cb", "javascript:alert(1)", "https://app.example/cb#frag"]) {
      const { status, body } = await register([uri]);
      expect(status, uri).toBe(400);
      expect(body.error).toBe("invalid_redirect_uri");
    }
    expect((await register([])).status).toBe(400);
  });

  it("refuses a wrong redirect URI without sending the browser there", async () => {
    const client = (await register()).body;
    const query = authorizeQuery(client.client_id!, pkce().challenge, {
      redirect_uri: "https://evil.example/cb",
    });
    for (const res of [
      await call(learner, "GET", `/api/oauth/authorize?${new URLSearchParams(query)}`),
      await call(learner, "POST", "/api/oauth/authorize", { ...query, approve: true }),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/redirect URI is not one Raw client registered/);
      expect(res.json().details).toBeUndefined();
    }
    const unknown = await call(
      learner,
      "GET",
      `/api/oauth/authorize?${new URLSearchParams({ ...query, client_id: crypto.randomUUID() })}`,
    );
    expect(unknown.statusCode).toBe(400);
  });

  it("refuses a missing or non-S256 challenge, and a challenge used before, back at the app", async () => {
    const client = (await register()).body;
    const { challenge } = pkce();
    for (const extra of [
      { code_challenge: "" },
      { code_challenge_method: "plain" },
      { scope: "read admin" },
      { resource: "https://other.example/mcp" },
    ] as Record<string, string>[]) {
      const query = Object.fromEntries(
        Object.entries(authorizeQuery(client.client_id!, challenge, extra)).filter(([, v]) => v !== ""),
      );
      const res = await call(learner, "GET", `/api/oauth/authorize?${new URLSearchParams(query)}`);
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      const to = new URL(res.json().details.redirectTo);
      expect(to.origin + to.pathname).toBe(REDIRECT);
      expect(to.searchParams.get("error")).toMatch(/invalid_request|invalid_scope|invalid_target/);
      expect(to.searchParams.get("state")).toBe("xyz");
    }
    await approve(authorizeQuery(client.client_id!, challenge));
    const reused = await call(
      learner,
      "GET",
      `/api/oauth/authorize?${new URLSearchParams(authorizeQuery(client.client_id!, challenge))}`,
    );
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toMatch(/code_challenge was used before/);
  });

  it("refuses a missing or wrong verifier, a wrong redirect URI, a reused or expired code", async () => {
    const missing = await codeFor();
    const noVerifier = await exchange(missing, { code_verifier: "" });
    expect(await noVerifier.json()).toMatchObject({
      error: "invalid_request",
      error_description: expect.stringMatching(/code_verifier/),
    });

    const wrong = await codeFor();
    const badVerifier = await exchange({ ...wrong, verifier: pkce().verifier });
    expect(await badVerifier.json()).toMatchObject({
      error: "invalid_grant",
      error_description: expect.stringMatching(/code_verifier/),
    });
    // The code was spent on the failed try: the right verifier now gets nothing either.
    expect(await (await exchange(wrong)).json()).toMatchObject({ error: "invalid_grant" });

    const misdirected = await codeFor();
    expect(
      await (await exchange(misdirected, { redirect_uri: "http://127.0.0.1:9/other" })).json(),
    ).toMatchObject({
      error: "invalid_grant",
    });

    const reused = await codeFor();
    const firstTry = await exchange(reused);
    expect(firstTry.status).toBe(200);
    const { access_token } = (await firstTry.json()) as { access_token: string };
    expect(await mcpStatus(access_token)).toBe(200);
    const secondTry = await exchange(reused);
    expect(secondTry.status).toBe(400);
    expect(await secondTry.json()).toMatchObject({
      error: "invalid_grant",
      error_description: expect.stringMatching(/already used/),
    });
    expect(await mcpStatus(access_token)).toBe(401);

    const late = await codeFor();
    await t.handle.db
      .update(oauthCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oauthCodes.codeHash, createHash("sha256").update(late.code).digest("hex")));
    expect(await (await exchange(late)).json()).toMatchObject({
      error: "invalid_grant",
      error_description: expect.stringMatching(/expired/),
    });

    const otherResource = await codeFor();
    expect(
      await (await exchange(otherResource, { resource: "https://other.example/mcp" })).json(),
    ).toMatchObject({
      error: "invalid_target",
    });
    expect(await (await form({ grant_type: "password", client_id: missing.clientId })).json()).toMatchObject({
      error: "unsupported_grant_type",
    });
    expect(
      (await form({ grant_type: "authorization_code", client_id: "nope", code: "x", code_verifier: "y" }))
        .status,
    ).toBe(401);
  });

  it("does not let a token approve an app, nor a session JWT reach /mcp", async () => {
    const made = await call(learner, "POST", "/api/tokens", {
      name: "t",
      scopes: ["read", "write"],
      expiresInDays: 7,
    });
    const secret = made.json().secret as string;
    const client = (await register()).body;
    const res = await t.app.inject({
      method: "POST",
      url: "/api/oauth/authorize",
      headers: { authorization: `Bearer ${secret}`, "content-type": "application/json" },
      payload: JSON.stringify({ ...authorizeQuery(client.client_id!, pkce().challenge), approve: true }),
    });
    expect(res.statusCode).toBe(403);
    expect(await mcpStatus(learner.token)).toBe(401);
  });
});
