import { createHash, createHmac } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** One object as the fake bucket holds it. */
export type FakeS3Object = { body: Buffer; contentType: string; cacheControl?: string };

/** One request the fake received, after its signature was checked. */
export type FakeS3Request = { method: string; key: string; style: "path" | "virtual-host"; host: string };

export type FakeS3 = {
  /** http://127.0.0.1:<port>, the value for S3_ENDPOINT. */
  url: string;
  port: number;
  objects: Map<string, FakeS3Object>;
  requests: FakeS3Request[];
  /** Answers the next `count` requests with `status` and an XML body holding internal details. */
  failNext(status: number, count?: number): void;
  /** Never answers the next `count` requests (until close), to test time limits. */
  stallNext(count?: number): void;
  close(): Promise<void>;
};

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/\s]+)\/(\d{8})\/([^/\s]+)\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/;
/** A detail the fake puts in its error bodies; it must never reach an API client. */
export const FAKE_S3_INTERNAL_DETAIL = "RequestId=fake-internal-4711 host=s3-internal.example";

/**
 * An in-memory S3 on 127.0.0.1 for tests: path-style and virtual-host style addressing, full SigV4
 * verification (a wrong key or signature answers 403 like S3), PUT/GET/HEAD/DELETE, 404 NoSuchKey.
 */
export async function startFakeS3(options: {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}): Promise<FakeS3> {
  const objects = new Map<string, FakeS3Object>();
  const requests: FakeS3Request[] = [];
  let failures: { status: number; count: number } = { status: 500, count: 0 };
  let stalls = 0;
  const stalled: ServerResponse[] = [];

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      if (stalls > 0) {
        stalls -= 1;
        stalled.push(res);
        return;
      }
      handle(req, res, Buffer.concat(chunks));
    });
  });

  function handle(req: IncomingMessage, res: ServerResponse, body: Buffer): ServerResponse {
    if (failures.count > 0) {
      failures.count -= 1;
      return sendError(res, failures.status, "InternalError", FAKE_S3_INTERNAL_DETAIL);
    }
    const authProblem = verifySignature(req, body, options);
    if (authProblem) return sendError(res, 403, authProblem.code, authProblem.message);
    const host = req.headers.host ?? "";
    const rawPath = (req.url ?? "/").split("?")[0]!;
    const virtual = host.startsWith(`${options.bucket}.`);
    const parts = rawPath.split("/").slice(1);
    const bucket = virtual ? options.bucket : parts.shift();
    const key = decodeURIComponent(parts.join("/"));
    if (bucket !== options.bucket) return sendError(res, 404, "NoSuchBucket", "The bucket does not exist");
    requests.push({ method: req.method ?? "", key, style: virtual ? "virtual-host" : "path", host });
    if (req.method === "PUT") {
      objects.set(key, {
        body,
        contentType: req.headers["content-type"] ?? "binary/octet-stream",
        cacheControl: req.headers["cache-control"],
      });
      return res.writeHead(200, { etag: `"${createHash("md5").update(body).digest("hex")}"` }).end();
    }
    if (req.method === "DELETE") {
      objects.delete(key);
      return res.writeHead(204).end();
    }
    const object = objects.get(key);
    if (req.method !== "GET" && req.method !== "HEAD") return sendError(res, 405, "MethodNotAllowed", "");
    if (!object) return sendError(res, 404, "NoSuchKey", "The specified key does not exist.");
    res.writeHead(200, {
      "content-type": object.contentType,
      "content-length": object.body.length,
      ...(object.cacheControl ? { "cache-control": object.cacheControl } : {}),
    });
    return res.end(req.method === "GET" ? object.body : undefined);
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    objects,
    requests,
    failNext(status, count = 1) {
      failures = { status, count };
    },
    stallNext(count = 1) {
      stalls = count;
    },
    close: async () => {
      for (const res of stalled) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function sendError(res: ServerResponse, status: number, code: string, message: string): ServerResponse {
  return res
    .writeHead(status, { "content-type": "application/xml" })
    .end(
      `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`,
    );
}

/** Checks the SigV4 Authorization header the way S3 does; returns S3's error, or null when valid. */
function verifySignature(
  req: IncomingMessage,
  body: Buffer,
  expected: { region: string; accessKeyId: string; secretAccessKey: string },
): { code: string; message: string } | null {
  const match = AUTHORIZATION.exec(req.headers.authorization ?? "");
  const amzDate = String(req.headers["x-amz-date"] ?? "");
  const payloadHash = String(req.headers["x-amz-content-sha256"] ?? "");
  if (!match || !/^\d{8}T\d{6}Z$/.test(amzDate) || !payloadHash) {
    return { code: "AccessDenied", message: "Missing or malformed SigV4 headers" };
  }
  const [, accessKeyId, date, region, signedHeaderList, signature] = match;
  const signedHeaders = signedHeaderList!.split(";");
  if (accessKeyId !== expected.accessKeyId) return { code: "InvalidAccessKeyId", message: "" };
  if (date !== amzDate.slice(0, 8) || region !== expected.region) {
    return { code: "AuthorizationHeaderMalformed", message: "Wrong date or region in the credential" };
  }
  for (const required of ["host", "x-amz-content-sha256", "x-amz-date"]) {
    if (!signedHeaders.includes(required)) {
      return { code: "AccessDenied", message: `${required} is not signed` };
    }
  }
  if (payloadHash !== "UNSIGNED-PAYLOAD" && payloadHash !== createHash("sha256").update(body).digest("hex")) {
    return { code: "XAmzContentSHA256Mismatch", message: "" };
  }
  const [rawPath, rawQuery = ""] = (req.url ?? "/").split("?");
  const canonicalQuery = rawQuery.split("&").filter(Boolean).sort().join("&");
  const canonicalHeaders = signedHeaders
    .map(
      (name) =>
        `${name}:${String(req.headers[name] ?? "")
          .trim()
          .replace(/\s+/g, " ")}\n`,
    )
    .join("");
  const canonicalRequest = [
    req.method,
    rawPath,
    canonicalQuery,
    canonicalHeaders,
    signedHeaderList,
    payloadHash,
  ].join("\n");
  const scope = `${date}/${region}/s3/aws4_request`;
  const stringToSign = [
    "AWS4-HMAC-SHA256",
    amzDate,
    scope,
    createHash("sha256").update(canonicalRequest).digest("hex"),
  ].join("\n");
  let key: Buffer = createHmac("sha256", `AWS4${expected.secretAccessKey}`).update(date!).digest();
  for (const part of [region!, "s3", "aws4_request"]) key = createHmac("sha256", key).update(part).digest();
  const computed = createHmac("sha256", key).update(stringToSign).digest("hex");
  return computed === signature ? null : { code: "SignatureDoesNotMatch", message: "" };
}
