import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../lib/app-error.ts";

/** Deepest JSON nesting a request may have; real bodies use a handful of levels. */
export const MAX_JSON_DEPTH = 64;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a string cannot be stored as text (PostgreSQL rejects NUL; jsonb rejects lone surrogates), or null. */
export function textProblem(text: string): string | null {
  if (text.includes("\u0000")) return "must not contain NUL characters";
  if (LONE_SURROGATE.test(text)) return "must be valid Unicode text";
  return null;
}

/** Finds the first unusable string or over-deep nesting in a parsed value; answers its path and problem. */
export function findInputProblem(
  value: unknown,
  path = "",
  depth = 0,
): { path: string; problem: string } | null {
  if (depth > MAX_JSON_DEPTH)
    return { path: path || "body", problem: `nests deeper than ${MAX_JSON_DEPTH} levels` };
  if (typeof value === "string") {
    const problem = textProblem(value);
    return problem ? { path: path || "value", problem } : null;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findInputProblem(value[i], `${path}[${i}]`, depth + 1);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      const keyProblem = textProblem(key);
      if (keyProblem) return { path: path || "body", problem: `has a key that ${keyProblem}` };
      const found = findInputProblem(item, path ? `${path}.${key}` : key, depth + 1);
      if (found) return found;
    }
  }
  return null;
}

function reject(where: string, found: { path: string; problem: string }): AppError {
  const path = `${where}.${found.path}`;
  return new AppError("VALIDATION_FAILED", `${found.path} ${found.problem}`, {
    details: { issues: [{ path, message: found.problem }] },
  });
}

/**
 * Input every route can trust before validation: JSON bodies parsed here (an empty body with a
 * JSON content type is no body; nesting, NUL characters and lone surrogates are 400s), and query
 * strings and path parameters checked for the same text problems.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) => {
    const text = typeof body === "string" ? body : body.toString("utf8");
    if (text.trim() === "") return done(null, undefined);
    // Refuse absurd nesting before parsing: JSON.parse would recurse through it.
    let depth = 0;
    let max = 0;
    let inString = false;
    for (let i = 0; i < text.length; i++) {
      const ch = text[i];
      if (inString) {
        if (ch === "\\") i++;
        else if (ch === '"') inString = false;
      } else if (ch === '"') inString = true;
      else if (ch === "{" || ch === "[") max = Math.max(max, ++depth);
      else if (ch === "}" || ch === "]") depth--;
      if (max > MAX_JSON_DEPTH)
        return done(
          reject("body", { path: "body", problem: `nests deeper than ${MAX_JSON_DEPTH} levels` }),
          undefined,
        );
    }
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return done(new AppError("VALIDATION_FAILED", "The request body is not valid JSON."), undefined);
    }
    const found = findInputProblem(value);
    if (found) return done(reject("body", found), undefined);
    done(null, value);
  });
  app.addHook("preValidation", async (request: FastifyRequest) => {
    for (const [where, value] of [
      ["query", request.query],
      ["params", request.params],
    ] as const) {
      const found = findInputProblem(value);
      if (found) throw reject(where, found);
    }
  });
}
