import type { LocalCheckout } from "@brainy/contract";
import { Check, CreditCard, FlaskConical, Lock } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { Badge, Button, ButtonLink, Card, FormAlert, Input } from "../../../components/ui/index.ts";
import { plans } from "../../../content/plans.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { useCancelLocalCheckout } from "../api/cancel-local-checkout.ts";
import { useLocalCheckout } from "../api/get-local-checkout.ts";
import { usePayLocalCheckout } from "../api/pay-local-checkout.ts";
import { BillingFrame } from "../components/billing-frame.tsx";
import { formatCardNumber, formatExpiry } from "../lib/card-format.ts";

type FieldName = "cardNumber" | "expiry" | "cvc";
const SETTINGS = { to: "/settings", state: { activeTab: "subscription" } } as const;

/**
 * /checkout/{sessionId}: the built-in test-mode checkout (BILLING_PROVIDER=local), standing in for Stripe's
 * hosted page. It says plainly that no payment happens, and checks test cards as Stripe's test mode does.
 */
export function Component() {
  const { sessionId = "" } = useParams();
  const checkout = useLocalCheckout(sessionId);
  if (checkout.isPending) {
    return (
      <BillingFrame title="Checkout" wide>
        <div
          role="status"
          aria-busy="true"
          aria-label="Loading checkout"
          className="grid gap-6 md:grid-cols-2"
        >
          <div className="h-72 animate-pulse rounded-2xl bg-surface-2" />
          <div className="h-96 animate-pulse rounded-2xl bg-surface-2" />
        </div>
      </BillingFrame>
    );
  }
  if (checkout.isError || !checkout.data) {
    const notFound = checkout.error instanceof ApiError && checkout.error.status === 404;
    return (
      <Outcome
        title={notFound ? "This checkout link is not valid" : "The checkout could not be loaded"}
        text={
          notFound
            ? "Start the upgrade again from your settings."
            : "Please check your connection and try again."
        }
      />
    );
  }
  const session = checkout.data;
  if (session.status === "paid") {
    return (
      <Outcome
        title="This checkout is already paid"
        text="Your Pro plan is ready."
        next={session.successUrl}
      />
    );
  }
  if (session.status !== "open") {
    return (
      <Outcome
        title="This checkout has expired"
        text="No payment was made. Start the upgrade again from your settings."
      />
    );
  }
  return <CheckoutForm session={session} />;
}

function Outcome({ title, text, next }: { title: string; text: string; next?: string }) {
  return (
    <BillingFrame title={title}>
      <Card className="flex flex-col items-center gap-4 p-8 text-center">
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="text-muted">{text}</p>
        {next ? (
          <ButtonLink to={next}>Continue</ButtonLink>
        ) : (
          <ButtonLink {...SETTINGS}>Back to Settings</ButtonLink>
        )}
      </Card>
    </BillingFrame>
  );
}

function CheckoutForm({ session }: { session: LocalCheckout }) {
  const navigate = useNavigate();
  const [card, setCard] = useState({ cardNumber: "", expiry: "", cvc: "", name: "" });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const payment = usePayLocalCheckout(session.sessionId);
  const cancellation = useCancelLocalCheckout(session.sessionId);
  // Once the server has answered, the page is on its way out (the next screen may still be loading).
  const paying = payment.isPending || payment.isSuccess;
  const leaving = paying || !cancellation.isIdle;
  const pro = plans.find((plan) => plan.id === "pro")!;
  const amount = `£${(session.amountPence / 100).toFixed(2)}`;

  function pay(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setFieldErrors({});
    payment.mutate(card, {
      onSuccess: ({ redirectUrl }) => void navigate(redirectUrl, { replace: true }),
      onError: showPaymentFailure,
    });
  }

  /** Fields the server rejects show their message beside them; any other failure shows above the form. */
  function showPaymentFailure(failure: Error) {
    if (failure instanceof ApiError) {
      const issues = (failure.body as { issues?: { path: string; message: string }[] } | null)?.issues ?? [];
      const fromDetails =
        (failure.details?.issues as { path: string; message: string }[] | undefined) ?? issues;
      const fields: Partial<Record<FieldName, string>> = {};
      for (const issue of fromDetails) {
        const name = issue.path.replace(/^body\./, "") as FieldName;
        if (name === "cardNumber" || name === "expiry" || name === "cvc") fields[name] = issue.message;
      }
      setFieldErrors(fields);
      setError(Object.keys(fields).length > 0 ? null : failure.message);
    } else {
      setError("The payment could not be completed. Please try again.");
    }
  }

  function cancel() {
    cancellation.mutate(undefined, {
      onSuccess: ({ redirectUrl }) => void navigate(redirectUrl, { replace: true }),
      onError: () => void navigate(session.cancelUrl, { replace: true }),
    });
  }

  return (
    <BillingFrame title="Checkout" wide>
      <div
        role="note"
        className="mb-6 flex items-start gap-3 rounded-2xl border border-warning/50 bg-warning/10 px-4 py-3 text-sm text-text"
      >
        <FlaskConical aria-hidden="true" size={20} className="mt-0.5 shrink-0 text-warning" />
        <p>
          <strong className="font-semibold">Test mode: no real payment.</strong> This is Brainy AI's built-in
          checkout for trying Pro; no card is charged. Pay with the test card{" "}
          <span className="font-mono">4242 4242 4242 4242</span>, any future expiry date and any CVC. The card{" "}
          <span className="font-mono">4000 0000 0000 0002</span> is declined.
        </p>
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
        <Card className="flex flex-col gap-5 p-6">
          <div className="flex items-center justify-between gap-3">
            <h1 className="text-lg font-semibold">{session.productName}</h1>
            <Badge variant="primary">Monthly</Badge>
          </div>
          <p className="flex items-baseline gap-1">
            <span className="text-4xl font-extrabold tracking-tight">{amount}</span>
            <span className="text-muted">/month</span>
          </p>
          <ul className="flex flex-col gap-2 text-sm">
            {pro.features.slice(0, 5).map((feature) => (
              <li key={feature} className="flex items-start gap-2">
                <Check aria-hidden="true" size={16} className="mt-0.5 shrink-0 text-success" />
                {feature}
              </li>
            ))}
          </ul>
          <dl className="border-t border-border pt-4 text-sm">
            <div className="flex justify-between gap-3">
              <dt className="text-muted">Account</dt>
              <dd className="min-w-0 truncate font-medium">{session.email}</dd>
            </div>
            <div className="mt-2 flex justify-between gap-3">
              <dt className="text-muted">Due today</dt>
              <dd className="font-semibold">{amount}</dd>
            </div>
          </dl>
          <p className="text-xs text-muted">Renews monthly until you cancel. Cancel anytime from Settings.</p>
        </Card>
        <Card className="p-6">
          <form onSubmit={pay} noValidate className="flex flex-col gap-4" aria-label="Card payment">
            <h2 className="flex items-center gap-2 text-lg font-semibold">
              <CreditCard aria-hidden="true" size={20} /> Pay with card
            </h2>
            <Input
              label="Card number"
              name="cardNumber"
              inputMode="numeric"
              autoComplete="cc-number"
              placeholder="1234 1234 1234 1234"
              value={card.cardNumber}
              onChange={(e) => setCard({ ...card, cardNumber: formatCardNumber(e.target.value) })}
              error={fieldErrors.cardNumber}
              required
            />
            <div className="grid grid-cols-2 gap-3">
              <Input
                label="Expiry date"
                name="expiry"
                inputMode="numeric"
                autoComplete="cc-exp"
                placeholder="MM / YY"
                value={card.expiry}
                onChange={(e) => setCard({ ...card, expiry: formatExpiry(e.target.value) })}
                error={fieldErrors.expiry}
                required
              />
              <Input
                label="CVC"
                name="cvc"
                inputMode="numeric"
                autoComplete="cc-csc"
                placeholder="123"
                maxLength={4}
                value={card.cvc}
                onChange={(e) => setCard({ ...card, cvc: e.target.value.replace(/\D/g, "") })}
                error={fieldErrors.cvc}
                required
              />
            </div>
            <Input
              label="Name on card"
              name="name"
              autoComplete="cc-name"
              value={card.name}
              onChange={(e) => setCard({ ...card, name: e.target.value })}
            />
            <FormAlert>{error}</FormAlert>
            <Button type="submit" size="lg" loading={paying} disabled={leaving}>
              <Lock aria-hidden="true" size={16} /> Pay {amount}
            </Button>
            <Button type="button" variant="ghost" onClick={cancel} disabled={leaving}>
              Cancel
            </Button>
          </form>
        </Card>
      </div>
    </BillingFrame>
  );
}
