import type { PlanTier } from "@brainy/contract";
/** One plan on the pricing table. */
export type Plan = {
  id: PlanTier;
  name: string;
  /** Display price with its currency symbol, exactly as the spec shows it. */
  price: string;
  period: string;
  tagline: string;
  features: string[];
};

/** Free is shown as $0/month and Pro as £5/month: the spec keeps the two currency symbols. */
export const plans: readonly Plan[] = [
  {
    id: "free",
    name: "Free",
    price: "$0",
    period: "/month",
    tagline: "Everything you need to start learning with a plan.",
    features: [
      "1 goal in progress",
      "1 topic per goal",
      "1 lesson generation every 24 hours",
      "5 AI chat questions a day",
      "An assessment with every lesson",
      "Standard AI models",
      "Notes, Pomodoro timer and a personalised roadmap",
    ],
  },
  {
    id: "pro",
    name: "Pro",
    price: "£5",
    period: "/month",
    tagline: "For learners who want to go further, faster.",
    features: [
      "Up to 10 goals in progress",
      "No per-goal topic limit",
      "Unlimited lesson generation",
      "Unlimited AI chat",
      "Unlimited assessments",
      "Our best AI models",
      "Advanced analytics and priority support",
      "Premium themes, knowledge graph and custom learning paths",
    ],
  },
];

/** Refund window for a new Pro subscription, in days. */
export const MONEY_BACK_DAYS = 30;
