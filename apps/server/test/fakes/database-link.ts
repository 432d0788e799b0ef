import net from "node:net";

/**
 * A TCP link in front of the test PostgreSQL that a test can cut, as a network does: `drop()`
 * closes every open connection and answers new ones with silence (a partition, a paused
 * container: nothing refuses, nothing answers); `restore()` forwards again.
 */
export type DatabaseLink = { url: string; drop(): void; restore(): void; close(): Promise<void> };

export async function openDatabaseLink(databaseUrl: string): Promise<DatabaseLink> {
  const target = new URL(databaseUrl);
  const sockets = new Set<net.Socket>();
  let silent = false;
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on("error", () => {});
    socket.on("close", () => sockets.delete(socket));
  };
  const server = net.createServer((client) => {
    track(client);
    if (silent) return;
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    track(upstream);
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = new URL(databaseUrl);
  url.host = `127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  return {
    url: url.toString(),
    drop: () => {
      silent = true;
      for (const socket of sockets) socket.destroy();
    },
    restore: () => {
      silent = false;
      for (const socket of sockets) socket.destroy();
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
