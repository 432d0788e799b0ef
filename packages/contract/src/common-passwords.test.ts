import { describe, expect, it } from "vitest";
import { COMMON_PASSWORDS, isCommonPassword } from "./common-passwords.ts";

describe("common passwords", () => {
  it("holds 3,000 passwords", () => {
    expect(COMMON_PASSWORDS.size).toBe(3000);
  });

  it("catches listed passwords and listed words dressed up with case, digits and symbols", () => {
    for (const password of [
      "password",
      "Password1!",
      "Football2024!",
      "!!Sunshine99",
      "Iloveyou123$",
      "QWERTYUIOP1!",
    ]) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it("lets uncommon passwords through", () => {
    for (const password of ["Str0ng!Passw0rd", "Blue-Kettle-47!", "Mx9#trQw2Lp", "N3w!Passw0rd"]) {
      expect(isCommonPassword(password), password).toBe(false);
    }
  });
});
