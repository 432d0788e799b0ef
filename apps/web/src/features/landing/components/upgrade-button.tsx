import { Button } from "../../../components/ui/index.ts";
import { CHECKOUT_MESSAGES, useCheckout } from "../../../lib/checkout.ts";

/** The Pro upgrade button: idle, then processing, then checkout (a visitor without a token registers for Pro). */
export function UpgradeButton() {
  const { start, processing, error } = useCheckout(CHECKOUT_MESSAGES.pricing);
  return (
    <>
      <Button data-upgrade size="lg" className="w-full" loading={processing} onClick={() => void start()}>
        {processing ? "Processing..." : "Upgrade to Pro"}
      </Button>
      {error && (
        <p role="alert" className="mt-2 text-center text-sm text-danger">
          {error}
        </p>
      )}
    </>
  );
}
