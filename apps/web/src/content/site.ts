/**
 * Contact details shown on the public site and in the legal texts, kept in one place.
 * The addresses are the product's public mailboxes; change them here only.
 */
export const siteContact = {
  /** General questions and feedback (footer "Contact"). */
  contactEmail: "hello@brainy-ai.app",
  /** Help with the app and billing, refunds under the money-back guarantee. */
  supportEmail: "support@brainy-ai.app",
  /** Data-protection requests and questions (privacy policy). */
  privacyEmail: "privacy@brainy-ai.app",
} as const;
