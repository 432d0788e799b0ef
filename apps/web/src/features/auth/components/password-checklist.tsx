import { checkPassword, type PasswordStrength, passwordStrength } from "@brainy/contract";
import { Check, X } from "lucide-react";
import { cx } from "../../../components/ui/index.ts";

const STRENGTH_STYLE: Record<PasswordStrength, { bars: number; tone: string; text: string }> = {
  Weak: { bars: 1, tone: "bg-danger", text: "text-danger" },
  Fair: { bars: 2, tone: "bg-warning", text: "text-warning" },
  Good: { bars: 3, tone: "bg-accent", text: "text-accent" },
  Strong: { bars: 4, tone: "bg-success", text: "text-success" },
};

/**
 * Strength meter (Weak/Fair/Good/Strong by rules met, Weak when guessable) and the per-rule list
 * for a new password, with the reason a guessable one would be refused (`guessable`, from
 * `usePasswordGuessability`: null when it is not, undefined while it is being judged).
 */
export function PasswordChecklist({
  password,
  id,
  guessable,
}: {
  password: string;
  id?: string;
  guessable: string | null | undefined;
}) {
  const rules = checkPassword(password);
  const strength = guessable ? "Weak" : passwordStrength(password);
  const style = STRENGTH_STYLE[strength];
  return (
    <div
      id={id}
      data-guessability={guessable === undefined ? "pending" : guessable ? "guessable" : "ok"}
      className="flex flex-col gap-2.5 rounded-xl border border-border bg-surface-2/60 p-3"
    >
      <div className="flex items-center gap-3">
        <div className="flex flex-1 gap-1" aria-hidden="true">
          {[1, 2, 3, 4].map((bar) => (
            <span
              key={bar}
              className={cx(
                "h-1.5 flex-1 rounded-full transition-colors",
                bar <= style.bars ? style.tone : "bg-border",
              )}
            />
          ))}
        </div>
        <p className="text-xs text-muted" aria-live="polite">
          Strength: <span className={cx("font-semibold", style.text)}>{strength}</span>
        </p>
      </div>
      <ul className="grid gap-1 text-xs sm:grid-cols-2" aria-label="Password rules">
        {rules.map((rule) => (
          <li
            key={rule.id}
            data-rule={rule.id}
            data-passed={rule.passed}
            className={cx("flex items-center gap-1.5", rule.passed ? "text-success" : "text-muted")}
          >
            {rule.passed ? (
              <Check aria-hidden="true" size={14} strokeWidth={3} />
            ) : (
              <X aria-hidden="true" size={14} strokeWidth={3} />
            )}
            <span>
              {rule.label}
              <span className="sr-only">{rule.passed ? " (met)" : " (not met)"}</span>
            </span>
          </li>
        ))}
      </ul>
      {guessable && (
        <p role="alert" data-guessable="true" className="text-xs font-medium text-danger">
          {guessable}
        </p>
      )}
    </div>
  );
}
