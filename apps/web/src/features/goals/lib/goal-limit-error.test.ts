import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-client.ts";
import { goalLimitVariantOf } from "./goal-limit-error.ts";

describe("goalLimitVariantOf", () => {
  it("maps 402 to the Free limit and 409 GOAL_LIMIT to the Pro maximum", () => {
    expect(goalLimitVariantOf(new ApiError(402, "PRO_REQUIRED", "x", null))).toBe("free-limit");
    expect(goalLimitVariantOf(new ApiError(409, "CONFLICT", "x", null, { reason: "GOAL_LIMIT" }))).toBe(
      "pro-maximum",
    );
  });
  it("ignores other failures", () => {
    expect(goalLimitVariantOf(new ApiError(409, "CONFLICT", "x", null))).toBeNull();
    expect(goalLimitVariantOf(new ApiError(500, "INTERNAL", "x", null))).toBeNull();
    expect(goalLimitVariantOf(new Error("x"))).toBeNull();
  });
});
