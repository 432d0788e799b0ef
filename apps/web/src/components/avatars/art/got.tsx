import type { AvatarArtProps } from "./types.ts";

/** Northern knight in steel with a grey wolf-fur cloak, snow falling. */
export function GotArt({ uid }: AvatarArtProps) {
  const flakes = [
    [14, 18],
    [30, 40],
    [98, 16],
    [106, 46],
    [86, 30],
    [20, 64],
    [110, 70],
    [42, 12],
  ];
  return (
    <>
      <defs>
        <linearGradient id={`${uid}-sky`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#5d7189" />
          <stop offset="1" stopColor="#1b2430" />
        </linearGradient>
        <linearGradient id={`${uid}-steel`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#b9c3ce" />
          <stop offset="1" stopColor="#5f6b78" />
        </linearGradient>
      </defs>
      <rect width="120" height="120" fill={`url(#${uid}-sky)`} />
      {flakes.map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="1.6" fill="#eef4fb" opacity="0.8" />
      ))}
      {/* hair behind */}
      <path
        d="M37 50 C37 28 48 20 60 20 C72 20 83 28 83 50 L85 86 L72 82 L70 60 L50 60 L48 82 L35 86Z"
        fill="#231913"
      />
      {/* armour */}
      <path d="M6 120 C8 100 26 90 60 88 C94 90 112 100 114 120Z" fill={`url(#${uid}-steel)`} />
      <path d="M44 96 H76 L72 120 H48Z" fill="#4c5662" />
      <path d="M50 100 H70 M51 106 H69 M52 112 H68" stroke="#8f9aa6" strokeWidth="1.4" />
      <rect x="52" y="74" width="16" height="14" fill="#c69a78" />
      <path d="M48 82 H72 L74 92 H46Z" fill="#717d8a" />
      {/* wolf-fur mantle over both shoulders */}
      <path
        d="M2 96 C10 84 26 80 42 82 L48 90 L60 94 L72 90 L78 82 C94 80 110 84 118 96 L114 104 L108 98 L103 106 L96 99 L90 107 L84 100 L78 106 L72 99 L66 105 L60 99 L54 105 L48 99 L42 106 L36 100 L30 107 L24 99 L17 106 L12 98 L6 104Z"
        fill="#7a6f63"
      />
      <path
        d="M8 94 C16 86 28 84 40 86 M80 86 C92 84 104 86 112 94 M20 96 L26 90 M32 96 L38 89 M88 89 L94 96 M100 90 L106 96"
        stroke="#a69b8e"
        strokeWidth="1.6"
        fill="none"
        strokeLinecap="round"
      />
      {/* face */}
      <ellipse cx="60" cy="54" rx="14" ry="17" fill="#e2b290" />
      <path
        d="M45 48 C46 36 52 30 60 30 C68 30 75 36 75 48 C70 40 65 38 60 40 C55 38 50 40 45 48Z"
        fill="#231913"
      />
      <path d="M49 51 L57 53" stroke="#231913" strokeWidth="2" strokeLinecap="round" />
      <path d="M71 51 L63 53" stroke="#231913" strokeWidth="2" strokeLinecap="round" />
      <ellipse cx="54" cy="56" rx="1.7" ry="1.3" fill="#22303d" />
      <ellipse cx="66" cy="56" rx="1.7" ry="1.3" fill="#22303d" />
      <path
        d="M46 58 C46 72 52 80 60 80 C68 80 74 72 74 58 C70 64 66 66 60 66 C54 66 50 64 46 58Z"
        fill="#2c211a"
      />
      <path
        d="M56 69 C58 70 62 70 64 69"
        stroke="#c08a6a"
        strokeWidth="1.2"
        fill="none"
        strokeLinecap="round"
      />
      <path d="M60 56 L58.6 62 L61 62.4" stroke="#a87554" strokeWidth="1" fill="none" strokeLinecap="round" />
      <path d="M64 44 L70 49" stroke="#b9826a" strokeWidth="0.9" opacity="0.8" />
      {/* wolf sigil clasp */}
      <circle cx="60" cy="104" r="8" fill="#d5dbe2" stroke="#5f6b78" strokeWidth="1.2" />
      <path d="M55 101 L56 97 L58.5 100 H61.5 L64 97 L65 101 L63 106 L60 108 L57 106Z" fill="#4c5662" />
    </>
  );
}
