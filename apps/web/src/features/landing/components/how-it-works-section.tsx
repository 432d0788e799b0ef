import { Tabs } from "radix-ui";
import { type FocusEvent, useEffect, useRef, useState } from "react";
import {
  LearnArt,
  ProgressArt,
  RoadmapArt,
  SetGoalsArt,
} from "../../../assets/illustrations/how-it-works-art.tsx";
import { cx } from "../../../components/ui/index.ts";
import { AUTO_ADVANCE_MS, useAutoAdvance } from "../hooks/use-auto-advance.ts";
import { landingSections, prefersReducedMotion } from "../lib/sections.ts";
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

/** A bar that fills over one auto-advance interval; restarted for each step, hidden while paused. */
function StepTimer({ running }: { running: boolean }) {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (!running || !ref.current || prefersReducedMotion() || typeof ref.current.animate !== "function")
      return;
    const animation = ref.current.animate([{ transform: "scaleX(0)" }, { transform: "scaleX(1)" }], {
      duration: AUTO_ADVANCE_MS,
      easing: "linear",
      fill: "forwards",
    });
    return () => animation.cancel();
  }, [running]);
  return (
    <span aria-hidden="true" className="absolute inset-x-4 bottom-0 h-0.5 overflow-hidden rounded-full">
      <span ref={ref} className={cx("block h-full origin-left scale-x-0 bg-primary", !running && "hidden")} />
    </span>
  );
}

/** How it works: four accessible tabs that advance every 3 s, pausing while hovered or focused. */
export function HowItWorksSection() {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;
  const [index, setIndex] = useAutoAdvance(steps.length, paused);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <LandingSection id={landingSections.howItWorks} labelledBy="how-title">
      <SectionHeading
        id="how-title"
        eyebrow="How it works"
        title="From one sentence to a plan you can follow"
        lead="Four steps, and the AI does the heavy lifting in each of them."
      />
      <Tabs.Root
        value={String(index)}
        onValueChange={(value) => setIndex(Number(value))}
        data-testid="how-it-works-steps"
        data-paused={paused}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={onBlur}
        className="mt-14 grid items-start gap-6 lg:items-center lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-10"
      >
        <Tabs.List
          aria-label="How Brainy AI works"
          className="grid grid-cols-2 gap-2 lg:grid-cols-1 lg:gap-3"
        >
          {steps.map((step, i) => (
            <Tabs.Trigger
              key={step.title}
              value={String(i)}
              className={cx(
                "relative flex flex-col items-start gap-1 rounded-2xl border p-4 text-left transition-colors lg:p-5",
                "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
                i === index
                  ? "border-primary/60 bg-surface shadow-md shadow-primary/10"
                  : "border-border bg-transparent hover:bg-surface/60",
              )}
            >
              <span className={cx("text-xs font-bold", i === index ? "text-primary" : "text-muted")}>
                Step {i + 1}
              </span>
              <span className="text-sm font-semibold text-text sm:text-base">{step.title}</span>
              <span className="hidden text-sm leading-relaxed text-muted lg:block">{step.text}</span>
              {i === index && <StepTimer running={!paused} />}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {steps.map(({ title, text, Art }, i) => (
          <Tabs.Content
            key={title}
            value={String(i)}
            className="rounded-3xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
          >
            <p className="mb-4 text-sm leading-relaxed text-muted lg:hidden">{text}</p>
            <Art className="mx-auto h-auto w-full max-w-[600px] drop-shadow-xl" />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </LandingSection>
  );
}
