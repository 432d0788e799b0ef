/** The outcome of a card on the local test-mode checkout, following Stripe's published test cards. */
export type TestCardOutcome =
  | { ok: true }
  | { ok: false; field: "cardNumber" | "expiry" | "cvc"; message: string }
  | { ok: false; declined: true; message: string };

/** Test numbers that pay (Visa, Visa debit, Mastercard, Amex). */
const ACCEPTED = new Set(["4242424242424242", "4000056655665556", "5555555555554444", "378282246310005"]);
/** Test numbers that decline, with Stripe's messages. */
const DECLINED: Record<string, string> = {
  "4000000000000002": "Your card was declined.",
  "4000000000009995": "Your card has insufficient funds.",
  "4000000000000069": "Your card has expired.",
  "4000000000000127": "Your card's security code is incorrect.",
};

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * Checks a card the way a hosted checkout would: number, expiry (MM/YY, not past) and CVC, then the
 * test card's outcome. Any other valid number is declined with a hint, since no real payment happens.
 */
export function checkTestCard(
  card: { cardNumber: string; expiry: string; cvc: string },
  now = new Date(),
): TestCardOutcome {
  const digits = card.cardNumber.replace(/[\s-]/g, "");
  if (!/^\d{13,19}$/.test(digits) || !passesLuhn(digits)) {
    return { ok: false, field: "cardNumber", message: "Your card number is incorrect." };
  }
  const expiry = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(card.expiry.trim());
  const month = expiry ? Number(expiry[1]) : 0;
  if (!expiry || month < 1 || month > 12) {
    return { ok: false, field: "expiry", message: "Your card's expiration date is incomplete." };
  }
  const year = expiry[2]!.length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2]);
  // A card is valid through the last day of its expiry month.
  if (Date.UTC(year, month, 1) <= now.getTime()) {
    return { ok: false, field: "expiry", message: "Your card's expiration year is in the past." };
  }
  const cvcLength = digits.startsWith("34") || digits.startsWith("37") ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc.trim())) {
    return { ok: false, field: "cvc", message: "Your card's security code is incomplete." };
  }
  if (ACCEPTED.has(digits)) return { ok: true };
  return {
    ok: false,
    declined: true,
    message:
      DECLINED[digits] ??
      "Your card was declined. This is a test checkout: use the test card 4242 4242 4242 4242.",
  };
}
