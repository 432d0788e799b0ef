import type { AddressInfo } from "node:net";
import { createServer } from "node:net";
import {
  Client,
  type OAuthClientMetadata,
  type OAuthClientProvider,
  type OAuthDiscoveryState,
  type StoredOAuthClientInformation,
  type StoredOAuthTokens,
  StreamableHTTPClientTransport,
} from "@modelcontextprotocol/client";
import { createTestApp, type TestContext } from "./app.ts";

/** A free port on the loopback address (asked of the system, then let go). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * A test app listening on the loopback address, its PUBLIC_URL that address: OAuth discovery
 * names the URLs the MCP client dials, as a deployed server's PUBLIC_URL does.
 */
export async function listeningTestApp(
  env: Record<string, string> = {},
): Promise<TestContext & { url: string }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const t = await createTestApp({ PUBLIC_URL: url, ...env });
  await t.app.listen({ port, host: "127.0.0.1" });
  return { ...t, url };
}

/** The SDK's own client on `/mcp`, sending a bearer token (a personal access token). */
export async function connectWithToken(url: string, token: string): Promise<Client> {
  const client = new Client({ name: "brainy-test", version: "1.0.0" });
  const transport = new StreamableHTTPClientTransport(new URL("/mcp", url), {
    authProvider: { token: async () => token },
  });
  await client.connect(transport);
  return client;
}

/**
 * An OAuth client's storage, as an MCP client app keeps it: its registration, tokens, PKCE verifier
 * and discovery state. The browser step is the test's: `authorizationUrl` is where the app would
 * send the learner.
 */
export class TestOAuthProvider implements OAuthClientProvider {
  authorizationUrl: URL | undefined;
  private info: StoredOAuthClientInformation | undefined;
  private stored: StoredOAuthTokens | undefined;
  private verifier = "";
  private discovery: OAuthDiscoveryState | undefined;
  readonly redirectUrl: string;
  private readonly scope: string | undefined;

  constructor(redirectUrl: string, scope?: string) {
    this.redirectUrl = redirectUrl;
    this.scope = scope;
  }

  get clientMetadata(): OAuthClientMetadata {
    return {
      client_name: "Test MCP client",
      redirect_uris: [this.redirectUrl],
      grant_types: ["authorization_code", "refresh_token"],
      response_types: ["code"],
      token_endpoint_auth_method: "none",
      ...(this.scope ? { scope: this.scope } : {}),
    };
  }
  clientInformation() {
    return this.info;
  }
  saveClientInformation(info: StoredOAuthClientInformation) {
    this.info = info;
  }
  tokens() {
    return this.stored;
  }
  saveTokens(tokens: StoredOAuthTokens) {
    this.stored = tokens;
  }
  redirectToAuthorization(url: URL) {
    this.authorizationUrl = url;
  }
  saveCodeVerifier(verifier: string) {
    this.verifier = verifier;
  }
  codeVerifier() {
    return this.verifier;
  }
  saveDiscoveryState(state: OAuthDiscoveryState) {
    this.discovery = state;
  }
  discoveryState() {
    return this.discovery;
  }
}
