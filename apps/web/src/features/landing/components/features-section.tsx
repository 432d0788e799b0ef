import {
  AudioLines,
  Code2,
  ListChecks,
  MessageCircleQuestion,
  Network,
  Route,
  Sparkles,
  Timer,
} from "lucide-react";
import { landingSections } from "../lib/sections.ts";
import { LandingSection, SectionHeading } from "./reveal.tsx";

const features = [
  {
    icon: Sparkles,
    title: "AI learning planner",
    text: "Write your goal in plain words. The planner asks what it needs to know and recommends courses that fit.",
  },
  {
    icon: Route,
    title: "Personal roadmap",
    text: "Every course is a timeline of sections and lessons. The next lessons are prepared as you finish a section.",
  },
  {
    icon: Code2,
    title: "Rich generated lessons",
    text: "Explanations with code examples, maths, charts and illustrations, written for your goal and your level.",
  },
  {
    icon: AudioLines,
    title: "Listen to any lesson",
    text: "Turn a lesson into audio and learn on the move, with a waveform you can click to jump around.",
  },
  {
    icon: ListChecks,
    title: "Quizzes that make it stick",
    text: "A short assessment ends every lesson. Score 60% or more to complete it and move forward.",
  },
  {
    icon: MessageCircleQuestion,
    title: "AI chat helper",
    text: "Stuck on a paragraph? Select it and ask. The chat knows which lesson you are studying.",
  },
  {
    icon: Network,
    title: "Linked notes",
    text: "Save passages as notes, link them with [[double brackets]], add #tags and watch your knowledge connect.",
  },
  {
    icon: Timer,
    title: "Focus timer",
    text: "A Pomodoro timer floats beside your lesson, with breaks, ambient sounds and a record of your sessions.",
  },
];

/** The feature grid: what is inside the product. */
export function FeaturesSection() {
  return (
    <LandingSection id={landingSections.features} labelledBy="features-title" className="bg-surface/40">
      <SectionHeading
        id="features-title"
        eyebrow="Features"
        title="Everything you need to learn anything"
        lead="One place for the plan, the lessons, the practice and the notes, so nothing falls between apps."
      />
      <ul className="mt-14 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {features.map(({ icon: Icon, title, text }) => (
          <li
            key={title}
            className="rounded-2xl border border-border bg-surface p-5 transition-colors hover:border-primary/50"
          >
            <span
              aria-hidden="true"
              className="flex size-10 items-center justify-center rounded-xl bg-gradient-to-br from-primary/20 to-accent/20 text-primary"
            >
              <Icon size={20} />
            </span>
            <h3 className="mt-4 font-semibold">{title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-muted">{text}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
