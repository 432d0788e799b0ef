import { useId } from "react";

/** Landing hero art: a goal with its roadmap of sections, a quiz score, a code lesson, an AI question and a focus timer; on phones its small print is left out so nothing renders below ~10 px. */
export function HeroRoadmapIllustration({ className }: { className?: string }) {
  const id = useId().replace(/:/g, "");
  const grad = `${id}-grad`;
  const glow = `${id}-glow`;
  const shadow = `${id}-shadow`;
  return (
    <svg
      viewBox="0 0 560 560"
      overflow="visible"
      className={className}
      role="img"
      aria-labelledby={`${id}-title`}
    >
      <title id={`${id}-title`}>
        A learning roadmap in Brainy AI: a goal with four course sections, a 92% quiz score, a code lesson, an
        AI chat question and a running focus timer
      </title>
      <defs>
        <linearGradient id={grad} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" style={{ stopColor: "var(--primary)" }} />
          <stop offset="1" style={{ stopColor: "var(--accent)" }} />
        </linearGradient>
        <radialGradient id={glow}>
          <stop offset="0" style={{ stopColor: "var(--primary)", stopOpacity: 0.35 }} />
          <stop offset="1" style={{ stopColor: "var(--primary)", stopOpacity: 0 }} />
        </radialGradient>
        <filter id={shadow} filterUnits="userSpaceOnUse" x="-60" y="-60" width="680" height="680">
          <feDropShadow dx="0" dy="8" stdDeviation="10" floodColor="#000" floodOpacity="0.2" />
        </filter>
      </defs>

      <circle cx="290" cy="280" r="270" fill={`url(#${glow})`} />
      <circle
        cx="290"
        cy="280"
        r="250"
        fill="none"
        className="stroke-border"
        strokeWidth="1.5"
        strokeDasharray="3 9"
      />
      <g className="stroke-border" strokeWidth="1.5">
        <path d="M520 96L548 180M548 180L512 318M40 236L52 352" />
      </g>
      <g className="fill-accent">
        <circle cx="520" cy="96" r="7" />
        <circle cx="512" cy="318" r="6" />
        <circle cx="52" cy="352" r="6" />
      </g>
      <g className="fill-primary">
        <circle cx="548" cy="180" r="9" />
        <circle cx="40" cy="236" r="8" />
      </g>

      <rect
        x="70"
        y="60"
        width="400"
        height="400"
        rx="28"
        className="fill-surface stroke-border"
        strokeWidth="1.5"
        filter={`url(#${shadow})`}
      />
      <text
        x="102"
        y="106"
        fontSize="12"
        fontWeight="600"
        letterSpacing="1.5"
        className="fill-muted max-sm:hidden"
      >
        YOUR GOAL
      </text>
      <text x="102" y="132" fontSize="19" fontWeight="700" className="fill-text">
        Build data dashboards
      </text>
      <text x="102" y="155" fontSize="19" fontWeight="700" className="fill-text">
        in Python
      </text>
      <rect x="102" y="172" width="336" height="8" rx="4" className="fill-surface-2" />
      <rect x="102" y="172" width="156" height="8" rx="4" fill={`url(#${grad})`} />
      <text x="438" y="199" fontSize="12" textAnchor="end" className="fill-muted max-sm:hidden">
        11 of 24 lessons
      </text>

      <path d="M120 234V354" stroke={`url(#${grad})`} strokeWidth="4" />
      <path d="M120 360V412" className="stroke-border" strokeWidth="4" strokeDasharray="6 6" />
      <g className="fill-success">
        <circle cx="120" cy="234" r="14" />
        <circle cx="120" cy="294" r="14" />
      </g>
      <g fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
        <path d="M113 234l5 5 9-10M113 294l5 5 9-10" />
      </g>
      <circle cx="120" cy="354" r="25" className="fill-primary" fillOpacity="0.18" />
      <circle cx="120" cy="354" r="16" fill={`url(#${grad})`} />
      <circle cx="120" cy="354" r="6" fill="#fff" />
      <circle cx="120" cy="414" r="14" className="fill-surface-2 stroke-border" strokeWidth="2" />
      <rect x="114" y="412" width="12" height="9" rx="2" className="fill-muted" />
      <path d="M116.5 412v-3a3.5 3.5 0 0 1 7 0v3" fill="none" className="stroke-muted" strokeWidth="2" />

      <g fontSize="15" fontWeight="600" className="fill-text">
        <text x="152" y="232">
          Python foundations
        </text>
        <text x="152" y="292">
          Data wrangling with pandas
        </text>
        <text x="152" y="352">
          Charts with matplotlib
        </text>
        <text x="152" y="412" className="fill-muted">
          Interactive dashboards
        </text>
      </g>
      <g fontSize="12" className="fill-muted max-sm:hidden">
        <text x="152" y="250">
          Completed · avg 94%
        </text>
        <text x="152" y="310">
          Completed · avg 88%
        </text>
        <text x="152" y="370" className="fill-primary" fontWeight="600">
          In progress · 2 of 6 lessons
        </text>
        <text x="152" y="430">
          Unlocks next
        </text>
      </g>

      <g transform="translate(398 214)" filter={`url(#${shadow})`}>
        <rect width="150" height="86" rx="18" className="fill-surface stroke-border" strokeWidth="1.5" />
        <text x="18" y="28" fontSize="12" className="fill-muted max-sm:hidden">
          Lesson quiz
        </text>
        <text x="18" y="66" fontSize="30" fontWeight="800" className="fill-success">
          92%
        </text>
        <circle cx="120" cy="56" r="15" className="fill-success" fillOpacity="0.16" />
        <path
          d="M113 56l5 5 9-10"
          fill="none"
          className="stroke-success"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </g>

      <g transform="translate(318 438)" filter={`url(#${shadow})`} className="max-sm:hidden">
        <rect width="222" height="104" rx="16" fill="#0f1424" stroke="#2c3250" strokeWidth="1.5" />
        <circle cx="18" cy="17" r="4" fill="#f87171" />
        <circle cx="32" cy="17" r="4" fill="#fbbf24" />
        <circle cx="46" cy="17" r="4" fill="#34d399" />
        <g fontSize="12" fontFamily="ui-monospace, SFMono-Regular, Menlo, monospace">
          <text x="16" y="48" fill="#c4b5fd">
            import <tspan fill="#e2e8f0">pandas</tspan> as <tspan fill="#e2e8f0">pd</tspan>
          </text>
          <text x="16" y="68" fill="#e2e8f0">
            df = pd.<tspan fill="#67e8f9">read_csv</tspan>(<tspan fill="#86efac">"data.csv"</tspan>)
          </text>
          <text x="16" y="88" fill="#e2e8f0">
            df.<tspan fill="#67e8f9">plot</tspan>(kind=<tspan fill="#86efac">"bar"</tspan>)
          </text>
        </g>
      </g>

      <g transform="translate(14 22)" filter={`url(#${shadow})`}>
        <path
          d="M22 0h206a22 22 0 0 1 22 22v10a22 22 0 0 1-22 22H44l-18 14 4-14h-8A22 22 0 0 1 0 32V22A22 22 0 0 1 22 0z"
          fill={`url(#${grad})`}
        />
        <text x="20" y="32" fontSize="13" fontWeight="600" className="fill-primary-fg">
          Ask AI: what's a DataFrame?
        </text>
      </g>

      <g transform="translate(20 452)" filter={`url(#${shadow})`}>
        <rect width="178" height="52" rx="26" className="fill-surface stroke-border" strokeWidth="1.5" />
        <circle cx="27" cy="26" r="13" fill="none" className="stroke-surface-2" strokeWidth="4" />
        <path
          d="M27 13a13 13 0 1 1-12.4 17"
          fill="none"
          stroke={`url(#${grad})`}
          strokeWidth="4"
          strokeLinecap="round"
        />
        <text x="52" y="24" fontSize="16" fontWeight="700" className="fill-text">
          24:59
        </text>
        <text x="52" y="40" fontSize="11" className="fill-muted max-sm:hidden">
          Focus session 2 of 4
        </text>
      </g>
    </svg>
  );
}
