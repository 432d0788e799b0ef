import { camelizeKeys, ERROR_CODES, type ErrorResponse } from "@brainy/contract";
import type { z } from "zod";
import { appEvents, emitAppEvent } from "./events.ts";
import { deleteUserCaches } from "./offline-caches.ts";
import { readStorage, storageKeys, writeStorage } from "./storage.ts";

/** An API failure with the server's stable code and safe message. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details?: Record<string, unknown>;
  readonly body: unknown;
  constructor(
    status: number,
    code: string,
    message: string,
    body: unknown,
    details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.body = body;
    this.details = details;
  }
}

export const SESSION_EXPIRED_MESSAGE = "Your session has expired. Please log in again.";

type RequestOptions<S extends z.ZodType | undefined> = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  /** The contract schema of the success body; the response is parsed with it. */
  schema?: S;
  signal?: AbortSignal;
  /** Sent as `Idempotency-Key`: the server answers a repeat of this key with the first answer. */
  idempotencyKey?: string;
};

/**
 * Turns an error answer into an ApiError and applies the app's rules: a 401 for the token still stored
 * ends the session (session-expired message) — one sent with a token since logged out or replaced
 * does not; a 402 PRO_REQUIRED / FREE_QUOTA_EXHAUSTED opens the upgrade modal.
 */
export function errorFromResponse(response: Response, json: unknown, sentToken: string | null): ApiError {
  const body = readErrorBody(camelizeKeys(json));
  const code = body ? body.error : "UNKNOWN";
  const message = body ? body.message : typeof json === "string" && json ? json : response.statusText;
  if (response.status === 401 && sentToken !== null && readStorage(storageKeys.token) === sentToken) {
    writeStorage(storageKeys.token, null);
    void deleteUserCaches();
    emitAppEvent(appEvents.authChange);
    emitAppEvent(appEvents.unauthorized, { message: SESSION_EXPIRED_MESSAGE });
  }
  const reason = (json as { reason?: string } | null)?.reason;
  if (
    response.status === 402 &&
    (code === "PRO_REQUIRED" || code === "FREE_QUOTA_EXHAUSTED" || reason === "FREE_QUOTA_EXHAUSTED")
  ) {
    emitAppEvent(appEvents.proRequired, json);
  }
  return new ApiError(response.status, code, message, json, body?.details);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The contract's error body (`{ error, message, details? }` with a known code), or null. Checked by
 * hand rather than with the zod schema: this module is on every page's first load, zod is not.
 */
export function readErrorBody(json: unknown): Pick<ErrorResponse, "error" | "message" | "details"> | null {
  if (!isRecord(json) || typeof json.message !== "string") return null;
  const error = json.error;
  if (typeof error !== "string" || !(ERROR_CODES as readonly string[]).includes(error)) return null;
  return {
    error: error as ErrorResponse["error"],
    message: json.message,
    details: isRecord(json.details) ? json.details : undefined,
  };
}

/**
 * Sends a request to the API under /api with the stored bearer token; a network failure becomes an
 * ApiError (NETWORK), an abort stays an AbortError. Answers the response and the token it carried.
 */
export async function sendRequest(
  path: string,
  options: { method?: string; body?: unknown; signal?: AbortSignal; accept: string; idempotencyKey?: string },
): Promise<{ response: Response; sentToken: string | null }> {
  const headers: Record<string, string> = { accept: options.accept };
  if (options.idempotencyKey) headers["idempotency-key"] = options.idempotencyKey;
  const token = readStorage(storageKeys.token);
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  try {
    const response = await fetch(`/api${path}`, {
      method: options.method ?? "GET",
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: "include",
      signal: options.signal,
    });
    return { response, sentToken: token };
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    throw new ApiError(
      0,
      "NETWORK",
      "Could not reach the server. Check your connection and try again.",
      null,
    );
  }
}

/** The answer's body as JSON, its text when it is not JSON, or null when empty. */
export async function readResponseBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => "");
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Calls the API under /api with the stored bearer token, parses the answer with the contract's
 * schema (accepting capitalised keys), and applies the session (401) and upgrade (402) rules.
 */
export async function api<S extends z.ZodType | undefined = undefined>(
  path: string,
  options: RequestOptions<S> = {},
): Promise<S extends z.ZodType ? z.output<S> : unknown> {
  const { response, sentToken } = await sendRequest(path, { ...options, accept: "application/json" });
  const json = await readResponseBody(response);
  if (!response.ok) throw errorFromResponse(response, json, sentToken);
  const data = camelizeKeys(json);
  return (options.schema ? options.schema.parse(data) : data) as never;
}
