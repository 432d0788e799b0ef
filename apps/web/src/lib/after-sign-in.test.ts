import { afterEach, describe, expect, it } from "vitest";
import { rememberAfterSignIn, takeAfterSignIn } from "./after-sign-in.ts";

const TOKEN = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJ0123456";

describe("the page to return to after signing in", () => {
  afterEach(() => sessionStorage.clear());

  it("gives back a shared course's add page once", () => {
    rememberAfterSignIn(`/add-course/${TOKEN}`);
    expect(takeAfterSignIn()).toBe(`/add-course/${TOKEN}`);
    expect(takeAfterSignIn()).toBeNull();
  });

  it("remembers no other path, and ignores a tampered stored one (no open redirect)", () => {
    for (const path of ["https://evil.example/x", "//evil.example", "/settings", `/add-course/${TOKEN}/x`]) {
      rememberAfterSignIn(path);
      expect(takeAfterSignIn(), path).toBeNull();
    }
    sessionStorage.setItem("afterSignIn", "https://evil.example/");
    expect(takeAfterSignIn()).toBeNull();
  });
});
