import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { appEvents, emitAppEvent } from "../../lib/events.ts";
import { DailyLessonLimitDialog } from "./daily-lesson-limit-dialog.tsx";
import { ProRequiredDialog } from "./pro-required-dialog.tsx";

afterEach(cleanup);

const quota = {
  hoursUntilReset: 7,
  subscriptionMessage: "Only 1 lesson per 24 hours allowed in free version",
  currentCount: 1,
  maxRequests: 1,
};

function SettingsTab() {
  const location = useLocation();
  return <p>settings: {(location.state as { activeTab?: string } | null)?.activeTab}</p>;
}

function renderDialogs() {
  render(
    <MemoryRouter initialEntries={["/lessons/l1/assessment"]}>
      <ProRequiredDialog />
      <DailyLessonLimitDialog />
      <Routes>
        <Route path="/settings" element={<SettingsTab />} />
        <Route path="*" element={<p>assessment</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe("DailyLessonLimitDialog", () => {
  it("names the daily lesson limit and the hours until it resets, not the topic limit", async () => {
    renderDialogs();
    act(() => emitAppEvent(appEvents.dailyLessonLimit, quota));
    const dialog = await screen.findByRole("dialog", { name: "Daily Lesson Limit Reached" });
    expect(dialog.textContent).toContain("The Free plan writes 1 new lesson every 24 hours");
    expect(dialog.textContent).toContain("Your next lesson unlocks in 7 hours.");
    expect(dialog.textContent).not.toContain("topic");
    expect(screen.queryByRole("dialog", { name: "Free Plan Limit Reached" })).toBeNull();
  });
  it("closes on Escape and on 'Maybe Later'", async () => {
    renderDialogs();
    act(() => emitAppEvent(appEvents.dailyLessonLimit, quota));
    const dialog = await screen.findByRole("dialog", { name: "Daily Lesson Limit Reached" });
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    act(() => emitAppEvent(appEvents.dailyLessonLimit, { hoursUntilReset: 1 }));
    expect((await screen.findByRole("dialog")).textContent).toContain("unlocks in 1 hour.");
    fireEvent.click(screen.getByRole("button", { name: "Maybe Later" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
  it("'Upgrade to Pro' opens the subscription tab of the settings", async () => {
    renderDialogs();
    act(() => emitAppEvent(appEvents.dailyLessonLimit, quota));
    fireEvent.click(await screen.findByRole("button", { name: "Upgrade to Pro" }));
    expect(await screen.findByText("settings: subscription")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
