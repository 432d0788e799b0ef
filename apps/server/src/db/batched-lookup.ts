/**
 * Lookups of many keys in one statement, DataLoader style: keys asked for during one turn of the
 * event loop are looked up together by one call of `lookup`, made in the turn's check phase
 * (setImmediate), once every request read in that turn has asked. A key is never answered by a
 * lookup sent before it was asked for: a key asked for while one runs waits for the next. So the
 * answer reflects every write committed before the ask, as a statement of its own would; only the
 * round trips are shared (ADR 0029).
 */
export type BatchedLookup<V> = {
  /** The value under `key` (undefined when the lookup has none), from the next batch's statement. */
  load(key: string): Promise<V | undefined>;
  /** Statements sent so far (tests). */
  readonly batches: number;
};

type Waiter<V> = { resolve: (value: V | undefined) => void; reject: (error: unknown) => void };

/** Most keys in one statement; more start the next batch at once. */
const MAX_BATCH = 500;

export function batchedLookup<V>(
  lookup: (keys: string[]) => Promise<Map<string, V>>,
  options: { maxBatch?: number } = {},
): BatchedLookup<V> {
  const maxBatch = options.maxBatch ?? MAX_BATCH;
  let batches = 0;
  /** The batch being gathered (not sent yet), by key. */
  let gathering: Map<string, Waiter<V>[]> | undefined;

  const send = (batch: Map<string, Waiter<V>[]>) => {
    if (gathering === batch) gathering = undefined;
    batches++;
    lookup([...batch.keys()]).then(
      (found) => {
        for (const [key, waiters] of batch) for (const waiter of waiters) waiter.resolve(found.get(key));
      },
      (error: unknown) => {
        for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
      },
    );
  };

  return {
    load(key) {
      return new Promise<V | undefined>((resolve, reject) => {
        let batch = gathering;
        if (!batch) {
          const created = new Map<string, Waiter<V>[]>();
          gathering = batch = created;
          setImmediate(() => {
            if (gathering === created) send(created);
          });
        }
        const waiters = batch.get(key);
        if (waiters) waiters.push({ resolve, reject });
        else {
          batch.set(key, [{ resolve, reject }]);
          if (batch.size >= maxBatch) send(batch);
        }
      });
    },
    get batches() {
      return batches;
    },
  };
}
