import type { AvatarArtProps } from "./types.ts";

const STARS = [
  [10, 12, 1.2],
  [26, 30, 0.8],
  [44, 8, 1],
  [74, 14, 0.8],
  [16, 56, 1],
  [108, 58, 1.2],
  [102, 86, 0.8],
  [8, 84, 0.8],
];

/** Starfighter pilot: white helmet with visor raised, orange flight suit, a ringed planet behind. */
export function StarwarsArt({ uid }: AvatarArtProps) {
  return (
    <>
      <defs>
        <radialGradient id={`${uid}-space`} cx="0.3" cy="0.2" r="1">
          <stop offset="0" stopColor="#1d2b6b" />
          <stop offset="1" stopColor="#060918" />
        </radialGradient>
        <linearGradient id={`${uid}-visor`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffb347" />
          <stop offset="1" stopColor="#7a3b12" />
        </linearGradient>
      </defs>
      <rect width="120" height="120" fill={`url(#${uid}-space)`} />
      {STARS.map(([x, y, r]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r={r} fill="#ffffff" opacity="0.85" />
      ))}
      <circle cx="96" cy="28" r="11" fill="#7fb2ff" />
      <path d="M96 17 A11 11 0 0 1 96 39 A15 11 0 0 0 96 17Z" fill="#3a5fae" opacity="0.6" />
      <ellipse
        cx="96"
        cy="28"
        rx="19"
        ry="4.5"
        fill="none"
        stroke="#cfe0ff"
        strokeWidth="1.4"
        transform="rotate(-18 96 28)"
      />
      {/* flight suit and harness */}
      <path d="M8 120 C10 100 28 90 60 88 C92 90 110 100 112 120Z" fill="#e8702a" />
      <path d="M36 92 L50 120 M84 92 L70 120" stroke="#f1f1f1" strokeWidth="5" />
      <rect x="48" y="100" width="24" height="14" rx="2" fill="#3b3f4a" />
      <circle cx="54" cy="107" r="2" fill="#ef4444" />
      <circle cx="60" cy="107" r="2" fill="#facc15" />
      <circle cx="66" cy="107" r="2" fill="#22d3ee" />
      <path
        d="M40 92 C44 98 50 100 52 100 M80 92 C76 98 70 100 68 100"
        stroke="#6b7280"
        strokeWidth="2.4"
        fill="none"
      />
      {/* helmet */}
      <path d="M32 58 C32 34 44 22 60 22 C76 22 88 34 88 58 L86 84 H34Z" fill="#eef1f5" />
      <path d="M32 58 C32 34 44 22 60 22 C76 22 88 34 88 58" stroke="#b8c0cc" strokeWidth="1.5" fill="none" />
      <path d="M60 22 V36" stroke="#e11d48" strokeWidth="5" />
      <path d="M36 44 L46 40 M84 44 L74 40" stroke="#e11d48" strokeWidth="3" strokeLinecap="round" />
      <circle cx="36" cy="64" r="5" fill="#d1d7e0" stroke="#9aa3af" strokeWidth="1.2" />
      <circle cx="84" cy="64" r="5" fill="#d1d7e0" stroke="#9aa3af" strokeWidth="1.2" />
      {/* face opening */}
      <path
        d="M43 52 C43 46 48 44 60 44 C72 44 77 46 77 52 L76 70 C74 80 66 84 60 84 C54 84 46 80 44 70Z"
        fill="#6d4a36"
      />
      <ellipse cx="60" cy="64" rx="13" ry="16" fill="#f0c6a2" />
      <path d="M49 58 L56 57.5 M64 57.5 L71 58" stroke="#5b3a26" strokeWidth="1.6" strokeLinecap="round" />
      <ellipse cx="54" cy="62" rx="1.7" ry="1.4" fill="#2b2b2b" />
      <ellipse cx="66" cy="62" rx="1.7" ry="1.4" fill="#2b2b2b" />
      <path d="M60 63 L58.8 68 L61 68.3" stroke="#c08f6a" strokeWidth="1" fill="none" strokeLinecap="round" />
      <path
        d="M55 73 C58 75 62 75 65 73"
        stroke="#a4533b"
        strokeWidth="1.4"
        fill="none"
        strokeLinecap="round"
      />
      {/* visor raised, mic boom */}
      <path
        d="M40 46 C40 36 48 32 60 32 C72 32 80 36 80 46 C76 44 70 43 60 43 C50 43 44 44 40 46Z"
        fill={`url(#${uid}-visor)`}
      />
      <path
        d="M46 38 C52 35 60 35 66 36"
        stroke="#ffe0b0"
        strokeWidth="1.2"
        fill="none"
        strokeLinecap="round"
      />
      <path
        d="M39 70 C42 80 48 82 54 80"
        stroke="#4b5563"
        strokeWidth="2"
        fill="none"
        strokeLinecap="round"
      />
      <circle cx="55" cy="80" r="2" fill="#1f2937" />
    </>
  );
}
