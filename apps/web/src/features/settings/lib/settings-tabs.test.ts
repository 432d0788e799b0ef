import { describe, expect, it } from "vitest";
import { readActiveTab } from "./settings-tabs.ts";

describe("readActiveTab", () => {
  it("picks the tab named in navigation state", () => {
    expect(readActiveTab({ activeTab: "subscription" })).toBe("subscription");
    expect(readActiveTab({ activeTab: "avatar" })).toBe("avatar");
  });

  it("falls back to profile for missing or unknown tabs", () => {
    expect(readActiveTab(null)).toBe("profile");
    expect(readActiveTab({ activeTab: "goals" })).toBe("profile");
    expect(readActiveTab({ activeTab: 3 })).toBe("profile");
  });
});
