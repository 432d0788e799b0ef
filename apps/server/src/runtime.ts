/**
 * How the server process is started (`npm start`, the benches): Node flags and environment that
 * keep its memory small. Flags must be given on the command line; V8 reads them at start-up.
 */
export function serverNodeFlags(env: NodeJS.ProcessEnv = process.env): string[] {
  return [
    // The young generation starts at 1 MiB and may grow to 16 MiB under load: with a small one,
    // the objects of a hundred requests in flight outlive two scavenges, are promoted and fill the
    // old generation (GC was 16 % of CPU on the courses screen at 4 MiB, 7 % at 16 MiB). The memory
    // a burst leaves is given back once the server is idle (lib/idle-gc.ts).
    "--min-semi-space-size=1",
    "--max-semi-space-size=16",
    // The embedded database is a large WebAssembly module: optimizing all of it at start-up takes
    // about 500 MB for several seconds; the baseline compiler's code is enough for its queries.
    ...(env.DATABASE_URL ? [] : ["--liftoff-only"]),
    // Lets the server collect start-up garbage (database set-up, migrations) once it listens, and
    // the heap a burst of load leaves once it falls idle.
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
