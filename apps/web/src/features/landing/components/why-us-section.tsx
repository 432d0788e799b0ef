import { ArrowDown, BrainCircuit, Compass, TrendingUp } from "lucide-react";
import { landingSections } from "../lib/sections.ts";
import { LandingSection, SectionHeading } from "./reveal.tsx";

const problems = [
  {
    icon: Compass,
    problem: "Too many resources, no path",
    detail:
      "Endless tutorials, videos and courses, yet nothing tells you what to learn first, what to skip and what comes next.",
    fix: "A roadmap planned for your goal, your level and your time.",
  },
  {
    icon: TrendingUp,
    problem: "Motivation fades in week two",
    detail:
      "Without visible progress and a next step waiting for you, even the best intentions lose to a busy week.",
    fix: "One active goal, a clear next lesson and progress you can see.",
  },
  {
    icon: BrainCircuit,
    problem: "Reading isn't remembering",
    detail: "Re-reading and highlighting feel productive, but most of it is forgotten within days.",
    fix: "A short assessment after every lesson and notes in your own words.",
  },
];

/** "Why us": the problems self-learners hit and how Brainy AI answers each. */
export function WhyUsSection() {
  return (
    <LandingSection id={landingSections.whyUs} labelledBy="why-us-title" className="bg-surface/40">
      <SectionHeading
        id="why-us-title"
        eyebrow="Why Brainy AI"
        title="Learning on your own is hard. Without a plan, it's harder."
        lead="Most people don't give up because a subject is too difficult. They give up because they never know what to do next."
      />
      <ul className="mt-14 grid gap-5 md:grid-cols-3">
        {problems.map(({ icon: Icon, problem, detail, fix }) => (
          <li
            key={problem}
            className="flex flex-col rounded-2xl border border-border bg-surface p-6 shadow-sm"
          >
            <span
              aria-hidden="true"
              className="flex size-11 items-center justify-center rounded-xl bg-danger/10 text-danger"
            >
              <Icon size={22} />
            </span>
            <h3 className="mt-5 text-lg font-semibold">{problem}</h3>
            <p className="mt-2 text-sm leading-relaxed text-muted">{detail}</p>
            <div className="mt-auto pt-4">
              <ArrowDown aria-hidden="true" size={18} className="mb-4 text-muted" />
              <p className="rounded-xl bg-success/10 px-4 py-3 text-sm font-medium text-success">
                <span className="sr-only">Brainy AI's answer: </span>
                {fix}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
