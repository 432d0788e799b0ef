import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { classes } from "./classes.ts";
import { users } from "./users.ts";

/** An LMS registered by an operator (`npm run lti:register`, issue 39, ADR 0055): one issuer and client id. */
export const ltiPlatforms = pgTable(
  "lti_platforms",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The platform's `iss` (e.g. https://canvas.instructure.com). */
    issuer: text("issuer").notNull(),
    /** Brainy's client id at the platform: the id_token's `aud`. */
    clientId: text("client_id").notNull(),
    /** Deployment ids accepted from this platform. */
    deploymentIds: jsonb("deployment_ids").$type<string[]>().notNull(),
    /** The platform's key set (its id_tokens are verified against it). */
    jwksUrl: text("jwks_url").notNull(),
    /** The platform's OIDC authorization endpoint (the login redirects there). */
    authUrl: text("auth_url").notNull(),
    /** The platform's OAuth2 token endpoint (grade and roster services). */
    tokenUrl: text("token_url").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("lti_platforms_issuer_client_idx").on(t.issuer, t.clientId)],
);

/** Brainy's own signing keys (RS256), published at /.well-known/jwks.json; a retired key stays published until it expires. */
export const ltiKeys = pgTable("lti_keys", {
  kid: text("kid").primaryKey(),
  /** The private key as a JWK. */
  privateJwk: jsonb("private_jwk").$type<Record<string, unknown>>().notNull(),
  publicJwk: jsonb("public_jwk").$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  /** Set by rotation: no longer signs; dropped from the key set after `expiresAt`. */
  retiredAt: timestamp("retired_at", { withTimezone: true }),
  expiresAt: timestamp("expires_at", { withTimezone: true }),
});

/** An OIDC login in flight: `state` and `nonce` are single use, spent by the launch. */
export const ltiLogins = pgTable("lti_logins", {
  state: text("state").primaryKey(),
  nonce: text("nonce").notNull(),
  platformId: uuid("platform_id")
    .notNull()
    .references(() => ltiPlatforms.id, { onDelete: "cascade" }),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/** Which Brainy account a platform user is: linked by (platform, `sub`), never by email. */
export const ltiAccounts = pgTable(
  "lti_accounts",
  {
    platformId: uuid("platform_id")
      .notNull()
      .references(() => ltiPlatforms.id, { onDelete: "cascade" }),
    subject: text("subject").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("lti_accounts_subject_idx").on(t.platformId, t.subject),
    index("lti_accounts_user_idx").on(t.userId),
  ],
);

/** The class standing for an LMS course (the launch's context). */
export const ltiContexts = pgTable(
  "lti_contexts",
  {
    platformId: uuid("platform_id")
      .notNull()
      .references(() => ltiPlatforms.id, { onDelete: "cascade" }),
    contextId: text("context_id").notNull(),
    classId: uuid("class_id")
      .notNull()
      .references(() => classes.id, { onDelete: "cascade" }),
    /** The roster service's address (NRPS), when the platform offers it. */
    membershipsUrl: text("memberships_url"),
  },
  (t) => [uniqueIndex("lti_contexts_context_idx").on(t.platformId, t.contextId)],
);

/** A one-time ticket from a launch to the web app, which trades it for a session (2 minutes; hash stored). */
export const ltiTickets = pgTable("lti_tickets", {
  ticketHash: text("ticket_hash").primaryKey(),
  userId: uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/** A Deep Linking request in flight: the teacher picks a course, Brainy posts the answer to `returnUrl` (30 minutes). */
export const ltiDeepLinks = pgTable("lti_deep_links", {
  id: uuid("id").primaryKey().defaultRandom(),
  platformId: uuid("platform_id")
    .notNull()
    .references(() => ltiPlatforms.id, { onDelete: "cascade" }),
  /** The teacher who launched it: only they may answer it. */
  userId: uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  classId: uuid("class_id")
    .notNull()
    .references(() => classes.id, { onDelete: "cascade" }),
  deploymentId: text("deployment_id").notNull(),
  returnUrl: text("return_url").notNull(),
  /** The platform's opaque `data`, echoed back. */
  data: text("data"),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});
