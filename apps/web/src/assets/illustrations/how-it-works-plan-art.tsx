import type { ArtProps } from "./how-it-works-frame.tsx";
import { Frame } from "./how-it-works-frame.tsx";

/** Step 1: a goal typed in plain words, a clarifying question, an answer and recommended courses. */
export function SetGoalsArt({ className }: ArtProps) {
  return (
    <Frame
      className={className}
      title="Typing a goal, answering the planner's question and picking recommended courses"
    >
      {(grad) => (
        <>
          <rect
            x="32"
            y="30"
            width="416"
            height="54"
            rx="14"
            className="fill-surface-2 stroke-border"
            strokeWidth="1.5"
          />
          <text x="50" y="62" fontSize="14" className="fill-text">
            I want to speak Spanish on my trip to Mexico
          </text>
          <rect x="32" y="104" width="344" height="62" rx="16" className="fill-primary" fillOpacity="0.14" />
          <text x="50" y="130" fontSize="12" fontWeight="700" className="fill-primary">
            AI planner
          </text>
          <text x="50" y="151" fontSize="14" className="fill-text">
            How many hours a week can you study?
          </text>
          <rect x="218" y="182" width="230" height="44" rx="16" fill={grad} />
          <text x="238" y="209" fontSize="14" fontWeight="600" className="fill-primary-fg">
            About 3 hours, evenings
          </text>
          <text x="32" y="258" fontSize="12" fontWeight="600" letterSpacing="1" className="fill-muted">
            RECOMMENDED COURSES
          </text>
          {["Grammar", "Phrases", "Listening"].map((label, i) => (
            <g key={label} transform={`translate(${32 + i * 142} 272)`}>
              <rect
                width="132"
                height="40"
                rx="12"
                className="fill-surface-2 stroke-border"
                strokeWidth="1.5"
              />
              <rect
                x="12"
                y="12"
                width="16"
                height="16"
                rx="4"
                className={i < 2 ? "fill-primary" : "stroke-muted"}
                fill={i < 2 ? undefined : "none"}
                strokeWidth="2"
              />
              {i < 2 && (
                <path
                  d="M15.5 20l3 3 6-6"
                  fill="none"
                  className="stroke-primary-fg"
                  strokeWidth="2.2"
                  strokeLinecap="round"
                />
              )}
              <text x="36" y="25" fontSize="12.5" className="fill-text">
                {label}
              </text>
            </g>
          ))}
        </>
      )}
    </Frame>
  );
}

/** Step 2: a course roadmap with a completed section, the current one expanded, and a locked one. */
export function RoadmapArt({ className }: ArtProps) {
  return (
    <Frame
      className={className}
      title="A course roadmap: sections of lessons with progress, the next lesson ready to start"
    >
      {(grad) => (
        <>
          <text x="32" y="50" fontSize="17" fontWeight="700" className="fill-text">
            Conversational Spanish
          </text>
          <rect x="292" y="32" width="78" height="24" rx="12" className="fill-primary" fillOpacity="0.16" />
          <text x="331" y="49" fontSize="12" fontWeight="600" textAnchor="middle" className="fill-primary">
            Beginner
          </text>
          <path d="M48 90V300" className="stroke-border" strokeWidth="3" />
          <path d="M48 90V150" stroke={grad} strokeWidth="3" />
          <circle cx="48" cy="90" r="12" className="fill-success" />
          <path d="M42 90l4 4 8-8" fill="none" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
          <text x="74" y="88" fontSize="14" fontWeight="600" className="fill-text">
            Greetings and introductions
          </text>
          <text x="74" y="106" fontSize="12" className="fill-success">
            Completed · 90%
          </text>
          <circle cx="48" cy="150" r="12" fill={grad} />
          <text x="74" y="148" fontSize="14" fontWeight="600" className="fill-text">
            Ordering food and drinks
          </text>
          <text x="74" y="166" fontSize="12" className="fill-muted">
            2 of 4 lessons (50%)
          </text>
          {["Menus and numbers", "Polite requests", "Paying the bill"].map((lesson, i) => (
            <g key={lesson} transform={`translate(74 ${182 + i * 38})`}>
              <rect width="374" height="32" rx="10" className="fill-surface-2" />
              <circle cx="18" cy="16" r="7" className={i < 2 ? "fill-success" : "fill-primary"} />
              <text x="34" y="21" fontSize="12.5" className="fill-text">
                {lesson}
              </text>
              {i < 2 ? (
                <text x="360" y="21" fontSize="12" textAnchor="end" className="fill-success">
                  {i === 0 ? "88%" : "95%"}
                </text>
              ) : (
                <>
                  <rect x="268" y="5" width="98" height="22" rx="8" className="fill-primary" />
                  <text
                    x="317"
                    y="20"
                    fontSize="11.5"
                    fontWeight="600"
                    textAnchor="middle"
                    className="fill-primary-fg"
                  >
                    Start Lesson
                  </text>
                </>
              )}
            </g>
          ))}
          <circle cx="48" cy="310" r="10" className="fill-surface-2 stroke-border" strokeWidth="2" />
          <text x="74" y="315" fontSize="14" fontWeight="600" className="fill-muted">
            Asking for directions
          </text>
        </>
      )}
    </Frame>
  );
}
