import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RecordingListener, startRecordingListener } from "../../test/fakes/recording-listener.ts";
import { parseAllowList } from "./fetch-addresses.ts";
import { createGuardedFetcher, FetchRefused, type GuardedFetcher, type Resolver } from "./guarded-fetch.ts";
import { createRobotsCheck } from "./robots.ts";

const HTML = ["text/html"];

/** Expects a refusal of `reason` whose message contains `words`. */
async function refused(promise: Promise<unknown>, reason: string, words?: RegExp) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(FetchRefused);
  expect((error as FetchRefused).reason).toBe(reason);
  if (words) expect((error as FetchRefused).message).toMatch(words);
  return error as FetchRefused;
}

describe("the guarded fetcher refuses every address that is not public, and nothing reaches it", () => {
  let target: RecordingListener;
  let fetcher: GuardedFetcher;
  // Host names the tests resolve themselves (no DNS here): `rebind.test` answers a public address
  // on its first lookup and loopback after, as a rebinding DNS server would.
  let rebindLookups = 0;
  const resolve: Resolver = async (host) => {
    if (host === "loopback.test") return [{ address: "127.0.0.1", family: 4 }];
    if (host === "mixed.test")
      return [
        { address: "93.184.215.14", family: 4 },
        { address: "10.1.2.3", family: 4 },
      ];
    if (host === "metadata.test") return [{ address: "169.254.169.254", family: 4 }];
    if (host === "rebind.test")
      return [{ address: rebindLookups++ === 0 ? "93.184.215.14" : "127.0.0.1", family: 4 }];
    if (host === "localhost") return [{ address: "127.0.0.1", family: 4 }];
    throw new Error("ENOTFOUND");
  };

  beforeAll(async () => {
    target = await startRecordingListener();
    fetcher = createGuardedFetcher({
      allow: parseAllowList(""),
      userAgent: "BrainyBot/1 (test)",
      timeoutMs: 5_000,
      idleMs: 2_000,
      resolve,
    });
  });
  afterAll(async () => {
    await fetcher.close();
    await target.close();
  });

  const port = () => target.port;
  const cases: [string, () => string, RegExp][] = [
    ["IPv4 loopback", () => `http://127.0.0.1:${port()}/`, /loopback/],
    ["another loopback address", () => `http://127.8.9.10:${port()}/`, /loopback/],
    ["localhost", () => `http://localhost:${port()}/`, /loopback/],
    ["a name resolving to loopback", () => `http://loopback.test:${port()}/`, /loopback/],
    ["decimal IPv4", () => `http://2130706433:${port()}/`, /loopback.*another form as 127\.0\.0\.1/],
    ["octal IPv4", () => `http://0177.0.0.1:${port()}/`, /loopback.*another form/],
    ["hex IPv4", () => `http://0x7f.0x0.0x0.0x1:${port()}/`, /loopback.*another form/],
    ["short hex IPv4", () => `http://0x7f000001:${port()}/`, /loopback/],
    ["IPv6 loopback", () => `http://[::1]:${port()}/`, /loopback/],
    ["IPv4-mapped IPv6", () => `http://[::ffff:127.0.0.1]:${port()}/`, /IPv4 address written as IPv6/],
    ["IPv4-mapped IPv6 in hex", () => `http://[::ffff:7f00:1]:${port()}/`, /IPv4 address written as IPv6/],
    ["unspecified 0.0.0.0", () => `http://0.0.0.0:${port()}/`, /unspecified/],
    ["unspecified ::", () => `http://[::]:${port()}/`, /unspecified/],
    ["private 10/8", () => "http://10.0.0.1/", /private network/],
    ["private 172.16/12", () => "http://172.16.5.4/", /private network/],
    ["private 192.168/16", () => "http://192.168.1.1/", /private network/],
    ["IPv6 unique local", () => "http://[fc00::1]/", /private network/],
    ["carrier-grade NAT", () => "http://100.64.0.1/", /carrier-grade NAT/],
    ["IPv4 link-local", () => "http://169.254.1.1/", /link-local/],
    ["IPv6 link-local", () => "http://[fe80::1]/", /link-local/],
    ["cloud metadata", () => "http://169.254.169.254/latest/meta-data/", /cloud metadata/],
    ["cloud metadata (IPv6)", () => "http://[fd00:ec2::254]/", /cloud metadata/],
    ["metadata mapped to IPv6", () => "http://[::ffff:169.254.169.254]/", /cloud metadata/],
    ["a name resolving to metadata", () => "http://metadata.test/", /cloud metadata/],
    ["IPv4 multicast", () => "http://224.0.0.1/", /multicast/],
    ["IPv6 multicast", () => "http://[ff02::1]/", /multicast/],
    ["broadcast", () => "http://255.255.255.255/", /broadcast/],
    ["a name with one private address among public ones", () => "http://mixed.test/", /private network/],
  ];
  it.each(cases)("%s", async (_name, url, words) => {
    await refused(fetcher.fetch({ url: url(), accept: HTML, maxBytes: 1000 }), "address", words);
    expect(target.connections).toBe(0);
  });

  it("a DNS rebind: the connection resolves again, is checked again, and is refused", async () => {
    await refused(
      fetcher.fetch({ url: `http://rebind.test:${port()}/`, accept: HTML, maxBytes: 1000 }),
      "address",
      /rebind\.test points to this server itself/,
    );
    expect(rebindLookups).toBe(2);
    expect(target.connections).toBe(0);
  });

  it.each([
    ["file:///etc/passwd", /not file:/],
    ["gopher://example.com/", /not gopher:/],
    ["ftp://example.com/", /not ftp:/],
    ["javascript:alert(1)", /not javascript:/],
    ["not a url", /not a web address/],
    ["http://user:secret@example.com/", /user name or password/],
  ])("refuses %s", async (url, words) => {
    await refused(fetcher.fetch({ url, accept: HTML, maxBytes: 1000 }), "url", words);
  });
});

describe("the guarded fetcher's limits, against allow-listed local listeners", () => {
  let site: RecordingListener;
  let inner: RecordingListener;
  let fetcher: GuardedFetcher;
  beforeAll(async () => {
    inner = await startRecordingListener();
    site = await startRecordingListener((request, response) => {
      const url = request.url ?? "/";
      if (url === "/page") {
        response.setHeader("content-type", "text/html; charset=utf-8");
        return response.end("<h1>Hello</h1>");
      }
      if (url.startsWith("/hop/")) {
        const n = Number(url.slice(5));
        response.statusCode = 302;
        response.setHeader("location", n >= 5 ? "/page" : `/hop/${n + 1}`);
        return response.end();
      }
      if (url === "/loop") {
        response.statusCode = 301;
        response.setHeader("location", "/loop");
        return response.end();
      }
      if (url === "/to-private") {
        response.statusCode = 302;
        response.setHeader("location", `http://127.0.0.1:${inner.port}/secret`);
        return response.end();
      }
      if (url === "/big") {
        response.setHeader("content-type", "text/html");
        return response.end(Buffer.alloc(300_000, 97));
      }
      if (url === "/bomb") {
        response.setHeader("content-type", "text/html");
        response.setHeader("content-encoding", "gzip");
        return response.end(gzipSync(Buffer.alloc(20_000_000, 32)));
      }
      if (url === "/drip") {
        response.setHeader("content-type", "text/html");
        const timer = setInterval(() => response.write("a"), 200);
        response.on("close", () => clearInterval(timer));
        return;
      }
      if (url === "/stall") {
        response.setHeader("content-type", "text/html");
        response.write("<p>");
        return;
      }
      if (url === "/image") {
        response.setHeader("content-type", "image/png");
        return response.end(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
      }
      if (url === "/robots.txt") {
        response.setHeader("content-type", "text/plain");
        return response.end("User-agent: BrainyBot\nDisallow: /private\n\nUser-agent: *\nDisallow:\n");
      }
      response.statusCode = 404;
      response.end();
    });
    fetcher = createGuardedFetcher({
      // Names listed by host are allowed whatever they resolve to; 127.0.0.1 itself is not listed.
      allow: parseAllowList("site.test"),
      userAgent: "BrainyBot/1 (+http://brainy.test)",
      timeoutMs: 1_500,
      idleMs: 600,
      resolve: async () => [{ address: "127.0.0.1", family: 4 }],
    });
  });
  afterAll(async () => {
    await fetcher.close();
    await site.close();
    await inner.close();
  });
  const at = (path: string) => `http://site.test:${site.port}${path}`;

  it("fetches an allowed page, naming Brainy in its user agent, and follows 5 redirects", async () => {
    const page = await fetcher.fetch({ url: at("/hop/1"), accept: HTML, maxBytes: 1000 });
    expect(page.body.toString()).toBe("<h1>Hello</h1>");
    expect(page.contentType).toBe("text/html");
    expect(page.charset).toBe("utf-8");
    expect(page.url).toBe(at("/page"));
    expect(site.requests.at(-1)!.headers["user-agent"]).toMatch(/^BrainyBot/);
  });

  it("stops a redirect loop after 5 redirects", async () => {
    const before = site.requests.length;
    await refused(
      fetcher.fetch({ url: at("/loop"), accept: HTML, maxBytes: 1000 }),
      "redirects",
      /more than 5/,
    );
    expect(site.requests.length - before).toBe(6);
  });

  it("checks the address again after a redirect: a redirect to loopback is refused before connecting", async () => {
    await refused(
      fetcher.fetch({ url: at("/to-private"), accept: HTML, maxBytes: 1000 }),
      "address",
      /loopback/,
    );
    expect(inner.connections).toBe(0);
  });

  it("stops a page over the size limit, and a compressed page that expands past it", async () => {
    await refused(
      fetcher.fetch({ url: at("/big"), accept: HTML, maxBytes: 100_000 }),
      "size",
      /larger than 98 KB/,
    );
    await refused(fetcher.fetch({ url: at("/bomb"), accept: HTML, maxBytes: 1_000_000 }), "size");
  });

  it("stops a slow drip at the total time, and a stalled body at the idle time", async () => {
    await refused(
      fetcher.fetch({ url: at("/drip"), accept: HTML, maxBytes: 1000_000 }),
      "timeout",
      /longer than 1.5 s/,
    );
    await refused(
      fetcher.fetch({ url: at("/stall"), accept: HTML, maxBytes: 1000 }),
      "timeout",
      /stopped sending/,
    );
  });

  it("refuses a content type it was not asked for, and names it", async () => {
    await refused(
      fetcher.fetch({ url: at("/image"), accept: HTML, maxBytes: 1000 }),
      "type",
      /an image \(image\/png\), not a web page/,
    );
  });

  it("robots.txt: BrainyBot's rules are honoured", async () => {
    const allows = createRobotsCheck(fetcher);
    expect(await allows(at("/page"))).toBe(true);
    expect(await allows(at("/private/x"))).toBe(false);
  });

  it("an allow-listed range lets its addresses through, never a cloud metadata address", async () => {
    const ranged = createGuardedFetcher({
      allow: parseAllowList("127.0.0.0/8,169.254.0.0/16"),
      userAgent: "BrainyBot/1",
      timeoutMs: 2_000,
      idleMs: 1_000,
    });
    try {
      const page = await ranged.fetch({
        url: `http://127.0.0.1:${site.port}/page`,
        accept: HTML,
        maxBytes: 1000,
      });
      expect(page.status).toBe(200);
      await refused(
        ranged.fetch({ url: "http://169.254.169.254/", accept: HTML, maxBytes: 1000 }),
        "address",
        /metadata/,
      );
    } finally {
      await ranged.close();
    }
  });
});
