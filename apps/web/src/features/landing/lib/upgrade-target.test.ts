import { describe, expect, it } from "vitest";
import { resolveUpgradeTarget } from "./upgrade-target.ts";

describe("resolveUpgradeTarget", () => {
  it("sends a visitor without a token to register for Pro", () => {
    expect(resolveUpgradeTarget(null)).toEqual({ to: "/register?plan=pro" });
    expect(resolveUpgradeTarget("")).toEqual({ to: "/register?plan=pro" });
  });

  it("sends a signed-in user to the subscription tab of the settings", () => {
    expect(resolveUpgradeTarget("a.b.c")).toEqual({ to: "/settings", state: { activeTab: "subscription" } });
  });
});
