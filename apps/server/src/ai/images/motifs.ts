/**
 * One line-art motif per subject domain for the demo covers, drawn in a 300×300 box centred on
 * the cover so a square thumbnail crop and a wide banner both keep it. No text: only shapes.
 */
type Draw = (ink: string, wash: string) => string;

const stroke = (ink: string, width = 14) =>
  `fill="none" stroke="${ink}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`;

const MOTIFS: Record<string, Draw> = {
  // </> brackets.
  programming: (ink) =>
    `<path d="M95 80 L25 150 L95 220 M205 80 L275 150 L205 220" ${stroke(ink)}/><path d="M170 60 L130 240" ${stroke(ink)}/>`,
  // A bar chart with a trend line.
  data: (ink, wash) =>
    [40, 100, 160, 220]
      .map(
        (x, i) =>
          `<rect x="${x}" y="${230 - (i + 1) * 45}" width="40" height="${(i + 1) * 45}" rx="8" fill="${wash}"/>`,
      )
      .join("") +
    `<path d="M30 200 L110 150 L170 160 L270 60" ${stroke(ink)}/><path d="M20 250 H285" ${stroke(ink, 8)}/>`,
  // Axes and a sine curve.
  math: (ink) =>
    `<path d="M30 150 H280 M60 270 V30" ${stroke(ink, 8)}/><path d="M60 150 C 100 40, 140 40, 170 150 S 240 260, 275 150" ${stroke(ink)}/>`,
  // Two speech bubbles.
  languages: (ink, wash) =>
    `<path d="M30 40 h150 a25 25 0 0 1 25 25 v60 a25 25 0 0 1 -25 25 h-90 l-35 30 v-30 h-25 a25 25 0 0 1 -25 -25 v-60 a25 25 0 0 1 25 -25 z" fill="${wash}"/>` +
    `<path d="M120 150 h130 a25 25 0 0 1 25 25 v50 a25 25 0 0 1 -25 25 h-20 v30 l-35 -30 h-75 a25 25 0 0 1 -25 -25 v-50 a25 25 0 0 1 25 -25 z" ${stroke(ink, 10)}/>`,
  // Two beamed notes on a staff.
  music: (ink, wash) =>
    [90, 130, 170, 210].map((y) => `<path d="M20 ${y} H280" ${stroke(wash, 5)}/>`).join("") +
    `<ellipse cx="90" cy="215" rx="32" ry="24" fill="${ink}"/><ellipse cx="210" cy="185" rx="32" ry="24" fill="${ink}"/>` +
    `<path d="M120 215 V60 L240 35 V185" ${stroke(ink, 12)}/>`,
  // A heartbeat line through a dumbbell.
  fitness: (ink, wash) =>
    `<rect x="30" y="110" width="40" height="80" rx="10" fill="${wash}"/><rect x="230" y="110" width="40" height="80" rx="10" fill="${wash}"/>` +
    `<path d="M20 150 H100 L125 90 L160 215 L185 150 H280" ${stroke(ink)}/>`,
  // A pot with rising steam.
  cooking: (ink, wash) =>
    `<path d="M45 150 H255 V210 a40 40 0 0 1 -40 40 H85 a40 40 0 0 1 -40 -40 Z" fill="${wash}"/><path d="M25 150 H275" ${stroke(ink)}/>` +
    [100, 150, 200]
      .map((x) => `<path d="M${x} 120 C ${x - 20} 95, ${x + 20} 80, ${x} 50" ${stroke(ink, 10)}/>`)
      .join(""),
  // A camera.
  photography: (ink, wash) =>
    `<rect x="25" y="80" width="250" height="170" rx="28" fill="${wash}"/><path d="M95 80 L115 50 H185 L205 80" ${stroke(ink, 10)}/>` +
    `<circle cx="150" cy="165" r="55" ${stroke(ink)}/><circle cx="150" cy="165" r="18" fill="${ink}"/>`,
  // Overlapping circles, as a colour wheel.
  design: (ink, wash) =>
    `<circle cx="115" cy="120" r="75" fill="${wash}"/><circle cx="185" cy="120" r="75" ${stroke(ink, 10)}/><circle cx="150" cy="185" r="75" ${stroke(ink, 10)}/>`,
  // A pen over lines of writing.
  writing: (ink, wash) =>
    [80, 130, 180, 230]
      .map((y, i) => `<path d="M30 ${y} H${i === 3 ? 150 : 230}" ${stroke(wash, 12)}/>`)
      .join("") +
    `<path d="M190 250 L270 60 L290 70 L215 260 Z" ${stroke(ink, 10)}/><path d="M190 250 L185 280 L215 260" ${stroke(ink, 10)}/>`,
  // A rising arrow over a stack of coins.
  business: (ink, wash) =>
    [240, 215, 190].map((y) => `<ellipse cx="90" cy="${y}" rx="60" ry="18" fill="${wash}"/>`).join("") +
    `<path d="M140 230 L200 160 L230 185 L280 110" ${stroke(ink)}/><path d="M240 105 H282 V147" ${stroke(ink)}/>`,
  // An open book.
  general: (ink, wash) =>
    `<path d="M150 80 C 110 55, 60 55, 25 70 V240 C 60 225, 110 225, 150 250 Z" fill="${wash}"/>` +
    `<path d="M150 80 C 190 55, 240 55, 275 70 V240 C 240 225, 190 225, 150 250 Z M150 80 V250" ${stroke(ink, 10)}/>`,
};

/** The motif of a domain (the general book when unknown), placed with its 300×300 box centred at (cx, cy). */
export function drawMotif(domainId: string, cx: number, cy: number, ink: string, wash: string): string {
  const draw = MOTIFS[domainId] ?? MOTIFS.general!;
  return `<g transform="translate(${cx - 150} ${cy - 150})">${draw(ink, wash)}</g>`;
}

export const MOTIF_DOMAINS = Object.keys(MOTIFS);
