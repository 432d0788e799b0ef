import { describe, expect, it } from "vitest";
import { hashPassword, passwordNeedsRehash, verifyAgainstDummy, verifyPassword } from "./password.ts";

describe("password hashing", () => {
  it("hashes with argon2id and a random salt, and verifies only the right password", async () => {
    const first = await hashPassword("Str0ng!Passw0rd");
    const second = await hashPassword("Str0ng!Passw0rd");
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword(first, "Str0ng!Passw0rd")).toBe(true);
    expect(await verifyPassword(first, "str0ng!Passw0rd")).toBe(false);
    expect(passwordNeedsRehash(first)).toBe(false);
  });

  it("answers false for a malformed hash instead of throwing", async () => {
    expect(await verifyPassword("not-a-hash", "anything")).toBe(false);
    expect(passwordNeedsRehash("not-a-hash")).toBe(true);
  });

  it("asks to rehash hashes made with other parameters", async () => {
    const { hash } = await import("argon2");
    expect(passwordNeedsRehash(await hash("x", { memoryCost: 8192, timeCost: 1, parallelism: 1 }))).toBe(
      true,
    );
  });

  it("spends a verification on the dummy hash and never matches", async () => {
    expect(await verifyAgainstDummy("dummy password that matches nothing ")).toBe(false);
    expect(await verifyAgainstDummy("")).toBe(false);
  });
});
