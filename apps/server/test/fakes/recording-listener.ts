import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local HTTP server that records every connection and request it gets, for the guarded
 * fetcher's tests: a refused address must leave `connections` at 0. `handle` answers requests.
 */
export type RecordingListener = {
  port: number;
  url: string;
  connections: number;
  requests: { url: string; headers: http.IncomingHttpHeaders }[];
  close(): Promise<void>;
};

export async function startRecordingListener(
  handle: (request: http.IncomingMessage, response: http.ServerResponse) => void = (_q, r) =>
    r.end("listener"),
): Promise<RecordingListener> {
  const server = http.createServer((request, response) => {
    listener.requests.push({ url: request.url ?? "", headers: request.headers });
    handle(request, response);
  });
  server.on("connection", () => {
    listener.connections += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  const listener: RecordingListener = {
    port,
    url: `http://127.0.0.1:${port}`,
    connections: 0,
    requests: [],
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return listener;
}
