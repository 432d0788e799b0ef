import type { AvatarArtProps } from "./types.ts";

/** Masked comic-book hero: red cowl with white lenses, blue suit, gold spark emblem, halftone burst. */
export function MarvelArt({ uid }: AvatarArtProps) {
  return (
    <>
      <defs>
        <radialGradient id={`${uid}-burst`} cx="0.5" cy="0.45" r="0.7">
          <stop offset="0" stopColor="#fff06a" />
          <stop offset="1" stopColor="#ff8a1f" />
        </radialGradient>
        <pattern id={`${uid}-dots`} width="6" height="6" patternUnits="userSpaceOnUse">
          <circle cx="3" cy="3" r="1.3" fill="#d9480f" opacity="0.35" />
        </pattern>
      </defs>
      <rect width="120" height="120" fill={`url(#${uid}-burst)`} />
      <rect width="120" height="120" fill={`url(#${uid}-dots)`} />
      <path
        d="M60 50 L70 0 L74 44 L110 8 L82 52 L120 44 L84 62 L120 84 L80 72 L96 120 L60 80 L24 120 L40 72 L0 84 L36 62 L0 44 L38 52 L10 8 L46 44 L50 0Z"
        fill="#ffffff"
        opacity="0.35"
      />
      {/* cape collar and suit */}
      <path d="M18 120 L26 86 L44 80 L60 96 L76 80 L94 86 L102 120Z" fill="#b91c2c" />
      <path d="M14 120 C16 102 32 92 60 90 C88 92 104 102 106 120Z" fill="#1f3fbf" />
      <path d="M40 98 C46 94 52 92 60 92 C68 92 74 94 80 98" stroke="#3b5bdb" strokeWidth="2" fill="none" />
      <path d="M60 98 L72 108 L60 118 L48 108Z" fill="#facc15" stroke="#92400e" strokeWidth="1.2" />
      <path d="M60 101 L62 107 L68 108 L62 110 L60 116 L58 110 L52 108 L58 107Z" fill="#b91c2c" />
      <rect x="53" y="74" width="14" height="18" fill="#b91c2c" />
      {/* cowl */}
      <path
        d="M42 56 C40 34 48 22 60 22 C72 22 80 34 78 56 C78 72 70 82 60 82 C50 82 42 72 42 56Z"
        fill="#d7263d"
      />
      <path d="M46 28 L42 16 L52 24Z M74 28 L78 16 L68 24Z" fill="#d7263d" />
      <path
        d="M52 30 C56 26 64 26 68 30"
        stroke="#ff6b7d"
        strokeWidth="1.6"
        fill="none"
        strokeLinecap="round"
      />
      {/* lenses */}
      <path
        d="M45 50 L57 54 C57 59 54 61 50 60 C46 59 45 55 45 50Z"
        fill="#f8fafc"
        stroke="#111827"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path
        d="M75 50 L63 54 C63 59 66 61 70 60 C74 59 75 55 75 50Z"
        fill="#f8fafc"
        stroke="#111827"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      {/* exposed jaw */}
      <path
        d="M47 66 C48 76 54 82 60 82 C66 82 72 76 73 66 C68 68 64 68 60 68 C56 68 52 68 47 66Z"
        fill="#e8b48e"
      />
      <path
        d="M55 74 C58 76 62 76 65 74"
        stroke="#7c2d12"
        strokeWidth="1.6"
        fill="none"
        strokeLinecap="round"
      />
      <path d="M47 66 C52 68 56 68 60 68 C64 68 68 68 73 66" stroke="#111827" strokeWidth="1.4" fill="none" />
    </>
  );
}
