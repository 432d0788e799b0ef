import {
  LtiDeepLinkAnswerSchema,
  LtiDeepLinkChoicesSchema,
  LtiDeepLinkRequestSchema,
  LtiSessionRequestSchema,
  TokenResponseSchema,
} from "@brainy/contract";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { authRouteLimit } from "../auth/index.ts";
import { answerDeepLink, getDeepLinkChoices } from "./deep-link.ts";
import { publicKeySet } from "./keys.ts";
import { refusedPage } from "./page.ts";
import { completeLaunch, exchangeTicket, startLogin } from "./service.ts";
import { LtiRefused } from "./verify.ts";

const FormSchema = z.record(z.string(), z.string());
const hide = { hide: true } as const;

function refuse(reply: FastifyReply, error: unknown) {
  if (!(error instanceof LtiRefused)) throw error;
  return reply
    .code(error.status)
    .header("cache-control", "no-store")
    .type("text/html; charset=utf-8")
    .send(refusedPage(error.message));
}

const sendKeySet = async (db: Db, reply: FastifyReply) =>
  reply.header("cache-control", "public, max-age=300").send(await publicKeySet(db));

/** Brainy's key set at the site's root, `/.well-known/jwks.json` (the same as `/api/lti/jwks`). */
export const ltiWellKnownRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/.well-known/jwks.json", { schema: hide }, (_request, reply) => sendKeySet(app.deps.db, reply));
};

/**
 * The LTI 1.3 endpoints the LMS calls (ADR 0055): OIDC login initiation (GET and POST), the launch
 * (form_post), and Brainy's key set. Hidden from the OpenAPI document: browsers of the LMS, not the
 * web app, call them. POST /lti/session is the web app's: it trades the launch's ticket for a session.
 */
export const ltiRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 65_536 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const login = async (params: Record<string, string>, reply: FastifyReply) => {
    try {
      return reply
        .header("cache-control", "no-store")
        .redirect(await startLogin({ db, config, params }), 302);
    } catch (error) {
      return refuse(reply, error);
    }
  };
  app.get("/lti/login", { schema: { ...hide, querystring: FormSchema } }, (request, reply) =>
    login(request.query, reply),
  );
  app.post("/lti/login", { schema: { ...hide, body: FormSchema } }, (request, reply) =>
    login(request.body, reply),
  );
  app.post("/lti/launch", { schema: { ...hide, body: FormSchema } }, async (request, reply) => {
    try {
      const { ticket, next } = await completeLaunch({
        db,
        config,
        fetcher: app.deps.web.fetcher,
        idToken: request.body.id_token,
        state: request.body.state,
        background: app.deps.background,
        log: request.log,
      });
      const to = `/lti/start?${new URLSearchParams({ ticket, next })}`;
      return reply.header("cache-control", "no-store").redirect(to, 303);
    } catch (error) {
      return refuse(reply, error);
    }
  });
  app.get("/lti/jwks", { schema: hide }, (_request, reply) => sendKeySet(db, reply));
  app.post(
    "/lti/session",
    {
      config: authRouteLimit(config.RATE_LIMIT_PER_MINUTE),
      schema: {
        tags: ["auth"],
        summary: "Sign in with the one-time ticket of an LTI launch; 401 when used or expired",
        body: LtiSessionRequestSchema,
        response: { 200: TokenResponseSchema },
      },
    },
    async (request) => exchangeTicket({ db, config, ticket: request.body.ticket }),
  );
  const deepLink = { tags: ["lti"], params: z.object({ id: z.uuid() }), security: [{ bearerAuth: [] }] };
  app.get(
    "/lti/deep-links/:id",
    {
      onRequest: app.authenticate,
      schema: {
        ...deepLink,
        summary: "The teacher's courses for an LMS content selection",
        response: { 200: LtiDeepLinkChoicesSchema },
      },
    },
    (request) => getDeepLinkChoices({ db, userId: request.userId, deepLinkId: request.params.id }),
  );
  app.post(
    "/lti/deep-links/:id",
    {
      onRequest: app.authenticate,
      schema: {
        ...deepLink,
        summary: "Place a course in the LMS: assigns it to the class and signs the Deep Linking response",
        body: LtiDeepLinkRequestSchema,
        response: { 200: LtiDeepLinkAnswerSchema },
      },
    },
    (request) =>
      answerDeepLink({
        db,
        config,
        userId: request.userId,
        deepLinkId: request.params.id,
        courseId: request.body.courseId,
        background: app.deps.background,
        log: request.log,
      }),
  );
};
