// A real SMTP server for tests: listens on 127.0.0.1 on a free port, accepts
// every message without authentication or TLS, and keeps each one parsed.
// With `refuse`, it answers every message (or those whose recipients it picks)
// with a permanent 554 refusal instead (the connection and greeting still
// succeed), as a server rejecting mail does.
import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  /** The SMTP envelope, which is what decides delivery (Bcc lives only here). */
  envelope: { from: string | null; to: string[] };
  mail: ParsedMail;
}

export interface TestSmtpServer {
  /** e.g. smtp://127.0.0.1:41234, for EMAIL_SERVER. */
  url: string;
  port: number;
  messages: ReceivedMail[];
  /** Resolves with the first message (already received or still to come) that matches. */
  waitForMessage(matches?: (message: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  stop(): Promise<void>;
}

/** The e2e server's SMTP server refuses mail to addresses that start with this (scripts/e2e-server.ts). */
export const REFUSED_MAIL_PREFIX = "refused-";

export interface SmtpServerOptions {
  /** Refuse every message, or those whose envelope recipients this picks (554 after DATA); `refused` counts them. */
  refuse?: boolean | ((recipients: string[]) => boolean);
}

export async function startSmtpServer({ refuse = false }: SmtpServerOptions = {}): Promise<TestSmtpServer & { refused: () => number }> {
  let refused = 0;
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    // Clients that never say QUIT must not hold up stop().
    closeTimeout: 1_000,
    onData(stream, session, callback) {
      const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address);
      if (refuse === true || (typeof refuse === "function" && refuse(recipients))) {
        stream.resume();
        stream.once("end", () => {
          refused += 1;
          callback(Object.assign(new Error("Message refused by test server"), { responseCode: 554 }));
        });
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : null;
          messages.push({ envelope: { from, to: session.envelope.rcptTo.map((rcpt) => rcpt.address) }, mail });
          for (const wake of waiters) wake();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });

  const port = await new Promise<number>((resolve, reject) => {
    server.once("error", reject);
    const listener = server.listen(0, "127.0.0.1", () => resolve((listener.address() as AddressInfo).port));
  });

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    refused: () => refused,
    messages,
    waitForMessage(matches = () => true, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(matches);
          if (!found) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching e-mail within ${timeoutMs} ms (${messages.length} received)`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
