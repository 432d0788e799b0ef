import type { AvatarArtProps } from "./types.ts";

/** Anime hero: spiky orange hair, big sparkling eyes, sailor-style collar, pastel speed lines. */
export function AnimeArt({ uid }: AvatarArtProps) {
  return (
    <>
      <defs>
        <linearGradient id={`${uid}-sky`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffd1e6" />
          <stop offset="1" stopColor="#b8dcff" />
        </linearGradient>
        <linearGradient id={`${uid}-iris`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1e3a8a" />
          <stop offset="1" stopColor="#38bdf8" />
        </linearGradient>
      </defs>
      <rect width="120" height="120" fill={`url(#${uid}-sky)`} />
      <path
        d="M0 20 L40 34 M0 48 L30 52 M120 16 L84 32 M120 50 L92 54"
        stroke="#ffffff"
        strokeWidth="2"
        opacity="0.8"
      />
      <path d="M100 84 L103 90 L109 92 L103 94 L100 100 L97 94 L91 92 L97 90Z" fill="#ffffff" />
      {/* uniform */}
      <path d="M10 120 C12 100 30 90 60 88 C90 90 108 100 110 120Z" fill="#1e2a5a" />
      <path d="M34 92 L60 112 L86 92 L92 102 L60 120 L28 102Z" fill="#f8fafc" />
      <path d="M38 96 L60 112 L82 96" stroke="#1e2a5a" strokeWidth="1.6" fill="none" />
      <path d="M54 108 L60 114 L66 108 L62 118 H58Z" fill="#e11d48" />
      <path d="M54 74 H66 V92 L60 96 L54 92Z" fill="#ffdcc6" />
      {/* hair back */}
      <path d="M36 56 C34 32 46 18 60 18 C76 18 88 32 84 58 L80 70 L40 70Z" fill="#e8650d" />
      {/* face */}
      <path
        d="M42 50 C42 40 50 34 60 34 C70 34 78 40 78 50 C78 64 70 78 60 82 C50 78 42 64 42 50Z"
        fill="#ffe4d2"
      />
      {/* spiky hair */}
      <path
        d="M32 50 L38 40 L30 30 L42 30 L40 16 L52 24 L56 8 L64 22 L74 10 L76 24 L90 20 L84 32 L94 38 L82 42 L80 52 L72 40 L66 50 L62 40 L54 50 L50 40 L44 52Z"
        fill="#ff8a1f"
      />
      <path
        d="M56 10 L60 22 M74 12 L72 24 M42 18 L48 28"
        stroke="#ffc06b"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
      {/* big eyes */}
      <ellipse cx="51" cy="59" rx="6" ry="8" fill="#ffffff" />
      <ellipse cx="69" cy="59" rx="6" ry="8" fill="#ffffff" />
      <ellipse cx="51.5" cy="60" rx="4.6" ry="6.6" fill={`url(#${uid}-iris)`} />
      <ellipse cx="68.5" cy="60" rx="4.6" ry="6.6" fill={`url(#${uid}-iris)`} />
      <circle cx="50" cy="57" r="2" fill="#ffffff" />
      <circle cx="67" cy="57" r="2" fill="#ffffff" />
      <circle cx="53" cy="63" r="0.9" fill="#ffffff" />
      <circle cx="70" cy="63" r="0.9" fill="#ffffff" />
      <path
        d="M44 53 C47 50 53 50 57 52"
        stroke="#3b1d0b"
        strokeWidth="2"
        fill="none"
        strokeLinecap="round"
      />
      <path
        d="M76 53 C73 50 67 50 63 52"
        stroke="#3b1d0b"
        strokeWidth="2"
        fill="none"
        strokeLinecap="round"
      />
      <ellipse cx="47" cy="69" rx="3.5" ry="1.8" fill="#ff9fb5" opacity="0.7" />
      <ellipse cx="73" cy="69" rx="3.5" ry="1.8" fill="#ff9fb5" opacity="0.7" />
      <path
        d="M57 72 C59 74 61 74 63 72"
        stroke="#b4234b"
        strokeWidth="1.5"
        fill="none"
        strokeLinecap="round"
      />
    </>
  );
}
