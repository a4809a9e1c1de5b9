// api group: database
// E-mail reminders (lib/reminders) on the run's database, with mail through a
// real SMTP test server: which learners the run picks (time zone, hour,
// daylight saving, nothing due), at most one digest a learner a local day
// (retried and overlapping runs), batches, the unsubscribe link, the cron
// route's secret and the settings endpoint.
//
// The runs use fixed `now` values in early 2026, before any card other test
// files make (they are due from the day the suite runs), so only this file's
// learners have words due and the counts of mails are this file's.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from "@/scripts/lib/smtp";
import { answerOf, APP_URL, postRequest } from "./support/account-helpers";
import { uniqueIp } from "./support/auth-helpers";
import { sessionCookie } from "@/tests/support/session";

const modules = async () => {
  const [run, settings, settingsRoute, unsubscribeRoute, cronRoute, dbModule, users, review] = await Promise.all([
    import("@/lib/reminders/send-reminders"),
    import("@/lib/reminders/settings"),
    import("@/app/api/v1/account/reminders/route"),
    import("@/app/api/v1/reminders/unsubscribe/route"),
    import("@/app/api/cron/reminders/route"),
    import("@/lib/db"),
    import("@/lib/users/user-store"),
    import("@/lib/review/settings"),
  ]);
  return {
    sendDueReminders: run.sendDueReminders,
    updateReminderSettings: settings.updateReminderSettings,
    saveSettings: settingsRoute.POST,
    unsubscribe: unsubscribeRoute.POST,
    cron: cronRoute.GET,
    db: dbModule.db,
    store: users.userStore(),
    updateReviewSettings: review.updateReviewSettings,
  };
};

let smtp: TestSmtpServer;
let m: Awaited<ReturnType<typeof modules>>;

beforeAll(async () => {
  // Mail to refused-…@ is refused (554), as a server rejecting a message does.
  smtp = await startSmtpServer({ refuse: (recipients) => recipients.some((address) => address.startsWith("refused-")) });
  vi.stubEnv("EMAIL_SERVER", smtp.url);
  vi.stubEnv("APP_URL", APP_URL);
  vi.resetModules();
  m = await modules();
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await smtp?.stop();
});

interface Learner {
  id: string;
  email: string;
}

/** A verified learner in `timeZone` with e-mail reminders at `hour`, `due` recognition cards due on 2026-01-01 and `fresh` new cards. */
async function learner({
  timeZone,
  hour,
  due = 2,
  fresh = 0,
  email = true,
  label = "remind",
  lastSentDay = "2026-01-01",
}: {
  timeZone: string;
  hour: number;
  due?: number;
  fresh?: number;
  email?: boolean;
  /** The address's start: "refused" for one the mail server refuses. */
  label?: string;
  /** The slot of their last digest (saving the settings marks the slot in progress). */
  lastSentDay?: string;
}) {
  const address = `${label}-${randomUUID()}@example.com`;
  const user = await m.store.createUser({ name: "Rémi", email: address, passwordHash: "not-a-hash" });
  await m.store.markEmailVerified(user.id);
  await m.updateReviewSettings(user.id, { timeZone });
  await m.db().reminder.create({ data: { userId: user.id, email, hour, lastSentDay: new Date(`${lastSentDay}T00:00:00Z`) } });
  const card = (wordIndex: number, state: number, dueAt: Date) => ({
    userId: user.id,
    wordIndex,
    direction: 0,
    due: dueAt,
    stability: 3,
    difficulty: 5,
    elapsedDays: 0,
    scheduledDays: 3,
    learningSteps: 0,
    reps: state === 0 ? 0 : 2,
    lapses: 0,
    state,
  });
  const cards = [
    ...Array.from({ length: due }, (_, i) => card(100 + i, 2, new Date("2026-01-01T00:00:00Z"))),
    ...Array.from({ length: fresh }, (_, i) => card(200 + i, 0, new Date("2026-01-01T00:00:00Z"))),
    // Due long after every `now` here, and a production card due: neither counts.
    card(300, 2, new Date("2027-01-01T00:00:00Z")),
    { ...card(100, 2, new Date("2026-01-01T00:00:00Z")), direction: 1 },
  ];
  await m.db().reviewCard.createMany({ data: cards });
  return { id: user.id, email: address } satisfies Learner;
}

const mailsTo = (learner: Learner): ReceivedMail[] => smtp.messages.filter((message) => message.envelope.to.includes(learner.email));
/** A header's value as sent (mailparser parses List-Unsubscribe into an object). */
const headerOf = (message: ReceivedMail, name: string) =>
  message.mail.headerLines
    .find((line) => line.key === name)
    ?.line.replace(/^[^:]+:\s*/, "")
    .replace(/\r?\n\s+/g, "");
const at = (iso: string) => ({ now: new Date(iso) });

describe("the reminder run", () => {
  it("sends at the learner's chosen hour in their time zone, daylight-saving days included, with the words due, /review and the unsubscribe headers", async () => {
    // New York springs forward on 2026-03-08 (EST −5 → EDT −4); London on 2026-03-29 at 01:00 UTC (GMT → BST +1).
    const york = await learner({ timeZone: "America/New_York", hour: 8, due: 2, lastSentDay: "2026-03-06" });

    // 2026-03-07 (EST): 12:30 UTC is 07:30 there, 13:30 UTC is 08:30.
    await m.sendDueReminders(at("2026-03-07T12:30:00Z"));
    expect(mailsTo(york)).toHaveLength(0);
    await m.sendDueReminders(at("2026-03-07T13:30:00Z"));
    expect(mailsTo(york)).toHaveLength(1);
    // 2026-03-08 (EDT): 11:30 UTC is 07:30 there (a fixed −5 would say 06:30); 12:30 UTC is 08:30 (−5: 07:30, too early).
    await m.sendDueReminders(at("2026-03-08T11:30:00Z"));
    expect(mailsTo(york)).toHaveLength(1);
    await m.sendDueReminders(at("2026-03-08T12:30:00Z"));
    expect(mailsTo(york)).toHaveLength(2);

    // 2026-03-29 (BST from 01:00 UTC): 06:30 UTC is 07:30 there, 07:10 UTC is 08:10.
    const london = await learner({ timeZone: "Europe/London", hour: 8, due: 1, lastSentDay: "2026-03-28" });
    await m.sendDueReminders(at("2026-03-29T06:30:00Z"));
    expect(mailsTo(london)).toHaveLength(0);
    await m.sendDueReminders(at("2026-03-29T07:10:00Z"));
    expect(mailsTo(london)).toHaveLength(1);

    const [mail] = mailsTo(york);
    expect(mail!.mail.subject).toBe("2 words are due for review");
    expect(mailsTo(london)[0]!.mail.subject).toBe("1 word is due for review");
    expect(mail!.mail.text).toContain(`${APP_URL}/review`);
    expect(mail!.mail.text).toMatch(new RegExp(`${APP_URL}/reminders/unsubscribe\\?u=${york.id}&v=0&t=[A-Za-z0-9_-]{43}`));
    expect(headerOf(mail!, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(headerOf(mail!, "list-unsubscribe")).toMatch(new RegExp(`^<${APP_URL}/api/v1/reminders/unsubscribe\\?u=${york.id}&v=0&t=[A-Za-z0-9_-]{43}>$`));
  });

  it("skips learners with nothing due now (new cards, cards due later) and learners with reminders off", async () => {
    const idle = await learner({ timeZone: "UTC", hour: 9, due: 0, fresh: 5 });
    const off = await learner({ timeZone: "UTC", hour: 9, due: 3, email: false });
    await m.sendDueReminders(at("2026-02-02T10:00:00Z"));
    expect(mailsTo(idle)).toHaveLength(0);
    expect(mailsTo(off)).toHaveLength(0);
    // Nothing was claimed: the slot stays open for when words come due.
    expect((await m.db().reminder.findUnique({ where: { userId: idle.id } }))?.lastSentDay).toEqual(new Date("2026-01-01T00:00:00Z"));
  });

  it("never sends twice on one local day: a retried run and two overlapping runs send one digest; the next day sends again", async () => {
    const ada = await learner({ timeZone: "Asia/Tokyo", hour: 20 });
    const bob = await learner({ timeZone: "Asia/Tokyo", hour: 20 });
    // 2026-02-10T11:30Z is 20:30 in Tokyo.
    await Promise.all([m.sendDueReminders(at("2026-02-10T11:30:00Z")), m.sendDueReminders(at("2026-02-10T11:30:00Z"))]);
    const retried = await m.sendDueReminders(at("2026-02-10T14:00:00Z"));
    expect(mailsTo(ada)).toHaveLength(1);
    expect(mailsTo(bob)).toHaveLength(1);
    expect(retried.sent).toBe(0);
    // 15:30 UTC is 00:30 on 2026-02-11 in Tokyo: before the hour. 11:30 UTC that day is the hour.
    await m.sendDueReminders(at("2026-02-10T15:30:00Z"));
    expect(mailsTo(ada)).toHaveLength(1);
    await m.sendDueReminders(at("2026-02-11T11:30:00Z"));
    expect(mailsTo(ada)).toHaveLength(2);
  });

  it("run once a day (Vercel's Hobby plan), each learner gets one digest a day at that run, whatever the hour they picked", async () => {
    const early = await learner({ timeZone: "Europe/London", hour: 7 });
    const late = await learner({ timeZone: "Europe/London", hour: 22 });
    // 12:00 UTC each day: after 07:00 in London, before 22:00.
    for (const [day, expected] of [
      ["2026-02-24", 1],
      ["2026-02-25", 2],
      ["2026-02-26", 3],
    ] as const) {
      await m.sendDueReminders(at(`${day}T12:00:00Z`));
      expect(mailsTo(early), day).toHaveLength(expected);
      expect(mailsTo(late), day).toHaveLength(expected);
    }
  });

  it("saving the settings counts the slot in progress as sent: turned on before the hour, the first digest comes at the hour", async () => {
    const rae = await learner({ timeZone: "UTC", hour: 9, email: false });
    await m.updateReminderSettings(rae.id, { email: true, hour: 7 }, new Date("2026-02-27T05:30:00Z"));
    await m.sendDueReminders(at("2026-02-27T06:00:00Z"));
    expect(mailsTo(rae)).toHaveLength(0);
    await m.sendDueReminders(at("2026-02-27T07:00:00Z"));
    expect(mailsTo(rae)).toHaveLength(1);
    // A later hour the same day brings no second digest.
    await m.updateReminderSettings(rae.id, { email: true, hour: 20 }, new Date("2026-02-27T08:00:00Z"));
    await m.sendDueReminders(at("2026-02-27T20:30:00Z"));
    expect(mailsTo(rae)).toHaveLength(1);
    await m.sendDueReminders(at("2026-02-28T20:30:00Z"));
    expect(mailsTo(rae)).toHaveLength(2);
  });

  it("a digest the mail server refuses counts as failed and gives the day back: the next run tries again", async () => {
    const refused = await learner({ timeZone: "UTC", hour: 5, label: "refused" });
    const first = await m.sendDueReminders(at("2026-02-12T06:00:00Z"));
    expect(first.failed).toBe(1);
    expect((await m.db().reminder.findUnique({ where: { userId: refused.id } }))?.lastSentDay).toBeNull();
    const retry = await m.sendDueReminders(at("2026-02-12T07:00:00Z"));
    expect(retry.failed).toBe(1);
    // Off again, so it fails no later run.
    await m.db().reminder.update({ where: { userId: refused.id }, data: { email: false } });
  });

  it("reads learners in batches of batchSize, each page after the last, and sends to all of them", async () => {
    const many = await Promise.all(Array.from({ length: 5 }, () => learner({ timeZone: "Europe/Paris", hour: 6 })));
    const run = await m.sendDueReminders({ now: new Date("2026-02-20T06:00:00Z"), batchSize: 2 });
    expect(run.considered).toBeGreaterThanOrEqual(5);
    expect(run.batches).toBe(Math.floor(run.considered / 2) + 1);
    for (const one of many) expect(mailsTo(one)).toHaveLength(1);
    expect(run.sent).toBe(5);
    expect(run.failed).toBe(0);
    expect(run.complete).toBe(true);
  });

  it("past its time limit a run reads no new batch; the next run sends to the learners it left", async () => {
    const many = await Promise.all(Array.from({ length: 4 }, () => learner({ timeZone: "Europe/Paris", hour: 6 })));
    const cut = await m.sendDueReminders({ now: new Date("2026-02-21T06:00:00Z"), batchSize: 2, stopAfterMs: 0 });
    expect(cut).toMatchObject({ batches: 1, complete: false });
    const rest = await m.sendDueReminders({ now: new Date("2026-02-21T07:00:00Z"), batchSize: 2 });
    expect(rest.complete).toBe(true);
    for (const one of many) expect(mailsTo(one)).toHaveLength(1);
  });
});

/** The u, v, t of the List-Unsubscribe URL of the learner's latest digest. */
function linkOf(learner: Learner): { u: string; v: string; t: string } {
  const header = headerOf(mailsTo(learner).at(-1)!, "list-unsubscribe")!;
  const url = new URL(header.slice(1, -1));
  return Object.fromEntries(url.searchParams) as { u: string; v: string; t: string };
}

/** The mail provider's one-click POST (RFC 8058): the form body, no Origin, the link's query. */
function oneClick(query: Record<string, string>): Promise<Response> {
  const search = new URLSearchParams(query).toString();
  return m.unsubscribe(
    new Request(`http://localhost/api/v1/reminders/unsubscribe?${search}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": uniqueIp() },
      body: "List-Unsubscribe=One-Click",
    }),
  );
}

/** The unsubscribe page's POST: JSON from the site's own origin. */
function fromPage(query: Record<string, string>): Promise<Response> {
  return m.unsubscribe(
    new Request("http://localhost/api/v1/reminders/unsubscribe", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost", "x-forwarded-for": uniqueIp() },
      body: JSON.stringify(query),
    }),
  );
}

describe("POST /api/v1/reminders/unsubscribe", () => {
  it("the one-click link from the digest unsubscribes once, with no session and no Origin; used again it says so; no digest follows", async () => {
    const ada = await learner({ timeZone: "UTC", hour: 7 });
    await m.sendDueReminders(at("2026-02-03T08:00:00Z"));
    const link = linkOf(ada);

    const first = await answerOf(await oneClick(link));
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ outcome: "unsubscribed", message: "You are unsubscribed: Lexi will not e-mail you reminders any more." });
    const again = await answerOf(await fromPage(link));
    expect(again.body).toEqual({ outcome: "already", message: "You are already unsubscribed from reminder e-mails." });
    expect(await m.db().reminder.findUnique({ where: { userId: ada.id } })).toMatchObject({ email: false, unsubscribeVersion: 1 });

    await m.sendDueReminders(at("2026-02-04T08:00:00Z"));
    expect(mailsTo(ada)).toHaveLength(1);

    // Reminders on again: the used link no longer turns them off.
    await m.db().reminder.update({ where: { userId: ada.id }, data: { email: true } });
    const stale = await answerOf(await fromPage(link));
    expect(stale.body).toEqual({ outcome: "expired", message: "This unsubscribe link has expired. You can turn reminders off on your account page." });
    expect((await m.db().reminder.findUnique({ where: { userId: ada.id } }))?.email).toBe(true);
  });

  it("refuses a forged or altered link (403) and changes nothing", async () => {
    const ada = await learner({ timeZone: "UTC", hour: 7 });
    const bob = await learner({ timeZone: "UTC", hour: 7 });
    await m.sendDueReminders(at("2026-02-05T08:00:00Z"));
    const link = linkOf(ada);
    const flipped = `${link.t.slice(0, -1)}${link.t.endsWith("A") ? "B" : "A"}`;
    for (const forged of [
      { ...link, t: flipped },
      { ...link, u: bob.id },
      { ...link, v: "1" },
    ]) {
      const answer = await answerOf(await oneClick(forged));
      expect(answer.status, JSON.stringify(forged)).toBe(403);
      expect(answer.body.error).toBe("This unsubscribe link is not valid. You can turn reminders off on your account page.");
    }
    expect((await answerOf(await oneClick({ ...link, t: "short" }))).status).toBe(400);
    for (const one of [ada, bob]) expect((await m.db().reminder.findUnique({ where: { userId: one.id } }))?.email).toBe(true);
  });

  it("is rate limited per client", async () => {
    const ip = uniqueIp();
    const query = new URLSearchParams({ u: "nobody", v: "0", t: "A".repeat(43) }).toString();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const response = await m.unsubscribe(
        new Request(`http://localhost/api/v1/reminders/unsubscribe?${query}`, { method: "POST", headers: { "x-forwarded-for": ip }, body: "" }),
      );
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 403)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it("never refuses a genuine link for the rate: 22 learners' one-click POSTs from one mail provider's address all unsubscribe, after that address's forgeries ran out", async () => {
    const { unsubscribeSignature } = await import("@/lib/reminders/token");
    const ip = uniqueIp();
    const post = (query: Record<string, string>) =>
      m.unsubscribe(
        new Request(`http://localhost/api/v1/reminders/unsubscribe?${new URLSearchParams(query)}`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": ip },
          body: "List-Unsubscribe=One-Click",
        }),
      );
    const forged = { u: "nobody", v: "0", t: "A".repeat(43) };
    for (let i = 0; i < 20; i += 1) expect((await post(forged)).status).toBe(403);
    expect((await post(forged)).status).toBe(429);
    const learners = await Promise.all(Array.from({ length: 22 }, () => learner({ timeZone: "UTC", hour: 7 })));
    for (const one of learners) {
      const answer = await answerOf(await post({ u: one.id, v: "0", t: unsubscribeSignature(one.id, 0) }));
      expect(answer).toMatchObject({ status: 200, body: { outcome: "unsubscribed" } });
    }
  });
});

describe("GET /api/cron/reminders", () => {
  const cronRequest = (authorization?: string) => new Request("http://localhost/api/cron/reminders", { headers: authorization ? { authorization } : {} });

  it("answers 503 and sends nothing while CRON_SECRET is unset; refuses a missing or wrong secret (401); runs with the right one", async () => {
    vi.stubEnv("CRON_SECRET", "");
    const unset = await m.cron(cronRequest("Bearer anything"));
    expect(unset.status).toBe(503);

    vi.stubEnv("CRON_SECRET", "cron-secret-for-the-tests-0123456789");
    expect((await m.cron(cronRequest())).status).toBe(401);
    expect((await m.cron(cronRequest("Bearer wrong-secret"))).status).toBe(401);
    expect((await m.cron(cronRequest("cron-secret-for-the-tests-0123456789"))).status).toBe(401);
    const ran = await m.cron(cronRequest("Bearer cron-secret-for-the-tests-0123456789"));
    expect(ran.status).toBe(200);
    expect(await ran.json()).toEqual(expect.objectContaining({ considered: expect.any(Number), sent: expect.any(Number), failed: expect.any(Number) }));
    vi.stubEnv("CRON_SECRET", "");
  });
});

describe("POST /api/v1/account/reminders", () => {
  it("saves the channel, the hour and the browser's time zone; refuses an hour outside 0–23", async () => {
    const user = await m.store.createUser({ name: "Ada", email: `settings-${randomUUID()}@example.com`, passwordHash: "not-a-hash" });
    const cookie = await sessionCookie({ sub: user.id, name: "Ada", email: user.email, sv: 0 });
    const saved = await answerOf(
      await m.saveSettings(postRequest("/api/v1/account/reminders", { email: true, hour: 7, timeZone: "america/new_york", userId: user.id }, cookie)),
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ email: true, hour: 7, timeZone: "America/New_York" });
    expect(await m.db().reminder.findUnique({ where: { userId: user.id } })).toMatchObject({ email: true, hour: 7 });
    const off = await answerOf(await m.saveSettings(postRequest("/api/v1/account/reminders", { email: false, hour: 7 }, cookie)));
    expect(off.body).toEqual({ email: false, hour: 7, timeZone: "America/New_York" });
    const bad = await answerOf(await m.saveSettings(postRequest("/api/v1/account/reminders", { email: true, hour: 24 }, cookie)));
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe("hour must be a whole hour from 0 to 23.");
  });
});
