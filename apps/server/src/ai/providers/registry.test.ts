import { describe, expect, it } from "vitest";
import { testConfig } from "../../../test/app.ts";
import { ConfigError } from "../../config.ts";
import { createModelResolver, DEFAULT_MODELS } from "./registry.ts";

describe("provider registry", () => {
  it("refuses to start a hosted provider without an API key, naming the variable", () => {
    expect(() => testConfig({ AI_PROVIDER: "openai" })).toThrowError(ConfigError);
    expect(() => testConfig({ AI_PROVIDER: "anthropic" })).toThrowError(/AI_API_KEY/);
    expect(() => testConfig({ IMAGE_PROVIDER: "openai" })).toThrowError(/IMAGE_API_KEY/);
    expect(testConfig({ AI_PROVIDER: "openai-compatible" }).AI_PROVIDER).toBe("openai-compatible");
  });

  it("uses AI_MODEL for free users and AI_MODEL_PRO for pro users", () => {
    const resolve = createModelResolver(
      testConfig({ AI_PROVIDER: "openai", AI_API_KEY: "k", AI_MODEL: "small", AI_MODEL_PRO: "big" }),
      "openai",
    );
    expect(resolve("free").modelId).toBe("small");
    expect(resolve("pro").modelId).toBe("big");
    expect(resolve("pro").model).toBe(resolve("pro").model);
  });

  it("falls back to the provider's documented defaults", () => {
    const resolve = createModelResolver(
      testConfig({ AI_PROVIDER: "anthropic", AI_API_KEY: "k" }),
      "anthropic",
    );
    expect(resolve("free").modelId).toBe(DEFAULT_MODELS.anthropic.standard);
    expect(resolve("pro").modelId).toBe(DEFAULT_MODELS.anthropic.pro);
    const single = createModelResolver(
      testConfig({ AI_PROVIDER: "openai-compatible", AI_MODEL: "qwen3:8b" }),
      "openai-compatible",
    );
    expect(single("pro").modelId).toBe("qwen3:8b");
  });
});
