import { useCallback, useState } from "react";
import { readStorage, storageKeys, writeStorage } from "../../../lib/storage.ts";

/** The wizard step (0-based) remembered in local storage, clamped to the steps that exist. */
export function useSavedStep(stepCount: number): [number, (step: number) => void, () => void] {
  const [step, setStepState] = useState(() => {
    const stored = Number(readStorage(storageKeys.initialSetupStep));
    return Number.isInteger(stored) && stored >= 0 && stored < stepCount ? stored : 0;
  });
  const setStep = useCallback((next: number) => {
    setStepState(next);
    writeStorage(storageKeys.initialSetupStep, String(next));
  }, []);
  const clearStep = useCallback(() => writeStorage(storageKeys.initialSetupStep, null), []);
  return [step, setStep, clearStep];
}
