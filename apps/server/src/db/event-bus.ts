import { randomUUID } from "node:crypto";
import pg from "pg";

/**
 * Messages between the instances that share one PostgreSQL database (LISTEN/NOTIFY): what an
 * instance tells the others when something they may follow changed. A message can be lost (a
 * listener reconnecting), so followers still re-read the database now and then; the bus only
 * makes them fast.
 */
export type EventBus = {
  /** Sends to every other instance (not this one: its own listeners are told in process). */
  publish(message: string): void;
  /** Listens to the other instances' messages. */
  subscribe(listener: (message: string) => void): () => void;
  close(): Promise<void>;
};

type Logger = { warn(obj: object, msg: string): void };

/** The longest NOTIFY payload PostgreSQL takes is 8,000 bytes; ours are a few dozen. */
const MAX_PAYLOAD = 7_900;

/**
 * An event bus on PostgreSQL: NOTIFY through the pool, LISTEN on one connection of its own, which
 * is opened again (1 s, then up to 10 s apart) whenever it drops.
 */
export async function createPgEventBus(options: {
  pool: pg.Pool;
  url: string;
  channel?: string;
  log?: Logger;
}): Promise<EventBus> {
  const channel = options.channel ?? "brainy_events";
  const self = randomUUID();
  const listeners = new Set<(message: string) => void>();
  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = 1_000;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString: options.url, application_name: "brainy-events" });
    next.on("notification", (notification) => {
      const payload = notification.payload ?? "";
      const cut = payload.indexOf(" ");
      if (cut < 0 || payload.slice(0, cut) === self) return;
      const message = payload.slice(cut + 1);
      for (const listener of listeners) listener(message);
    });
    const reconnect = (error?: Error) => {
      if (closed || client !== next) return;
      client = undefined;
      options.log?.warn({ err: error }, "event bus connection lost; listening again shortly");
      next.end().catch(() => {});
      retry = setTimeout(() => void connect().catch(reconnectLater), retryMs);
      retry.unref();
      retryMs = Math.min(retryMs * 2, 10_000);
    };
    next.on("error", reconnect);
    next.on("end", () => reconnect());
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    client = next;
    retryMs = 1_000;
    if (closed) await next.end();
  };
  const reconnectLater = (error: Error) => {
    if (closed) return;
    options.log?.warn({ err: error }, "event bus could not listen; trying again shortly");
    retry = setTimeout(() => void connect().catch(reconnectLater), retryMs);
    retry.unref();
    retryMs = Math.min(retryMs * 2, 10_000);
  };
  await connect();

  return {
    publish(message) {
      const payload = `${self} ${message}`;
      if (payload.length > MAX_PAYLOAD) return;
      options.pool.query("select pg_notify($1, $2)", [channel, payload]).catch(() => {});
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const last = client;
      client = undefined;
      await last?.end().catch(() => {});
    },
  };
}
