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

  it("gives back the OAuth consent page with its request, and nothing dressed up as it", () => {
    const consent =
      "/oauth/authorize?response_type=code&client_id=abc&redirect_uri=http%3A%2F%2F127.0.0.1%3A9%2Fcb";
    rememberAfterSignIn(consent);
    expect(takeAfterSignIn()).toBe(consent);
    for (const path of [
      "/oauth/authorize",
      "//evil.example/oauth/authorize?x=1",
      "/oauth/authorize?a b",
      "https://evil.example/oauth/authorize?x",
    ]) {
      rememberAfterSignIn(path);
      expect(takeAfterSignIn(), path).toBeNull();
    }
  });
});
