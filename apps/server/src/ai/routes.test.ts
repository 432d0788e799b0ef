import { mkdtempSync, readdirSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../config.ts";
import { connectionOf } from "./providers/registry.ts";
import { parseAiRoutes, resolveRoute, routeLabel, TASK_GROUPS } from "./routes.ts";

const dir = mkdtempSync(path.join(os.tmpdir(), "brainy-routes-"));
const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dir, ...env });
const DEFAULT = { provider: "openai", model: "gpt-5-mini" } as const;

describe("AI_ROUTES", () => {
  it("parses groups, tasks, plans, fallbacks, Ollama tags with colons and structured-output modes", () => {
    const routes = parseAiRoutes(
      " cards=ollama:qwen3:8b+json-object|openai:gpt-5-mini ; writing@pro=anthropic:claude-sonnet-4-5;" +
        "grade-open-answer=llama.cpp:phi-4+prompt;*=openai:gpt-5-nano",
    );
    expect(routes.rules).toEqual({
      cards: [
        { provider: "ollama", model: "qwen3:8b", mode: "json-object" },
        { provider: "openai", model: "gpt-5-mini", mode: undefined },
      ],
      "writing@pro": [{ provider: "anthropic", model: "claude-sonnet-4-5", mode: undefined }],
      "grade-open-answer": [{ provider: "llama.cpp", model: "phi-4", mode: "prompt" }],
      "*": [{ provider: "openai", model: "gpt-5-nano", mode: undefined }],
    });
    // The most specific rule wins: task, then group (per plan first), then *.
    expect(resolveRoute(routes, "write-review-cards", "free", DEFAULT).rule).toBe("cards");
    expect(resolveRoute(routes, "write-lesson", "pro", DEFAULT).rule).toBe("writing@pro");
    expect(resolveRoute(routes, "write-lesson", "free", DEFAULT).rule).toBe("*");
    expect(resolveRoute(routes, "grade-open-answer", "pro", DEFAULT).targets[0]!.model).toBe("phi-4");
    expect(routeLabel("cards", 1, routes.rules.cards![1]!)).toBe("cards (fallback): openai:gpt-5-mini");
  });

  it("keeps today's behaviour when unset: every task on AI_PROVIDER's model of the plan", () => {
    const config = load({});
    expect(config.AI_ROUTES).toEqual({ rules: {} });
    expect(resolveRoute(config.AI_ROUTES, "write-lesson", "pro", DEFAULT)).toEqual({
      rule: "default",
      targets: [DEFAULT],
    });
  });

  it("stops start-up with one line naming the variable for an unknown provider, task, plan or mode", () => {
    const bad = {
      "cards=skynet:t-800":
        /^Invalid environment variable AI_ROUTES="cards=skynet:t-800": expected a provider \(demo, openai.*\) in "skynet:t-800", not "skynet"$/,
      "write-poems=openai:gpt-5":
        /^Invalid environment variable AI_ROUTES=.*expected a task, a group \(planning, writing, cards, grading, chat, embeddings, speech\) or \* in "write-poems=openai:gpt-5", not "write-poems"$/,
      "cards@gold=openai:gpt-5": /a plan \(free, pro\) in "cards@gold=openai:gpt-5", not "gold"$/,
      "cards=ollama:qwen3+yaml":
        /a structured-output mode \(json-schema, json-object, tool, prompt\) after "\+"/,
      "cards=ollama": /<provider>:<model> in "ollama"$/,
      "cards=demo:demo;cards=demo:demo": /one rule for "cards", not two$/,
      "embeddings=anthropic:claude": /openai, openai-compatible, ollama, llama.cpp for embeddings/,
    };
    for (const [value, message] of Object.entries(bad)) {
      let error: unknown;
      try {
        load({ AI_ROUTES: value });
      } catch (caught) {
        error = caught;
      }
      expect(error, value).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toMatch(message);
      expect((error as Error).message).not.toContain("\n");
    }
  });

  it("asks for a hosted provider's key, and maps embeddings= and speech= onto their services", () => {
    expect(() => load({ AI_ROUTES: "cards=anthropic:claude-haiku-4-5" })).toThrowError(
      /^Missing environment variable ANTHROPIC_API_KEY: expected an API key for AI_ROUTES. anthropic routes$/,
    );
    // AI_API_KEY is AI_PROVIDER's: it never goes to another provider or to a local server.
    expect(() =>
      load({ AI_PROVIDER: "openai", AI_API_KEY: "sk-openai", AI_ROUTES: "cards=anthropic:claude-haiku-4-5" }),
    ).toThrowError(/^Missing environment variable ANTHROPIC_API_KEY/);
    const mixed = load({
      AI_PROVIDER: "openai",
      AI_API_KEY: "sk-openai",
      AI_BASE_URL: "https://proxy.example/v1",
      ANTHROPIC_API_KEY: "sk-ant",
      AI_ROUTES: "cards=anthropic:claude-haiku-4-5;grading=ollama:qwen3:8b;chat=openai-compatible:x",
    });
    expect(connectionOf(mixed, "openai")).toMatchObject({
      apiKey: "sk-openai",
      baseURL: "https://proxy.example/v1",
    });
    expect(connectionOf(mixed, "anthropic")).toMatchObject({ apiKey: "sk-ant", baseURL: undefined });
    expect(connectionOf(mixed, "ollama")).toEqual({
      kind: "openai-compatible",
      apiKey: "not-needed",
      baseURL: "http://127.0.0.1:11434/v1",
    });
    expect(connectionOf(mixed, "openai-compatible").apiKey).toBe("not-needed");
    const config = load({
      AI_ROUTES: "cards=anthropic:claude-haiku-4-5;embeddings=ollama:nomic-embed-text;speech=espeak:en-us",
      ANTHROPIC_API_KEY: "sk-ant-test",
      OLLAMA_BASE_URL: "http://10.0.0.5:11434/v1",
    });
    expect(config).toMatchObject({
      EMBEDDING_PROVIDER: "openai-compatible",
      EMBEDDING_MODEL: "nomic-embed-text",
      EMBEDDING_BASE_URL: "http://10.0.0.5:11434/v1",
      SPEECH_PROVIDER: "espeak",
      ESPEAK_VOICE: "en-us",
    });
  });

  it("puts every task folder in exactly one group", () => {
    const tasksDir = path.join(import.meta.dirname, "tasks");
    const folders = readdirSync(tasksDir).filter((name) => statSync(path.join(tasksDir, name)).isDirectory());
    const grouped = Object.values(TASK_GROUPS).flat();
    expect([...grouped].sort()).toEqual([...folders].sort());
  });
});
