// api group: database
// "Fair play and locked doors" (issue 48): strangers cannot take away a
// learner's reset code, names cannot pose as staff, one open practice
// question per card and direction, and malformed paths answer 400.
import { NextRequest, type NextFetchEvent } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startSmtpServer, type TestSmtpServer } from "@/scripts/lib/smtp";
import { nameBodySchema } from "@/lib/account/schema";
import { db } from "@/lib/db";
import { canAsk } from "@/lib/practice/questions";
import type { AnswerKey, PracticeAnswer, QuestionView } from "@/lib/practice/types";
import { practiceWord } from "@/lib/practice/word-tables";
import { addToDeck } from "@/lib/review/deck";
import { answered, nextQuestion, practiceCall } from "@/tests/api/support/practice-calls";
import { signedInUser } from "@/tests/support/session";
import { nicknameSchema } from "@/lib/challenges/schema";
import { STRONG_PASSWORD, codeIn, createUser, jsonRequest, linkIn, loadAuthModules, mailTo, type AuthModules } from "./support/auth-helpers";

// Addresses of this file's own range: the rate limits live in the database the whole run shares.
let ipCounter = 0;
function uniqueIp(): string {
  ipCounter += 1;
  return `100.64.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

describe("reset codes the learner keeps", () => {
  let smtp: TestSmtpServer;
  let auth: AuthModules;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    auth = await loadAuthModules(smtp.url);
  });
  afterAll(async () => {
    await auth?.settle();
    vi.unstubAllEnvs();
    await smtp?.stop();
  });

  const forgot = (email: string, ip: string) => auth.forgotPassword(jsonRequest("/api/v1/auth/forgot-password", { email }, { ip }));
  async function exchange(email: string, code: string, ip: string) {
    const response = await auth.resetCode(jsonRequest("/api/v1/auth/reset-code", { email, code }, { ip }));
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }
  /** Asks for a reset e-mail from `ip`; returns the message. */
  async function resetMail(email: string, ip: string) {
    const before = mailTo(smtp, email).length;
    expect((await forgot(email, ip)).status).toBe(200);
    await auth.settle();
    return smtp.waitForMessage((message) => message.envelope.to.includes(email) && mailTo(smtp, email).indexOf(message) >= before);
  }
  const wrongFor = (code: string) => ["000000", "111111", "222222", "333333", "444444", "555555", "666666"].filter((candidate) => candidate !== code);

  it("strangers' wrong codes do not burn the code the learner's client asked for", async () => {
    const owner = await createUser(auth);
    const home = uniqueIp();
    const code = codeIn(await resetMail(owner.email, home));
    const stranger = uniqueIp();
    const answers = [];
    for (const wrong of wrongFor(code).slice(0, 5)) answers.push((await exchange(owner.email, wrong, stranger)).body.error);
    // The stranger's fifth wrong code burns the codes for the stranger alone.
    expect(answers.at(-1)).toBe("Too many wrong codes: this code no longer works. Please ask for a new one.");
    expect((await exchange(owner.email, code, stranger)).body.error).toBe("Too many wrong codes: this code no longer works. Please ask for a new one.");
    // Other addresses' wrong codes are each their own client's.
    for (const wrong of wrongFor(code).slice(0, 2)) expect((await exchange(owner.email, wrong, uniqueIp())).status).toBe(400);

    expect(await exchange(owner.email, code, home)).toMatchObject({ status: 200, body: { token: expect.any(String) } });
  });

  it("a stranger's forgot-password request adds a code: the learner's code and link keep working", async () => {
    const owner = await createUser(auth);
    const home = uniqueIp();
    const mail = await resetMail(owner.email, home);
    const strangerMail = await resetMail(owner.email, uniqueIp());
    const [code, strangerCode] = [codeIn(mail), codeIn(strangerMail)];

    const link = linkIn(mail);
    expect(await auth.resetLinkIsLive({ email: owner.email, token: link.searchParams.get("token")! })).toBe(true);
    expect((await exchange(owner.email, code, home)).status).toBe(200);
    if (strangerCode !== code) expect((await exchange(owner.email, strangerCode, uniqueIp())).status).toBe(200);
  });

  it("keeps three live codes: a fourth replaces the oldest", async () => {
    const owner = await createUser(auth);
    const { sessionVersion } = (await auth.store.getCredentials(owner.email))!;
    const issue = () => auth.resetCodes.issueResetCode({ email: owner.email, sessionVersion, ttlMs: 60_000, client: uniqueIp() });
    const codes = [await issue(), await issue(), await issue(), await issue()];
    const check = (code: string) => auth.resetCodes.checkResetCode({ email: owner.email, sessionVersion, code, client: uniqueIp() });
    // Newest first, so a code drawn twice is used up by the later one's check.
    expect(await check(codes[3]!)).toBe("right");
    expect(await check(codes[2]!)).toBe("right");
    expect(await check(codes[1]!)).toBe("right");
    if (!codes.slice(1).includes(codes[0]!)) expect(await check(codes[0]!)).toBe("wrong");
  });
});

describe("names that cannot pose as staff", () => {
  const POSERS = [
    "Lex\u0456 Support", // Cyrillic і
    "\uFF2C\uFF45\uFF58\uFF49", // full-width Ｌｅｘｉ
    "\u24C1\u24D4\u24E7\u24D8", // circled Ⓛⓔⓧⓘ
    "Lexi Official Bot",
    "\u13DEexi Team", // Cherokee Ꮮ
    "Iexi Support",
    "L\u00E9xi Staff",
  ];
  const FILLED = ["\u3164", "\u115F", "\u1160", "\uFFA0", "\u200B", "\u2060", "\u00A0", "\u2800"].map((filler) => `Ad${filler}a`);
  const ORDINARY = ["Jos\u00E9", "Zo\u00EB", "\u674E\u660E", "Alexis", "Lexi Smith", "Ada Lovelace"];

  let auth: AuthModules;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    auth = await loadAuthModules(smtp.url);
  });
  afterAll(async () => {
    await auth?.settle();
    vi.unstubAllEnvs();
    await smtp?.stop();
  });

  const register = async (username: string) => {
    const body = { username, email: `${crypto.randomUUID()}@example.org`, password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD };
    const response = await auth.register(jsonRequest("/api/v1/auth/register", body, { ip: uniqueIp() }));
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it("refuses look-alike staff names and invisible fillers as a nickname", () => {
    for (const name of [...POSERS, ...FILLED, "\u3164\u3164"]) expect(nicknameSchema.safeParse(name).success, JSON.stringify(name)).toBe(false);
    for (const name of ORDINARY) expect(nicknameSchema.safeParse(name).success, name).toBe(true);
  });

  it("refuses them as an account name at sign-up and on the profile (the board shows it)", async () => {
    for (const name of POSERS)
      expect(await register(name), JSON.stringify(name)).toMatchObject({ status: 400, body: { error: "This username is reserved. Please choose another." } });
    for (const name of FILLED)
      expect(await register(name), JSON.stringify(name)).toMatchObject({ status: 400, body: { error: "Username contains characters that are not allowed." } });
    for (const name of ORDINARY) expect((await register(name)).status, name).toBe(201);
    expect(nameBodySchema.safeParse({ name: "Lex\u0456 Support" }).success).toBe(false);
    expect(nameBodySchema.safeParse({ name: "Jos\u00E9" }).success).toBe(true);
  });
});

describe("one open practice question per card", () => {
  /** A word of the set that has both a meaning and a typed question. */
  function twoKindWord(from: number): number {
    for (let index = from; practiceWord(index); index += 1) if (canAsk("meaning", index) && canAsk("typed", index)) return index;
    throw new Error("no word with both kinds");
  }
  async function rightAnswer(view: QuestionView): Promise<PracticeAnswer> {
    const key = (await db().practiceQuestion.findUniqueOrThrow({ where: { id: view.id } })).answerKey as unknown as AnswerKey;
    if ("word" in key) return { text: key.needed?.[0] ?? key.word };
    if ("pairs" in key) return { pairs: [...key.pairs] };
    return { choice: key.correct };
  }
  const answer = async (user: Awaited<ReturnType<typeof signedInUser>>, view: QuestionView) =>
    practiceCall("answer", { questionId: view.id, answer: await rightAnswer(view), durationMs: 3000 }, user);

  it("six questions asked at once on one card (meaning and typed): every one answered right grades the card once", async () => {
    const learner = await signedInUser("hexa-grader");
    const wordIndex = twoKindWord(700);
    await addToDeck(learner.id, wordIndex);
    const views = await Promise.all(
      Array.from({ length: 6 }, (_, i) => nextQuestion(learner, { source: "review", kind: i % 2 ? "typed" : "meaning", exclude: [] })),
    );
    expect(new Set(views.map((view) => view.id)).size).toBe(6);
    const statuses = [];
    for (const view of views) statuses.push((await answer(learner, view)).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 410)).toHaveLength(5);
    expect(await db().reviewLog.count({ where: { userId: learner.id } })).toBe(1);
  });

  it("a meaning question closes the typed question open on the same card, whose word it shows", async () => {
    const learner = await signedInUser("peeker");
    const wordIndex = twoKindWord(900);
    await addToDeck(learner.id, wordIndex);
    const typed = await nextQuestion(learner, { source: "review", kind: "typed", exclude: [] });
    const meaning = await nextQuestion(learner, { source: "review", kind: "meaning", exclude: [] });
    expect(await answered(await answer(learner, typed), 410)).toEqual({ error: "This question has expired. Please take a new one." });
    expect((await answer(learner, meaning)).status).toBe(200);
  });
});

describe("malformed percent-encoding in a path: 400, never a 500", () => {
  // The same list against `next start`: tests/deploy/malformed-paths.test.ts.
  const MALFORMED = ["/words/%ff", "/words/%", "/words/abc%", "/words/%C0%AE", "/words/s/%ff", "/challenge/%ff", "/api/auth/%ff", "/sitemaps/%ff"];
  type Middleware = (request: NextRequest, event: NextFetchEvent) => Promise<Response>;

  it("middleware answers each 400 JSON with the security headers, before anything decodes it", async () => {
    const middleware = (await import("@/middleware")).default as Middleware;
    const { config } = await import("@/middleware");
    // As Next anchors the matcher, its named parameter read as the group it is (tests/deploy/middleware-matcher.test.ts holds the build's).
    const runsFor = (path: string) => config.matcher.some((pattern) => new RegExp(`^${pattern.replace(/:\w+\(/g, "(").replace(/:\w+/g, "[^/]+")}$`).test(path));
    for (const path of MALFORMED) {
      expect(runsFor(path), path).toBe(true);
      const response = await middleware(new NextRequest(`http://localhost:3000${path}`), {} as NextFetchEvent);
      expect(response.status, path).toBe(400);
      expect(response.headers.get("content-type"), path).toMatch(/^application\/json/);
      expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(response.headers.get("x-frame-options"), path).toBe("DENY");
      expect(response.headers.get("content-security-policy"), path).toContain("default-src 'none'");
      expect(await response.json(), path).toEqual({ error: "Bad request: the address is not valid." });
    }
    // Well-formed: passed on as before (the API untouched), or redirected to the word's one spelling.
    expect((await middleware(new NextRequest("http://localhost:3000/api/auth/a%20b"), {} as NextFetchEvent)).headers.get("x-middleware-next")).toBe("1");
    expect(runsFor("/api/auth/session"), "the API without a %").toBe(false);
    expect((await middleware(new NextRequest("http://localhost:3000/words/Person"), {} as NextFetchEvent)).status).toBe(308);
  });
});
