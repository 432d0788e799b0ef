import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { type FakeS3, startFakeS3 } from "../fakes/fake-s3.ts";
import { type FakeStripe, startFakeStripe } from "../fakes/fake-stripe.ts";
import type { Running } from "../server-processes.ts";

/**
 * A deployment on one machine for the cluster suite: a private PostgreSQL and a private Redis (so
 * the fault tests may stop them without touching shared services), the fake S3 and fake Stripe,
 * two built server instances with one JWT_SECRET and TRUST_PROXY=1, and HAProxy in front.
 */

export const JWT_SECRET = "cluster-test-secret-cluster-test-secret-0123456789";
export const STRIPE_SECRET_KEY = "sk_test_brainy_cluster_0123456789";
export const STRIPE_WEBHOOK_SECRET = "whsec_brainy_cluster_secret";
export const S3 = {
  bucket: "brainy-cluster",
  region: "us-east-1",
  accessKeyId: "cluster-key",
  secretAccessKey: "cluster-secret-key",
};

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntil(what: string, ready: () => boolean | Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if (await ready()) return;
    } catch {
      // not yet
    }
    await sleep(100);
  }
  throw new Error(`${what} did not become ready in ${timeoutMs} ms`);
}

/** initdb and pg_ctl: PG_BIN, else the newest of Debian's /usr/lib/postgresql/<version>/bin. */
function postgresBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const versions = existsSync("/usr/lib/postgresql")
    ? readdirSync("/usr/lib/postgresql").filter((v) => /^\d+$/.test(v))
    : [];
  const newest = versions.sort((x, y) => Number(y) - Number(x))[0];
  if (!newest)
    throw new Error("PostgreSQL's server programs were not found: set PG_BIN to the folder holding initdb");
  return `/usr/lib/postgresql/${newest}/bin`;
}

/** A PostgreSQL server of our own on a free port (initdb refuses root: it then runs as `postgres`). */
export type PrivatePostgres = { url: string; port: number; start(): void; stop(): void; destroy(): void };

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBin();
  const port = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), "brainy-cluster-pg-"));
  const data = path.join(dir, "data");
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const pw = spawnSync("id", ["-u", "postgres"], { encoding: "utf8" });
    const gid = spawnSync("id", ["-g", "postgres"], { encoding: "utf8" });
    chownSync(dir, Number(pw.stdout.trim()), Number(gid.stdout.trim()));
    chmodSync(dir, 0o700);
  }
  const run = (args: string[]) => {
    const command = [path.join(bin, args[0]!), ...args.slice(1)].map((a) => `'${a}'`).join(" ");
    const result = asRoot
      ? spawnSync("su", ["postgres", "-s", "/bin/sh", "-c", command], { encoding: "utf8" })
      : spawnSync("/bin/sh", ["-c", command], { encoding: "utf8" });
    if (result.status !== 0) throw new Error(`${args[0]} failed: ${result.stdout}${result.stderr}`);
  };
  run(["initdb", "-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  const start = () => run(["pg_ctl", "-D", data, "-o", options, "-l", path.join(dir, "log"), "-w", "start"]);
  const stop = () => run(["pg_ctl", "-D", data, "-m", "fast", "-w", "stop"]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop,
    destroy() {
      try {
        stop();
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A Redis server of our own, without persistence. */
export type PrivateRedis = { url: string; start(): Promise<void>; stop(): void; destroy(): void };

export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), "brainy-cluster-redis-"));
  const pidfile = path.join(dir, "redis.pid");
  const cli = (...args: string[]) =>
    spawnSync("redis-cli", ["-h", "127.0.0.1", "-p", String(port), ...args], { encoding: "utf8" });
  const start = async () => {
    const result = spawnSync(
      "redis-server",
      ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"].concat([
        "--daemonize",
        "yes",
        "--pidfile",
        pidfile,
        "--dir",
        dir,
      ]),
      { encoding: "utf8" },
    );
    if (result.status !== 0) throw new Error(`redis-server failed: ${result.stderr}`);
    await waitUntil("redis", () => cli("ping").stdout.trim() === "PONG");
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    stop: () => {
      cli("shutdown", "nosave");
    },
    destroy: () => {
      cli("shutdown", "nosave");
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** HAProxy in front of the instances, as a child process of the test. */
export type Balancer = { url: string; child: ChildProcess; stop(): Promise<void> };

/**
 * Round-robin over the instances, with health checks, `option forwardfor`, long timeouts for event
 * streams, and two test aids: a request with `x-brainy-instance: a|b` goes to that instance (so a
 * test can put a follower on "the other" one), and every answer names its instance in `x-served-by`.
 */
export async function startBalancer(servers: { name: string; baseUrl: string }[]): Promise<Balancer> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), "brainy-cluster-haproxy-"));
  const config = [
    "global",
    "  maxconn 4096",
    "defaults",
    "  mode http",
    "  option forwardfor",
    "  option redispatch",
    "  retries 3",
    "  timeout connect 2s",
    "  timeout client 10m",
    "  timeout server 10m",
    "  timeout http-request 30s",
    // A health answer may take a few seconds under load; without this the whole check must finish
    // within `inter` (500 ms), and a busy instance was taken out (the soak saw the balancer's 503s).
    // A killed instance still goes at once: its port refuses the connection.
    "  timeout check 5s",
    "frontend web",
    `  bind 127.0.0.1:${port}`,
    "  default_backend brainy",
    "backend brainy",
    "  balance roundrobin",
    "  option httpchk GET /api/health",
    // An instance is up while its process answers: a database outage is every instance's, and
    // taking them all out would only swap our 503 with its message for the balancer's bare one.
    "  http-check expect rstatus ^(200|503)$",
    "  http-response set-header x-served-by %[srv_name]",
    ...servers.map((s) => `  use-server ${s.name} if { req.hdr(x-brainy-instance) -m str ${s.name} }`),
    ...servers.map((s) => `  server ${s.name} ${new URL(s.baseUrl).host} check inter 500 fall 2 rise 2`),
    "",
  ].join("\n");
  const file = path.join(dir, "haproxy.cfg");
  writeFileSync(file, config);
  const check = spawnSync("haproxy", ["-c", "-q", "-f", file], { encoding: "utf8" });
  if (check.status !== 0) throw new Error(`haproxy config refused: ${check.stdout}${check.stderr}`);
  let output = "";
  const child = spawn("haproxy", ["-db", "-f", file], { stdio: ["ignore", "pipe", "pipe"] });
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  await waitUntil(`haproxy (${output})`, async () => (await fetch(`${url}/api/health`)).ok);
  return {
    url,
    child,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await new Promise((resolve) => child.once("exit", resolve));
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type Cluster = {
  postgres: PrivatePostgres;
  /** The application's database on the private PostgreSQL. */
  databaseUrl: string;
  redis: PrivateRedis;
  s3: FakeS3;
  stripe: FakeStripe;
  env: Record<string, string>;
  a: Running;
  b: Running;
  balancer: Balancer;
  /** Starts instance `name` again (after a kill), with the same environment and port-free. */
  restart(name: "a" | "b"): Promise<void>;
  stop(): Promise<void>;
};

/** Starts one built instance with `env` and waits until it answers (`env.PORT` may name its port). */
export type StartInstance = (env: Record<string, string>) => Promise<Running>;

/**
 * The whole deployment; `extraEnv` adds to the instances' environment. `startInstance` starts one
 * built instance: the tests pass test/server-processes.ts's startServer (which removes its build
 * after the file's tests), the bench its own build.
 */
export async function startCluster(
  startServer: StartInstance,
  extraEnv: Record<string, string> = {},
): Promise<Cluster> {
  const postgres = await startPrivatePostgres();
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query("create database brainy");
  await admin.end();
  const databaseUrl = postgres.url.replace(/\/postgres$/, "/brainy");
  const redis = await startPrivateRedis();
  const s3 = await startFakeS3(S3);
  const stripe = await startFakeStripe({ secretKey: STRIPE_SECRET_KEY });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "brainy-cluster-data-"));
  const env: Record<string, string> = {
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: "10",
    JWT_SECRET,
    TRUST_PROXY: "1",
    REDIS_URL: redis.url,
    RATE_LIMIT_PER_MINUTE: "100000",
    AI_PROVIDER: "demo",
    AI_DEMO_STEP_MS: "150",
    SPEECH_PROVIDER: "none",
    MEDIA_STORE: "s3",
    S3_BUCKET: S3.bucket,
    S3_REGION: S3.region,
    S3_ENDPOINT: s3.url,
    S3_ACCESS_KEY_ID: S3.accessKeyId,
    S3_SECRET_ACCESS_KEY: S3.secretAccessKey,
    S3_FORCE_PATH_STYLE: "true",
    BILLING_PROVIDER: "stripe",
    STRIPE_SECRET_KEY,
    STRIPE_PUBLISHABLE_KEY: "pk_test_brainy_cluster",
    STRIPE_PRICE_ID: "price_brainy_cluster",
    STRIPE_WEBHOOK_SECRET,
    STRIPE_API_URL: stripe.url,
    PUBLIC_URL: "http://brainy.test",
    LOG_LEVEL: "warn",
    ...extraEnv,
  };
  // Migrations run under an advisory lock: the two may start together.
  const [a, b] = await Promise.all([startServer(env), startServer(env)]);
  const cluster = { postgres, databaseUrl, redis, s3, stripe, env, a, b } as Cluster;
  cluster.balancer = await startBalancer([
    { name: "a", baseUrl: a.baseUrl },
    { name: "b", baseUrl: b.baseUrl },
  ]);
  cluster.restart = async (name) => {
    const old = cluster[name];
    if (old.child.exitCode === null && old.child.signalCode === null) {
      old.child.kill("SIGKILL");
      await new Promise((resolve) => old.child.once("exit", resolve));
    }
    cluster[name] = await startServer({ ...env, PORT: new URL(old.baseUrl).port });
  };
  cluster.stop = async () => {
    await cluster.balancer.stop();
    for (const running of [cluster.a, cluster.b]) {
      if (running.child.exitCode === null && running.child.signalCode === null) {
        running.child.kill("SIGTERM");
        await new Promise((resolve) => running.child.once("exit", resolve));
      }
    }
    await s3.close();
    await stripe.close();
    redis.destroy();
    postgres.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return cluster;
}
