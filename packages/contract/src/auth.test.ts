import { describe, expect, it } from "vitest";
import { checkPassword, describePasswordFailures, NewPasswordSchema, passwordStrength } from "./auth.ts";

const passed = (password: string) =>
  checkPassword(password)
    .filter((r) => r.passed)
    .map((r) => r.id);

describe("checkPassword", () => {
  it("reports each of the five rules on its own", () => {
    expect(passed("")).toEqual([]);
    expect(passed("abcdefgh")).toEqual(["length", "lowercase"]);
    expect(passed("A")).toEqual(["uppercase"]);
    expect(passed("a")).toEqual(["lowercase"]);
    expect(passed("7")).toEqual(["number"]);
    expect(passed("!")).toEqual(["special"]);
    expect(passed(" ")).toEqual(["special"]);
    expect(passed("Str0ng!Pass")).toEqual(["length", "uppercase", "lowercase", "number", "special"]);
  });

  it("counts exactly 8 characters as long enough and 7 as too short", () => {
    expect(passed("aaaaaaa")).not.toContain("length");
    expect(passed("aaaaaaaa")).toContain("length");
  });

  it("keeps the rule order and labels for the register form", () => {
    expect(checkPassword("x").map((r) => r.label)).toEqual([
      "At least 8 characters",
      "One uppercase letter",
      "One lowercase letter",
      "One number",
      "One special character",
    ]);
  });
});

describe("passwordStrength", () => {
  it.each([
    ["", "Weak"],
    ["a", "Weak"],
    ["aA", "Fair"],
    ["aA1", "Fair"],
    ["aA1!", "Good"],
    ["abcdefgH1", "Good"],
    ["abcdefgH1!", "Strong"],
  ] as const)("%j is %s", (password, strength) => {
    expect(passwordStrength(password)).toBe(strength);
  });
});

describe("NewPasswordSchema", () => {
  it("names every failed rule in one message", () => {
    expect(describePasswordFailures("abc")).toBe(
      "Password needs: at least 8 characters, one uppercase letter, one number, one special character",
    );
    const result = NewPasswordSchema.safeParse("abc");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain("one uppercase letter");
  });

  it("accepts a password meeting every rule", () => {
    expect(describePasswordFailures("Str0ng!Pass")).toBeNull();
    expect(NewPasswordSchema.safeParse("Str0ng!Pass").success).toBe(true);
  });
});
