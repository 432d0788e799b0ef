import type { AvatarArtProps } from "./types.ts";

/** Hooded ranger in a forest-green cloak with a leaf brooch, mountains behind. */
export function LotrArt({ uid }: AvatarArtProps) {
  return (
    <>
      <defs>
        <linearGradient id={`${uid}-sky`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#2f5a45" />
          <stop offset="1" stopColor="#0c1d15" />
        </linearGradient>
        <radialGradient id={`${uid}-face`} cx="0.5" cy="0.35" r="0.7">
          <stop offset="0" stopColor="#d9ad84" />
          <stop offset="1" stopColor="#a8774f" />
        </radialGradient>
      </defs>
      <rect width="120" height="120" fill={`url(#${uid}-sky)`} />
      <circle cx="92" cy="24" r="8" fill="#efe9c8" opacity="0.85" />
      <path d="M0 84 L20 60 L34 72 L52 46 L70 70 L88 54 L120 82 V120 H0Z" fill="#1a3a2b" />
      <path d="M0 96 L26 78 L46 90 L66 76 L92 92 L120 80 V120 H0Z" fill="#132b20" />
      {/* cloak and shoulders */}
      <path d="M8 120 C12 98 30 86 60 84 C90 86 108 98 112 120Z" fill="#3f5f3b" />
      <path d="M30 120 C34 104 44 94 60 92 C76 94 86 104 90 120Z" fill="#35502f" />
      {/* hood */}
      <path
        d="M60 16 C34 16 26 40 28 62 C29 80 38 92 48 98 L72 98 C82 92 91 80 92 62 C94 40 86 16 60 16Z"
        fill="#2d4a2b"
      />
      <path
        d="M60 26 C43 26 38 44 39 60 C40 76 49 88 60 90 C71 88 80 76 81 60 C82 44 77 26 60 26Z"
        fill="#101d14"
      />
      <path
        d="M60 16 C46 16 36 26 32 40 C40 28 50 24 60 24 C70 24 80 28 88 40 C84 26 74 16 60 16Z"
        fill="#4a7044"
      />
      {/* face */}
      <ellipse cx="60" cy="62" rx="14" ry="17" fill={`url(#${uid}-face)`} />
      <path
        d="M45 54 C47 42 55 38 62 39 C69 40 75 46 75 56 C71 49 65 46 58 47 C52 48 48 51 45 54Z"
        fill="#3b2a1d"
      />
      <path d="M50 57 L57 56" stroke="#2a1c12" strokeWidth="1.6" strokeLinecap="round" />
      <path d="M63 56 L70 57" stroke="#2a1c12" strokeWidth="1.6" strokeLinecap="round" />
      <ellipse cx="54" cy="61" rx="1.8" ry="1.3" fill="#1d1a16" />
      <ellipse cx="66" cy="61" rx="1.8" ry="1.3" fill="#1d1a16" />
      <path d="M60 62 L58.5 68 L61 68.5" stroke="#8a5c3a" strokeWidth="1" fill="none" strokeLinecap="round" />
      <path
        d="M46 66 C48 76 54 80 60 80 C66 80 72 76 74 66 C70 72 66 74 60 74 C54 74 50 72 46 66Z"
        fill="#4a3526"
      />
      <path
        d="M56 72.5 C58 73.5 62 73.5 64 72.5"
        stroke="#2a1c12"
        strokeWidth="1.1"
        fill="none"
        strokeLinecap="round"
      />
      {/* leaf brooch */}
      <circle cx="60" cy="103" r="9" fill="#c9c2a0" stroke="#8f8766" strokeWidth="1.2" />
      <path
        d="M60 95 C66 99 66 106 60 111 C54 106 54 99 60 95Z"
        fill="#7fbf57"
        stroke="#3f6b2a"
        strokeWidth="0.8"
      />
      <path d="M60 97 V109" stroke="#3f6b2a" strokeWidth="0.8" />
    </>
  );
}
