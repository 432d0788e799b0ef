import { z } from "zod";

/** The AI providers the server can use; "demo" is the built-in offline one. */
export const AiProviderNameSchema = z.enum(["demo", "openai", "openai-compatible", "anthropic"]);
export type AiProviderName = z.infer<typeof AiProviderNameSchema>;

/** What operators are told while the offline demo provider writes content. */
export const DEMO_AI_HINT =
  "Content is written by the built-in offline demo model. Set AI_PROVIDER and AI_API_KEY (or AI_BASE_URL for an OpenAI-compatible server) to use a real model.";

/** GET /api/health */
export const HealthResponseSchema = z.object({
  status: z.literal("ok"),
  db: z.enum(["pglite", "postgres"]).describe("Which database this instance uses"),
  version: z.string().describe("Server version"),
  aiProvider: AiProviderNameSchema.describe(
    "Which AI provider writes content; the UI labels 'demo' output as Demo AI",
  ),
  aiHint: z
    .string()
    .optional()
    .describe("For operators: how to connect a real model while the demo provider answers"),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;
