import type { ImagePromptInput, ImagePromptOutput } from "./server-types.ts";
import { clip } from "./text.ts";
import { readGoal } from "./understand.ts";

const MOTIFS: Record<string, string> = {
  programming: "floating code brackets, terminal windows and connected nodes",
  data: "rising bar charts, scattered data points and smooth trend lines",
  languages: "overlapping speech bubbles, paper planes and a winding road",
  music: "flowing sound waves, musical notes and concentric circles",
  math: "geometric curves, grids and a golden spiral",
  design: "colour swatches, brush strokes and layered paper shapes",
  business: "upward arrows, stacked blocks and a compass",
  fitness: "dynamic motion lines, a rising sun and a path up a hill",
  photography: "a camera lens aperture, light leaks and layered frames",
  writing: "flowing ink lines, stacked paper sheets and a fountain pen nib",
  cooking: "herbs, steam curls and simple bowls and pans",
  general: "an open book, rays of light and stepping stones",
};
const PALETTES = [
  "deep blues and teal",
  "warm oranges and coral",
  "violet and magenta",
  "emerald and mint",
  "golden yellow and navy",
];

/** Demo image prompt: the subject's motifs and a palette, abstract and without text. */
export function demoWriteImagePrompt(input: ImagePromptInput): ImagePromptOutput {
  const reading = readGoal(input.title ? `${input.title}. ${input.goal}` : input.goal);
  const domain = reading.domains[0]!;
  const palette = PALETTES[Math.floor(domain.hue / 72) % PALETTES.length]!;
  const about = clip(input.title ?? reading.subject, 120);
  return {
    prompt: `Abstract cover illustration for a learning goal about ${about}: ${MOTIFS[domain.id] ?? MOTIFS.general}, in ${palette}, soft gradients and simple geometric shapes, modern flat style, no text or letters.`,
  };
}
