import { z } from "zod";

/** The AI providers the server can use; "demo" is the built-in offline one. */
export const AiProviderNameSchema = z.enum(["demo", "openai", "openai-compatible", "anthropic"]);
export type AiProviderName = z.infer<typeof AiProviderNameSchema>;

/** GET /api/health */
export const HealthResponseSchema = z.object({
  status: z.literal("ok"),
  db: z.enum(["pglite", "postgres"]).describe("Which database this instance uses"),
  version: z.string().describe("Server version"),
  aiProvider: AiProviderNameSchema.describe(
    "Which AI provider writes content; the UI labels 'demo' output as Demo AI",
  ),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;
