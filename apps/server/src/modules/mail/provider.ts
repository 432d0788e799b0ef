/** One email to send; `text` is always present so every client can read it. */
export type MailMessage = { to: string; subject: string; text: string; html?: string };

/** The email provider interface; `createMailer` (mailer.ts) picks one from config. */
export type Mailer = {
  kind: "smtp" | "outbox";
  send(message: MailMessage): Promise<void>;
};
