import type { AvatarArtProps } from "./types.ts";

// 16 x 16 sprite, one letter per pixel: each letter is a palette colour, "." is transparent.
const SPRITE = [
  "................",
  ".....hhhhhh.....",
  "...hhhhhhhhhh...",
  "..hhhhhhhhhhhh..",
  "..hhssssssshhh..",
  "..hsssssssssshh.",
  "..ssweessweesss.",
  "..ssbessbesssss.",
  "..sssssssssssss.",
  "..sssssnnssssss.",
  "...ssmsssssmss..",
  "...sssmmmmmsss..",
  "....sssssssss...",
  "......ssss......",
  "..ttttttttttttt.",
  ".tttttttggtttttt",
  "tttttttggttttttt",
  "ttttttggtttttttt",
];

const PALETTE: Record<string, string> = {
  h: "#5b2c06",
  s: "#f5b98a",
  w: "#ffffff",
  e: "#ffffff",
  b: "#1d1d3a",
  n: "#d48a5c",
  m: "#b3261e",
  t: "#2dd4bf",
  g: "#facc15",
};

/** An 8-bit hero in chunky pixels on a retro arcade grid. */
export function PixelArt({ uid }: AvatarArtProps) {
  const cells: { x: number; y: number; color: string }[] = [];
  SPRITE.forEach((row, y) => {
    row.split("").forEach((key, x) => {
      const color = PALETTE[key];
      if (color) cells.push({ x, y, color });
    });
  });
  return (
    <>
      <defs>
        <pattern id={`${uid}-grid`} width="7.5" height="7.5" patternUnits="userSpaceOnUse">
          <path d="M7.5 0 V7.5 H0" fill="none" stroke="#4338ca" strokeWidth="0.6" />
        </pattern>
      </defs>
      <rect width="120" height="120" fill="#1e1b4b" />
      <rect width="120" height="120" fill={`url(#${uid}-grid)`} />
      <g fill="#f472b6" shapeRendering="crispEdges">
        <rect x="97.5" y="15" width="7.5" height="7.5" />
        <rect x="15" y="22.5" width="7.5" height="7.5" />
      </g>
      <g fill="#facc15" shapeRendering="crispEdges">
        <rect x="105" y="60" width="7.5" height="7.5" />
        <rect x="7.5" y="75" width="7.5" height="7.5" />
      </g>
      <g transform="translate(8 6) scale(6.5)" shapeRendering="crispEdges">
        {cells.map((cell) => (
          <rect
            key={`${cell.x}-${cell.y}`}
            x={cell.x}
            y={cell.y}
            width="1.02"
            height="1.02"
            fill={cell.color}
          />
        ))}
      </g>
    </>
  );
}
