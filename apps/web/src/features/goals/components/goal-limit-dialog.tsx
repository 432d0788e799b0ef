import { useNavigate } from "react-router";
import { Button, Dialog } from "../../../components/ui/index.ts";

/** Which limit was hit: a Free user's one goal in progress, or a Pro user's ten. */
export type GoalLimitVariant = "free-limit" | "pro-maximum";

/** 'Goal Limit Reached' (Free, with Get Pro) or 'Maximum Goals Reached' (Pro). */
export function GoalLimitDialog({
  variant,
  onClose,
}: {
  variant: GoalLimitVariant | null;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const isFree = variant === "free-limit";
  return (
    <Dialog
      open={variant !== null}
      onOpenChange={(next) => !next && onClose()}
      title={isFree ? "Goal Limit Reached" : "Maximum Goals Reached"}
      description={
        isFree
          ? "Free plan users can have 1 goal in progress. Finish or delete your current goal, or upgrade to Pro for up to 10 goals in progress."
          : "You already have 10 goals in progress, the most a Pro plan allows. Finish or delete a goal to add a new one."
      }
      size="sm"
      footer={
        isFree ? (
          <>
            <Button variant="secondary" onClick={onClose}>
              Continue with Free
            </Button>
            <Button
              onClick={() => {
                onClose();
                navigate("/settings", { state: { activeTab: "subscription" } });
              }}
            >
              Get Pro
            </Button>
          </>
        ) : (
          <Button onClick={onClose}>I Understand</Button>
        )
      }
    />
  );
}
