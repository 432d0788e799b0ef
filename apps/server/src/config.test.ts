import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig, UNSAFE_TRUST_PROXY_MESSAGE } from "./config.ts";

describe("loadConfig", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "brainy-config-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("needs no variable at all and generates a private JWT secret once", () => {
    const first = loadConfig({ DATA_DIR: dir });
    expect(first.PORT).toBe(3000);
    expect(first.AI_PROVIDER).toBe("demo");
    expect(first.DATABASE_URL).toBeUndefined();
    const secretFile = path.join(dir, "jwt-secret");
    expect(readFileSync(secretFile, "utf8")).toBe(first.JWT_SECRET);
    expect(statSync(secretFile).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dir }).JWT_SECRET).toBe(first.JWT_SECRET);
  });

  it("names the variable and what it expects", () => {
    expect(() => loadConfig({ DATA_DIR: dir, PORT: "abc" })).toThrowError(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dir, PORT: "abc" })).toThrowError(/PORT="abc".*port number/);
    expect(() => loadConfig({ DATA_DIR: dir, DATABASE_URL: "mysql://x" })).toThrowError(/DATABASE_URL/);
    expect(() => loadConfig({ DATA_DIR: dir, AI_PROVIDER: "skynet" })).toThrowError(/AI_PROVIDER/);
    expect(() => loadConfig({ DATA_DIR: dir, AI_DAILY_TOKENS_FREE: "-5" })).toThrowError(
      /AI_DAILY_TOKENS_FREE="-5"/,
    );
    expect(() => loadConfig({ DATA_DIR: dir, AI_DAILY_TOKENS_PRO: "lots" })).toThrowError(
      /AI_DAILY_TOKENS_PRO/,
    );
    expect(loadConfig({ DATA_DIR: dir, AI_DAILY_TOKENS_FREE: "0" })).toMatchObject({
      AI_DAILY_TOKENS_FREE: 0,
      AI_DAILY_TOKENS_PRO: 2_000_000,
    });
  });

  it("reads the embedding provider: none by default, openai needs a key, a bad value is named", () => {
    expect(loadConfig({ DATA_DIR: dir }).EMBEDDING_PROVIDER).toBeUndefined();
    expect(() => loadConfig({ DATA_DIR: dir, EMBEDDING_PROVIDER: "openai" })).toThrowError(
      /EMBEDDING_API_KEY/,
    );
    expect(() => loadConfig({ DATA_DIR: dir, EMBEDDING_PROVIDER: "word2vec" })).toThrowError(
      /EMBEDDING_PROVIDER/,
    );
    expect(
      loadConfig({
        DATA_DIR: dir,
        EMBEDDING_PROVIDER: "openai-compatible",
        EMBEDDING_BASE_URL: "http://localhost:11434/v1",
      }),
    ).toMatchObject({ EMBEDDING_PROVIDER: "openai-compatible", EMBEDDING_BATCH_SIZE: 64 });
  });

  it("reads the open web's settings: the allow-list checked, a search engine needs its address or key", () => {
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({ SEARCH_PROVIDER: "none", YOUTUBE_BASE_URL: "https://www.youtube.com" });
    expect(
      loadConfig({ DATA_DIR: dir, FETCH_ALLOW_PRIVATE: "10.0.0.0/8, wiki.corp, *.intra" })
        .FETCH_ALLOW_PRIVATE,
    ).toBe("10.0.0.0/8, wiki.corp, *.intra");
    expect(() => loadConfig({ DATA_DIR: dir, FETCH_ALLOW_PRIVATE: "10.0.0.0/99" })).toThrowError(
      /FETCH_ALLOW_PRIVATE/,
    );
    expect(() => loadConfig({ DATA_DIR: dir, SEARCH_PROVIDER: "searxng" })).toThrowError(/SEARCH_BASE_URL/);
    expect(() => loadConfig({ DATA_DIR: dir, SEARCH_PROVIDER: "brave" })).toThrowError(/SEARCH_API_KEY/);
    expect(() => loadConfig({ DATA_DIR: dir, SEARCH_PROVIDER: "google" })).toThrowError(/SEARCH_PROVIDER/);
  });

  it("never prints a secret's value", () => {
    try {
      loadConfig({ DATA_DIR: dir, JWT_SECRET: "short-secret-value" });
      expect.unreachable();
    } catch (error) {
      expect((error as Error).message).toContain("JWT_SECRET");
      expect((error as Error).message).not.toContain("short-secret-value");
    }
  });
});

describe("TRUST_PROXY", () => {
  it("reads false, true, a hop count or a list of proxy addresses, and refuses anything else", () => {
    const read = (value: string) =>
      loadConfig({ TRUST_PROXY: value, JWT_SECRET: "x".repeat(40), DATA_DIR: "/tmp/brainy-config-test" })
        .TRUST_PROXY;
    expect(read("false")).toBe(false);
    expect(read("true")).toBe(true);
    expect(read("1")).toBe(1);
    expect(read("10.0.0.0/8, 127.0.0.1")).toEqual(["10.0.0.0/8", "127.0.0.1"]);
    expect(() => read("sometimes")).toThrow(/TRUST_PROXY/);
  });

  it("refuses true in production with one line naming the variable and the safe values", () => {
    const production = (value: string) =>
      loadConfig({
        NODE_ENV: "production",
        TRUST_PROXY: value,
        JWT_SECRET: "x".repeat(40),
        DATA_DIR: "/tmp/brainy-config-test",
      }).TRUST_PROXY;
    expect(() => production("true")).toThrowError(ConfigError);
    expect(() => production("true")).toThrowError(
      /^Invalid environment variable TRUST_PROXY="true": expected in production a hop count \(1 .*CIDRs/,
    );
    expect(() => production(" true ")).toThrowError(/TRUST_PROXY/);
    expect(UNSAFE_TRUST_PROXY_MESSAGE).not.toContain("\n");
    expect(production("1")).toBe(1);
    expect(production("10.0.0.0/8")).toEqual(["10.0.0.0/8"]);
    expect(production("false")).toBe(false);
  });
});
