import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from "jose";

const LTI = "https://purl.imsglobal.org/spec/lti/claim/";

/** A local LMS for LTI tests (ADR 0055): its own RS256 keys, a JWKS endpoint; it signs launches. */
export type FakePlatform = {
  issuer: string;
  clientId: string;
  deploymentId: string;
  jwksUrl: string;
  authUrl: string;
  tokenUrl: string;
  /** A signed id_token for a launch; `claims` override or add (undefined removes). */
  signLaunch(options: {
    nonce: string;
    subject: string;
    roles?: string[];
    claims?: Record<string, unknown>;
    expiresIn?: number;
    otherKey?: boolean;
  }): Promise<string>;
  /** The NRPS roster it answers at `membershipsUrl`. */
  roster: { user_id: string; name?: string; roles: string[]; status?: string }[];
  membershipsUrl: string;
  /** The client-credentials requests its token endpoint received. */
  tokenRequests: Record<string, string>[];
  /** Its one line item (AGS), and the scores posted to it, in order. */
  lineItemUrl: string;
  scores: Record<string, unknown>[];
  /** How many score posts to answer 500 before accepting (a platform briefly refusing). */
  refuseScores: number;
  close(): Promise<void>;
};

export const INSTRUCTOR = "http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor";
export const LEARNER = "http://purl.imsglobal.org/vocab/lis/v2/membership#Learner";

export async function startFakePlatform(): Promise<FakePlatform> {
  const keys = await generateKeyPair("RS256");
  const stranger = await generateKeyPair("RS256");
  const kid = randomUUID();
  const jwks = { keys: [{ ...(await exportJWK(keys.publicKey)), kid, alg: "RS256", use: "sig" }] };
  const server: Server = createServer((request, response) => {
    if (request.url === "/token" && request.method === "POST") {
      let body = "";
      request.on("data", (chunk) => {
        body += chunk;
      });
      request.on("end", () => {
        const form = new URLSearchParams(body);
        const ok = form.get("grant_type") === "client_credentials" && Boolean(form.get("client_assertion"));
        platform.tokenRequests.push(Object.fromEntries(form));
        response
          .writeHead(ok ? 200 : 400, { "content-type": "application/json" })
          .end(
            JSON.stringify(
              ok ? { access_token: "service-token", expires_in: 3600 } : { error: "invalid_grant" },
            ),
          );
      });
      return;
    }
    if (request.url === "/memberships") {
      const ok = request.headers.authorization === "Bearer service-token";
      response
        .writeHead(ok ? 200 : 401, {
          "content-type": "application/vnd.ims.lti-nrps.v2.membershipcontainer+json",
        })
        .end(JSON.stringify(ok ? { id: `${base}/memberships`, members: platform.roster } : {}));
      return;
    }
    if (request.url === "/lineitems/1/scores" && request.method === "POST") {
      let body = "";
      request.on("data", (chunk) => {
        body += chunk;
      });
      request.on("end", () => {
        const authorized = request.headers.authorization === "Bearer service-token";
        const typed = request.headers["content-type"] === "application/vnd.ims.lis.v1.score+json";
        if (authorized && typed && platform.refuseScores > 0) {
          platform.refuseScores -= 1;
          response.writeHead(500).end("busy");
          return;
        }
        if (authorized && typed) platform.scores.push(JSON.parse(body));
        response
          .writeHead(authorized && typed ? 200 : 401, { "content-type": "application/json" })
          .end(JSON.stringify(authorized && typed ? {} : { error: "unauthorized" }));
      });
      return;
    }
    if (request.url === "/jwks") {
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(jwks));
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const platform: FakePlatform = {
    issuer: base,
    clientId: "brainy-client",
    deploymentId: "deployment-1",
    jwksUrl: `${base}/jwks`,
    authUrl: `${base}/auth`,
    tokenUrl: `${base}/token`,
    roster: [],
    membershipsUrl: `${base}/memberships`,
    tokenRequests: [],
    lineItemUrl: `${base}/lineitems/1`,
    scores: [],
    refuseScores: 0,
    async signLaunch({
      nonce,
      subject,
      roles = [INSTRUCTOR],
      claims = {},
      expiresIn = 300,
      otherKey = false,
    }) {
      const payload: JWTPayload = {
        nonce,
        name: "Ada Lovelace",
        [`${LTI}message_type`]: "LtiResourceLinkRequest",
        [`${LTI}version`]: "1.3.0",
        [`${LTI}deployment_id`]: platform.deploymentId,
        [`${LTI}roles`]: roles,
        [`${LTI}context`]: { id: "course-101", title: "Physics 101" },
        [`${LTI}resource_link`]: { id: "link-1" },
      };
      for (const [key, value] of Object.entries(claims)) {
        if (value === undefined) delete payload[key];
        else payload[key] = value;
      }
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT(payload)
        .setProtectedHeader({ alg: "RS256", kid })
        .setIssuer((claims.iss as string) ?? base)
        .setAudience((claims.aud as string) ?? platform.clientId)
        .setSubject(subject)
        .setIssuedAt(now - 10)
        .setExpirationTime(now + expiresIn)
        .sign(otherKey ? stranger.privateKey : keys.privateKey);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return platform;
}
