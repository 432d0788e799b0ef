// The courses screen's read (GET /api/learningplan/optimized-data, one signed-in learner, 100
// connections, BENCH_SECONDS, default 5) through HAProxy in front of two instances, next to one
// instance without it. The deployment is the cluster suite's (apps/server/test/cluster/harness.ts:
// a private PostgreSQL and Redis, the fake S3 and Stripe, the demo AI); the instances run as
// `npm start` runs them. Needs haproxy, redis-server and PostgreSQL's server programs.
// `npm run bench:cluster -w bench`. On the 2-core development machine, shared and at load 4-5, all
// three come out alike (about 2,900-3,100 req/s): every process shares those two cores, so a
// second instance adds no capacity there and HAProxy's hop costs no visible throughput.
import autocannon from "autocannon";
import { registerWithPlan } from "../apps/server/test/cluster/client.ts";
import { startCluster } from "../apps/server/test/cluster/harness.ts";
import { builtInstanceStarter } from "./cluster-instances.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

const cluster = await startCluster(builtInstanceStarter(), {
  RATE_LIMIT_PER_MINUTE: "100000000",
  LOG_LEVEL: "error",
});
try {
  const learner = await registerWithPlan(cluster.balancer.url, `bench-${Date.now()}`);
  const headers = { authorization: `Bearer ${learner.token}` };
  const load = async (label: string, base: string, extra: Record<string, string> = {}) => {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const result = await autocannon({
      url: `${base}/api/learningplan/optimized-data`,
      connections: 100,
      duration: SECONDS,
      headers: { ...headers, ...extra },
    });
    console.log(
      `${label.padEnd(36)} ${result.requests.average.toFixed(0).padStart(6)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms${result.non2xx || result.errors ? `  non-2xx ${result.non2xx} errors ${result.errors}` : ""}`,
    );
  };
  console.log(
    `GET /api/learningplan/optimized-data, one learner, 100 connections, ${SECONDS} s each (PostgreSQL):`,
  );
  await load("one instance, no balancer", cluster.a.baseUrl);
  await load("HAProxy, two instances", cluster.balancer.url);
  // The balancer's own cost: every request through it, all to instance A (its x-brainy-instance rule).
  await load("HAProxy, pinned to one instance", cluster.balancer.url, { "x-brainy-instance": "a" });
} finally {
  await cluster.stop();
}
process.exit(0);
