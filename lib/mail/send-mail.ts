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
  /** Extra header lines, e.g. List-Unsubscribe (RFC 8058). */
  headers?: Record<string, string>;
  /** Where replies go, e.g. the visitor who wrote through the contact form. */
  replyTo?: { name: string; address: string };
}

export type MailResult = { via: "smtp"; messageId: string } | { via: "file"; messageId: string; file: string };

/** A message that was not sent; its id is the one in the log line. */
export class MailSendError extends Error {
  constructor(
    readonly messageId: string,
    readonly subject: string,
    options: { cause: unknown },
  ) {
    const reason = options.cause instanceof Error ? options.cause.message : String(options.cause);
    super(`mail: sending "${subject}" failed (message id ${messageId}): ${reason}`, options);
    this.name = "MailSendError";
  }
}

// Our own Message-ID, so a failure can be logged with the id the message would have had.
function newMessageId(from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? "localhost";
  return `<${randomUUID()}@${domain}>`;
}

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
 * Without EMAIL_SERVER, in development and tests only, the message is written
 * as an .eml file to .data/mail/ instead, with a one-line notice on the
 * console, so links in it can be followed with no mail server; production
 * never does that (it does not start without EMAIL_SERVER, and a send without
 * it fails here). A failure is logged with the message id and thrown as a
 * MailSendError, for the caller to tell the user.
 */
export async function sendMail(message: MailMessage): Promise<MailResult> {
  const { EMAIL_SERVER, EMAIL_FROM, NODE_ENV } = env();
  const messageId = newMessageId(EMAIL_FROM);
  const mail = { from: EMAIL_FROM, messageId, ...message };
  try {
    if (EMAIL_SERVER) {
      const info = await smtpTransport(EMAIL_SERVER).sendMail(mail);
      return { via: "smtp", messageId: info.messageId };
    }
    if (NODE_ENV === "production") throw new Error("EMAIL_SERVER is not set (the file outbox is for development and tests only)");
    return await writeToOutbox(mail, message);
  } catch (error) {
    const failure = new MailSendError(messageId, message.subject, { cause: error });
    console.error(failure.message);
    throw failure;
  }
}

async function writeToOutbox(mail: MailMessage & { from: string; messageId: string }, message: MailMessage): Promise<MailResult> {
  const info = await nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" }).sendMail(mail);
  const outbox = mailOutboxDir();
  await mkdir(outbox, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const file = path.join(outbox, `${stamp}-${randomUUID().slice(0, 8)}.eml`);
  await writeFile(file, info.message as Buffer);
  console.info(`mail: EMAIL_SERVER is not set; "${message.subject}" to ${message.to} written to ${path.relative(process.cwd(), file)}`);
  return { via: "file", messageId: info.messageId, file };
}

/**
 * Whether mail could be sent now: a connection and greeting to the SMTP server
 * (no message), or nothing to check for the development outbox. Flows that
 * must answer alike whether or not an account exists call this when there is
 * no account, so an unreachable server gives both the same answer.
 * @throws MailSendError when the server cannot be reached.
 */
export async function checkMailServer(): Promise<void> {
  const { EMAIL_SERVER, EMAIL_FROM, NODE_ENV } = env();
  try {
    if (EMAIL_SERVER) await smtpTransport(EMAIL_SERVER).verify();
    else if (NODE_ENV === "production") throw new Error("EMAIL_SERVER is not set");
  } catch (error) {
    const failure = new MailSendError(newMessageId(EMAIL_FROM), "(connection check)", { cause: error });
    console.error(failure.message);
    throw failure;
  }
}
