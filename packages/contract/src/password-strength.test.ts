import { describe, expect, it } from "vitest";
import { checkPasswordGuessability, describeGuessability } from "./password-strength.ts";

describe("checkPasswordGuessability", () => {
  it("refuses common passwords that meet the five rules, naming why", async () => {
    for (const password of ["P@ssw0rd", "Qwerty123!", "Welcome1!", "Password1!", "Football2024!"]) {
      expect(await checkPasswordGuessability(password), password).toBe(
        "This password is too easy to guess: This is similar to a commonly used password.",
      );
    }
  });

  it("accepts passwords that are hard to guess", async () => {
    for (const password of ["Str0ng!Passw0rd", "Blue-Kettle-47!", "Mx9#trQw2Lp", "Tr1cky!Lantern-92"]) {
      expect(await checkPasswordGuessability(password), password).toBeNull();
    }
  });

  it("counts the user's own name and email as known words", async () => {
    expect(await checkPasswordGuessability("Zyxwvut!9", [])).toBeNull();
    expect(await checkPasswordGuessability("Zyxwvut!9", ["zyxwvut", "zyxwvut@example.com"])).toMatch(
      /^This password is too easy to guess: /,
    );
  });

  it("names zxcvbn's advice when it has no warning", () => {
    expect(
      describeGuessability({ score: 2, feedback: { warning: null, suggestions: ["Add more words."] } }),
    ).toBe("This password is too easy to guess: Add more words.");
    expect(describeGuessability({ score: 3, feedback: { warning: "x", suggestions: [] } })).toBeNull();
  });
});
