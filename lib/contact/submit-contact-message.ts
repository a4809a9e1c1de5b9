import "server-only";
import { kysely } from "@/lib/db";
import { env } from "@/lib/env";
import { sendMail } from "@/lib/mail/send-mail";
import type { ContactInput } from "@/lib/contact/schema";

/** What the contact form shows on success (the answer's `message`). */
export const CONTACT_SUCCESS_MESSAGE = "Thank you! Your message has been sent.";

/** Messages per client per window. */
export const CONTACT_RATE_LIMIT = { limit: 5, windowSeconds: 10 * 60 } as const;

/**
 * Stores a validated contact message, then forwards it to CONTACT_TO when that
 * is set. The row is written first so nothing is lost when mail is down; a
 * failed forward is logged, not reported to the visitor, whose message is safe.
 */
export async function submitContactMessage(input: ContactInput): Promise<{ id: bigint; forwarded: boolean }> {
  const row = await kysely()
    .insertInto("contact_messages")
    .values({ name: input.name, email: input.email, subject: input.subject, message: input.message })
    .returning(["id", "created_at as createdAt"])
    .executeTakeFirstOrThrow();

  const to = env().CONTACT_TO;
  if (!to) return { id: row.id, forwarded: false };
  try {
    await sendMail({
      to,
      subject: `[Lexi contact] ${input.subject}`,
      replyTo: { name: input.name, address: input.email },
      text: [
        `From: ${input.name} <${input.email}>`,
        `Subject: ${input.subject}`,
        `Received: ${row.createdAt.toISOString()} (contact message #${row.id})`,
        "",
        input.message,
        "",
      ].join("\n"),
    });
    return { id: row.id, forwarded: true };
  } catch (error) {
    console.error(`contact: message #${row.id} is stored but forwarding it to CONTACT_TO failed`, error);
    return { id: row.id, forwarded: false };
  }
}
