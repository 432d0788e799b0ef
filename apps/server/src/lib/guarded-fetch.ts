import { lookup as dnsLookup } from "node:dns/promises";
import net from "node:net";
import { Agent, request } from "undici";
import {
  bareHost,
  disguisedIPv4,
  type FetchAllowList,
  hostAllowed,
  refusedAddress,
} from "./fetch-addresses.ts";
import { formatBytes, readLimited } from "./fetch-body.ts";
import { FetchRefused } from "./fetch-refused.ts";

/**
 * The one way the server fetches an address from outside (issue 41, ADR 0039): web pages, videos'
 * captions, search results, feeds. http and https only; every address checked after DNS and again
 * at connect time (the socket connects to the address that was checked, so a DNS rebind cannot
 * swap it) and after every redirect; at most 5 redirects; size, total time, idle time (a slow
 * drip) and content-type limits; a user agent naming Brainy.
 */

export { type FetchFailure, FetchRefused } from "./fetch-refused.ts";

/** Resolves a host name to its addresses (injected by tests to play a DNS rebind). */
export type Resolver = (hostname: string) => Promise<{ address: string; family: number }[]>;

export type GuardedRequest = {
  url: string;
  /** Content types accepted (`text/html`, `application/pdf`…); another answers FetchRefused("type"). */
  accept: readonly string[];
  /** Largest body, after decompression; or by the answer's content type (a page, a PDF). */
  maxBytes: number | ((contentType: string) => number);
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  signal?: AbortSignal;
  /** Longest the whole fetch may take; default the fetcher's. */
  timeoutMs?: number;
};

export type GuardedResponse = {
  /** The address finally answered, after redirects. */
  url: string;
  status: number;
  /** The media type without parameters, lower case. */
  contentType: string;
  charset: string | null;
  body: Buffer;
};

export type GuardedFetcher = {
  fetch(request: GuardedRequest): Promise<GuardedResponse>;
  /** Checks an address as a fetch would before connecting (syntax, scheme, DNS): FetchRefused if not. */
  check(url: string): Promise<URL>;
  close(): Promise<void>;
};

export type FetcherOptions = {
  allow: FetchAllowList;
  userAgent: string;
  timeoutMs: number;
  /** Longest silence while waiting for headers or between body chunks. */
  idleMs: number;
  resolve?: Resolver;
};

export const MAX_REDIRECTS = 5;
const PUBLIC_ONLY = "Brainy fetches public web addresses only.";

const defaultResolve: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/** The URL if Brainy may fetch it (syntax, scheme, no credentials), else FetchRefused("url"). */
export function parseFetchUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new FetchRefused("url", "This is not a web address. Paste a link starting with https://.");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw new FetchRefused(
      "url",
      `Brainy fetches http:// and https:// addresses only, not ${url.protocol.replace(/:$/, "")}:.`,
    );
  if (url.username || url.password)
    throw new FetchRefused("url", "Addresses with a user name or password in them are not fetched.");
  if (!url.hostname) throw new FetchRefused("url", "This address has no host name.");
  return url;
}

export function createGuardedFetcher(options: FetcherOptions): GuardedFetcher {
  const resolve = options.resolve ?? defaultResolve;

  /** Resolves a host and refuses it when any of its addresses is not one the fetcher may reach. */
  const checkedAddresses = async (hostname: string) => {
    let addresses: { address: string; family: number }[];
    let timer: NodeJS.Timeout | undefined;
    try {
      // A resolver that never answers must not hold a request (or a job) for the OS's retries.
      addresses = await Promise.race([
        resolve(hostname),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error("DNS timeout")), options.idleMs);
        }),
      ]);
    } catch {
      throw new FetchRefused("network", `The site ${hostname} could not be found.`);
    } finally {
      clearTimeout(timer);
    }
    if (addresses.length === 0) throw new FetchRefused("network", `The site ${hostname} could not be found.`);
    for (const { address } of addresses) {
      const why = refusedAddress(address, options.allow, hostname);
      if (why) throw new FetchRefused("address", `${hostname} points to ${why} (${address}). ${PUBLIC_ONLY}`);
    }
    return addresses;
  };

  // Every connection resolves through here: the socket connects to the address just checked.
  const lookup = (
    hostname: string,
    lookupOptions: { all?: boolean } | number | undefined,
    callback: (error: Error | null, address?: unknown, family?: number) => void,
  ) => {
    checkedAddresses(hostname).then(
      (addresses) => {
        if (typeof lookupOptions === "object" && lookupOptions?.all) callback(null, addresses);
        else callback(null, addresses[0]!.address, addresses[0]!.family);
      },
      (error: Error) => callback(error),
    );
  };
  const agent = new Agent({
    connect: { lookup: lookup as never, timeout: options.idleMs },
    headersTimeout: options.idleMs,
    bodyTimeout: options.idleMs,
    connections: 16,
  });

  /** Refuses the URL's host before any connection: a literal address is checked as it is. */
  const checkHost = async (url: URL, raw: string) => {
    const host = bareHost(url.hostname);
    if (net.isIP(host)) {
      const why = refusedAddress(host, options.allow);
      if (why) {
        const disguise = disguisedIPv4(raw, host) ? ` (written in another form as ${url.hostname})` : "";
        throw new FetchRefused("address", `This address is ${why}: ${host}${disguise}. ${PUBLIC_ONLY}`);
      }
      return;
    }
    if (hostAllowed(options.allow, host)) return;
    await checkedAddresses(host);
  };

  async function fetchGuarded(req: GuardedRequest): Promise<GuardedResponse> {
    const timeoutMs = req.timeoutMs ?? options.timeoutMs;
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = req.signal ? AbortSignal.any([req.signal, timeout]) : timeout;
    let url = parseFetchUrl(req.url);
    let raw = req.url;
    try {
      for (let hop = 0; ; hop++) {
        await checkHost(url, raw);
        const response = await request(url, {
          dispatcher: agent,
          method: hop === 0 ? (req.method ?? "GET") : "GET",
          body: hop === 0 ? req.body : undefined,
          signal,
          headers: {
            "user-agent": options.userAgent,
            accept: `${req.accept.join(", ")};q=1, */*;q=0.1`,
            "accept-encoding": "gzip, deflate, br",
            ...req.headers,
          },
        });
        if (response.statusCode >= 300 && response.statusCode < 400 && response.headers.location) {
          await response.body.dump().catch(() => {});
          if (hop >= MAX_REDIRECTS)
            throw new FetchRefused(
              "redirects",
              `The address redirects more than ${MAX_REDIRECTS} times (a redirect loop?), so it was not followed.`,
            );
          raw = String(response.headers.location);
          url = parseFetchUrl(new URL(raw, url).toString());
          continue;
        }
        if (response.statusCode < 200 || response.statusCode >= 300) {
          await response.body.dump().catch(() => {});
          throw new FetchRefused(
            "status",
            `The site answered ${response.statusCode} for ${url.host}${url.pathname}.`,
          );
        }
        const header = String(response.headers["content-type"] ?? "");
        const contentType = header.split(";")[0]!.trim().toLowerCase();
        if (!req.accept.includes(contentType)) {
          await response.body.dump().catch(() => {});
          throw new FetchRefused(
            "type",
            `The address answers ${describeType(contentType)}, not ${describeAccepted(req.accept)}.`,
          );
        }
        const maxBytes = typeof req.maxBytes === "function" ? req.maxBytes(contentType) : req.maxBytes;
        const declared = Number(response.headers["content-length"] ?? Number.NaN);
        if (declared > maxBytes) {
          response.body.destroy();
          throw new FetchRefused(
            "size",
            `The page is larger than ${formatBytes(maxBytes)}, so it was not read.`,
          );
        }
        const body = await readLimited(
          response.body,
          String(response.headers["content-encoding"] ?? ""),
          maxBytes,
        );
        const charset = /charset="?([\w-]+)/i.exec(header)?.[1]?.toLowerCase() ?? null;
        return { url: url.toString(), status: response.statusCode, contentType, charset, body };
      }
    } catch (error) {
      throw asRefusal(error, { timeoutMs, idleMs: options.idleMs, aborted: req.signal?.aborted ?? false });
    }
  }

  const check = async (raw: string) => {
    const url = parseFetchUrl(raw);
    await checkHost(url, raw);
    return url;
  };
  return { fetch: fetchGuarded, check, close: () => agent.close() };
}

/** The refusal an error stands for: ours as it is, undici's timeouts and network errors in words. */
function asRefusal(error: unknown, context: { timeoutMs: number; idleMs: number; aborted: boolean }): Error {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof FetchRefused) return e;
  }
  if (context.aborted) return error as Error;
  const code = (error as { code?: string })?.code ?? "";
  const name = (error as { name?: string })?.name ?? "";
  if (code === "UND_ERR_BODY_TIMEOUT")
    return new FetchRefused(
      "timeout",
      `The site stopped sending for ${context.idleMs / 1000} s, so the page was not read.`,
    );
  if (code === "UND_ERR_HEADERS_TIMEOUT" || code === "UND_ERR_CONNECT_TIMEOUT")
    return new FetchRefused("timeout", `The site did not answer within ${context.idleMs / 1000} s.`);
  if (name === "TimeoutError" || name === "AbortError")
    return new FetchRefused(
      "timeout",
      `The site took longer than ${context.timeoutMs / 1000} s to send the page.`,
    );
  if (code.startsWith("Z_") || code.startsWith("ERR_BROTLI"))
    return new FetchRefused("network", "The site sent a damaged compressed page.");
  return new FetchRefused("network", "The site could not be reached.");
}

function describeType(type: string): string {
  if (!type) return "no content type";
  if (type.startsWith("image/")) return `an image (${type})`;
  if (type.startsWith("video/") || type.startsWith("audio/")) return `a media file (${type})`;
  return type;
}

function describeAccepted(accept: readonly string[]): string {
  if (accept.includes("text/html")) return "a web page";
  return accept.join(" or ");
}
