// Lighthouse (mobile, the default) on every public page: performance and accessibility scores.
// Runs the production server on a free port with a fresh DATA_DIR and the system Chromium; needs a
// built SPA (`npm run build`). Run with `npm run bench:lighthouse -w bench`.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, findChromium } from "../e2e/lib/chromium.ts";
import { buildServerForBench } from "./built-server.ts";

const root = path.resolve(import.meta.dirname, "..");
const CHROMIUM = findChromium();
/** The built SPA the server sends (WEB_DIST_DIR, as the server reads it, to audit another build). */
const dist = process.env.WEB_DIST_DIR
  ? path.resolve(process.env.WEB_DIST_DIR)
  : path.join(root, "apps", "web", "dist");

/**
 * Every public page: the sign-in pages and what the build lists for the sitemap (public-paths.json:
 * the landing page, the blog, its posts, terms, privacy), of the posts the first listed only (they share
 * one page). LIGHTHOUSE_PAGES=/login,/ picks others ("share": a shared demo course's
 * public page).
 */
function publicPages(): string[] {
  let listed: string[] = ["/", "/blog", "/terms", "/privacy"];
  try {
    listed = JSON.parse(readFileSync(path.join(dist, "public-paths.json"), "utf8"));
  } catch {
    // An older build without the list.
  }
  const post = listed.find((page) => page.startsWith("/blog/"));
  return [
    ...listed.filter((page) => !page.startsWith("/blog/")),
    ...(post ? [post] : []),
    "/login",
    "/register",
    "/reset-password",
    "share",
  ];
}
const PAGES = process.env.LIGHTHOUSE_PAGES?.split(",") ?? publicPages();
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** LIGHTHOUSE_REPORTS=<dir> keeps each run's full report there (<page>-<run>.json) to read its audits. */
const REPORTS = process.env.LIGHTHOUSE_REPORTS;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

async function startServer(): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "brainy-lighthouse-"));
  const port = await freePort();
  const server: ChildProcess = spawn(process.execPath, [buildServerForBench()], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      JWT_SECRET: "lighthouse-bench-secret-lighthouse-bench-secret",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: "",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    if (server.exitCode !== null) throw new Error(`server exited with code ${server.exitCode}`);
    if (Date.now() > deadline) throw new Error("server did not answer within 180 s");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseUrl,
    stop: async () => {
      server.kill("SIGTERM");
      await new Promise((resolve) => server.once("exit", resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A shared course's public page to audit: a (Pro) learner plans a demo goal, has the first section's
 * lessons written (the demo AI's text, code and math) and shares the course. Answers its path.
 */
async function shareDemoCourse(baseUrl: string): Promise<string> {
  const call = async (route: string, token: string | null, method = "GET", body?: unknown) => {
    const res = await fetch(`${baseUrl}/api${route}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${route} answered ${res.status}: ${await res.text()}`);
    return res.status === 204 ? null : res.json();
  };
  const { token } = (await call("/auth/register", null, "POST", {
    username: "lighthouse",
    email: "lighthouse@example.com",
    password: "Str0ng!Passw0rd",
  })) as { token: string };
  await call("/user/profile", token, "PUT", {
    birthDate: "1995-06-15",
    educationDegree: "Master",
    currentStatus: 2,
    motivation: 0,
    isInitialSetupCompleted: true,
  });
  // Pro through the built-in test-mode checkout, so the whole first section may be written today.
  const { sessionId } = (await call("/subscriptions/create-checkout-session", token, "POST")) as {
    sessionId: string;
  };
  await call(`/local-checkout/${sessionId}/pay`, token, "POST", {
    cardNumber: "4242424242424242",
    expiry: "12/34",
    cvc: "123",
  });
  await call("/subscriptions/confirm", token, "POST", { sessionId });
  const goal = (await call("/goals/with-plan", token, "POST", {
    description: "Learn Python to automate tasks at work",
    courses: [
      { title: "Python Foundations", description: "Syntax, data types and control flow", complexityLevel: 1 },
    ],
  })) as { courses: { id: string }[] };
  const plan = (await call("/learningplan/optimized-data", token)) as {
    roadmaps: { id: string }[];
    lessonsForRoadmaps: Record<string, { id: string }[]>;
  };
  for (const lesson of plan.lessonsForRoadmaps[plan.roadmaps[0]!.id] ?? []) {
    await call(`/lessons/${lesson.id}/generate-content`, token, "POST");
  }
  const share = (await call(`/courses/${goal.courses[0]!.id}/share`, token, "PUT", { showName: false })) as {
    path: string;
  };
  return share.path;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function benchLighthouse(): Promise<void> {
  if (!existsSync(path.join(dist, "index.html"))) {
    console.log("lighthouse: the SPA is not built (run `npm run build`)");
    return;
  }
  if (!CHROMIUM) {
    console.log("lighthouse: no Chromium found (set CHROMIUM_PATH or apt-get install chromium)");
    return;
  }
  const { baseUrl, stop } = await startServer();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROMIUM_ARGS,
  });
  try {
    for (const name of PAGES) {
      const page = name === "share" ? await shareDemoCourse(baseUrl) : name;
      const scores: Record<string, number[]> = {
        performance: [],
        accessibility: [],
        seo: [],
        "best-practices": [],
      };
      let last = "";
      let failed = 0;
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(`${baseUrl}${page}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: Object.keys(scores),
        });
        // A trace Lighthouse could not read (NO_NAVSTART on a busy machine) scores 0: run again, twice at most.
        const error = result?.lhr.runtimeError;
        if (error && failed < 2) {
          failed++;
          run--;
          console.log(`lighthouse ${page}: a run failed (${error.code}), running it again`);
          continue;
        }
        if (REPORTS) {
          mkdirSync(REPORTS, { recursive: true });
          const slug = page.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home";
          writeFileSync(path.join(REPORTS, `${slug}-${run + 1}.json`), JSON.stringify(result!.lhr));
        }
        const categories = result!.lhr.categories;
        for (const name of Object.keys(scores))
          scores[name]!.push(Math.round((categories[name]?.score ?? 0) * 100));
        const audits = result!.lhr.audits;
        const seconds = (id: string) => `${(Number(audits[id]?.numericValue ?? 0) / 1000).toFixed(2)} s`;
        // Lighthouse 13 names the LCP element in its LCP breakdown insight.
        const breakdown = audits["lcp-breakdown-insight"]?.details as
          | { items?: { type?: string; nodeLabel?: string }[] }
          | undefined;
        const lcpNode = breakdown?.items?.find((item) => item.type === "node")?.nodeLabel?.slice(0, 60);
        last = `FCP ${seconds("first-contentful-paint")}, LCP ${seconds("largest-contentful-paint")}, TBT ${Math.round(Number(audits["total-blocking-time"]?.numericValue ?? 0))} ms, CLS ${Number(audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)}; LCP element "${lcpNode ?? "?"}"`;
      }
      console.log(
        `lighthouse mobile ${name === "share" ? "/share/<token> (a shared course, first section written)" : page} (median of ${RUNS}): performance ${median(scores.performance!)}, accessibility ${median(scores.accessibility!)}, best practices ${median(scores["best-practices"]!)}, SEO ${median(scores.seo!)} (targets: performance ≥ 95, accessibility 100); last run: ${last}`,
      );
    }
  } finally {
    chrome.kill();
    await stop();
  }
}

await benchLighthouse();
