import { z } from "zod";

/** GET /api/health */
export const HealthResponseSchema = z.object({
  status: z.literal("ok"),
  db: z.enum(["pglite", "postgres"]).describe("Which database this instance uses"),
  version: z.string().describe("Server version"),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;
