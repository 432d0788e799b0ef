/**
 * How the server process is started (`npm start`, the benches): Node flags and environment that
 * keep its memory small. Flags must be given on the command line; V8 reads them at start-up.
 */
export function serverNodeFlags(env: NodeJS.ProcessEnv = process.env): string[] {
  return [
    // A 4 MiB young generation instead of 16 MiB: request garbage is short-lived and small.
    "--max-semi-space-size=4",
    // The embedded database is a large WebAssembly module: optimizing all of it at start-up takes
    // about 500 MB for several seconds; the baseline compiler's code is enough for its queries.
    ...(env.DATABASE_URL ? [] : ["--liftoff-only"]),
    // Lets the server collect start-up garbage (database set-up, migrations) once it listens.
    "--expose-gc",
  ];
}

/** The server's environment: two malloc arenas instead of one per thread, which return memory sooner. */
export function serverEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return { MALLOC_ARENA_MAX: "2", ...env };
}
