import { checkBirthDate, type User } from "@brainy/contract";
import { ArrowLeft, ArrowRight, Brain, Check } from "lucide-react";
import { type FormEvent, useEffect, useRef } from "react";
import { Button } from "../../../components/ui/index.ts";
import { useSetupWizard } from "../hooks/use-setup-wizard.ts";
import { SETUP_STEP_LABELS, type SetupStep } from "../lib/setup-options.ts";
import {
  parseVoiceBirthDate,
  parseVoiceCurrentStatus,
  parseVoiceEducationDegree,
  parseVoiceMotivation,
} from "../voice/parse-voice.ts";
import { useVoiceInput } from "../voice/use-voice-input.ts";
import { VoiceButton } from "../voice/voice-button.tsx";
import { SetupStepBody, STEP_COPY } from "./setup-step-body.tsx";
import { StepIndicator } from "./step-indicator.tsx";

/** The four-step profile wizard: one question per step, Back/Next, optional voice answers. */
export function SetupWizard({ user }: { user: User }) {
  const wizard = useSetupWizard(user);
  const voice = useVoiceInput();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const copy = STEP_COPY[wizard.step];

  // On a step change, move focus to the new question so keyboard and screen-reader users follow.
  const shownStep = useRef(wizard.step);
  useEffect(() => {
    if (shownStep.current === wizard.step) return;
    shownStep.current = wizard.step;
    voice.clear();
    headingRef.current?.focus();
  });

  /** A recognised voice answer sets the field and advances; returns the message to show otherwise. */
  function handleTranscript(step: SetupStep, text: string): string | null {
    if (step === "BirthDate") {
      const parsed = parseVoiceBirthDate(text);
      if (!parsed.ok) return parsed.error;
      if (checkBirthDate(parsed.value) !== null) {
        wizard.update({ birthDate: parsed.value });
        return null;
      }
      void wizard.next({ birthDate: parsed.value });
      return null;
    }
    const parsed =
      step === "EducationDegree"
        ? parseVoiceEducationDegree(text)
        : step === "CurrentStatus"
          ? parseVoiceCurrentStatus(text)
          : parseVoiceMotivation(text);
    if (!parsed.ok) return parsed.error;
    const key =
      step === "EducationDegree"
        ? "educationDegree"
        : step === "CurrentStatus"
          ? "currentStatus"
          : "motivation";
    void wizard.next({ [key]: parsed.value });
    return null;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void wizard.next();
  }

  return (
    <main className="min-h-dvh bg-bg px-4 py-8 sm:py-14">
      <div className="mx-auto flex w-full max-w-xl flex-col gap-6">
        <header className="flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-xl bg-gradient-to-br from-primary to-accent text-primary-fg">
            <Brain aria-hidden="true" size={22} />
          </span>
          <div>
            <p className="text-sm font-semibold text-text">Brainy AI</p>
            <p className="text-xs text-muted">
              Let's get to know you{user.username ? `, ${user.username}` : ""}
            </p>
          </div>
        </header>
        <form
          onSubmit={submit}
          noValidate
          aria-labelledby="setup-question"
          className="flex flex-col gap-6 rounded-2xl border border-border bg-surface p-5 shadow-xl shadow-black/10 sm:p-8"
        >
          <StepIndicator current={wizard.stepIndex} labels={SETUP_STEP_LABELS} />
          <div className="flex flex-col gap-2">
            <h1
              id="setup-question"
              ref={headingRef}
              tabIndex={-1}
              className="text-2xl font-semibold tracking-tight text-text focus:outline-none"
            >
              {copy.title}
            </h1>
            <p className="text-sm text-muted">{copy.description}</p>
          </div>
          <SetupStepBody step={wizard.step} values={wizard.values} onChange={wizard.update} />
          <VoiceButton
            voice={voice}
            prompt={copy.voicePrompt}
            onTranscript={(text) => handleTranscript(wizard.step, text)}
          />
          {wizard.saveError && (
            <p role="alert" className="text-sm font-medium text-danger">
              {wizard.saveError}
            </p>
          )}
          <div className="flex items-center justify-between gap-3 border-t border-border pt-5">
            {wizard.stepIndex > 0 ? (
              <Button variant="ghost" onClick={wizard.back} disabled={wizard.saving}>
                <ArrowLeft aria-hidden="true" size={16} /> Back
              </Button>
            ) : (
              <span />
            )}
            <Button type="submit" size="lg" disabled={!wizard.canContinue} loading={wizard.saving}>
              {wizard.isLast ? "Finish" : "Next"}
              {wizard.isLast ? (
                <Check aria-hidden="true" size={18} />
              ) : (
                <ArrowRight aria-hidden="true" size={18} />
              )}
            </Button>
          </div>
        </form>
        <p className="text-center text-xs text-muted">You can change these answers any time in Settings.</p>
      </div>
    </main>
  );
}
