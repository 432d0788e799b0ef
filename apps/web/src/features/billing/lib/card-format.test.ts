import { describe, expect, it } from "vitest";
import { formatCardNumber, formatExpiry } from "./card-format.ts";

describe("card formatting", () => {
  it("groups digits in fours and drops everything else", () => {
    expect(formatCardNumber("4242424242424242")).toBe("4242 4242 4242 4242");
    expect(formatCardNumber("4242-42a")).toBe("4242 42");
    expect(formatCardNumber("4242 ")).toBe("4242");
    expect(formatCardNumber("1".repeat(25))).toHaveLength(19 + 4);
  });

  it("writes the expiry as MM / YY", () => {
    expect(formatExpiry("1")).toBe("1");
    expect(formatExpiry("4")).toBe("04");
    expect(formatExpiry("1234")).toBe("12 / 34");
    expect(formatExpiry("12/345")).toBe("12 / 34");
  });
});
