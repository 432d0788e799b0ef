import type { AvatarArtProps } from "./types.ts";

/** Fairy-tale royal: golden tiara and flowing hair before a moonlit castle and sparkles. */
export function DisneyArt({ uid }: AvatarArtProps) {
  return (
    <>
      <defs>
        <linearGradient id={`${uid}-sky`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#6d5bd0" />
          <stop offset="1" stopColor="#f5a3cf" />
        </linearGradient>
        <linearGradient id={`${uid}-hair`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#f9d56e" />
          <stop offset="1" stopColor="#e0a030" />
        </linearGradient>
      </defs>
      <rect width="120" height="120" fill={`url(#${uid}-sky)`} />
      {/* castle */}
      <g fill="#efe6ff" opacity="0.75">
        <path d="M78 86 V50 H84 V44 L88 34 L92 44 V50 H98 V86Z" />
        <path d="M98 86 V62 H104 L108 52 L112 62 H118 V86Z" />
        <path d="M66 86 V60 H70 L73 52 L76 60 H78 V86Z" />
        <path d="M88 30 V24 L94 26 L88 28" />
      </g>
      <g fill="#6d5bd0" opacity="0.55">
        <rect x="86" y="56" width="4" height="6" rx="2" />
        <rect x="104" y="68" width="3" height="5" rx="1.5" />
      </g>
      {[
        [16, 20],
        [34, 10],
        [104, 20],
        [20, 48],
      ].map(([x, y]) => (
        <path
          key={`${x}-${y}`}
          d={`M${x} ${y - 4} L${x + 1} ${y - 1} L${x + 4} ${y} L${x + 1} ${y + 1} L${x} ${y + 4} L${x - 1} ${y + 1} L${x - 4} ${y} L${x - 1} ${y - 1}Z`}
          fill="#fff7d6"
        />
      ))}
      {/* flowing hair behind */}
      <path
        d="M36 54 C34 30 46 20 60 20 C74 20 86 30 84 54 C86 74 92 90 88 104 L70 96 L50 96 L32 104 C28 90 34 74 36 54Z"
        fill={`url(#${uid}-hair)`}
      />
      {/* gown */}
      <path d="M12 120 C14 104 30 96 46 96 L60 104 L74 96 C90 96 106 104 108 120Z" fill="#f3d2e6" />
      <path d="M40 104 C48 100 54 104 60 108 C66 104 72 100 80 104 L86 120 H34Z" fill="#4f7ee8" />
      <ellipse cx="30" cy="102" rx="12" ry="8" fill="#9bb8ff" />
      <ellipse cx="90" cy="102" rx="12" ry="8" fill="#9bb8ff" />
      <path d="M54 74 H66 V96 C62 100 58 100 54 96Z" fill="#f1c7a5" />
      {/* face */}
      <ellipse cx="60" cy="56" rx="15" ry="18" fill="#f6d1b1" />
      <path
        d="M44 52 C44 36 52 30 60 30 C70 30 77 36 77 50 C72 42 64 40 58 42 C52 44 47 48 44 52Z"
        fill="#f2c45a"
      />
      <path
        d="M50 34 C56 30 66 30 72 36"
        stroke="#fff0b3"
        strokeWidth="1.6"
        fill="none"
        strokeLinecap="round"
      />
      <ellipse cx="53" cy="58" rx="2.6" ry="3.2" fill="#3b2a6b" />
      <ellipse cx="67" cy="58" rx="2.6" ry="3.2" fill="#3b2a6b" />
      <circle cx="52.2" cy="56.8" r="0.9" fill="#ffffff" />
      <circle cx="66.2" cy="56.8" r="0.9" fill="#ffffff" />
      <path
        d="M49 55 L48 53.5 M51 54.2 L50.4 52.6 M71 55 L72 53.5 M69 54.2 L69.6 52.6"
        stroke="#3b2a6b"
        strokeWidth="1"
        strokeLinecap="round"
      />
      <ellipse cx="49" cy="65" rx="3.4" ry="2" fill="#f59bb5" opacity="0.65" />
      <ellipse cx="71" cy="65" rx="3.4" ry="2" fill="#f59bb5" opacity="0.65" />
      <path
        d="M55 68 C58 71 62 71 65 68"
        stroke="#c2415d"
        strokeWidth="1.6"
        fill="none"
        strokeLinecap="round"
      />
      {/* tiara */}
      <path
        d="M46 36 L50 26 L55 32 L60 22 L65 32 L70 26 L74 36 C66 33 54 33 46 36Z"
        fill="#facc15"
        stroke="#b7791f"
        strokeWidth="1"
      />
      <circle cx="60" cy="29" r="2.2" fill="#ec4899" />
      <circle cx="50" cy="30" r="1.3" fill="#60a5fa" />
      <circle cx="70" cy="30" r="1.3" fill="#60a5fa" />
    </>
  );
}
