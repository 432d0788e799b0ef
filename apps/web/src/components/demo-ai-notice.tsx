import { Sparkles } from "lucide-react";
import { Badge } from "./ui/index.ts";

/** Labels content written by the offline demo model, with one line on connecting a real one. */
export function DemoAiNotice() {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-border bg-surface-2 px-3 py-2">
      <Badge variant="warning">
        <Sparkles aria-hidden="true" size={12} />
        Demo AI
      </Badge>
      <p className="text-xs text-muted">
        Generated offline by the built-in demo model. Set AI_PROVIDER and AI_API_KEY to use a real model.
      </p>
    </div>
  );
}
