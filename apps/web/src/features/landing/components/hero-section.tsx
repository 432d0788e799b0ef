import { ArrowRight, Star } from "lucide-react";
import { Link } from "react-router";
import { HeroRoadmapIllustration } from "../../../assets/illustrations/hero-roadmap.tsx";
import { ButtonLink, buttonClasses } from "../../../components/ui/index.ts";
import { landingSections } from "../lib/sections.ts";

/** Marketing figures. */
const stats = [
  { value: "4.9/5", label: "rating" },
  { value: "1K+", label: "active learners" },
  { value: "10K+", label: "lessons generated" },
];

/** The first screen: promise, NEW badge, 'Start For Free', figures and the roadmap illustration. */
export function HeroSection() {
  return (
    <section
      id={landingSections.home}
      aria-labelledby="hero-title"
      tabIndex={-1}
      className="relative scroll-mt-20 overflow-hidden px-4 pt-8 pb-20 outline-none sm:px-6 lg:pt-20 lg:pb-28"
    >
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute -top-32 left-1/2 h-[520px] w-[820px] -translate-x-1/2 rounded-full bg-primary/15 blur-3xl" />
        <div className="absolute top-40 -right-40 h-80 w-80 rounded-full bg-accent/10 blur-3xl" />
      </div>
      <div className="mx-auto grid max-w-6xl grid-cols-1 items-center gap-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-10">
        <div className="max-w-xl">
          <Link
            to="/register"
            className="group inline-flex max-w-full items-center gap-2 rounded-full border border-border bg-surface py-1 pr-3 pl-1 text-sm text-muted transition-colors hover:border-primary/60 hover:text-text"
          >
            <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-bold tracking-wide text-primary-fg">
              NEW
            </span>
            <span className="min-w-0 truncate">Brainy AI v1.0 is live: start free</span>
            <ArrowRight
              aria-hidden="true"
              size={14}
              className="shrink-0 transition-transform group-hover:translate-x-0.5"
            />
          </Link>
          <h1
            id="hero-title"
            className="mt-5 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            Turn any goal into a{" "}
            <span className="bg-gradient-to-r from-primary to-accent bg-clip-text text-transparent">
              learning roadmap
            </span>{" "}
            you'll finish
          </h1>
          <p className="mt-5 text-base leading-relaxed text-pretty text-muted sm:text-lg">
            Tell Brainy AI what you want to learn. Its AI planner asks a few questions, builds a roadmap of
            courses, sections and lessons, and writes every lesson for you, with quizzes, audio, an AI chat
            helper, linked notes and a focus timer built in.
          </p>
          <div className="mt-7 flex flex-wrap items-center gap-3">
            <ButtonLink to="/register" size="lg" className="shadow-lg shadow-primary/25">
              Start For Free
              <ArrowRight aria-hidden="true" size={18} />
            </ButtonLink>
            <a href={`#${landingSections.howItWorks}`} className={buttonClasses("secondary", "lg")}>
              See how it works
            </a>
          </div>
          <p className="mt-3 text-sm text-muted">Free forever plan. No card required.</p>
          <dl className="mt-10 grid max-w-md grid-cols-3 gap-4 border-t border-border pt-6">
            {stats.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse justify-end">
                <dt className="mt-0.5 text-sm text-muted">{stat.label}</dt>
                <dd className="flex items-center gap-1 text-2xl font-bold text-text">
                  {stat.value}
                  {stat.label === "rating" && (
                    <Star aria-hidden="true" size={16} className="fill-warning text-warning" />
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <HeroRoadmapIllustration className="mx-auto h-auto w-full max-w-[560px]" />
      </div>
    </section>
  );
}
