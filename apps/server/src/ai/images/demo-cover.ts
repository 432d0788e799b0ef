import { createRandom, readGoal } from "@brainy/demo-ai/goal-reading";
import { drawMotif } from "./motifs.ts";

const WIDTH = 1200;
const HEIGHT = 630;

/** True for characters XML 1.0 forbids: C0 controls other than tab, newline and carriage return, and U+FFFE/U+FFFF. */
const isXmlForbidden = (code: number) =>
  (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0xfffe || code === 0xffff;

/** Escapes text for SVG/XML content and attribute values, dropping characters XML cannot hold. */
export function escapeXml(text: string): string {
  const allowed = Array.from(text)
    .filter((ch) => !isXmlForbidden(ch.codePointAt(0)!))
    .join("");
  return allowed
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&apos;");
}

/**
 * Draws a deterministic cover: a topic-coloured gradient, seeded shapes and the subject's line-art
 * motif in the centre (a square crop keeps it), with no text
 * (pages show the title beside it, and any crop of a thumbnail would cut words). Its accessible
 * label is `label` when the caller names text meant to be seen with the cover (a shared course's
 * title), else a plain "Cover image": never the title or prompt it is drawn from, which come from
 * the learner's goal (a cover file can reach a page the goal's owner shares; issue 43).
 */
export function drawDemoCover(
  input: { prompt: string; title: string; seed: string },
  label = "Cover image",
): string {
  const random = createRandom({ cover: input.seed, prompt: input.prompt, title: input.title });
  const domain = readGoal(`${input.title}. ${input.prompt}`).domains[0]!;
  const hue = (domain.hue + random.int(-12, 12) + 360) % 360;
  const colour = (shift: number, s: number, l: number, a = 1) =>
    `hsla(${(hue + shift + 360) % 360}, ${s}%, ${l}%, ${a})`;
  const shapes: string[] = [];
  // Fewer, softer shapes behind the subject's motif.
  for (let i = 0; i < 6; i++) {
    const x = random.int(0, WIDTH);
    const y = random.int(0, HEIGHT);
    const size = random.int(60, 260);
    const fill = colour(
      random.pick([-50, -25, 0, 25, 50]),
      random.int(55, 85),
      random.int(45, 70),
      Math.round((0.08 + random.next() * 0.2) * 100) / 100,
    );
    const kind = random.int(0, 2);
    if (kind === 0) shapes.push(`<circle cx="${x}" cy="${y}" r="${size / 2}" fill="${fill}"/>`);
    else if (kind === 1)
      shapes.push(
        `<rect x="${x - size / 2}" y="${y - size / 2}" width="${size}" height="${Math.round(size * 0.6)}" rx="${Math.round(size / 6)}" fill="${fill}" transform="rotate(${random.int(-30, 30)} ${x} ${y})"/>`,
      );
    else
      shapes.push(
        `<path d="M${x} ${y - size / 2} L${x + size / 2} ${y + size / 2} L${x - size / 2} ${y + size / 2} Z" fill="${fill}"/>`,
      );
  }
  const waveY = random.int(360, 460);
  const wave = `<path d="M0 ${waveY} C ${WIDTH * 0.3} ${waveY - random.int(60, 140)}, ${WIDTH * 0.6} ${waveY + random.int(60, 140)}, ${WIDTH} ${waveY - 40} L ${WIDTH} ${HEIGHT} L 0 ${HEIGHT} Z" fill="${colour(0, 60, 12, 0.55)}"/>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="${escapeXml(label)}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour(-20, 70, 38)}"/><stop offset="1" stop-color="${colour(35, 65, 22)}"/></linearGradient></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
${shapes.join("\n")}
${wave}
${drawMotif(domain.id, WIDTH / 2, HEIGHT / 2 - 10, "hsla(0, 0%, 100%, 0.78)", colour(15, 70, 80, 0.35))}
</svg>
`;
}
