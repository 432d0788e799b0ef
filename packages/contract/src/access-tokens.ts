import { z } from "zod";

/**
 * What a personal access token or an OAuth-connected app may do (issue 41): `read` every GET,
 * `write` every other change, `reviews` grading review cards. Account, billing and token
 * management need a signed-in session whatever the scopes.
 */
export const TOKEN_SCOPES = ["read", "write", "reviews"] as const;
export const TokenScopeSchema = z.enum(TOKEN_SCOPES);
export type TokenScope = z.infer<typeof TokenScopeSchema>;

/** What each scope allows, as the Settings page and the OAuth consent screen say it. */
export const TOKEN_SCOPE_DESCRIPTIONS: Record<TokenScope, string> = {
  read: "Read your goals, plans, lessons, notes, sources and cards",
  write: "Add and change notes, cards, focus sessions and your other learning data",
  reviews: "Grade your review cards (their schedule changes)",
};

/** Days a personal access token may live, at most (and the choices offered). */
export const TOKEN_EXPIRY_DAYS = [7, 30, 90, 365] as const;

/** POST /api/tokens: a new personal access token. */
export const CreateAccessTokenSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Give the token a name, such as the script that will use it")
    .max(80, "A token's name is at most 80 characters"),
  scopes: z
    .array(TokenScopeSchema)
    .min(1, "Choose at least one scope")
    .max(3)
    .refine((scopes) => new Set(scopes).size === scopes.length, "Each scope once"),
  expiresInDays: z
    .number()
    .int()
    .min(1, "A token lives at least one day")
    .max(365, "A token lives at most 365 days")
    .describe("Days until the token stops working"),
});
export type CreateAccessToken = z.input<typeof CreateAccessTokenSchema>;

/** One personal access token or connected app as Settings lists it (never its secret). */
export const AccessTokenSchema = z.object({
  id: z.uuid(),
  kind: z.enum(["personal", "app"]).describe("A personal access token, or an app connected through OAuth"),
  name: z.string().describe("The token's name, or the connected app's"),
  prefix: z.string().describe("The secret's first characters, to tell tokens apart (personal only)"),
  scopes: z.array(TokenScopeSchema),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime().nullable().describe("When it stops working (an app: its sign-in's end)"),
  lastUsedAt: z.iso.datetime().nullable().describe("Last use, to the minute; null when never used"),
});
export type AccessToken = z.infer<typeof AccessTokenSchema>;
export const AccessTokenListSchema = z.array(AccessTokenSchema);

/** The answer to POST /api/tokens: the only time the secret is shown. */
export const CreatedAccessTokenSchema = z.object({
  token: AccessTokenSchema,
  secret: z.string().describe("The token itself, shown once: Brainy keeps only its hash"),
});
export type CreatedAccessToken = z.infer<typeof CreatedAccessTokenSchema>;

/** The query of Brainy's OAuth authorization endpoint (`/oauth/authorize`), as the consent page reads it. */
export const OAuthAuthorizeQuerySchema = z.object({
  response_type: z.string().max(50).optional(),
  client_id: z.string().max(200).optional(),
  redirect_uri: z.string().max(2000).optional(),
  scope: z.string().max(500).optional(),
  state: z.string().max(1000).optional(),
  code_challenge: z.string().max(200).optional(),
  code_challenge_method: z.string().max(20).optional(),
  resource: z.string().max(2000).optional(),
});
export type OAuthAuthorizeQuery = z.infer<typeof OAuthAuthorizeQuerySchema>;

/** GET /api/oauth/authorize: what the consent screen shows, once the request is checked. */
export const OAuthConsentSchema = z.object({
  clientName: z.string(),
  clientUri: z.string().nullable(),
  redirectHost: z.string().describe("Where the app receives the answer (its redirect URI's host)"),
  scopes: z.array(TokenScopeSchema),
  resource: z.string().describe("What the app will reach: Brainy's MCP server"),
});
export type OAuthConsent = z.infer<typeof OAuthConsentSchema>;

/** POST /api/oauth/authorize: the learner's answer on the consent screen. */
export const OAuthDecisionSchema = OAuthAuthorizeQuerySchema.extend({
  approve: z.boolean(),
});
export type OAuthDecision = z.infer<typeof OAuthDecisionSchema>;

/** Where the consent screen sends the browser next: the app's redirect URI with a code or an error. */
export const OAuthRedirectSchema = z.object({ redirectTo: z.string() });
export type OAuthRedirect = z.infer<typeof OAuthRedirectSchema>;
