import { act, cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { appEvents, emitAppEvent } from "../../lib/events.ts";
import { isGoalLimitEvent, ProRequiredDialog } from "./pro-required-dialog.tsx";

afterEach(cleanup);

/** The body the server sends when a Free user starts a second goal (modules/goals/limits.ts). */
const goalLimitBody = {
  error: "PRO_REQUIRED",
  message: "Goal Limit Reached: the Free plan allows 1 goal in progress.",
  details: { reason: "GOAL_LIMIT", limit: 1, tier: "free" },
};

function renderDialog() {
  render(
    <MemoryRouter>
      <ProRequiredDialog />
    </MemoryRouter>,
  );
}

describe("isGoalLimitEvent", () => {
  it("recognises the goal-limit body, also with capitalised keys", () => {
    expect(isGoalLimitEvent(goalLimitBody)).toBe(true);
    expect(isGoalLimitEvent({ Error: "PRO_REQUIRED", Details: { Reason: "GOAL_LIMIT" } })).toBe(true);
  });
  it("leaves other pro-required bodies alone", () => {
    expect(isGoalLimitEvent({ error: "PRO_REQUIRED", message: "x" })).toBe(false);
    expect(isGoalLimitEvent({ error: "FREE_QUOTA_EXHAUSTED", details: { reason: "LESSONS" } })).toBe(false);
    expect(isGoalLimitEvent(undefined)).toBe(false);
    expect(isGoalLimitEvent({ details: null })).toBe(false);
  });
});

describe("ProRequiredDialog", () => {
  it("stays closed for the goal limit, which the goals page answers itself", () => {
    renderDialog();
    act(() => emitAppEvent(appEvents.proRequired, goalLimitBody));
    expect(screen.queryByRole("dialog", { name: "Free Plan Limit Reached" })).toBeNull();
  });
  it("opens for any other pro-required event", async () => {
    renderDialog();
    act(() => emitAppEvent(appEvents.proRequired, { error: "PRO_REQUIRED", message: "Upgrade" }));
    expect(await screen.findByRole("dialog", { name: "Free Plan Limit Reached" })).toBeTruthy();
  });
});
