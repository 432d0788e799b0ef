import { PASSWORD_MIN_LENGTH } from "@brainy/contract";
import { useEffect, useState } from "react";

type GuessabilityModule = typeof import("@brainy/contract/password-strength");
let estimatorModule: Promise<GuessabilityModule> | undefined;

/**
 * Why `password` is too easy to guess, null when it is not (or is too short to judge), undefined
 * while the estimator works: zxcvbn-ts with its dictionaries, a chunk of their
 * own fetched the first time a password field is typed in (never with the login page). The server
 * judges again on submit.
 */
export function usePasswordGuessability(
  password: string,
  userInputs: readonly string[] = [],
): string | null | undefined {
  const [result, setResult] = useState<{ password: string; message: string | null } | null>(null);
  const inputsKey = userInputs.join("\n");
  useEffect(() => {
    if (password.length < PASSWORD_MIN_LENGTH) return;
    let live = true;
    estimatorModule ??= import("@brainy/contract/password-strength");
    void estimatorModule
      .then((module) => module.checkPasswordGuessability(password, inputsKey ? inputsKey.split("\n") : []))
      .then((message) => {
        if (live) setResult({ password, message });
      });
    return () => {
      live = false;
    };
  }, [password, inputsKey]);
  if (password.length < PASSWORD_MIN_LENGTH) return null;
  // An answer for an earlier password is not shown for the one typed since.
  return result && result.password === password ? result.message : undefined;
}
