/** A model's price in US dollars per million tokens. */
export type ModelPrice = { inputPerMillion: number; outputPerMillion: number };
/** Prices by model id, as the AI_PRICE_* variables name them (see `priceVariableOf`). */
export type AiPrices = Record<string, ModelPrice>;

const PREFIX = "AI_PRICE_";

/** The variable that prices a model: AI_PRICE_ and its id upper-cased, other characters as `_` (gpt-5-mini → AI_PRICE_GPT_5_MINI). */
export function priceVariableOf(modelId: string): string {
  return `${PREFIX}${modelId.toUpperCase().replace(/[^A-Z0-9]+/g, "_")}`;
}

/**
 * Reads every AI_PRICE_<MODEL>=<in>,<out> variable (dollars per million input and output tokens).
 * Throws a message naming the variable when a value is not two non-negative numbers.
 */
export function parseAiPrices(env: Record<string, string | undefined>): AiPrices {
  const prices: AiPrices = {};
  for (const [name, value] of Object.entries(env)) {
    if (!name.startsWith(PREFIX) || value === undefined || value === "") continue;
    const parts = value.split(",").map((part) => Number(part.trim()));
    if (parts.length !== 2 || parts.some((n) => !Number.isFinite(n) || n < 0))
      throw new Error(
        `${name}=${JSON.stringify(value)}: expected "<input>,<output>" dollars per million tokens`,
      );
    prices[name] = { inputPerMillion: parts[0]!, outputPerMillion: parts[1]! };
  }
  return prices;
}

/** What a call's tokens cost in dollars on a model, or undefined when the model has no price. */
export function costOf(prices: AiPrices, modelId: string, inputTokens: number, outputTokens: number) {
  const price = prices[priceVariableOf(modelId)];
  if (!price) return undefined;
  return (inputTokens * price.inputPerMillion + outputTokens * price.outputPerMillion) / 1_000_000;
}
