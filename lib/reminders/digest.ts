import "server-only";
import { appLink, greeting, htmlDocument } from "@/lib/auth/account-mail";
import { escapeMarkup } from "@/lib/escape-markup";
import { sendMail } from "@/lib/mail/send-mail";
import { REVIEW_PATH, digestSubject } from "./messages";
import { oneClickUnsubscribeLink, unsubscribePageLink } from "./token";

export interface Digest {
  userId: string;
  to: string;
  name: string | null;
  /** Recognition cards due now. */
  due: number;
  /** The row's unsubscribe version, signed into the links. */
  version: number;
}

/** The daily digest: how many words are due, a link to /review, the unsubscribe link and the headers mail providers ask for. */
export async function sendDigest({ userId, to, name, due, version }: Digest): Promise<void> {
  const subject = digestSubject(due);
  const review = appLink(REVIEW_PATH, {});
  const unsubscribe = unsubscribePageLink(userId, version);
  const text = [
    greeting(name),
    "",
    `${subject}. A few minutes now keeps them fresh:`,
    "",
    review,
    "",
    "You get this e-mail because you turned on reminders in Lexi. To stop them, open:",
    unsubscribe,
    "",
    "Lexi",
  ].join("\n");
  const html = htmlDocument([
    escapeMarkup(greeting(name)),
    `${escapeMarkup(subject)}. A few minutes now keeps them fresh.`,
    `<a href="${escapeMarkup(review)}" style="display:inline-block;padding:10px 18px;background:#4f46e5;color:#ffffff;border-radius:999px;text-decoration:none;font-weight:600;">Review now</a>`,
    `You get this e-mail because you turned on reminders in Lexi. <a href="${escapeMarkup(unsubscribe)}">Unsubscribe</a>`,
  ]);
  await sendMail({
    to,
    subject,
    text,
    html,
    headers: { "List-Unsubscribe": `<${oneClickUnsubscribeLink(userId, version)}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  });
}
