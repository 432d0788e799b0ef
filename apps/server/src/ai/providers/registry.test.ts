import { describe, expect, it } from "vitest";
import { testConfig } from "../../../test/app.ts";
import { ConfigError } from "../../config.ts";
import { DEFAULT_MODELS, planModels } from "./registry.ts";

describe("provider registry", () => {
  it("refuses to start a hosted provider without an API key, naming the variable", () => {
    expect(() => testConfig({ AI_PROVIDER: "openai" })).toThrowError(ConfigError);
    expect(() => testConfig({ AI_PROVIDER: "anthropic" })).toThrowError(/AI_API_KEY/);
    expect(() => testConfig({ IMAGE_PROVIDER: "openai" })).toThrowError(/IMAGE_API_KEY/);
    expect(testConfig({ AI_PROVIDER: "openai-compatible" }).AI_PROVIDER).toBe("openai-compatible");
  });

  it("uses AI_MODEL for free users and AI_MODEL_PRO for pro users", () => {
    const config = testConfig({
      AI_PROVIDER: "openai",
      AI_API_KEY: "k",
      AI_MODEL: "small",
      AI_MODEL_PRO: "big",
    });
    expect(planModels(config, "openai")).toEqual({ free: "small", pro: "big" });
  });

  it("falls back to the provider's documented defaults", () => {
    expect(planModels(testConfig({ AI_PROVIDER: "anthropic", AI_API_KEY: "k" }), "anthropic")).toEqual({
      free: DEFAULT_MODELS.anthropic.standard,
      pro: DEFAULT_MODELS.anthropic.pro,
    });
    const single = planModels(
      testConfig({ AI_PROVIDER: "openai-compatible", AI_MODEL: "qwen3:8b" }),
      "openai-compatible",
    );
    expect(single).toEqual({ free: "qwen3:8b", pro: "qwen3:8b" });
  });
});
