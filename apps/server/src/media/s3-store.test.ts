import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../test/app.ts";
import { createUser, TWO_COURSES } from "../../test/factories.ts";
import { FAKE_S3_INTERNAL_DETAIL, type FakeS3, startFakeS3 } from "../../test/fakes/fake-s3.ts";
import { ConfigError, loadConfig } from "../config.ts";
import { buildObjectUrl, createS3MediaStore, type S3MediaStoreOptions } from "./s3-store.ts";

const CREDENTIALS = {
  bucket: "brainy-media",
  region: "eu-central-1",
  accessKeyId: "AKIAFAKETEST0001",
  secretAccessKey: "fake-secret-0123456789abcdefghij",
};
const KEY = "0123456789abcdef0123456789abcdef.svg";
const SVG = '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><title>Cover</title></svg>';

let s3: FakeS3;
beforeAll(async () => {
  s3 = await startFakeS3(CREDENTIALS);
});
afterAll(() => s3.close());
beforeEach(() => {
  s3.objects.clear();
  s3.requests.length = 0;
});

const storeOptions = (overrides: Partial<S3MediaStoreOptions> = {}): S3MediaStoreOptions => ({
  ...CREDENTIALS,
  endpoint: s3.url,
  forcePathStyle: true,
  ...overrides,
});

describe("S3 media store", () => {
  it("PUTs a signed object with its content type, body and a long cache for hashed names", async () => {
    const url = await createS3MediaStore(storeOptions()).put(
      KEY,
      new TextEncoder().encode(SVG),
      "image/svg+xml",
    );
    expect(url).toBe(`/media/${KEY}`);
    expect(s3.requests).toEqual([{ method: "PUT", key: KEY, style: "path", host: `127.0.0.1:${s3.port}` }]);
    const stored = s3.objects.get(KEY);
    expect(stored?.contentType).toBe("image/svg+xml");
    expect(stored?.body.toString("utf8")).toBe(SVG);
    expect(stored?.cacheControl).toBe("public, max-age=31536000, immutable");
  });

  it("streams a private file from disk with its length, reads it back and deletes it", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "brainy-s3-file-"));
    const file = path.join(dir, "upload");
    const bytes = Buffer.alloc(300_000, 7);
    writeFileSync(file, bytes);
    const store = createS3MediaStore(storeOptions());
    const key = "private-0123456789abcdef.pdf";
    await store.putFile(key, file, "application/pdf");
    const stored = s3.objects.get(key);
    expect(stored?.contentType).toBe("application/pdf");
    expect(stored?.cacheControl).toBe("private, no-store");
    expect(Buffer.compare(stored!.body, bytes)).toBe(0);
    const object = await store.get(key);
    expect(object?.contentLength).toBe(bytes.length);
    (object!.body as Readable).destroy();
    await store.delete(key);
    expect(s3.objects.has(key)).toBe(false);
    expect(s3.requests.map((r) => r.method)).toEqual(["PUT", "GET", "DELETE"]);
    rmSync(dir, { recursive: true, force: true });
  });

  it("returns the public URL when S3_PUBLIC_URL is set", async () => {
    const store = createS3MediaStore(storeOptions({ publicUrl: "https://cdn.example.com/media/" }));
    expect(await store.put(KEY, new TextEncoder().encode(SVG), "image/svg+xml")).toBe(
      `https://cdn.example.com/media/${KEY}`,
    );
  });

  it("addresses the bucket virtual-host style unless path style is forced", async () => {
    const options = { ...CREDENTIALS, forcePathStyle: false };
    expect(buildObjectUrl(options, KEY).toString()).toBe(
      `https://brainy-media.s3.eu-central-1.amazonaws.com/${KEY}`,
    );
    expect(buildObjectUrl({ ...options, endpoint: "https://r2.example.com" }, KEY).toString()).toBe(
      `https://brainy-media.r2.example.com/${KEY}`,
    );
    // The fake resolves every name to 127.0.0.1 and routes on the Host header, as S3 does.
    const store = createS3MediaStore(
      storeOptions({ endpoint: `http://s3.test:${s3.port}`, forcePathStyle: false, fetch: sendToLoopback }),
    );
    await store.put(KEY, new TextEncoder().encode(SVG), "image/svg+xml");
    const object = await store.get(KEY);
    expect(await readAll(object?.body)).toBe(SVG);
    expect(s3.requests.map((r) => [r.method, r.style, r.host])).toEqual([
      ["PUT", "virtual-host", `brainy-media.s3.test:${s3.port}`],
      ["GET", "virtual-host", `brainy-media.s3.test:${s3.port}`],
    ]);
  });

  it("fails with a clean 503 on a wrong secret (S3 answers 403) and on a stalled endpoint", async () => {
    const wrongSecret = createS3MediaStore(
      storeOptions({ secretAccessKey: "not-the-secret-at-all-000000000" }),
    );
    await expect(wrongSecret.put(KEY, new Uint8Array([1]), "image/svg+xml")).rejects.toMatchObject({
      status: 503,
      message: "Media storage is not available right now. Please try again later.",
    });
    expect(s3.objects.size).toBe(0);

    s3.stallNext(1);
    const started = performance.now();
    const slow = createS3MediaStore(storeOptions({ timeoutMs: 200, retries: 0 }));
    await expect(slow.get(KEY)).rejects.toMatchObject({ status: 503 });
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe("/media served through MEDIA_STORE=s3", () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({
      MEDIA_STORE: "s3",
      S3_BUCKET: CREDENTIALS.bucket,
      S3_REGION: CREDENTIALS.region,
      S3_ENDPOINT: s3.url,
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: "true",
    });
  });
  afterAll(() => t.close());

  it("streams a stored object back with its type, length, cache and sandbox headers", async () => {
    const url = await t.app.deps.media.put(KEY, new TextEncoder().encode(SVG), "image/svg+xml");
    const response = await t.app.inject({ method: "GET", url });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(SVG);
    expect(response.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(response.headers["content-length"]).toBe(String(Buffer.byteLength(SVG)));
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["content-security-policy"]).toContain("sandbox");
    expect(s3.requests.map((r) => r.method)).toEqual(["PUT", "GET"]);
  });

  it("answers 404 for a missing key, and for a bad name without asking S3", async () => {
    const missing = await t.app.inject({ method: "GET", url: "/media/ffffffffffffffffffffffffffffffff.png" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: "NOT_FOUND", message: "Not found" });
    const bad = await t.app.inject({ method: "GET", url: "/media/..%2Fjwt-secret" });
    expect(bad.statusCode).toBe(404);
    expect(s3.requests.map((r) => r.key)).toEqual(["ffffffffffffffffffffffffffffffff.png"]);
  });

  it("retries a passing S3 5xx, and answers a clean 503 when S3 keeps failing", async () => {
    s3.objects.set(KEY, { body: Buffer.from(SVG), contentType: "image/svg+xml" });
    s3.failNext(500, 1);
    expect((await t.app.inject({ method: "GET", url: `/media/${KEY}` })).statusCode).toBe(200);

    s3.failNext(500, 3);
    const failed = await t.app.inject({ method: "GET", url: `/media/${KEY}` });
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toEqual({
      error: "INTERNAL",
      message: "Media storage is not available right now. Please try again later.",
    });
    for (const secret of [FAKE_S3_INTERNAL_DETAIL, "InternalError", s3.url, CREDENTIALS.bucket]) {
      expect(failed.body).not.toContain(secret);
    }
  });

  it("stores the demo cover of POST /api/goals/with-plan in the bucket", async () => {
    const user = await createUser(t);
    const created = await t.app.inject({
      method: "POST",
      url: "/api/goals/with-plan",
      headers: user.auth,
      payload: {
        description: "Learn Python for data analysis",
        clarifications: [{ question: "Why?", answer: "To analyse sales data at work" }],
        courses: TWO_COURSES,
      },
    });
    expect(created.statusCode).toBe(201);
    const imageUrl: string = created.json().imageUrl;
    expect(imageUrl).toMatch(/^\/media\/[a-f0-9]{32}\.svg$/);
    const key = imageUrl.slice("/media/".length);
    expect(s3.objects.get(key)?.contentType).toBe("image/svg+xml");
    expect(s3.objects.get(key)?.body.toString("utf8")).toMatch(/^<\?xml/);
    const cover = await t.app.inject({ method: "GET", url: imageUrl });
    expect(cover.statusCode).toBe(200);
    expect(cover.body).toBe(s3.objects.get(key)?.body.toString("utf8"));
  });
});

describe("MEDIA_STORE config", () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "brainy-s3-config-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const load = (env: Record<string, string>) => () =>
    loadConfig({ DATA_DIR: dataDir, JWT_SECRET: "x".repeat(40), ...env });
  const full = {
    MEDIA_STORE: "s3",
    S3_BUCKET: "brainy-media",
    S3_ACCESS_KEY_ID: "AKIAFAKETEST0001",
    S3_SECRET_ACCESS_KEY: "super-secret-value",
  };

  it("defaults to local disk and reads the S3 settings", () => {
    expect(load({})()).toMatchObject({
      MEDIA_STORE: "local",
      S3_REGION: "us-east-1",
      S3_FORCE_PATH_STYLE: false,
    });
    expect(
      load({ ...full, S3_FORCE_PATH_STYLE: "true", S3_ENDPOINT: "http://127.0.0.1:9000" })(),
    ).toMatchObject({
      MEDIA_STORE: "s3",
      S3_FORCE_PATH_STYLE: true,
      S3_ENDPOINT: "http://127.0.0.1:9000",
    });
  });

  it("stops start-up with one line naming the missing or invalid variable", () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ ...full, S3_BUCKET: "" }, /^Missing environment variable S3_BUCKET: /],
      [{ ...full, S3_ACCESS_KEY_ID: "" }, /^Missing environment variable S3_ACCESS_KEY_ID: /],
      [{ ...full, S3_SECRET_ACCESS_KEY: "" }, /^Missing environment variable S3_SECRET_ACCESS_KEY: /],
      [{ ...full, MEDIA_STORE: "disk" }, /^Invalid environment variable MEDIA_STORE="disk"/],
      [{ ...full, S3_BUCKET: "Not_A_Bucket" }, /^Invalid environment variable S3_BUCKET=/],
      [{ ...full, S3_ENDPOINT: "minio:9000" }, /^Invalid environment variable S3_ENDPOINT=/],
      [{ ...full, S3_FORCE_PATH_STYLE: "yes" }, /^Invalid environment variable S3_FORCE_PATH_STYLE=/],
      [{ ...full, S3_PUBLIC_URL: "cdn" }, /^Invalid environment variable S3_PUBLIC_URL=/],
      [{ ...full, S3_PUBLIC_URL: "http://cdn.example.com" }, /S3_PUBLIC_URL=.*expected an https:\/\/ URL/],
    ];
    for (const [env, message] of cases) {
      expect(load(env), message.source).toThrow(ConfigError);
      expect(load(env), message.source).toThrow(message);
    }
    expect(load({ MEDIA_STORE: "local", S3_SECRET_ACCESS_KEY: "" })).not.toThrow();
  });
});

/** A fetch that connects to the fake on 127.0.0.1 whatever the URL's host name, keeping the Host header. */
async function sendToLoopback(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
  const headers = Object.fromEntries(request.headers);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port: url.port,
        method: request.method,
        path: url.pathname,
        headers: { ...headers, host: url.host },
      },
      (res) => {
        const responseHeaders = new Headers();
        for (const [name, value] of Object.entries(res.headers))
          if (typeof value === "string") responseHeaders.set(name, value);
        const stream = Readable.toWeb(res) as ReadableStream;
        resolve(new Response(stream, { status: res.statusCode, headers: responseHeaders }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

async function readAll(body: Buffer | Readable | undefined): Promise<string> {
  if (!body) return "";
  if (Buffer.isBuffer(body)) return body.toString("utf8");
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString("utf8");
}
