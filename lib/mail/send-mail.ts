import "server-only";
import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { env } from "@/lib/env";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where replies go, e.g. the visitor who wrote through the contact form. */
  replyTo?: { name: string; address: string };
}

export type MailResult = { via: "smtp"; messageId: string } | { via: "file"; messageId: string; file: string };

/** Development outbox, used when EMAIL_SERVER is unset (git-ignored, like all of .data/). */
export function mailOutboxDir(): string {
  return path.join(process.cwd(), ".data", "mail");
}

// Callers wait for the send (the contact form answers after it), so a dead or
// stalled server must fail in seconds, not nodemailer's default minutes.
// Values already in the URL's query (e.g. ?socketTimeout=30000) win.
const SMTP_TIMEOUTS = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 10_000 };

// One transport per server URL, reused across messages.
const transports = new Map<string, Transporter>();

function smtpTransport(serverUrl: string): Transporter {
  let transport = transports.get(serverUrl);
  if (!transport) {
    const url = new URL(serverUrl);
    for (const [name, ms] of Object.entries(SMTP_TIMEOUTS)) {
      if (!url.searchParams.has(name)) url.searchParams.set(name, String(ms));
    }
    transport = nodemailer.createTransport(url.href);
    transports.set(serverUrl, transport);
  }
  return transport;
}

/**
 * Sends one message from EMAIL_FROM over the SMTP server in EMAIL_SERVER.
 * Without EMAIL_SERVER (development) the message is written as an .eml file to
 * .data/mail/ instead, with a one-line notice on the console, so links in it
 * can be followed with no mail server. Throws when sending fails.
 */
export async function sendMail(message: MailMessage): Promise<MailResult> {
  const { EMAIL_SERVER, EMAIL_FROM } = env();
  const mail = { from: EMAIL_FROM, ...message };

  if (EMAIL_SERVER) {
    const info = await smtpTransport(EMAIL_SERVER).sendMail(mail);
    return { via: "smtp", messageId: info.messageId };
  }

  const info = await nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" }).sendMail(mail);
  const outbox = mailOutboxDir();
  await mkdir(outbox, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const file = path.join(outbox, `${stamp}-${randomUUID().slice(0, 8)}.eml`);
  await writeFile(file, info.message as Buffer);
  console.info(`mail: EMAIL_SERVER is not set; "${message.subject}" to ${message.to} written to ${path.relative(process.cwd(), file)}`);
  return { via: "file", messageId: info.messageId, file };
}
