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

/**
 * The server's environment for glibc's malloc: two arenas instead of one per thread, and blocks of
 * 128 KiB or more always mapped on their own and unmapped when freed. Without the fixed threshold,
 * malloc raises it after the first large free and keeps password hashing's 19 MiB (argon2) in its
 * heap for good: about 20 MiB more resident memory after the first sign-in.
 */
export function serverEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return {
    MALLOC_ARENA_MAX: "2",
    MALLOC_MMAP_THRESHOLD_: "131072",
    MALLOC_TRIM_THRESHOLD_: "131072",
    ...env,
  };
}
