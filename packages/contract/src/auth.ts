import { z } from "zod";
import { LocaleSchema } from "./locales.ts";

/** One of the spec's five password rules (part 1 section 5). */
export type PasswordRule = {
  /** Stable id the web uses as a React key and for tests. */
  id: "length" | "uppercase" | "lowercase" | "number" | "special";
  /** Text shown in the register form's rule list. */
  label: string;
  test: (password: string) => boolean;
};

/** Minimum password length. */
export const PASSWORD_MIN_LENGTH = 8;

/** The five rules, in the order the register form lists them. */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  { id: "length", label: "At least 8 characters", test: (p) => p.length >= PASSWORD_MIN_LENGTH },
  { id: "uppercase", label: "One uppercase letter", test: (p) => /\p{Lu}/u.test(p) },
  { id: "lowercase", label: "One lowercase letter", test: (p) => /\p{Ll}/u.test(p) },
  { id: "number", label: "One number", test: (p) => /\p{Nd}/u.test(p) },
  { id: "special", label: "One special character", test: (p) => /[^\p{L}\p{Nd}]/u.test(p) },
];

export type PasswordRuleResult = { id: PasswordRule["id"]; label: string; passed: boolean };
export type PasswordStrength = "Weak" | "Fair" | "Good" | "Strong";

/** Checks a password against every rule; pure, shared by the register form and the server. */
export function checkPassword(password: string): PasswordRuleResult[] {
  return PASSWORD_RULES.map((rule) => ({ id: rule.id, label: rule.label, passed: rule.test(password) }));
}

/** Strength by the count of rules met: Weak at most 1, Fair 2-3, Good 4, Strong 5. */
export function passwordStrength(password: string): PasswordStrength {
  const met = checkPassword(password).filter((r) => r.passed).length;
  if (met <= 1) return "Weak";
  if (met <= 3) return "Fair";
  if (met === 4) return "Good";
  return "Strong";
}

/** The message naming every failed rule, or null when the password passes all five. */
export function describePasswordFailures(password: string): string | null {
  const failed = checkPassword(password).filter((r) => !r.passed);
  if (failed.length === 0) return null;
  return `Password needs: ${failed.map((r) => r.label.toLowerCase()).join(", ")}`;
}

/** Any password as typed at login (no rules, so old passwords still work). */
const PasswordInputSchema = z.string().min(1, "Email and password are required").max(200);

/** A new password: must pass all five rules; the issue names the failed ones. */
export const NewPasswordSchema = z
  .string()
  .max(200, "Password must be at most 200 characters")
  .superRefine((password, ctx) => {
    const message = describePasswordFailures(password);
    if (message) ctx.addIssue({ code: "custom", message });
  })
  .describe("At least 8 characters with an uppercase, a lowercase, a number and a special character");

/** An email address; surrounding spaces are trimmed, case is kept (comparisons ignore case). */
export const EmailSchema = z.string().trim().max(254).pipe(z.email("Please enter a valid email address"));

/** A display name, 2 to 50 characters after trimming. */
export const UsernameSchema = z
  .string()
  .trim()
  .min(2, "Username must be at least 2 characters")
  .max(50, "Username must be at most 50 characters");

/** POST /api/auth/register */
export const RegisterRequestSchema = z.object({
  username: UsernameSchema,
  email: EmailSchema,
  password: NewPasswordSchema,
  interfaceLocale: LocaleSchema.optional().describe(
    "The interface language chosen while signing up; stored on the account. Without it the request's Accept-Language picks the new learner's learning language, and nothing is stored",
  ),
});
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;

/** POST /api/auth/login */
export const LoginRequestSchema = z.object({
  email: z.string().trim().min(1, "Email and password are required").max(254),
  password: PasswordInputSchema,
  rememberMe: z.boolean().optional().describe("Token lives 30 days when true, 24 hours otherwise"),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

/** Answer of register and login. */
export const TokenResponseSchema = z.object({
  token: z.string().describe("Bearer token (JWT) for the Authorization header"),
});
export type TokenResponse = z.infer<typeof TokenResponseSchema>;

/** POST /api/auth/forgot-password: always answers 202, whether or not the account exists. */
export const ForgotPasswordRequestSchema = z.object({ email: EmailSchema });
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequestSchema>;

/** POST /api/auth/reset-password */
export const ResetPasswordRequestSchema = z.object({
  token: z
    .string()
    .trim()
    .min(1, "The reset token is missing")
    .max(200)
    .describe("Token from the emailed link"),
  password: NewPasswordSchema,
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;

/** POST /api/auth/login-link: signs in with the one-time link emailed while the account is throttled. */
export const LoginLinkRequestSchema = z.object({
  token: z
    .string()
    .trim()
    .min(1, "The sign-in link is missing its token")
    .max(200)
    .describe("Token from the emailed sign-in link (single use, 15 minutes)"),
});
export type LoginLinkRequest = z.infer<typeof LoginLinkRequestSchema>;

/** Answer of forgot-password (the same for known and unknown emails). */
export const ForgotPasswordResponseSchema = z.object({
  message: z.string().describe("Generic confirmation that never reveals whether the account exists"),
});
export type ForgotPasswordResponse = z.infer<typeof ForgotPasswordResponseSchema>;

/** One message the dev 'outbox' mail provider kept (GET /api/dev/outbox, not in production). */
export const OutboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string().describe("Plain-text body"),
  createdAt: z.string().describe("ISO timestamp"),
});
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;

/** GET /api/dev/outbox: newest first. */
export const OutboxResponseSchema = z.object({ messages: z.array(OutboxMessageSchema) });
export type OutboxResponse = z.infer<typeof OutboxResponseSchema>;
