import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/**
 * Apps registered with Brainy's OAuth authorization server (RFC 7591 dynamic client registration):
 * public clients (no secret), which prove themselves with PKCE at the token endpoint. ADR 0040.
 */
export const oauthClients = pgTable("oauth_clients", {
  /** The `client_id` the app was given. */
  id: uuid("id").primaryKey().defaultRandom(),
  /** `client_name`, shown on the consent screen and in Settings. */
  name: text("name").notNull(),
  /** The exact redirect URIs the app registered; an authorization request must name one of them. */
  redirectUris: text("redirect_uris").array().notNull(),
  /** `client_uri`: the app's home page, if it gave one. */
  clientUri: text("client_uri"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A learner's consent to one app: the scopes and resource its tokens carry. Revoking it (Settings,
 * a reused code or refresh token) revokes every token issued under it.
 */
export const oauthGrants = pgTable(
  "oauth_grants",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    clientId: uuid("client_id")
      .notNull()
      .references(() => oauthClients.id, { onDelete: "cascade" }),
    scopes: text("scopes").array().notNull(),
    /** The RFC 8707 resource the tokens are for (Brainy's MCP server). */
    resource: text("resource").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("oauth_grants_user_idx").on(t.userId)],
);

/**
 * Authorization codes: the SHA-256 of each, single use (`used_at`), short-lived, bound to the
 * client, the redirect URI, the PKCE challenge (S256) and the resource. A challenge is accepted
 * once ever (unique), so a client cannot reuse a verifier.
 */
export const oauthCodes = pgTable(
  "oauth_codes",
  {
    codeHash: text("code_hash").primaryKey(),
    clientId: uuid("client_id")
      .notNull()
      .references(() => oauthClients.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    redirectUri: text("redirect_uri").notNull(),
    codeChallenge: text("code_challenge").notNull(),
    scopes: text("scopes").array().notNull(),
    resource: text("resource").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    /** The grant its exchange made: revoked if the code is presented again. */
    grantId: uuid("grant_id").references(() => oauthGrants.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("oauth_codes_challenge_idx").on(t.codeChallenge),
    index("oauth_codes_user_idx").on(t.userId),
  ],
);

/**
 * Bearer tokens that are not sessions: personal access tokens (Settings) and the access and
 * refresh tokens of OAuth-connected apps. Only the SHA-256 of each secret is stored. Every request
 * with one reads its row (revocation is seen at once on every instance); `last_used_at` is written
 * at most once a minute per token.
 */
export const apiTokens = pgTable(
  "api_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** `personal`, or an OAuth app's `access` or `refresh` token. */
    kind: text("kind", { enum: ["personal", "access", "refresh"] }).notNull(),
    /** The token's name (personal), or the app's name. */
    name: text("name").notNull(),
    /** Hex SHA-256 of the secret. */
    tokenHash: text("token_hash").notNull(),
    /** The secret's first characters, shown in Settings to tell tokens apart. */
    prefix: text("prefix").notNull(),
    scopes: text("scopes").array().notNull(),
    /** The OAuth grant an app's token belongs to; null for personal tokens. */
    grantId: uuid("grant_id").references(() => oauthGrants.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Set on revocation (or, for a refresh token, once it was exchanged); it never works again. */
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("api_tokens_hash_idx").on(t.tokenHash),
    index("api_tokens_user_idx").on(t.userId),
    index("api_tokens_grant_idx").on(t.grantId),
  ],
);
