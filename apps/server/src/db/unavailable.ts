/**
 * Whether an error means the database cannot be reached right now (stopped, restarting, the
 * connection dropped or refused), as opposed to a bad statement: those answer 503, not 500. Drizzle
 * wraps the driver's error, so the cause chain is searched.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (NETWORK_CODES.has(code) || isUnavailableSqlState(code))) return true;
    if (typeof message === "string" && LOST_CONNECTION.test(message)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** Node's codes for a refused, reset or timed-out connection. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENOTFOUND",
]);

/**
 * SQLSTATE class 08 (connection exception), 57P01-57P03 (the server shutting down, crashed, or not
 * yet accepting connections) and 53300 (too many connections).
 */
const isUnavailableSqlState = (code: string) =>
  /^08[0-9A-Z]{3}$/.test(code) ||
  code === "57P01" ||
  code === "57P02" ||
  code === "57P03" ||
  code === "53300";

/** What node-postgres says when a connection ends under a query or cannot be made in time. */
const LOST_CONNECTION =
  /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|Client was closed/i;
