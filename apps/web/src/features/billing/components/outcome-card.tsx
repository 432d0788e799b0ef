import { Check } from "lucide-react";
import type { ReactNode } from "react";
import { Card, cx } from "../../../components/ui/index.ts";

/**
 * A checkout outcome (success or cancelled): its icon, heading and line, the plan's features as a
 * checked list, then the page's own actions and notes.
 */
export function OutcomeCard(props: {
  icon: ReactNode;
  iconClassName: string;
  title: string;
  lead: string;
  features: readonly string[];
  listClassName?: string;
  children: ReactNode;
}) {
  return (
    <Card className="flex flex-col items-center gap-6 p-6 text-center sm:p-10">
      <span className={cx("flex size-16 items-center justify-center rounded-2xl", props.iconClassName)}>
        {props.icon}
      </span>
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight">{props.title}</h1>
        <p className="mt-2 text-muted">{props.lead}</p>
      </div>
      <ul className={cx("w-full gap-2 text-left text-sm", props.listClassName ?? "flex flex-col")}>
        {props.features.map((feature) => (
          <li key={feature} className="flex items-center gap-2 rounded-xl bg-surface-2 px-3 py-2.5">
            <Check aria-hidden="true" size={16} className="shrink-0 text-success" />
            {feature}
          </li>
        ))}
      </ul>
      {props.children}
    </Card>
  );
}
