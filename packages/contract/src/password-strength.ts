import type { ZxcvbnFactory, ZxcvbnResult } from "@zxcvbn-ts/core";

// How guessable a new password is, estimated by zxcvbn-ts with its common-password and English
// dictionaries (tens of thousands of leaked passwords, names, words, keyboard walks, l33t).
// Not exported from the package index, and the dictionaries (about 1 MB) are imported on the
// first check only: the server builds the estimator on the first register or reset, the web app
// when a password field is first typed in, as a chunk of their own.

/** Lowest zxcvbn score a new password may have: 3 means about 10^8 guesses or more. */
export const MIN_PASSWORD_SCORE = 3;

/** First words of the message a guessable password gets, on the server and in the forms. */
export const GUESSABLE_PASSWORD_PREFIX = "This password is too easy to guess";

let estimator: Promise<ZxcvbnFactory> | undefined;

/** The estimator, built once (the dictionaries take about 150 ms to index). */
function loadEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([
    import("@zxcvbn-ts/core"),
    import("@zxcvbn-ts/language-common"),
    import("@zxcvbn-ts/language-en"),
  ]).then(
    ([core, common, en]) =>
      new core.ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...en.dictionary },
        graphs: common.adjacencyGraphs,
        translations: en.translations,
      }),
  );
  return estimator;
}

/** The message for a result under the minimum score, naming why: zxcvbn's warning, else its advice. */
export function describeGuessability(result: Pick<ZxcvbnResult, "score" | "feedback">): string | null {
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const reason = result.feedback.warning ?? result.feedback.suggestions[0] ?? "Add another word or two.";
  return `${GUESSABLE_PASSWORD_PREFIX}: ${reason}`;
}

/**
 * Null when a new password is hard enough to guess, else the message naming why. `userInputs`
 * (the username, the email) count as known words, so "Ada!Lovelace1" is weak for ada@….
 */
export async function checkPasswordGuessability(
  password: string,
  userInputs: readonly string[] = [],
): Promise<string | null> {
  const zxcvbn = await loadEstimator();
  // zxcvbn's cost grows with length; past 100 characters only the first 100 are judged.
  return describeGuessability(zxcvbn.check(password.slice(0, 100), [...userInputs]));
}
