import { z } from "zod";

/** A two-voice conversation script: chapters of turns, each said by the host or the expert. */
export const AudioOverviewScriptSchema = z
  .object({
    title: z.string().min(3).max(160).describe("The overview's title, in the script's language"),
    language: z
      .string()
      .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/)
      .describe("The BCP-47 code of the language the turns are written in, e.g. en, es, pt-BR"),
    chapters: z
      .array(
        z.object({
          title: z.string().min(2).max(120).describe("A short chapter title"),
          turns: z
            .array(
              z.object({
                speaker: z
                  .enum(["host", "expert"])
                  .describe("host: asks what a learner would ask; expert: explains"),
                text: z
                  .string()
                  .min(2)
                  .max(1500)
                  .describe(
                    "What the speaker says, as spoken prose; [n] after a claim taken from source [n]",
                  ),
              }),
            )
            .min(1)
            .max(40),
        }),
      )
      .min(2)
      .max(14),
  })
  .refine(
    (script) => {
      const speakers = new Set(script.chapters.flatMap((c) => c.turns.map((t) => t.speaker)));
      return speakers.has("host") && speakers.has("expert");
    },
    { message: "both the host and the expert must speak" },
  );
export type AudioOverviewScript = z.infer<typeof AudioOverviewScriptSchema>;
