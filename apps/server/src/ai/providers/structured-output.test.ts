import { describe, expect, it } from "vitest";
import { testConfig } from "../../../test/app.ts";
import { readJsonAnswer, stripScratchpad } from "./answer-text.ts";
import { outputTokenCap, parseStructuredOutputSetting, structuredOutputMode } from "./structured-output.ts";

describe("structured output per provider and model", () => {
  it("defaults: JSON schema for OpenAI and compatible servers, tool use for Anthropic", () => {
    expect(structuredOutputMode("openai", "gpt-5-mini")).toBe("json-schema");
    expect(structuredOutputMode("openai-compatible", "llama3.1")).toBe("json-schema");
    expect(structuredOutputMode("anthropic", "claude-haiku-4-5")).toBe("tool");
  });

  it("AI_STRUCTURED_OUTPUT: one mode for all, or model=mode pairs with * for the rest", () => {
    expect(structuredOutputMode("anthropic", "x", parseStructuredOutputSetting("json-object"))).toBe(
      "json-object",
    );
    const overrides = parseStructuredOutputSetting("qwen3:8b=prompt, llama3.1=json-object,*=tool");
    expect(structuredOutputMode("openai-compatible", "qwen3:8b", overrides)).toBe("prompt");
    expect(structuredOutputMode("openai-compatible", "llama3.1", overrides)).toBe("json-object");
    expect(structuredOutputMode("openai-compatible", "mistral", overrides)).toBe("tool");
    expect(structuredOutputMode("openai", "gpt-5", parseStructuredOutputSetting("qwen3=prompt"))).toBe(
      "json-schema",
    );
  });

  it("refuses a setting it cannot read, naming the variable and the part", () => {
    expect(() => testConfig({ AI_STRUCTURED_OUTPUT: "llama3.1=xml" })).toThrow(
      /AI_STRUCTURED_OUTPUT.*"llama3.1=xml": expected a mode/,
    );
    expect(testConfig({ AI_STRUCTURED_OUTPUT: "" }).AI_STRUCTURED_OUTPUT).toEqual({});
  });

  it("output caps: the task's budget, ×4 on OpenAI for hidden reasoning, ×2 for the retry of a cut-off answer", () => {
    expect(outputTokenCap("anthropic", 2000)).toBe(2000);
    expect(outputTokenCap("openai", 2000)).toBe(8000);
    expect(outputTokenCap("openai-compatible", 2000, true)).toBe(4000);
  });
});

describe("reading a model's answer", () => {
  it("finds the JSON inside fences, prose and scratchpads", () => {
    const json = '{"a":[1,2],"b":"x}y"}';
    for (const text of [
      json,
      `\`\`\`json\n${json}\n\`\`\``,
      `Here you go:\n${json}\nHope it helps!`,
      `<think>maybe {"a":0}</think>${json}`,
      `<thinking>plan</thinking>\n<reasoning>more</reasoning>${json}`,
    ])
      expect(readJsonAnswer(text)).toEqual({ value: { a: [1, 2], b: "x}y" } });
    expect(readJsonAnswer("no json here").problem).toMatch(/no JSON object/);
    expect(readJsonAnswer('{"a": 1').problem).toMatch(/no JSON object/);
    expect(readJsonAnswer('{"a": }').problem).toMatch(/does not parse/);
  });

  it("strips a scratchpad left open (cut off) as well as closed ones", () => {
    expect(stripScratchpad("<think>a</think>Answer<THINK>still thinking")).toBe("Answer");
  });
});
