import {
  LearnArt,
  ProgressArt,
  RoadmapArt,
  SetGoalsArt,
} from "../../../assets/illustrations/how-it-works-art.tsx";
import { cx } from "../../../components/ui/index.ts";
import { landingSections } from "../lib/sections.ts";
import { LandingSection, SectionHeading } from "./reveal.tsx";

const steps = [
  {
    title: "Set Your Goals",
    text: "Describe what you want to learn in your own words. The AI planner asks clarifying questions, then recommends courses for you to pick.",
    Art: SetGoalsArt,
  },
  {
    title: "Get Your Roadmap",
    text: "Each course becomes a timeline of sections holding lessons, ordered so that every step builds on the last.",
    Art: RoadmapArt,
  },
  {
    title: "Learn Interactively",
    text: "Lessons are written for you with explanations, code, maths, charts and audio. Ask the AI chat about anything you read.",
    Art: LearnArt,
  },
  {
    title: "Track Progress",
    text: "Finish each lesson with a short assessment. Scores, lessons done and topics done show how far you have come.",
    Art: ProgressArt,
  },
];

/**
 * How it works: four accessible tabs that advance every 3 s, pausing while hovered or focused.
 * Plain markup in its first state (step 1 shown); enhanceLanding switches the tabs, runs the
 * timer and fills the active step's bar.
 */
export function HowItWorksSection() {
  return (
    <LandingSection id={landingSections.howItWorks} labelledBy="how-title">
      <SectionHeading
        id="how-title"
        eyebrow="How it works"
        title="From one sentence to a plan you can follow"
        lead="Four steps, and the AI does the heavy lifting in each of them."
      />
      <div
        data-auto-tabs
        data-testid="how-it-works-steps"
        data-paused="false"
        className="group/steps mt-14 grid items-start gap-6 lg:items-center lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-10"
      >
        <div
          role="tablist"
          aria-label="How Brainy AI works"
          className="grid grid-cols-2 gap-2 lg:grid-cols-1 lg:gap-3"
        >
          {steps.map((step, i) => (
            <button
              key={step.title}
              type="button"
              role="tab"
              id={`how-tab-${i}`}
              aria-controls={`how-panel-${i}`}
              aria-selected={i === 0}
              tabIndex={i === 0 ? 0 : -1}
              data-state={i === 0 ? "active" : "inactive"}
              className={cx(
                "group/tab relative flex flex-col items-start gap-1 rounded-2xl border p-4 text-left transition-colors lg:p-5",
                "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
                "data-[state=active]:border-primary/60 data-[state=active]:bg-surface data-[state=active]:shadow-md data-[state=active]:shadow-primary/10",
                "data-[state=inactive]:border-border data-[state=inactive]:bg-transparent data-[state=inactive]:hover:bg-surface/60",
              )}
            >
              <span className="text-xs font-bold text-muted group-data-[state=active]/tab:text-primary">
                Step {i + 1}
              </span>
              <span className="text-sm font-semibold text-text sm:text-base">{step.title}</span>
              <span className="hidden text-sm leading-relaxed text-muted lg:block">{step.text}</span>
              {/* The bar that fills over one interval: shown on the active step while not paused. */}
              <span
                aria-hidden="true"
                className="absolute inset-x-4 bottom-0 hidden h-0.5 overflow-hidden rounded-full group-data-[state=active]/tab:block group-data-[paused=true]/steps:hidden!"
              >
                <span data-step-timer className="block h-full origin-left scale-x-0 bg-primary" />
              </span>
            </button>
          ))}
        </div>
        {steps.map(({ title, text, Art }, i) => (
          <div
            key={title}
            role="tabpanel"
            id={`how-panel-${i}`}
            aria-labelledby={`how-tab-${i}`}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a tab panel without focusable content is itself a tab stop (WAI-ARIA tabs pattern)
            tabIndex={0}
            hidden={i !== 0}
            data-state={i === 0 ? "active" : "inactive"}
            className="rounded-3xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
          >
            <p className="mb-4 text-sm leading-relaxed text-muted lg:hidden">{text}</p>
            <Art className="mx-auto h-auto w-full max-w-[600px] drop-shadow-xl" />
          </div>
        ))}
      </div>
    </LandingSection>
  );
}
