import { z } from "zod";
import { LOCALE_CODES } from "./locale-codes.ts";

export * from "./locale-codes.ts";

/** One of the ten interface locales, validated (the codes and helpers are zod-free in locale-codes.ts). */
export const LocaleSchema = z.enum(LOCALE_CODES);
