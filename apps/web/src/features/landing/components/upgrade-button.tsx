import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../../components/ui/index.ts";
import { readToken } from "../../../lib/session.ts";
import { resolveUpgradeTarget } from "../lib/upgrade-target.ts";

/** The Pro upgrade button: idle, then processing, then the redirect chosen by the no-token rule. */
export function UpgradeButton() {
  const navigate = useNavigate();
  const [processing, setProcessing] = useState(false);

  const upgrade = () => {
    setProcessing(true);
    const target = resolveUpgradeTarget(readToken());
    // Let the processing state paint once before the page changes.
    requestAnimationFrame(() => {
      void navigate(target.to, target.state ? { state: target.state } : undefined);
    });
  };

  return (
    <Button size="lg" className="w-full" loading={processing} onClick={upgrade}>
      {processing ? "Processing..." : "Upgrade to Pro"}
    </Button>
  );
}
