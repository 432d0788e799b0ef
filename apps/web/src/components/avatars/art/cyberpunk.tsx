import type { AvatarArtProps } from "./types.ts";

/** Night-city runner with a glowing cyan visor, magenta undercut and a neon-trimmed collar. */
export function CyberpunkArt({ uid }: AvatarArtProps) {
  return (
    <>
      <defs>
        <linearGradient id={`${uid}-sky`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#160827" />
          <stop offset="1" stopColor="#45104f" />
        </linearGradient>
        <linearGradient id={`${uid}-visor`} x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#00e5ff" />
          <stop offset="0.5" stopColor="#b6f7ff" />
          <stop offset="1" stopColor="#00b3ff" />
        </linearGradient>
      </defs>
      <rect width="120" height="120" fill={`url(#${uid}-sky)`} />
      {/* perspective grid */}
      <g stroke="#ff2bd6" strokeWidth="0.8" opacity="0.45">
        <path d="M0 92 H120 M0 100 H120 M0 110 H120" />
        <path d="M60 84 L0 120 M60 84 L30 120 M60 84 L60 120 M60 84 L90 120 M60 84 L120 120" />
      </g>
      <path
        d="M8 30 H30 M12 36 H24 M92 22 H114 M98 28 H110"
        stroke="#00e5ff"
        strokeWidth="1.4"
        opacity="0.6"
      />
      {/* jacket */}
      <path d="M8 120 C10 100 28 88 60 86 C92 88 110 100 112 120Z" fill="#161424" />
      <path d="M34 92 L46 78 L54 98 L48 120 H40Z" fill="#221f36" stroke="#ff2bd6" strokeWidth="1.2" />
      <path d="M86 92 L74 78 L66 98 L72 120 H80Z" fill="#221f36" stroke="#ff2bd6" strokeWidth="1.2" />
      <rect x="53" y="70" width="14" height="18" fill="#7a4a2e" />
      {/* face */}
      <path
        d="M45 50 C45 36 52 30 60 30 C68 30 75 36 75 50 C75 66 68 76 60 76 C52 76 45 66 45 50Z"
        fill="#8d5a3b"
      />
      {/* undercut with a magenta sweep */}
      <path
        d="M44 50 C42 36 48 26 58 24 C66 22 76 26 78 36 L79 48 C76 42 74 40 72 40 C66 40 56 36 50 40 C47 42 45 46 44 50Z"
        fill="#2b1830"
      />
      <path
        d="M46 40 C48 24 66 16 80 24 C88 30 86 42 80 48 C78 38 70 34 60 36 C54 37 49 39 46 40Z"
        fill="#ff3fb4"
      />
      <path
        d="M56 26 C66 22 76 24 82 30"
        stroke="#ff9bd9"
        strokeWidth="1.6"
        fill="none"
        strokeLinecap="round"
      />
      {/* visor */}
      <rect x="38" y="46" width="44" height="13" rx="6.5" fill="#00e5ff" opacity="0.25" />
      <rect x="41" y="48" width="38" height="9" rx="4.5" fill={`url(#${uid}-visor)`} />
      <path d="M45 51 H66" stroke="#ffffff" strokeWidth="1.3" strokeLinecap="round" opacity="0.85" />
      <rect x="79" y="50" width="5" height="6" rx="1" fill="#3a3650" />
      <circle cx="81.5" cy="53" r="1.2" fill="#ff2bd6" />
      {/* circuit tattoo and mouth */}
      <path d="M48 62 L51 65 H54" stroke="#00e5ff" strokeWidth="0.9" fill="none" />
      <circle cx="54.5" cy="65" r="0.9" fill="#00e5ff" />
      <path
        d="M55 69 C58 70.5 62 70.5 65 69"
        stroke="#e0449c"
        strokeWidth="1.8"
        fill="none"
        strokeLinecap="round"
      />
      <path d="M60 58 L58.8 64 L61 64.4" stroke="#6a3f26" strokeWidth="1" fill="none" strokeLinecap="round" />
    </>
  );
}
