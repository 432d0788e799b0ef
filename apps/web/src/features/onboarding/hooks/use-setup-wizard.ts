import {
  type CurrentStatus,
  checkBirthDate,
  type EducationDegree,
  type Motivation,
  type UpdateProfileRequest,
  type User,
} from "@brainy/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { useUpdateProfile } from "../../../lib/current-user.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { SETUP_STEPS, type SetupStep } from "../lib/setup-options.ts";
import { useSavedStep } from "./use-saved-step.ts";

export type SetupValues = {
  birthDate: string;
  educationDegree: EducationDegree | null;
  currentStatus: CurrentStatus | null;
  motivation: Motivation | null;
};

/** Spec part 1 §5: birth date 13-100 years; education always valid; status and motivation chosen. */
export function isStepValid(step: SetupStep, values: SetupValues): boolean {
  if (step === "BirthDate") return values.birthDate !== "" && checkBirthDate(values.birthDate) === null;
  if (step === "EducationDegree") return true;
  if (step === "CurrentStatus") return values.currentStatus !== null;
  return values.motivation !== null;
}

/** The one field each step saves; Finish also marks the setup complete. */
function fieldsForStep(step: SetupStep, values: SetupValues): UpdateProfileRequest {
  if (step === "BirthDate") return { birthDate: values.birthDate };
  if (step === "EducationDegree") return { educationDegree: values.educationDegree };
  if (step === "CurrentStatus") return { currentStatus: values.currentStatus };
  return { motivation: values.motivation, isInitialSetupCompleted: true };
}

/** State and actions of the initial-setup wizard: values, the remembered step, save on Next. */
export function useSetupWizard(user: User) {
  const [stepIndex, setStepIndex, clearSavedStep] = useSavedStep(SETUP_STEPS.length);
  const [values, setValues] = useState<SetupValues>(() => ({
    birthDate: user.birthDate ?? "",
    educationDegree: user.educationDegree,
    currentStatus: user.currentStatus,
    motivation: user.motivation,
  }));
  const [saveError, setSaveError] = useState<string | null>(null);
  const save = useUpdateProfile();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const step = SETUP_STEPS[stepIndex] ?? "BirthDate";
  const isLast = stepIndex === SETUP_STEPS.length - 1;

  function update(patch: Partial<SetupValues>) {
    setValues((previous) => ({ ...previous, ...patch }));
    setSaveError(null);
  }

  /** Saves this step's field (with `patch` applied, for voice answers) and moves on. */
  async function next(patch: Partial<SetupValues> = {}) {
    const merged = { ...values, ...patch };
    setValues(merged);
    if (!isStepValid(step, merged) || save.isPending) return;
    setSaveError(null);
    try {
      await save.mutateAsync(fieldsForStep(step, merged));
    } catch (failure) {
      setSaveError(
        failure instanceof Error && failure.message ? failure.message : "Could not save. Please try again.",
      );
      return;
    }
    if (!isLast) {
      setStepIndex(stepIndex + 1);
      return;
    }
    clearSavedStep();
    await queryClient.invalidateQueries({ queryKey: queryKeys.user });
    await navigate("/goals");
  }

  function back() {
    if (stepIndex > 0) {
      setSaveError(null);
      setStepIndex(stepIndex - 1);
    }
  }

  return {
    step,
    stepIndex,
    isLast,
    values,
    update,
    next,
    back,
    canContinue: isStepValid(step, values),
    saving: save.isPending,
    saveError,
  };
}
