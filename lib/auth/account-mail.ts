import "server-only";
import { env } from "@/lib/env";
import { escapeMarkup } from "@/lib/escape-markup";
import { sendMail, type MailResult } from "@/lib/mail/send-mail";

// The verification and password-reset e-mails: plain text plus simple HTML.
// Links are built from APP_URL, never from a request's Host header.

export const VERIFY_EMAIL_PATH = "/api/v1/auth/verify-email";
export const RESET_PASSWORD_PATH = "/resetpass";
export const SIGN_IN_LINK_PATH = "/api/v1/auth/sign-in-link";

export const MAIL_SUBJECTS = {
  verify: "Verify your email for Lexi",
  reset: "Reset your Lexi password",
  emailChange: "Confirm your new email for Lexi",
  emailChanged: "Your Lexi email address was changed",
  goodbye: "Your Lexi account has been deleted",
  accountExists: "You already have a Lexi account",
  signInLink: "Your Lexi sign-in link",
} as const;

export const CONFIRM_EMAIL_PATH = "/api/v1/account/confirm-email";

/** An absolute link on this site with the given query. */
export function appLink(path: string, query: Record<string, string>): string {
  const url = new URL(path, env().APP_URL);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
}

/**
 * Development without EMAIL_SERVER: the message went to .data/mail/; the
 * console also gets the link, so an account can be verified or reset with no
 * mail server. Never in production: links are secrets.
 */
function printLinkInDevelopment(result: MailResult, what: string, link: string, code?: string): void {
  if (result.via !== "file" || env().NODE_ENV === "production") return;
  console.info(`mail: ${what}: ${link}${code ? ` (code ${code})` : ""}`);
}

export function greeting(name: string | null): string {
  return name ? `Hello ${name},` : "Hello,";
}

export function htmlDocument(paragraphs: string[]): string {
  return [
    '<!doctype html><html><body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1a1d23;">',
    ...paragraphs.map((paragraph) => `<p>${paragraph}</p>`),
    "</body></html>",
  ].join("\n");
}

/** "1 hour", "24 hours". */
function hours(ms: number): string {
  const count = Math.round(ms / 3_600_000);
  return `${count} hour${count === 1 ? "" : "s"}`;
}

function minutes(ms: number): number {
  return Math.round(ms / 60_000);
}

export async function sendVerificationMail({ to, name, link, lifetimeMs }: { to: string; name: string | null; link: string; lifetimeMs: number }) {
  const lifetime = hours(lifetimeMs);
  const text = [
    greeting(name),
    "",
    "Thank you for signing up for Lexi. Please verify your email address by opening this link:",
    "",
    link,
    "",
    `The link works once and expires in ${lifetime}. If you did not sign up for Lexi, you can ignore this email.`,
    "",
    "Lexi",
  ].join("\n");
  const html = htmlDocument([
    escapeMarkup(greeting(name)),
    "Thank you for signing up for Lexi. Please verify your email address:",
    `<a href="${escapeMarkup(link)}" style="display:inline-block;padding:10px 18px;background:#4f46e5;color:#ffffff;border-radius:999px;text-decoration:none;font-weight:600;">Verify my email</a>`,
    `Or copy this link into your browser:<br><a href="${escapeMarkup(link)}">${escapeMarkup(link)}</a>`,
    `The link works once and expires in ${lifetime}. If you did not sign up for Lexi, you can ignore this email.`,
  ]);
  const result = await sendMail({ to, subject: MAIL_SUBJECTS.verify, text, html });
  printLinkInDevelopment(result, `verification link for ${to}`, link);
  return result;
}

export async function sendResetMail({ to, name, link, code, lifetimeMs }: { to: string; name: string | null; link: string; code: string; lifetimeMs: number }) {
  const lifetime = `${minutes(lifetimeMs)} minutes`;
  const text = [
    greeting(name),
    "",
    "We received a request to reset the password of your Lexi account. Open this link to choose a new password:",
    "",
    link,
    "",
    `Or enter this code on the Forgot password page: ${code}`,
    "",
    `The link and the code work once and expire in ${lifetime}. If you did not ask for this, you can ignore this email: your password stays the same.`,
    "",
    "Lexi",
  ].join("\n");
  const html = htmlDocument([
    escapeMarkup(greeting(name)),
    "We received a request to reset the password of your Lexi account.",
    `<a href="${escapeMarkup(link)}" style="display:inline-block;padding:10px 18px;background:#4f46e5;color:#ffffff;border-radius:999px;text-decoration:none;font-weight:600;">Choose a new password</a>`,
    `Or enter this code on the Forgot password page:<br><strong style="font-size:1.5em;letter-spacing:0.2em;">${escapeMarkup(code)}</strong>`,
    `The link and the code work once and expire in ${lifetime}. If you did not ask for this, you can ignore this email: your password stays the same.`,
  ]);
  const result = await sendMail({ to, subject: MAIL_SUBJECTS.reset, text, html });
  printLinkInDevelopment(result, `password-reset link for ${to}`, link, code);
  return result;
}

/** The sign-in link asked for on the login form (lib/auth/login-link.ts). */
export async function sendSignInLinkMail({ to, name, link, lifetimeMs }: { to: string; name: string | null; link: string; lifetimeMs: number }) {
  const lifetime = `${minutes(lifetimeMs)} minutes`;
  const notYou = "If you did not ask for it, you can ignore this email: nobody can use the link without your mailbox, and your password stays the same.";
  const text = [
    greeting(name),
    "",
    "Open this link to log in to Lexi in this browser:",
    "",
    link,
    "",
    `The link works once and expires in ${lifetime}. ${notYou}`,
    "",
    "Lexi",
  ].join("\n");
  const html = htmlDocument([
    escapeMarkup(greeting(name)),
    "Open this link to log in to Lexi in this browser:",
    `<a href="${escapeMarkup(link)}" style="display:inline-block;padding:10px 18px;background:#4f46e5;color:#ffffff;border-radius:999px;text-decoration:none;font-weight:600;">Log in to Lexi</a>`,
    `Or copy this link into your browser:<br><a href="${escapeMarkup(link)}">${escapeMarkup(link)}</a>`,
    escapeMarkup(`The link works once and expires in ${lifetime}. ${notYou}`),
  ]);
  const result = await sendMail({ to, subject: MAIL_SUBJECTS.signInLink, text, html });
  printLinkInDevelopment(result, `sign-in link for ${to}`, link);
  return result;
}

/** To the new address: the link that moves the account there. */
export async function sendEmailChangeMail({ to, name, link, lifetimeMs }: { to: string; name: string | null; link: string; lifetimeMs: number }) {
  const lifetime = hours(lifetimeMs);
  const text = [
    greeting(name),
    "",
    "You asked to use this address for your Lexi account. Open this link to confirm it:",
    "",
    link,
    "",
    `The link works once and expires in ${lifetime}. Until then your account keeps its current address. If you did not ask for this, you can ignore this email.`,
    "",
    "Lexi",
  ].join("\n");
  const html = htmlDocument([
    escapeMarkup(greeting(name)),
    "You asked to use this address for your Lexi account.",
    `<a href="${escapeMarkup(link)}" style="display:inline-block;padding:10px 18px;background:#4f46e5;color:#ffffff;border-radius:999px;text-decoration:none;font-weight:600;">Confirm my new email</a>`,
    `Or copy this link into your browser:<br><a href="${escapeMarkup(link)}">${escapeMarkup(link)}</a>`,
    `The link works once and expires in ${lifetime}. Until then your account keeps its current address. If you did not ask for this, you can ignore this email.`,
  ]);
  const result = await sendMail({ to, subject: MAIL_SUBJECTS.emailChange, text, html });
  printLinkInDevelopment(result, `e-mail change link for ${to}`, link);
  return result;
}

/** To the old address, once the change is done: a change the owner did not make is noticed. */
export async function sendEmailChangedNotice({ to, name, newEmail }: { to: string; name: string | null; newEmail: string }) {
  const lines = [
    `The email address of your Lexi account is now ${newEmail}. Log in with that address from now on.`,
    "If you did not make this change, reply to this email.",
  ];
  const text = [greeting(name), "", ...lines, "", "Lexi"].join("\n");
  return sendMail({ to, subject: MAIL_SUBJECTS.emailChanged, text, html: htmlDocument([escapeMarkup(greeting(name)), ...lines.map(escapeMarkup)]) });
}

/**
 * To an address that signed up again: sign-up answers exactly as for a new
 * address (nobody learns which addresses have accounts), so the owner is told
 * here what happened and how to get in.
 */
export async function sendAccountExistsMail({ to, name, loginLink, resetLink }: { to: string; name: string | null; loginLink: string; resetLink: string }) {
  const lines = [
    "Someone, perhaps you, just tried to sign up for Lexi with this address. You already have an account, so nothing was changed.",
    `To use it, log in: ${loginLink}`,
    `Forgot your password? Choose a new one: ${resetLink}`,
    "If it was not you, you can ignore this email: your account and password stay as they are.",
  ];
  const text = [greeting(name), "", ...lines, "", "Lexi"].join("\n");
  return sendMail({ to, subject: MAIL_SUBJECTS.accountExists, text, html: htmlDocument([escapeMarkup(greeting(name)), ...lines.map(escapeMarkup)]) });
}

/** After the account is deleted. */
export async function sendGoodbyeMail({ to, name }: { to: string; name: string | null }) {
  const lines = [
    "Your Lexi account has been deleted, as you asked, with your notes, favourites, review history and settings.",
    "Thank you for learning with us. You are welcome back any time: signing up again with this address gives you a new, empty account.",
  ];
  const text = [greeting(name), "", ...lines, "", "Lexi"].join("\n");
  return sendMail({ to, subject: MAIL_SUBJECTS.goodbye, text, html: htmlDocument([escapeMarkup(greeting(name)), ...lines.map(escapeMarkup)]) });
}
