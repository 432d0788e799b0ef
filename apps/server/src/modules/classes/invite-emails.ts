import { createHash } from "node:crypto";
import { type EmailInviteStatus, type EmailInvitesResult, MAX_INVITE_EMAILS_PER_DAY } from "@brainy/contract";
import type { FastifyBaseLogger } from "fastify";
import { AppError } from "../../lib/app-error.ts";
import { hitCounter, readCounter } from "../../lib/rate-counter.ts";
import type { UserOptions } from "../../lib/service-options.ts";
import type { Mailer, MailMessage } from "../mail/index.ts";
import { requireTeacher } from "./access.ts";
import { findNames } from "./repository.ts";
import { createInvite } from "./service.ts";

const DAY_MS = 86_400_000;
/** How long the link in an invitation email works. */
const INVITE_EMAIL_DAYS = 14;

/** What sending class emails needs: the mailer, the public address for links, a log for failures. */
export type ClassMailDeps = { mailer: Mailer; publicUrl: string; log: FastifyBaseLogger };

const digest = (value: string) => createHash("sha256").update(value).digest("hex").slice(0, 32);

/** The invitation email: who invites, to which class, the join link, and that the page shows what the teacher sees. */
export function buildInviteEmail(input: {
  to: string;
  teacherName: string;
  className: string;
  link: string;
  expiresAt: Date;
}): MailMessage {
  const until = input.expiresAt.toISOString().slice(0, 10);
  return {
    to: input.to,
    subject: `${input.teacherName} invites you to the class ${input.className} on Brainy AI`,
    text: [
      `${input.teacherName} invites you to join the class "${input.className}" on Brainy AI.`,
      "",
      `Join here: ${input.link}`,
      "",
      "Before you accept, the page shows exactly what your teacher will see about you, and what they never see.",
      `The link works until ${until}. If you did not expect this email, ignore it: nothing happens unless you accept.`,
    ].join("\n"),
  };
}

/**
 * POST /classes/{id}/invites/email: a new student invite, its link emailed to each address. At
 * most one invitation per address and class in 24 h, and 200 invitation emails a day per teacher
 * (each counted atomically in the database, so parallel requests on any instance cannot pass it).
 */
export async function emailInvites(
  options: UserOptions & { classId: string; emails: string[] } & ClassMailDeps,
): Promise<EmailInvitesResult> {
  const { db, userId, classId } = options;
  const role = await requireTeacher(db, classId, userId);
  const teacherKey = `class-invite-mail:teacher:${userId}`;
  const sentToday = await readCounter(db, teacherKey, DAY_MS);
  if (sentToday.count >= MAX_INVITE_EMAILS_PER_DAY) {
    const seconds = Math.max(1, Math.ceil(sentToday.resetInMs / 1000));
    throw new AppError(
      "RATE_LIMIT_EXCEEDED",
      `You have sent ${MAX_INVITE_EMAILS_PER_DAY} invitation emails today, the most allowed. Share the class code instead, or try again tomorrow.`,
      { headers: { "retry-after": String(seconds) }, details: { retryAfterSeconds: seconds } },
    );
  }
  const invite = await createInvite({
    db,
    userId,
    classId,
    input: { role: "student", expiresInDays: INVITE_EMAIL_DAYS },
  });
  const [teacher] = await findNames(db, [userId]);
  const link = `${options.publicUrl.replace(/\/$/, "")}${invite.path}`;
  const results: EmailInvitesResult["results"] = [];
  for (const email of [...new Set(options.emails)]) {
    const status = await sendOneInvite(options, { email, teacherKey }, () =>
      buildInviteEmail({
        to: email,
        teacherName: teacher?.name ?? "Your teacher",
        className: role.name,
        link,
        expiresAt: new Date(invite.expiresAt),
      }),
    );
    results.push({ email, status });
  }
  return { invite, results };
}

async function sendOneInvite(
  options: UserOptions & { classId: string } & ClassMailDeps,
  target: { email: string; teacherKey: string },
  message: () => MailMessage,
): Promise<EmailInviteStatus> {
  const { db } = options;
  const perAddress = `class-invite-mail:${options.classId}:${digest(target.email)}`;
  if ((await hitCounter(db, perAddress, DAY_MS)).count > 1) return "already_invited";
  if ((await hitCounter(db, target.teacherKey, DAY_MS)).count > MAX_INVITE_EMAILS_PER_DAY)
    return "daily_limit";
  try {
    await options.mailer.send(message());
    return "sent";
  } catch (error) {
    options.log.error({ err: error, classId: options.classId }, "class invitation mail could not be sent");
    return "failed";
  }
}
