// `node --import ./pglite-thread-kill-hook.mjs`: on SIGUSR2 the server's worker threads (PGlite's,
// ADR 0031, the only one it starts) are terminated, as a crash or an out-of-memory error ends
// them, while the rest of the process runs on (server-process.test.ts). Every Worker made after
// this hook is kept: the server's `import { Worker }` sees the subclass through the builtin's live
// bindings.
import { syncBuiltinESMExports } from "node:module";
import workerThreads from "node:worker_threads";

if (workerThreads.isMainThread) {
  const started = [];
  workerThreads.Worker = class KeptWorker extends workerThreads.Worker {
    constructor(...args) {
      super(...args);
      started.push(this);
    }
  };
  syncBuiltinESMExports();
  process.on("SIGUSR2", () => {
    for (const worker of started) void worker.terminate();
  });
}
