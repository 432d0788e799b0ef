// How long a follower on one instance waits to hear of a change stored by another: two app
// instances on one PostgreSQL database, each with its event bus (LISTEN/NOTIFY); A publishes what
// a lesson generation publishes after saving a block, B's follower is woken. Prints the median and
// p99 of 50 and the followers' own re-read interval they replace. Needs TEST_DATABASE_URL.

import { openDatabase } from "../apps/server/src/db/client.ts";
import { createPgEventBus } from "../apps/server/src/db/event-bus.ts";
import { GenerationHub } from "../apps/server/src/modules/lessons/generation-hub.ts";

const url = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
if (!url) {
  console.log("cross-instance: skipped (set TEST_DATABASE_URL to a PostgreSQL database)");
  process.exit(0);
}
const one = await openDatabase({ url, poolSize: 2 });
const two = await openDatabase({ url, poolSize: 2 });
const a = new GenerationHub(await createPgEventBus({ pool: one.pool!, url, channel: "brainy_bench" }));
const busB = await createPgEventBus({ pool: two.pool!, url, channel: "brainy_bench" });
const b = new GenerationHub(busB);
const lessonId = crypto.randomUUID();
const samples: number[] = [];
for (let i = 0; i < 55; i++) {
  const heard = new Promise<number>((resolve) => {
    const stop = b.subscribe(lessonId, () => {
      stop();
      resolve(performance.now());
    });
  });
  const sent = performance.now();
  a.publish(lessonId, { type: "done" });
  const at = await heard;
  if (i >= 5) samples.push(at - sent); // the first few warm the connections
}
samples.sort((x, y) => x - y);
const pick = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!;
console.log(
  `cross-instance wake (LISTEN/NOTIFY, 50 events): median ${pick(0.5).toFixed(2)} ms, p99 ${pick(0.99).toFixed(2)} ms (followers otherwise re-read every 400 ms for content, 1 s for work)`,
);
await a.stopAll();
await b.stopAll();
await busB.close();
await one.close();
await two.close();
process.exit(0);
