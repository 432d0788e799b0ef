import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-client.ts";
import { followWithReconnect, isDroppedStream } from "./reconnect.ts";

const noWait = async () => {};

describe("followWithReconnect", () => {
  it("opens a dropped stream again until it finishes (an instance died; the balancer finds another)", async () => {
    const outcomes: (() => boolean)[] = [
      () => {
        throw new TypeError("network error");
      },
      () => {
        throw new ApiError(503, "SERVICE_UNAVAILABLE", "No server is available", null);
      },
      () => false,
      () => true,
    ];
    const waits: number[] = [];
    let opened = 0;
    const finished = await followWithReconnect(async () => outcomes[opened++]!(), {
      delays: [1, 2, 3, 4],
      wait: async (ms) => void waits.push(ms),
    });
    expect(finished).toBe(true);
    expect(opened).toBe(4);
    expect(waits).toEqual([1, 2, 3]);
  });

  it("never retries a plan limit or the generation's own error", async () => {
    for (const error of [
      new ApiError(429, "RATE_LIMIT_EXCEEDED", "You have used your free lesson for today.", null),
      new ApiError(402, "PRO_REQUIRED", "Pro", null),
      new ApiError(500, "AI_UNAVAILABLE", "Failed to generate lesson content.", null),
    ]) {
      let opened = 0;
      await expect(
        followWithReconnect(
          async () => {
            opened++;
            throw error;
          },
          { wait: noWait },
        ),
      ).rejects.toBe(error);
      expect(opened).toBe(1);
    }
  });

  it("gives up after the last delay with the last drop, and stops when aborted", async () => {
    const drop = new ApiError(0, "NETWORK", "Could not reach the server.", null);
    let opened = 0;
    const failing = async () => {
      opened++;
      throw drop;
    };
    await expect(followWithReconnect(failing, { delays: [1, 1], wait: noWait })).rejects.toBe(drop);
    expect(opened).toBe(3);
    const controller = new AbortController();
    controller.abort();
    expect(await followWithReconnect(failing, { signal: controller.signal, wait: noWait })).toBe(false);
    expect(isDroppedStream(Object.assign(new Error("aborted"), { name: "AbortError" }))).toBe(false);
  });
});
