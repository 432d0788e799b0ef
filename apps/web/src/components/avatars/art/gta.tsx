import type { AvatarArtProps } from "./types.ts";

/** Sunset-city hustler: aviator sunglasses, open collar and gold chain, palm and skyline behind. */
export function GtaArt({ uid }: AvatarArtProps) {
  return (
    <>
      <defs>
        <linearGradient id={`${uid}-sky`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#3a1d5c" />
          <stop offset="0.55" stopColor="#ff5e7a" />
          <stop offset="1" stopColor="#ffb347" />
        </linearGradient>
        <linearGradient id={`${uid}-lens`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#141414" />
          <stop offset="1" stopColor="#5a3a2a" />
        </linearGradient>
      </defs>
      <rect width="120" height="120" fill={`url(#${uid}-sky)`} />
      <circle cx="88" cy="62" r="20" fill="#ffd36b" />
      <path d="M66 62 H110 M68 68 H108 M71 74 H105" stroke="#ff8a5c" strokeWidth="2.4" />
      {/* skyline */}
      <path
        d="M0 82 H10 V64 H18 V74 H26 V56 H34 V78 H80 V60 H86 V52 H92 V70 H100 V62 H108 V76 H120 V120 H0Z"
        fill="#24163d"
      />
      <g fill="#ffcf70" opacity="0.8">
        <rect x="28" y="60" width="2" height="2" />
        <rect x="28" y="66" width="2" height="2" />
        <rect x="88" y="56" width="2" height="2" />
        <rect x="102" y="66" width="2" height="2" />
      </g>
      {/* palm */}
      <path d="M14 120 C16 96 18 78 16 60" stroke="#1a0f2b" strokeWidth="3" fill="none" />
      <path
        d="M16 60 C8 54 2 56 -2 60 M16 60 C12 50 6 48 2 48 M16 60 C20 50 28 48 32 50 M16 60 C24 56 30 58 34 62"
        stroke="#1a0f2b"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
      {/* shirt */}
      <path d="M10 120 C12 100 30 90 60 88 C90 90 108 100 110 120Z" fill="#f4f1ea" />
      <path d="M60 90 L48 88 L40 100 L52 104Z M60 90 L72 88 L80 100 L68 104Z" fill="#e2ddd2" />
      <path d="M52 88 L60 108 L68 88Z" fill="#b97c50" />
      <path d="M52 92 C54 100 66 100 68 92" stroke="#e6b94a" strokeWidth="1.8" fill="none" />
      <rect x="53" y="70" width="14" height="18" fill="#b97c50" />
      {/* head */}
      <ellipse cx="60" cy="54" rx="15" ry="18" fill="#c98d5f" />
      <path
        d="M44 50 C42 32 52 26 62 26 C74 26 79 34 77 48 C74 40 68 37 60 37 C52 37 47 42 44 50Z"
        fill="#1f140e"
      />
      <path d="M52 30 C58 28 68 28 74 34" stroke="#3b2a20" strokeWidth="1.4" fill="none" />
      <ellipse cx="44.5" cy="56" rx="2.5" ry="4" fill="#b47a50" />
      <ellipse cx="75.5" cy="56" rx="2.5" ry="4" fill="#b47a50" />
      {/* aviators */}
      <path d="M45 50 H58 C58 58 55 61 51 61 C47 61 45 57 45 50Z" fill={`url(#${uid}-lens)`} />
      <path d="M62 50 H75 C75 57 73 61 69 61 C65 61 62 58 62 50Z" fill={`url(#${uid}-lens)`} />
      <path d="M44 50 H76 M58 51 C59 49.5 61 49.5 62 51" stroke="#d9b45a" strokeWidth="1.2" fill="none" />
      <path
        d="M47 53 L52 53 M64 53 L69 53"
        stroke="#ff9d7a"
        strokeWidth="1.1"
        strokeLinecap="round"
        opacity="0.9"
      />
      {/* stubble and smirk */}
      <path
        d="M48 64 C50 72 55 74 60 74 C66 74 71 71 72 64 C68 68 64 69 60 69 C56 69 52 68 48 64Z"
        fill="#6b4a35"
        opacity="0.55"
      />
      <path
        d="M55 68 C58 69.5 62 69.5 66 67"
        stroke="#5a2f1f"
        strokeWidth="1.4"
        fill="none"
        strokeLinecap="round"
      />
      <path d="M60 58 L59 63 L61 63.3" stroke="#9a6a45" strokeWidth="1" fill="none" strokeLinecap="round" />
    </>
  );
}
