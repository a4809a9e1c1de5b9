// The e-mail the e2e server's SMTP test server received: scripts/e2e-server.ts
// writes each message to test-results/e2e-mail/<sequence>.json.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";

export type E2EMail = { seq: number; to: string[]; from: string | null; subject: string; text: string; html: string };

const MAIL_DIR = path.join(process.cwd(), "test-results", "e2e-mail");

/** Every message received so far for `address`, oldest first. */
export function mailsTo(address: string): E2EMail[] {
  let files: string[];
  try {
    files = readdirSync(MAIL_DIR).filter((file) => file.endsWith(".json"));
  } catch {
    return [];
  }
  const wanted = address.toLowerCase();
  return files
    .sort()
    .map((file) => ({ seq: Number.parseInt(file, 10), ...(JSON.parse(readFileSync(path.join(MAIL_DIR, file), "utf8")) as Omit<E2EMail, "seq">) }))
    .filter((mail) => mail.to.some((to) => to.toLowerCase() === wanted));
}

/**
 * Waits for the newest message to `address` (with `subject`, if given) that
 * arrived after the message numbered `after` (default: any), and returns it.
 */
export async function waitForMail(address: string, { subject, after = 0 }: { subject?: string; after?: number } = {}): Promise<E2EMail> {
  const find = () =>
    mailsTo(address)
      .filter((mail) => mail.seq > after && (subject === undefined || mail.subject === subject))
      .at(-1);
  await expect.poll(() => find()?.seq ?? null, { message: `an e-mail to ${address}`, timeout: 15_000 }).not.toBeNull();
  return find()!;
}

/** The sequence number of the newest message to `address` so far (0 if none), for waitForMail's `after`. */
export function lastMailSeq(address: string): number {
  return mailsTo(address).at(-1)?.seq ?? 0;
}

/** The one link to this site in a message's text. */
export function linkIn(mail: E2EMail, baseURL: string): URL {
  const links = (mail.text.match(/https?:\/\/\S+/g) ?? []).filter((link) => link.startsWith(baseURL));
  expect(links, `links to ${baseURL} in "${mail.subject}"`).toHaveLength(1);
  return new URL(links[0]!);
}

export function codeIn(mail: E2EMail): string {
  const code = mail.text.match(/code[^:\n]*:\s*(\d{6})\b/i)?.[1];
  expect(code, `a 6-digit code in "${mail.subject}"`).toBeTruthy();
  return code!;
}
