import type { AvatarArtProps } from "./types.ts";

const CODE_COLUMNS = [
  { x: 8, text: "10110" },
  { x: 20, text: "0{}1;" },
  { x: 96, text: "1=0x" },
  { x: 108, text: "01101" },
  { x: 84, text: "<>/" },
];

/** Hooded coder lit by a terminal: green code rain, glasses catching the glow. */
export function HackerArt({ uid }: AvatarArtProps) {
  return (
    <>
      <defs>
        <linearGradient id={`${uid}-glow`} x1="0" y1="1" x2="0" y2="0">
          <stop offset="0" stopColor="#4ade80" stopOpacity="0.55" />
          <stop offset="1" stopColor="#4ade80" stopOpacity="0" />
        </linearGradient>
      </defs>
      <rect width="120" height="120" fill="#040a06" />
      <g fontFamily="ui-monospace, monospace" fontSize="9" fill="#22c55e">
        {CODE_COLUMNS.map((column, index) => (
          <text key={column.x} x={column.x} y={6 + index * 7} opacity={0.35 + (index % 3) * 0.2}>
            {column.text.split("").map((char, row) => (
              <tspan key={`${column.x}-${row}`} x={column.x} dy={row === 0 ? 0 : 11}>
                {char}
              </tspan>
            ))}
          </text>
        ))}
      </g>
      {/* hoodie */}
      <path d="M6 120 C8 98 26 88 60 86 C94 88 112 98 114 120Z" fill="#25282e" />
      <path
        d="M60 14 C36 14 28 36 30 58 C31 76 38 88 46 94 L74 94 C82 88 89 76 90 58 C92 36 84 14 60 14Z"
        fill="#2e323a"
      />
      <path
        d="M60 24 C45 24 39 40 40 56 C41 72 49 84 60 86 C71 84 79 72 80 56 C81 40 75 24 60 24Z"
        fill="#07090b"
      />
      <path d="M52 92 L50 110 M68 92 L70 110" stroke="#9aa3ad" strokeWidth="1.4" />
      <circle cx="50" cy="111" r="1.8" fill="#c7ced6" />
      <circle cx="70" cy="111" r="1.8" fill="#c7ced6" />
      {/* face in terminal light */}
      <ellipse cx="60" cy="60" rx="14" ry="17" fill="#3e5846" />
      <ellipse cx="60" cy="60" rx="14" ry="17" fill={`url(#${uid}-glow)`} />
      <path
        d="M46 52 C48 40 56 36 62 37 C70 38 75 44 74 54 C70 46 64 44 58 45 C53 46 49 48 46 52Z"
        fill="#0d1210"
      />
      <rect x="47" y="55" width="11" height="7" rx="1.5" fill="#0a1a10" stroke="#8b949e" strokeWidth="1.2" />
      <rect x="62" y="55" width="11" height="7" rx="1.5" fill="#0a1a10" stroke="#8b949e" strokeWidth="1.2" />
      <path d="M58 58 H62" stroke="#8b949e" strokeWidth="1.2" />
      <path d="M49 57 H55 M49 59.5 H53 M64 57 H71 M64 59.5 H68" stroke="#4ade80" strokeWidth="0.9" />
      <path d="M56 71 H64" stroke="#16241b" strokeWidth="1.4" strokeLinecap="round" />
      {/* laptop edge */}
      <path
        d="M28 120 L36 106 H84 L92 120Z"
        fill="#1a1d22"
        stroke="#4ade80"
        strokeWidth="0.8"
        strokeOpacity="0.6"
      />
      <circle cx="60" cy="113" r="2" fill="#4ade80" opacity="0.8" />
    </>
  );
}
