import { createHash } from "node:crypto";
import { ErrorReasons } from "@brainy/contract";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { idempotencyKeys } from "../db/schema/index.ts";
import type { Db } from "../db/types.ts";
import { AppError } from "../lib/app-error.ts";
import type { KeepAnswer } from "../lib/service-options.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The route honours an `Idempotency-Key` header: the same key answers the first answer again. */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /**
     * The key this request claimed, while its answer is still to be kept; `inWrite` once the
     * handler's transaction kept it (`keepAnswerIn`).
     */
    idempotencyClaim?: { userId: string; key: string; inWrite?: boolean };
  }
}

/** The header's form: what `crypto.randomUUID()` gives, or any 8-128 letters, digits, `-`, `_`, `:`. */
const KEY_PATTERN = /^[A-Za-z0-9_:-]{8,128}$/;
/** A claim older than this with no answer is taken to be from a request that died mid-way. */
const STALE_CLAIM = sql`now() - interval '2 minutes'`;
/** How long a key is kept: an offline device may send its queue days later. */
const KEEP_KEYS = sql`now() - interval '30 days'`;

/** The request a key is bound to: method and path with its parameters, not the query string. */
function requestOf(request: FastifyRequest): string {
  return `${request.method} ${request.url.split("?")[0]}`;
}

/**
 * The body a key is bound to: a hash of the parsed JSON, so the same body sent again in another
 * layout (spaces, a retry by another client library) is the same request, and another body is not.
 */
function bodyHashOf(request: FastifyRequest): string {
  return createHash("sha256")
    .update(JSON.stringify(request.body ?? null))
    .digest("hex");
}

type Claim = { userId: string; key: string; request: string; bodyHash: string };

async function claimKey(db: Db, claim: Claim): Promise<boolean> {
  const { userId, key, request, bodyHash } = claim;
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ userId, key, request, bodyHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) {
    await db
      .delete(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), lt(idempotencyKeys.createdAt, KEEP_KEYS)));
    return true;
  }
  const takenOver = await db
    .update(idempotencyKeys)
    .set({ createdAt: sql`now()` })
    .where(
      and(
        eq(idempotencyKeys.userId, userId),
        eq(idempotencyKeys.key, key),
        eq(idempotencyKeys.request, request),
        // A dead request's key is taken over by the same request only (another body answers 422).
        or(isNull(idempotencyKeys.bodyHash), eq(idempotencyKeys.bodyHash, bodyHash)),
        isNull(idempotencyKeys.status),
        lt(idempotencyKeys.createdAt, STALE_CLAIM),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return takenOver.length > 0;
}

async function replayKey(db: Db, claim: Claim, reply: FastifyReply) {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key)));
  if (!row) throw new AppError("CONFLICT", "A request with this Idempotency-Key just ended; send it again.");
  if (row.request !== claim.request)
    throw new AppError("CONFLICT", "This Idempotency-Key was already used for another request.");
  // As the IETF idempotency-key draft advises: a key reused with another payload is a client bug, not a retry.
  if (row.bodyHash !== null && row.bodyHash !== claim.bodyHash)
    throw new AppError(
      "IDEMPOTENCY_KEY_REUSED",
      "This Idempotency-Key was already used with another body: send a new change with a new key.",
    );
  if (row.status === null)
    // Not a refusal of the change: the client should send it again (with the same key) shortly.
    throw new AppError(
      "CONFLICT",
      "A request with this Idempotency-Key is still running; try again shortly.",
      { headers: { "retry-after": "1" }, details: { reason: ErrorReasons.idempotencyInProgress } },
    );
  reply.code(row.status).header("idempotent-replayed", "true");
  if (row.body) reply.type("application/json; charset=utf-8");
  return reply.send(row.body || null);
}

/**
 * Keeps a request's answer under its claimed key inside the transaction of the write the key
 * guards, so the write and its answer commit together: a process killed between the two cannot
 * leave a write without its answer, which a retry would run again. Undefined when the request
 * claimed no key. The answer is serialized as the route answers it (its response schema, for
 * `status`); the handler then sends the same answer with that status.
 */
export function keepAnswerIn(
  request: FastifyRequest,
  reply: FastifyReply,
  status = 200,
): KeepAnswer | undefined {
  const claim = request.idempotencyClaim;
  if (!claim) return undefined;
  return async (tx, answer) => {
    reply.code(status);
    const body = answer === null || answer === undefined ? "" : String(reply.serialize(answer));
    await tx
      .update(idempotencyKeys)
      .set({ status, body })
      .where(and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key)));
    claim.inWrite = true;
  };
}

/**
 * Idempotency keys for the routes marked `config: { idempotent: true }` (ADR 0026). A request with
 * an `Idempotency-Key` header claims the key for its user in the database before it runs; a success
 * keeps its status and body under the key, and the same key sent again (by this or another
 * instance) gets that answer with `Idempotent-Replayed: true`, not a second effect; the same key
 * with another body answers 422 IDEMPOTENCY_KEY_REUSED (ADR 0042). Every idempotent route keeps
 * its answer in its write's transaction (`keepAnswerIn`, ADR 0059); one that does not has it kept
 * here as it is sent. A failed request frees its key (unless its write committed with its answer),
 * so a retry runs again. Requests without the header are unchanged.
 */
export function registerIdempotency(app: FastifyInstance): void {
  app.addHook("preHandler", async (request, reply) => {
    if (!request.routeOptions.config.idempotent || !request.userId) return;
    const key = request.headers["idempotency-key"];
    if (key === undefined) return;
    if (typeof key !== "string" || !KEY_PATTERN.test(key))
      throw new AppError(
        "VALIDATION_FAILED",
        "Idempotency-Key must be 8-128 letters, digits, '-', '_' or ':'.",
      );
    const { db } = app.deps;
    const claim = { userId: request.userId, key, request: requestOf(request), bodyHash: bodyHashOf(request) };
    if (await claimKey(db, claim)) {
      request.idempotencyClaim = { userId: request.userId, key };
      return;
    }
    return replayKey(db, claim, reply);
  });

  app.addHook("onSend", async (request, reply, payload) => {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    request.idempotencyClaim = undefined;
    const where = and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key));
    if (claim.inWrite) {
      // Kept with the write. If the request failed after that, only a rolled-back answer frees the key.
      if (reply.statusCode >= 300)
        await app.deps.db.delete(idempotencyKeys).where(and(where, isNull(idempotencyKeys.status)));
      return payload;
    }
    if (
      reply.statusCode >= 200 &&
      reply.statusCode < 300 &&
      (payload === null || typeof payload === "string")
    )
      await app.deps.db
        .update(idempotencyKeys)
        .set({ status: reply.statusCode, body: payload ?? "" })
        .where(where);
    else await app.deps.db.delete(idempotencyKeys).where(where);
    return payload;
  });
}
