import type { ArtProps } from "./how-it-works-frame.tsx";
import { Frame } from "./how-it-works-frame.tsx";

/** Step 3: a generated lesson with maths, a chart, audio and the AI chat helper. */
export function LearnArt({ className }: ArtProps) {
  const bars = [26, 44, 70, 58, 36, 20];
  const wave = Array.from({ length: 24 }, (_, i) => 6 + ((i * 37) % 17));
  return (
    <Frame
      className={className}
      title="A generated lesson with a formula, a chart, an audio player and an AI chat answer"
    >
      {(grad) => (
        <>
          <text x="32" y="50" fontSize="17" fontWeight="700" className="fill-text">
            Mean and spread, explained
          </text>
          <g className="fill-muted" fillOpacity="0.45">
            <rect x="32" y="68" width="236" height="8" rx="4" />
            <rect x="32" y="84" width="206" height="8" rx="4" />
            <rect x="32" y="100" width="222" height="8" rx="4" />
          </g>
          <rect x="32" y="122" width="236" height="50" rx="12" className="fill-surface-2" />
          <text
            x="150"
            y="153"
            fontSize="17"
            fontStyle="italic"
            textAnchor="middle"
            fontFamily="Georgia, 'Times New Roman', serif"
            className="fill-text"
          >
            σ = √( Σ(x − μ)² / N )
          </text>
          <rect x="290" y="68" width="158" height="104" rx="12" className="fill-surface-2" />
          {bars.map((h, i) => (
            <rect key={i} x={304 + i * 23} y={160 - h} width="15" height={h} rx="4" fill={grad} />
          ))}
          <rect x="32" y="192" width="416" height="52" rx="14" className="fill-surface-2" />
          <circle cx="58" cy="218" r="15" className="fill-primary" />
          <path d="M53 210v16l13-8z" className="fill-primary-fg" />
          {wave.map((h, i) => (
            <rect
              key={i}
              x={86 + i * 13}
              y={218 - h}
              width="6"
              height={h * 2}
              rx="3"
              className={i < 10 ? "fill-primary" : "fill-muted"}
              fillOpacity={i < 10 ? 1 : 0.4}
            />
          ))}
          <text x="436" y="223" fontSize="12" textAnchor="end" className="fill-muted">
            2:14
          </text>
          <path
            d="M52 262h370a22 22 0 0 1 22 22v4a22 22 0 0 1-22 22H88l-16 14 3-14H52a22 22 0 0 1-22-22v-4a22 22 0 0 1 22-22z"
            fill={grad}
          />
          <text x="50" y="292" fontSize="13.5" fontWeight="600" className="fill-primary-fg">
            AI: σ is the typical distance from the mean.
          </text>
        </>
      )}
    </Frame>
  );
}

/** Step 4: overall progress, lessons and topics done, a quiz result and a week of focus time. */
export function ProgressArt({ className }: ArtProps) {
  const week = [28, 50, 18, 62, 40, 70, 32];
  return (
    <Frame
      className={className}
      title="Learning progress: 72% complete, lessons and topics done, a quiz result and weekly focus time"
    >
      {(grad) => (
        <>
          <circle cx="110" cy="120" r="64" fill="none" className="stroke-surface-2" strokeWidth="16" />
          <circle
            cx="110"
            cy="120"
            r="64"
            fill="none"
            stroke={grad}
            strokeWidth="16"
            strokeLinecap="round"
            strokeDasharray="290 402"
            transform="rotate(-90 110 120)"
          />
          <text x="110" y="128" fontSize="26" fontWeight="800" textAnchor="middle" className="fill-text">
            72%
          </text>
          <g transform="translate(214 44)">
            <rect width="234" height="62" rx="14" className="fill-surface-2" />
            <text x="18" y="26" fontSize="12" className="fill-muted">
              Lessons Done
            </text>
            <text x="18" y="49" fontSize="20" fontWeight="700" className="fill-text">
              18 / 25
            </text>
          </g>
          <g transform="translate(214 118)">
            <rect width="234" height="62" rx="14" className="fill-surface-2" />
            <text x="18" y="26" fontSize="12" className="fill-muted">
              Topics Done
            </text>
            <text x="18" y="49" fontSize="20" fontWeight="700" className="fill-text">
              4 / 6
            </text>
          </g>
          <text x="32" y="224" fontSize="12" fontWeight="600" letterSpacing="1" className="fill-muted">
            FOCUS MINUTES THIS WEEK
          </text>
          {week.map((h, i) => (
            <g key={i}>
              <rect
                x={36 + i * 34}
                y={312 - h}
                width="22"
                height={h}
                rx="6"
                className={i === 5 ? "fill-primary" : "fill-muted"}
                fillOpacity={i === 5 ? 1 : 0.35}
              />
              <text x={47 + i * 34} y="328" fontSize="10" textAnchor="middle" className="fill-muted">
                {"MTWTFSS"[i]}
              </text>
            </g>
          ))}
          <g transform="translate(290 246)">
            <rect width="158" height="70" rx="14" className="fill-success" fillOpacity="0.14" />
            <text x="16" y="28" fontSize="12" className="fill-success">
              Lesson completed
            </text>
            <text x="16" y="54" fontSize="22" fontWeight="800" className="fill-success">
              86%
            </text>
          </g>
        </>
      )}
    </Frame>
  );
}
