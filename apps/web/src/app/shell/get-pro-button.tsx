import { Sparkles } from "lucide-react";
import { useNavigate } from "react-router";
import { Button } from "../../components/ui/index.ts";

/** Opens the subscription tab of /settings (shown to non-Pro users only). */
export function GetProButton({ compact = false }: { compact?: boolean }) {
  const navigate = useNavigate();
  return (
    <Button
      size={compact ? "sm" : "md"}
      onClick={() => navigate("/settings", { state: { activeTab: "subscription" } })}
      className={compact ? "h-9" : undefined}
    >
      <Sparkles aria-hidden="true" size={16} />
      Get Pro
    </Button>
  );
}
