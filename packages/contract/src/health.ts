import { z } from "zod";

/** GET /api/health */
export const HealthResponseSchema = z.object({
  status: z.literal("ok"),
  db: z.enum(["pglite", "postgres"]).describe("Which database this instance uses"),
  version: z.string().describe("Server version"),
  aiProvider: z
    .enum(["demo", "openai", "openai-compatible", "anthropic"])
    .describe("Which AI provider writes content; the UI labels 'demo' output as Demo AI"),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;
