import { checkBirthDate } from "@brainy/contract";
import { Input } from "../../../components/ui/index.ts";
import type { SetupValues } from "../hooks/use-setup-wizard.ts";
import {
  EDUCATION_CARDS,
  formatToday,
  MOTIVATION_CARDS,
  type SetupStep,
  STATUS_CARDS,
} from "../lib/setup-options.ts";
import { OptionCards } from "./option-cards.tsx";

/** Question and friendly explanation shown above each step. */
export const STEP_COPY: Record<SetupStep, { title: string; description: string; voicePrompt: string }> = {
  BirthDate: {
    title: "When's your birthday?",
    description:
      "Your age helps us pitch explanations at the right level. Brainy AI is for learners aged 13 and up.",
    voicePrompt: "your birth date, like “12 March 1998”",
  },
  EducationDegree: {
    title: "What's your highest level of education?",
    description: "Optional, but it helps us choose where your roadmap starts. Skip it if you prefer.",
    voicePrompt: "your degree, like “bachelor's degree”",
  },
  CurrentStatus: {
    title: "What are you up to these days?",
    description: "We'll fit lesson length and pace around your week.",
    voicePrompt: "“student”, “employed” or “unemployed”",
  },
  Motivation: {
    title: "What brings you to Brainy AI?",
    description: "Knowing your why lets us suggest goals that actually matter to you.",
    voicePrompt: "what motivates you, like “career growth”",
  },
};

type SetupStepBodyProps = {
  step: SetupStep;
  values: SetupValues;
  onChange: (patch: Partial<SetupValues>) => void;
};

/** The input of one wizard step: a date field or a group of option cards. */
export function SetupStepBody({ step, values, onChange }: SetupStepBodyProps) {
  if (step === "BirthDate") {
    const problem = values.birthDate ? checkBirthDate(values.birthDate) : null;
    return (
      <Input
        label="Birth date"
        type="date"
        name="birthDate"
        max={formatToday()}
        min="1900-01-01"
        value={values.birthDate}
        onChange={(event) => onChange({ birthDate: event.target.value })}
        error={problem ?? undefined}
        hint="You must be at least 13 years old."
        className="sm:max-w-xs"
      />
    );
  }
  if (step === "EducationDegree") {
    return (
      <OptionCards
        legend={STEP_COPY.EducationDegree.title}
        name="educationDegree"
        compact
        options={EDUCATION_CARDS}
        value={values.educationDegree}
        onChange={(educationDegree) => onChange({ educationDegree })}
      />
    );
  }
  if (step === "CurrentStatus") {
    return (
      <OptionCards
        legend={STEP_COPY.CurrentStatus.title}
        name="currentStatus"
        options={STATUS_CARDS}
        value={values.currentStatus}
        onChange={(currentStatus) => onChange({ currentStatus })}
      />
    );
  }
  return (
    <OptionCards
      legend={STEP_COPY.Motivation.title}
      name="motivation"
      options={MOTIVATION_CARDS}
      value={values.motivation}
      onChange={(motivation) => onChange({ motivation })}
    />
  );
}
