import "fake-indexeddb/auto";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { appEvents, emitAppEvent } from "../../../lib/events.ts";
import { enqueueChange, loadQueue } from "../../../lib/offline-queue.ts";
import { OfflineStatus, offlineMessage } from "./offline-status.tsx";

const reloadToUpdate = vi.fn();
vi.mock("../../../lib/pwa.ts", () => ({ registerServiceWorker: vi.fn(), reloadToUpdate }));

function setOnline(online: boolean) {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(online);
  window.dispatchEvent(new Event(online ? "online" : "offline"));
}

function renderStatus() {
  const client = new QueryClient();
  return render(
    <QueryClientProvider client={client}>
      <OfflineStatus />
    </QueryClientProvider>,
  );
}

describe("offline status strip", () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("says nothing online with nothing waiting, and what waits otherwise", () => {
    expect(offlineMessage(true, 0)).toBeNull();
    expect(offlineMessage(false, 0)).toMatch(/You're offline\. Lessons, notes and reviews/);
    expect(offlineMessage(false, 1)).toBe("You're offline. 1 change waiting to sync.");
    expect(offlineMessage(false, 3)).toBe("You're offline. 3 changes waiting to sync.");
    expect(offlineMessage(true, 2)).toBe("Back online: sending 2 changes…");
  });

  it("is a live region that tells the learner they are offline and how many changes wait", async () => {
    renderStatus();
    const status = screen.getByRole("status");
    expect(status.textContent).toBe("");
    act(() => setOnline(false));
    expect(status.textContent).toMatch(/You're offline/);
    const user = crypto.randomUUID();
    await act(async () => {
      await loadQueue(user);
      await enqueueChange({
        key: crypto.randomUUID(),
        userId: user,
        kind: "grade",
        target: "card",
        method: "POST",
        path: "/review/cards/card/grade",
        body: {},
        queuedAt: Date.now(),
      });
    });
    expect(status.textContent).toBe("You're offline. 1 change waiting to sync.");
  });

  it("offers 'New version available — Reload' once a new version waits", async () => {
    renderStatus();
    expect(screen.queryByRole("button", { name: "Reload" })).toBeNull();
    act(() => emitAppEvent(appEvents.appUpdateReady));
    expect(screen.getByRole("status").textContent).toMatch(/New version available/);
    fireEvent.click(screen.getByRole("button", { name: "Reload" }));
    await vi.waitFor(() => expect(reloadToUpdate).toHaveBeenCalledOnce());
  });
});
