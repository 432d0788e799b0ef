/**
 * AI_ROUTES (issue 42, ADR 0049): which provider and model answer each task, per plan, with
 * fallbacks. Parsed by config.ts at start-up (no provider is imported here), resolved per call by
 * the routed engine (router.ts). Unset: every task on AI_PROVIDER with AI_MODEL / AI_MODEL_PRO.
 *
 *   AI_ROUTES="cards=ollama:qwen3:8b+json-object|openai:gpt-5-mini; writing@pro=anthropic:claude-sonnet-4-5"
 *
 * Rules are separated by `;`. A rule is `<target>[@free|@pro]=<route>[|<fallback>…]`; a target is a
 * task (its folder name), a group (below) or `*` (every task). A route is `<provider>:<model>`,
 * optionally `+<structured-output mode>`; the model may contain colons (Ollama tags).
 */
import { STRUCTURED_OUTPUT_MODES, type StructuredOutputMode } from "./providers/structured-output.ts";

/** Providers a route may name: AI_PROVIDER's, and local servers by name (their own base URLs). */
export const ROUTE_PROVIDERS = [
  "demo",
  "openai",
  "anthropic",
  "openai-compatible",
  "ollama",
  "llama.cpp",
] as const;
export type RouteProvider = (typeof ROUTE_PROVIDERS)[number];

/** Every task in a group; a test keeps this in step with the folders under tasks/. */
export const TASK_GROUPS = {
  planning: [
    "plan-goal",
    "write-course-roadmap",
    "write-section-lessons",
    "write-course-section",
    "replan-course-sections",
    "rewrite-section-lessons",
    "name-lesson-concepts",
  ],
  writing: [
    "write-lesson",
    "rewrite-lesson",
    "write-gap-fix",
    "write-audio-overview",
    "write-image-prompt",
    "check-lesson-claims",
    "pick-dated-claims",
  ],
  cards: [
    "write-review-cards",
    "write-choice-quiz",
    "write-knowledge-questions",
    "write-practice-questions",
    "write-lesson-assessment",
    "write-topic-assessment",
    "write-exam-questions",
    "write-placement-questions",
  ],
  grading: ["grade-open-answer", "grade-review-answer", "judge-quiz-answer", "evaluate-topic-assessment"],
  chat: ["answer-question", "answer-from-sources", "extract-memory"],
} as const satisfies Record<string, readonly string[]>;
export type TaskGroup = keyof typeof TASK_GROUPS;
/** Groups that are services, not tasks: one route each, no plan, no fallback. */
export const SERVICE_GROUPS = ["embeddings", "speech"] as const;

const TASKS = new Set<string>(Object.values(TASK_GROUPS).flat());

/** One provider and model (and, for local servers, how it is asked for JSON). */
export type RouteTarget = { provider: RouteProvider; model: string; mode?: StructuredOutputMode };

export type AiRoutes = {
  /** By rule key (`cards`, `write-lesson@pro`, `*`): the route, then its fallbacks. */
  rules: Record<string, RouteTarget[]>;
  /** embeddings=openai|openai-compatible|ollama|llama.cpp:<model>; replaces EMBEDDING_PROVIDER/MODEL. */
  embeddings?: RouteTarget;
  /** speech=openai:<tts model> or espeak:<voice> or none:-; replaces SPEECH_PROVIDER/MODEL. */
  speech?: { provider: "openai" | "espeak" | "none"; model: string };
};

/** The route a call takes: its rule (for ai_calls.route), then the targets tried in order. */
export type ResolvedRoute = { rule: string; targets: RouteTarget[] };

/** A route as written in AI_ROUTES and ai_calls: `ollama:qwen3:8b+prompt`. */
export const routeSpec = (t: RouteTarget) => `${t.provider}:${t.model}${t.mode ? `+${t.mode}` : ""}`;

/** What ai_calls.route stores: the rule, whether a fallback answered, and the provider and model. */
export const routeLabel = (rule: string, index: number, target: RouteTarget) =>
  `${rule}${index > 0 ? ` (fallback${index > 1 ? ` ${index}` : ""})` : ""}: ${routeSpec(target)}`;

function parseTarget(text: string): RouteTarget {
  const colon = text.indexOf(":");
  if (colon <= 0) throw new Error(`<provider>:<model> in "${text}"`);
  const provider = text.slice(0, colon).trim();
  if (!(ROUTE_PROVIDERS as readonly string[]).includes(provider))
    throw new Error(`a provider (${ROUTE_PROVIDERS.join(", ")}) in "${text}", not "${provider}"`);
  let model = text.slice(colon + 1).trim();
  let mode: StructuredOutputMode | undefined;
  const plus = model.lastIndexOf("+");
  if (plus !== -1) {
    const named = model.slice(plus + 1).trim();
    if (!(STRUCTURED_OUTPUT_MODES as readonly string[]).includes(named))
      throw new Error(
        `a structured-output mode (${STRUCTURED_OUTPUT_MODES.join(", ")}) after "+" in "${text}", not "${named}"`,
      );
    mode = named as StructuredOutputMode;
    model = model.slice(0, plus).trim();
  }
  if (!model) throw new Error(`a model after "${provider}:" in "${text}"`);
  return { provider: provider as RouteProvider, model, mode };
}

function parseService(name: string, targets: RouteTarget[], plan: string | undefined): RouteTarget {
  if (plan || targets.length !== 1) throw new Error(`one route for ${name}, without a plan or a fallback`);
  const target = targets[0]!;
  const allowed =
    name === "embeddings"
      ? ["openai", "openai-compatible", "ollama", "llama.cpp"]
      : ["openai", "espeak", "none"];
  if (!allowed.includes(target.provider))
    throw new Error(`${allowed.join(", ")} for ${name}, not "${routeSpec(target)}"`);
  return target;
}

/** Parses AI_ROUTES; throws one line naming the bad rule (config.ts puts the variable's name first). */
export function parseAiRoutes(value: string | undefined): AiRoutes {
  const routes: AiRoutes = { rules: {} };
  const speechProviders = ["espeak", "none"];
  for (const rule of (value ?? "").split(";").map((r) => r.trim())) {
    if (!rule) continue;
    const eq = rule.indexOf("=");
    if (eq <= 0)
      throw new Error(`rules like <task or group>[@plan]=<provider>:<model>[|fallback], not "${rule}"`);
    const [target, plan] = rule.slice(0, eq).trim().split("@");
    if (plan !== undefined && plan !== "free" && plan !== "pro")
      throw new Error(`a plan (free, pro) in "${rule}", not "${plan}"`);
    const name = target!.trim();
    const parts = rule.slice(eq + 1).split("|");
    const targets = parts.map((part) => {
      const [provider, model] = part.trim().split(":");
      // espeak and none name no model provider: `speech=none` and `speech=espeak:en-gb` read as routes.
      if (name === "speech" && provider && speechProviders.includes(provider))
        return { provider, model: model ?? "" } as unknown as RouteTarget;
      return parseTarget(part.trim());
    });
    if (name === "embeddings" || name === "speech") {
      const service = parseService(name, targets, plan);
      if (name === "speech") routes.speech = service as NonNullable<AiRoutes["speech"]>;
      else routes.embeddings = service;
      continue;
    }
    if (name !== "*" && !(name in TASK_GROUPS) && !TASKS.has(name))
      throw new Error(
        `a task, a group (${[...Object.keys(TASK_GROUPS), ...SERVICE_GROUPS].join(", ")}) or * in "${rule}", not "${name}"`,
      );
    const key = plan ? `${name}@${plan}` : name;
    if (routes.rules[key]) throw new Error(`one rule for "${key}", not two`);
    routes.rules[key] = targets;
  }
  return routes;
}

/** The group a task belongs to, if any. */
export function groupOf(task: string): TaskGroup | undefined {
  return (Object.keys(TASK_GROUPS) as TaskGroup[]).find((g) =>
    (TASK_GROUPS[g] as readonly string[]).includes(task),
  );
}

/**
 * The route of one call: the most specific rule (task@plan, task, group@plan, group, *@plan, *),
 * else `fallback` (AI_PROVIDER with the plan's model, today's behaviour) under the rule `default`.
 */
export function resolveRoute(
  routes: AiRoutes,
  task: string,
  tier: "free" | "pro",
  fallback: RouteTarget,
): ResolvedRoute {
  const group = groupOf(task);
  const keys = [`${task}@${tier}`, task, ...(group ? [`${group}@${tier}`, group] : []), `*@${tier}`, "*"];
  for (const key of keys) {
    const targets = routes.rules[key];
    if (targets) return { rule: key, targets };
  }
  return { rule: "default", targets: [fallback] };
}
