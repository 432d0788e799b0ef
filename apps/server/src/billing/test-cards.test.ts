import { describe, expect, it } from "vitest";
import { checkTestCard } from "./test-cards.ts";

const now = new Date("2026-11-24T12:00:00Z");
const card = (cardNumber: string, expiry = "12/30", cvc = "123") =>
  checkTestCard({ cardNumber, expiry, cvc }, now);

describe("checkTestCard", () => {
  it("pays with Stripe's success test cards, spaces or not", () => {
    expect(card("4242 4242 4242 4242")).toEqual({ ok: true });
    expect(card("5555-5555-5555-4444")).toEqual({ ok: true });
    expect(card("378282246310005", "12/30", "1234")).toEqual({ ok: true });
  });

  it("declines the decline test cards with Stripe's messages", () => {
    expect(card("4000 0000 0000 0002")).toEqual({
      ok: false,
      declined: true,
      message: "Your card was declined.",
    });
    expect(card("4000000000009995")).toMatchObject({
      declined: true,
      message: "Your card has insufficient funds.",
    });
  });

  it("declines any other valid number with a hint, since no real payment happens", () => {
    expect(card("4012888888881881")).toMatchObject({
      declined: true,
      message: expect.stringContaining("4242"),
    });
  });

  it("names the field of a malformed card", () => {
    expect(card("4242 4242 4242 4241")).toMatchObject({ field: "cardNumber" });
    expect(card("1234")).toMatchObject({ field: "cardNumber" });
    expect(card("4242424242424242", "13/30")).toMatchObject({ field: "expiry" });
    expect(card("4242424242424242", "1230")).toMatchObject({ field: "expiry" });
    expect(card("4242424242424242", "10/26")).toMatchObject({
      field: "expiry",
      message: "Your card's expiration year is in the past.",
    });
    expect(card("4242424242424242", "11/26")).toEqual({ ok: true });
    expect(card("4242424242424242", "12/2030", "12")).toMatchObject({ field: "cvc" });
  });
});
