import {
  ForgotPasswordRequestSchema,
  ForgotPasswordResponseSchema,
  LoginLinkRequestSchema,
  LoginRequestSchema,
  RegisterRequestSchema,
  ResetPasswordRequestSchema,
  TokenResponseSchema,
} from "@brainy/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { verifyAgainstDummy } from "../../lib/password.ts";
import { forgetActor } from "../../plugins/auth.ts";
import { requestLocale } from "../../plugins/errors.ts";
import { signInWithLoginLink } from "./login-link.ts";
import { requestPasswordReset } from "./reset-mail.ts";
import { loginUser, logoutUser, registerUser, resetPassword } from "./service.ts";

/**
 * Per-route limit for credential endpoints, tighter than the global one: 20 a minute per address
 * with the default RATE_LIMIT_PER_MINUTE (300), scaled up when that is raised (the browser suite
 * runs one server for every test file, all from 127.0.0.1).
 */
export function authRouteLimit(globalPerMinute: number) {
  return { rateLimit: { max: Math.max(20, Math.round(globalPerMinute / 15)), timeWindow: 60_000 } };
}
const NoContent = z.null().describe("No content");

/** POST /api/auth/{register,login,login-link,logout,forgot-password,reset-password}. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;
  const { mailer } = app.deps;
  const authRateLimit = authRouteLimit(config.RATE_LIMIT_PER_MINUTE);
  // Compute the dummy hash before the first unknown-email login, so even that one is not faster.
  app.addHook("onReady", async () => {
    await verifyAgainstDummy("warm-up");
  });
  // Answers here carry bearer tokens (or say why none came): never kept by browsers or proxies.
  app.addHook("onRequest", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.post(
    "/auth/register",
    {
      config: authRateLimit,
      schema: {
        tags: ["auth"],
        summary: "Create an account and sign in",
        body: RegisterRequestSchema,
        response: { 201: TokenResponseSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await registerUser({ db, config, input: request.body, locale: requestLocale(request) })),
  );

  app.post(
    "/auth/login",
    {
      config: authRateLimit,
      schema: {
        tags: ["auth"],
        summary:
          "Sign in; 429 with Retry-After after too many failures, when the owner is emailed a one-time sign-in link",
        body: LoginRequestSchema,
        response: { 200: TokenResponseSchema },
      },
    },
    async (request) =>
      loginUser({
        db,
        config,
        mailer,
        log: request.log,
        input: { ...request.body, ip: request.ip, locale: requestLocale(request) },
      }),
  );

  app.post(
    "/auth/login-link",
    {
      config: authRateLimit,
      schema: {
        tags: ["auth"],
        summary: "Sign in with an emailed one-time link; 410 when it was used or has expired",
        body: LoginLinkRequestSchema,
        response: { 200: TokenResponseSchema },
      },
    },
    async (request) => signInWithLoginLink({ db, config, input: { ...request.body, ip: request.ip } }),
  );

  app.post(
    "/auth/logout",
    {
      onRequest: app.authenticate,
      config: { tokenScope: "session" },
      schema: {
        tags: ["auth"],
        summary: "Revoke every current token of the caller",
        security: [{ bearerAuth: [] }],
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await logoutUser({ db, config, userId: request.userId });
      forgetActor(app, request.userId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/auth/forgot-password",
    {
      config: authRateLimit,
      schema: {
        tags: ["auth"],
        summary: "Email a reset link (always 202, whether or not the account exists)",
        body: ForgotPasswordRequestSchema,
        response: { 202: ForgotPasswordResponseSchema },
      },
    },
    async (request, reply) => {
      // The same work for every email: the lookup, token and mail run in a job (issue 43).
      await requestPasswordReset({
        background: app.deps.background,
        email: request.body.email,
        locale: requestLocale(request),
      });
      return reply.status(202).send({
        message: "If an account exists for this email, we have sent a link to reset the password.",
      });
    },
  );

  app.post(
    "/auth/reset-password",
    {
      config: authRateLimit,
      schema: {
        tags: ["auth"],
        summary: "Set a new password with an emailed token; revokes every current token",
        body: ResetPasswordRequestSchema,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      const { userId } = await resetPassword({ db, config, input: request.body });
      forgetActor(app, userId);
      return reply.status(204).send(null);
    },
  );
};
