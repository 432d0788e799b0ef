import { Check } from "lucide-react";

const proBenefits = [
  "Up to 10 goals in progress",
  "Unlimited AI chat queries",
  "Unlimited lessons and assessments",
  "The best AI models",
];

/** 'Pro gives you:' and the spec's list of Pro benefits, as the upgrade dialogs show them. */
export function ProBenefits() {
  return (
    <>
      <p className="mb-3 text-sm font-semibold text-text">Pro gives you:</p>
      <ul className="flex flex-col gap-2.5">
        {proBenefits.map((benefit) => (
          <li key={benefit} className="flex items-center gap-2.5 text-sm text-text">
            <span className="flex size-5 shrink-0 items-center justify-center rounded-full bg-success/15 text-success">
              <Check aria-hidden="true" size={13} strokeWidth={3} />
            </span>
            {benefit}
          </li>
        ))}
      </ul>
    </>
  );
}
