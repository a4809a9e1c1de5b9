// api group: database
// POST /api/v1/contact, called as Next calls it, against the run's database.
import { randomUUID } from "node:crypto";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { afterEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { CONTACT_LIMITS, CONTACT_FIELDS, FILL_ALL_FIELDS } from "@/lib/contact/fields";
import { startSmtpServer, type TestSmtpServer } from "@/scripts/lib/smtp";

type Post = (typeof import("@/app/api/v1/contact/route"))["POST"];

const LIMIT = 5;
const TEAM = "team@lexi.test";

/**
 * The route handler with the given mail configuration. lib/env reads the
 * environment once per module instance, so the modules are loaded afresh;
 * lib/db keeps its one client on globalThis, so the pool is shared.
 */
async function loadPost(mailEnv: { EMAIL_SERVER?: string; CONTACT_TO?: string; EMAIL_FROM?: string } = {}): Promise<Post> {
  vi.stubEnv("EMAIL_SERVER", mailEnv.EMAIL_SERVER);
  vi.stubEnv("CONTACT_TO", mailEnv.CONTACT_TO);
  vi.stubEnv("EMAIL_FROM", mailEnv.EMAIL_FROM);
  vi.resetModules();
  return (await import("@/app/api/v1/contact/route")).POST;
}

let ipCounter = 0;
/** A client address no other test uses, so rate limits never interfere. */
function uniqueIp(): string {
  ipCounter += 1;
  return `198.51.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

/** A valid body whose email is unique, to find this test's rows. */
function validBody(overrides: Record<string, unknown> = {}) {
  const tag = randomUUID();
  return {
    name: "Ada Lovelace",
    email: `ada.${tag}@example.com`,
    subject: `Question ${tag}`,
    message: "How do I add a word to my favourites?",
    ...overrides,
  };
}

function request(body: unknown, { ip = uniqueIp(), raw, headers = {} }: { ip?: string; raw?: string; headers?: Record<string, string> } = {}) {
  return new Request("http://localhost/api/v1/contact", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": ip, ...headers },
    body: raw ?? JSON.stringify(body),
  });
}

async function rowsWithEmail(email: string) {
  return db().contactMessage.findMany({ where: { email } });
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe("POST /api/v1/contact: storing", () => {
  it("stores exactly one row with the trimmed fields and answers with a message", async () => {
    const POST = await loadPost();
    const body = validBody();
    const response = await POST(
      request({ name: `  ${body.name}\n`, email: ` ${body.email} `, subject: `\t${body.subject} `, message: `\n${body.message}\n\n` }),
    );

    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ message: "Thank you! Your message has been sent." });
    const rows = await rowsWithEmail(body.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: body.name, email: body.email, subject: body.subject, message: body.message });
    expect(rows[0]!.createdAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it("accepts every field at its maximum length", async () => {
    const POST = await loadPost();
    const domain = `${"d".repeat(60)}.${"e".repeat(60)}.${"f".repeat(60)}.com`;
    const email = `${randomUUID()}${"a".repeat(CONTACT_LIMITS.email - 36 - 1 - domain.length)}@${domain}`;
    expect(email).toHaveLength(CONTACT_LIMITS.email);
    const body = {
      name: "n".repeat(CONTACT_LIMITS.name),
      email,
      subject: "s".repeat(CONTACT_LIMITS.subject),
      message: "m".repeat(CONTACT_LIMITS.message),
    };
    const response = await POST(request(body));
    expect(response.status).toBe(200);
    expect(await rowsWithEmail(email)).toHaveLength(1);
  });
});

describe("POST /api/v1/contact: bad input is a 400 with issues, and stores nothing", () => {
  async function expectRejected(response: Response, email: string | undefined, path?: string) {
    expect(response.status).toBe(400);
    const json = (await response.json()) as { error: string; issues?: { path: string; message: string }[] };
    expect(json.error).toEqual(expect.any(String));
    if (path !== undefined) expect(json.issues?.map((issue) => issue.path)).toContain(path);
    if (email) expect(await rowsWithEmail(email)).toHaveLength(0);
    return json;
  }

  for (const field of CONTACT_FIELDS) {
    it(`a missing ${field}`, async () => {
      const POST = await loadPost();
      const body: Record<string, unknown> = validBody();
      delete body[field];
      const json = await expectRejected(await POST(request(body)), body.email as string | undefined, field);
      expect(json.issues).toContainEqual({ path: field, message: FILL_ALL_FIELDS });
    });

    it(`an empty or blank ${field}`, async () => {
      const POST = await loadPost();
      for (const blank of ["", "   ", "\n\t "]) {
        const body = validBody({ [field]: blank });
        const json = await expectRejected(await POST(request(body)), field === "email" ? undefined : body.email, field);
        // One issue per field: an empty e-mail is not also reported as malformed.
        expect(json.issues).toEqual([{ path: field, message: FILL_ALL_FIELDS }]);
      }
    });

    it(`a ${field} one character over its limit`, async () => {
      const POST = await loadPost();
      const tooLong = field === "email" ? `${"a".repeat(CONTACT_LIMITS.email - 11)}@example.com` : "x".repeat(CONTACT_LIMITS[field] + 1);
      expect(tooLong).toHaveLength(CONTACT_LIMITS[field] + 1);
      const body = validBody({ [field]: tooLong });
      await expectRejected(await POST(request(body)), field === "email" ? undefined : body.email, field);
    });

    it(`a ${field} of the wrong type`, async () => {
      const POST = await loadPost();
      for (const wrong of [42, true, ["text"], { text: "x" }]) {
        const body = validBody({ [field]: wrong });
        await expectRejected(await POST(request(body)), field === "email" ? undefined : body.email, field);
      }
    });
  }

  it("a null field counts as missing", async () => {
    const POST = await loadPost();
    const body = validBody({ subject: null });
    const json = await expectRejected(await POST(request(body)), body.email, "subject");
    expect(json.issues).toContainEqual({ path: "subject", message: FILL_ALL_FIELDS });
  });

  it("a malformed e-mail address", async () => {
    const POST = await loadPost();
    for (const email of ["ada", "ada@", "@example.com", "ada@example", "ada lovelace@example.com", "ada@@example.com"]) {
      const json = await expectRejected(await POST(request(validBody({ email }))), email, "email");
      expect(json.issues).toEqual([{ path: "email", message: "Please enter a valid e-mail address." }]);
    }
  });

  it("malformed JSON, an empty body, and JSON that is not an object", async () => {
    const POST = await loadPost();
    for (const raw of ['{"name": "Ada",', "name=Ada&email=ada@example.com", ""]) {
      const response = await POST(request(undefined, { raw }));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: expect.stringMatching(/JSON/) });
    }
    for (const raw of ["null", "[]", '"hello"', "42"]) {
      await expectRejected(await POST(request(undefined, { raw })), undefined, "");
    }
  });

  it("a NUL character anywhere is refused with 400, not a database error", async () => {
    const POST = await loadPost();
    for (const field of ["name", "subject", "message"] as const) {
      const body = validBody({ [field]: "a\u0000b" });
      const response = await POST(request(body));
      expect(response.status, field).toBe(400);
      expect(await response.json()).toEqual({ error: "Text may not contain the NUL character." });
      expect(await db().contactMessage.count({ where: { email: body.email } })).toBe(0);
    }
  });

  it("a body larger than 64 KiB is refused with 413 before it is parsed", async () => {
    const POST = await loadPost();
    const body = validBody({ message: "x".repeat(70 * 1024) });
    const response = await POST(request(body));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: expect.any(String) });
    expect(await rowsWithEmail(body.email)).toHaveLength(0);
  });

  it("bad input does not use up the sender's allowance", async () => {
    const POST = await loadPost();
    const ip = uniqueIp();
    for (let i = 0; i < LIMIT + 2; i += 1) expect((await POST(request(validBody({ email: "nope" }), { ip }))).status).toBe(400);
    expect((await POST(request(validBody(), { ip }))).status).toBe(200);
  });
});

describe("POST /api/v1/contact: rate limiting", () => {
  it(`allows ${LIMIT} messages per client in 10 minutes, then answers 429 with Retry-After`, async () => {
    const POST = await loadPost();
    const ip = uniqueIp();
    for (let i = 0; i < LIMIT; i += 1) expect((await POST(request(validBody(), { ip }))).status).toBe(200);

    const refusedBody = validBody();
    const refused = await POST(request(refusedBody, { ip }));
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: expect.any(String) });
    const retryAfter = refused.headers.get("retry-after");
    expect(retryAfter).toMatch(/^\d+$/);
    expect(Number(retryAfter)).toBeGreaterThan(500);
    expect(Number(retryAfter)).toBeLessThanOrEqual(600);
    expect(await rowsWithEmail(refusedBody.email)).toHaveLength(0);

    // Another client is unaffected.
    expect((await POST(request(validBody(), { ip: uniqueIp() }))).status).toBe(200);
  });

  it("identifies the client by the X-Forwarded-For entry the trusted proxy added (TRUST_PROXY=1 in tests), then X-Real-IP", async () => {
    const POST = await loadPost();
    const ip = uniqueIp();
    for (let i = 0; i < LIMIT; i += 1) {
      // The same client, writing a different address into the header itself each time: only the proxy's last entry counts.
      expect((await POST(request(validBody(), { ip: `10.0.0.${i + 1}, ${ip}` }))).status).toBe(200);
    }
    const viaRealIp = new Request("http://localhost/api/v1/contact", {
      method: "POST",
      headers: { "content-type": "application/json", "x-real-ip": ip },
      body: JSON.stringify(validBody()),
    });
    expect((await POST(viaRealIp)).status).toBe(429);
  });

  it(`lets exactly ${LIMIT} of 20 concurrent requests from one client through`, async () => {
    const POST = await loadPost();
    const ip = uniqueIp();
    const name = `Concurrent ${randomUUID()}`;
    const responses = await Promise.all(Array.from({ length: 20 }, () => POST(request(validBody({ name }), { ip }))));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([...Array(LIMIT).fill(200), ...Array(20 - LIMIT).fill(429)]);
    expect(await db().contactMessage.count({ where: { name } })).toBe(LIMIT);
  });
});

describe("POST /api/v1/contact: forwarding to CONTACT_TO", () => {
  let smtp: TestSmtpServer | undefined;
  afterEach(async () => {
    await smtp?.stop();
    smtp = undefined;
  });

  it("forwards the message by e-mail with the sender's details, replying to the sender", async () => {
    smtp = await startSmtpServer();
    const POST = await loadPost({ EMAIL_SERVER: smtp.url, CONTACT_TO: TEAM, EMAIL_FROM: "Lexi <no-reply@lexi.test>" });
    const body = validBody({ message: "Line one.\nLine two: ünïcödé ✓" });

    const response = await POST(request(body));
    expect(response.status).toBe(200);

    const { envelope, mail } = await smtp.waitForMessage((m) => m.mail.subject?.includes(body.subject) ?? false);
    expect(envelope.to).toEqual([TEAM]);
    expect(mail.to).toMatchObject({ value: [{ address: TEAM }] });
    expect(mail.from?.value).toEqual([{ name: "Lexi", address: "no-reply@lexi.test" }]);
    expect(mail.replyTo?.value).toEqual([{ name: body.name, address: body.email }]);
    expect(mail.subject).toBe(`[Lexi contact] ${body.subject}`);
    expect(mail.text).toContain(`From: ${body.name} <${body.email}>`);
    expect(mail.text).toContain(body.message);
    expect(await rowsWithEmail(body.email)).toHaveLength(1);
  });

  it("header injection through the subject or name adds no recipient", async () => {
    smtp = await startSmtpServer();
    const POST = await loadPost({ EMAIL_SERVER: smtp.url, CONTACT_TO: TEAM });
    const tag = randomUUID();
    const body = validBody({ name: "Eve\r\nBcc: victim@evil.test", subject: `Hi ${tag}\r\nBcc: victim@evil.test\r\nX-Injected: yes` });

    expect((await POST(request(body))).status).toBe(200);
    const { envelope, mail } = await smtp.waitForMessage((m) => m.mail.subject?.includes(tag) ?? false);
    expect(envelope.to).toEqual([TEAM]);
    expect(mail.bcc).toBeUndefined();
    expect(mail.headers.has("x-injected")).toBe(false);
  });

  it("when the SMTP server is down the visitor still gets 200, the row is stored and the failure logged", async () => {
    // A port that was just listening and is now closed: connections are refused.
    const stopped = await startSmtpServer();
    await stopped.stop();
    const POST = await loadPost({ EMAIL_SERVER: stopped.url, CONTACT_TO: TEAM });
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const body = validBody();

    const response = await POST(request(body));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: "Thank you! Your message has been sent." });
    expect(await rowsWithEmail(body.email)).toHaveLength(1);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining("forwarding it to CONTACT_TO failed"), expect.any(Error));
  });

  it("a server that accepts the connection but never answers cannot hold the visitor up", async () => {
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => void sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as net.AddressInfo;
    try {
      // The URL's own timeout (as .env.example describes) keeps this test short.
      const POST = await loadPost({ EMAIL_SERVER: `smtp://127.0.0.1:${port}?greetingTimeout=300`, CONTACT_TO: TEAM });
      const logged = vi.spyOn(console, "error").mockImplementation(() => {});
      const body = validBody();
      const started = Date.now();
      const response = await POST(request(body));
      expect(response.status).toBe(200);
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(sockets.size).toBe(1);
      expect(await rowsWithEmail(body.email)).toHaveLength(1);
      expect(logged).toHaveBeenCalledWith(expect.stringContaining("forwarding it to CONTACT_TO failed"), expect.any(Error));
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it("sends nothing when CONTACT_TO is unset", async () => {
    smtp = await startSmtpServer();
    const POST = await loadPost({ EMAIL_SERVER: smtp.url });
    const body = validBody();
    expect((await POST(request(body))).status).toBe(200);
    expect(await rowsWithEmail(body.email)).toHaveLength(1);
    // The send is awaited before the response, so nothing can still be on its way.
    expect(smtp.messages).toHaveLength(0);
  });

  it("without EMAIL_SERVER the message is written to .data/mail/ with a notice", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "lexi-mail-"));
    try {
      vi.spyOn(process, "cwd").mockReturnValue(dir);
      const notice = vi.spyOn(console, "info").mockImplementation(() => {});
      const POST = await loadPost({ CONTACT_TO: TEAM });
      const body = validBody();

      expect((await POST(request(body))).status).toBe(200);
      const files = await readdir(path.join(dir, ".data", "mail"));
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      const mail = await simpleParser(await readFile(path.join(dir, ".data", "mail", files[0]!)));
      expect(mail.subject).toBe(`[Lexi contact] ${body.subject}`);
      expect(mail.replyTo?.value).toEqual([{ name: body.name, address: body.email }]);
      expect(notice).toHaveBeenCalledTimes(1);
      expect(notice.mock.calls[0]![0]).toMatch(/^mail: .*\.data\/mail\/.*\.eml$/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
