import type { LessonSummary } from "@brainy/contract";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { appEvents, onAppEvent } from "../lib/events.ts";
import { TestOutDialog } from "./test-out-dialog.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const lesson: LessonSummary = {
  id: "9b1d7a52-3c39-4f57-9a6a-2f1f7c1f0a11",
  title: "Loops",
  isCompleted: false,
  grade: null,
  estimatedTimeInMinutes: 30,
  order: 1,
  roadmapId: "0f6b5f8e-8d0e-4a36-9b8c-0d6f55d3a9c2",
  completedAt: null,
  isHidden: false,
};
const assessment = {
  id: "4c7e8a1d-6a35-4c44-8d5e-8b0f7b9b2f10",
  lessonId: lesson.id,
  status: "ready",
  questions: [{ index: 0, question: "Which loop runs once?", type: "open", options: [] }],
  isCompleted: false,
  result: null,
  createdAt: "2026-11-28T08:00:00.000Z",
};
const answer = (status: number, body: unknown) =>
  vi.fn(
    async (_url: string) =>
      new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }),
  );

function show(isPro: boolean, handlers: { onClose?: () => void; onStarted?: (id: string) => void } = {}) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <TestOutDialog
        lesson={lesson}
        isPro={isPro}
        onClose={handlers.onClose ?? (() => {})}
        onStarted={handlers.onStarted ?? (() => {})}
      />
    </QueryClientProvider>,
  );
}

describe("TestOutDialog", () => {
  it("tells a Free learner it counts as the day's lesson, then opens the assessment it starts", async () => {
    const fetch = answer(200, assessment);
    vi.stubGlobal("fetch", fetch);
    const onStarted = vi.fn();
    show(false, { onStarted });
    // A first render on a loaded machine can take over the default second.
    expect((await screen.findByTestId("test-out-free-note", {}, { timeout: 5000 })).textContent).toContain(
      "counts as your lesson for today",
    );
    fireEvent.click(screen.getByRole("button", { name: "Start Test" }));
    await waitFor(() => expect(onStarted).toHaveBeenCalledWith(lesson.id));
    expect(fetch.mock.calls[0]![0]).toBe(`/api/lessons/${lesson.id}/test-out`);
  });

  it("says nothing of a daily lesson to a Pro learner", async () => {
    show(true);
    await screen.findByRole("button", { name: "Start Test" });
    expect(screen.queryByTestId("test-out-free-note")).toBeNull();
  });

  it("past the Free daily lesson, opens the daily-lesson dialog and closes", async () => {
    vi.stubGlobal(
      "fetch",
      answer(429, {
        error: "RATE_LIMIT_EXCEEDED",
        message: "You have used your free lesson for today.",
        details: {
          hoursUntilReset: 5,
          subscriptionMessage: "Only 1 lesson per 24 hours allowed in free version",
          currentCount: 1,
          maxRequests: 1,
        },
      }),
    );
    const limit = vi.fn();
    const stop = onAppEvent(appEvents.dailyLessonLimit, limit);
    const onClose = vi.fn();
    show(false, { onClose });
    fireEvent.click(await screen.findByRole("button", { name: "Start Test" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(limit).toHaveBeenCalledWith(expect.objectContaining({ hoursUntilReset: 5 }));
    stop();
  });
});
