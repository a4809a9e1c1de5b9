// api group: database
// Reminders by web push (lib/reminders, lib/push) on the run's database: the
// subscription endpoints (save, replace, remove, validation, another learner's
// subscription), and the reminder run pushing through a real HTTPS push
// service started here (tests/api/support/push-service.ts), its payload
// decrypted as a browser would: one push per browser a day, only with words
// due, nothing twice, a 404/410 removing the subscription, a 500 keeping it
// for the next run.
//
// Like tests/api/reminders.test.ts the runs use fixed `now` values in 2026
// before any card other files make; the learners here are push-only, and what
// is checked is what this file's push service received.
import { randomUUID } from "node:crypto";
import webpush from "web-push";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startSmtpServer, type TestSmtpServer } from "@/scripts/lib/smtp";
import { answerOf, APP_URL, postRequest } from "./support/account-helpers";
import { decryptPush, fakeBrowser, startPushService, type FakeBrowser, type PushService } from "./support/push-service";
import { sessionCookie } from "@/tests/support/session";

const PUSH_PATH = "/api/v1/account/reminders/push";
const CRON_SECRET = "cron-secret-for-the-push-tests-0123456789";

const modules = async () => {
  const [run, pushSubscriptions, settings, route, cronRoute, dbModule, users, review] = await Promise.all([
    import("@/lib/reminders/send-reminders"),
    import("@/lib/reminders/push-subscriptions"),
    import("@/lib/reminders/settings"),
    import("@/app/api/v1/account/reminders/push/route"),
    import("@/app/api/cron/reminders/route"),
    import("@/lib/db"),
    import("@/lib/users/user-store"),
    import("@/lib/review/settings"),
  ]);
  const { POST: logoutAll } = await import("@/app/api/v1/account/logout-all/route");
  return {
    logoutAll,
    sendDueReminders: run.sendDueReminders,
    savePushSubscription: pushSubscriptions.savePushSubscription,
    updateReminderSettings: settings.updateReminderSettings,
    save: route.POST,
    remove: route.DELETE,
    cron: cronRoute.GET,
    db: dbModule.db,
    store: users.userStore(),
    updateReviewSettings: review.updateReviewSettings,
  };
};

let smtp: TestSmtpServer;
let pushService: PushService;
let m: Awaited<ReturnType<typeof modules>>;
const vapid = webpush.generateVAPIDKeys();

beforeAll(async () => {
  // Other files' learners with e-mail reminders may be due in these runs: their digests go here.
  smtp = await startSmtpServer();
  pushService = await startPushService();
  vi.stubEnv("EMAIL_SERVER", smtp.url);
  vi.stubEnv("APP_URL", APP_URL);
  vi.stubEnv("VAPID_PUBLIC_KEY", vapid.publicKey);
  vi.stubEnv("VAPID_PRIVATE_KEY", vapid.privateKey);
  vi.stubEnv("VAPID_SUBJECT", "mailto:reminders@lexi.example.org");
  vi.resetModules();
  m = await modules();
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await pushService?.stop();
  await smtp?.stop();
});

interface Learner {
  id: string;
  cookie: string;
}

/** A verified learner in UTC with reminders at `hour` (e-mail off), `due` recognition cards due on 2026-01-01. */
async function learner({ hour = 8, due = 2 }: { hour?: number; due?: number } = {}): Promise<Learner> {
  const email = `push-${randomUUID()}@example.com`;
  const user = await m.store.createUser({ name: "Pia", email, passwordHash: "not-a-hash" });
  await m.store.markEmailVerified(user.id);
  await m.updateReviewSettings(user.id, { timeZone: "UTC" });
  await m.db().reminder.create({ data: { userId: user.id, email: false, hour } });
  await m.db().reviewCard.createMany({
    data: Array.from({ length: due }, (_, i) => ({
      userId: user.id,
      wordIndex: 100 + i,
      direction: 0,
      due: new Date("2026-01-01T00:00:00Z"),
      stability: 3,
      difficulty: 5,
      elapsedDays: 0,
      scheduledDays: 3,
      learningSteps: 0,
      reps: 2,
      lapses: 0,
      state: 2,
    })),
  });
  return { id: user.id, cookie: await sessionCookie({ sub: user.id, name: "Pia", email, sv: 0 }) };
}

/** A browser subscribed for `learner`, at a push-service path answering `status`, saved at `savedAt` (its slot then counts as sent). */
async function subscribe(learner: Learner, status: number, savedAt: string): Promise<FakeBrowser & { endpoint: string }> {
  const browser = fakeBrowser();
  const endpoint = `${pushService.origin}/push/${status}/${randomUUID()}`;
  await m.savePushSubscription(learner.id, { endpoint, keys: browser.keys }, new Date(savedAt));
  return { ...browser, endpoint };
}

const pushesTo = (endpoint: string) => pushService.received.filter((push) => `${pushService.origin}${push.path}` === endpoint);
const at = (iso: string) => ({ now: new Date(iso) });
const subscriptionOf = (endpoint: string) => m.db().pushSubscription.findUnique({ where: { endpoint } });

function request(method: "POST" | "DELETE", body: unknown, cookie: string): Request {
  const request = postRequest(PUSH_PATH, body, cookie);
  return new Request(request, { method });
}

describe("POST and DELETE /api/v1/account/reminders/push", () => {
  it("saves this browser's subscription, replaces its keys when saved again, and removes it", async () => {
    const ada = await learner();
    const browser = fakeBrowser();
    const endpoint = `https://fcm.googleapis.com/fcm/send/${randomUUID()}`;
    const saved = await answerOf(await m.save(request("POST", { endpoint, keys: browser.keys, expirationTime: null, userId: ada.id }, ada.cookie)));
    expect(saved).toMatchObject({ status: 200, body: { saved: true } });
    expect(await subscriptionOf(endpoint)).toMatchObject({ userId: ada.id, p256dh: browser.keys.p256dh, auth: browser.keys.auth });

    const renewed = fakeBrowser();
    expect((await m.save(request("POST", { endpoint, keys: renewed.keys }, ada.cookie))).status).toBe(200);
    expect(await m.db().pushSubscription.findMany({ where: { userId: ada.id } })).toEqual([
      expect.objectContaining({ endpoint, p256dh: renewed.keys.p256dh, auth: renewed.keys.auth }),
    ]);

    const removed = await answerOf(await m.remove(request("DELETE", { endpoint, userId: ada.id }, ada.cookie)));
    expect(removed).toMatchObject({ status: 200, body: { removed: true } });
    expect(await subscriptionOf(endpoint)).toBeNull();
    const again = await answerOf(await m.remove(request("DELETE", { endpoint }, ada.cookie)));
    expect(again).toMatchObject({ status: 200, body: { removed: false } });
  });

  it("a learner without reminder settings gets the default hour, e-mail off", async () => {
    const user = await m.store.createUser({ name: "Noa", email: `push-new-${randomUUID()}@example.com`, passwordHash: "not-a-hash" });
    const cookie = await sessionCookie({ sub: user.id, name: "Noa", email: user.email, sv: 0 });
    const endpoint = `https://fcm.googleapis.com/fcm/send/${randomUUID()}`;
    expect((await m.save(request("POST", { endpoint, keys: fakeBrowser().keys }, cookie))).status).toBe(200);
    expect(await m.db().reminder.findUnique({ where: { userId: user.id } })).toMatchObject({ email: false, hour: 18 });
  });

  it("cannot remove another learner's subscription", async () => {
    const [ada, bob] = [await learner(), await learner()];
    const endpoint = `https://fcm.googleapis.com/fcm/send/${randomUUID()}`;
    await m.save(request("POST", { endpoint, keys: fakeBrowser().keys }, ada.cookie));
    const refused = await answerOf(await m.remove(request("DELETE", { endpoint, userId: bob.id }, bob.cookie)));
    expect(refused).toMatchObject({ status: 200, body: { removed: false } });
    const claimed = await answerOf(await m.remove(request("DELETE", { endpoint, userId: ada.id }, bob.cookie)));
    expect(claimed.status).toBe(403);
    expect(await subscriptionOf(endpoint)).toMatchObject({ userId: ada.id });
  });

  it("Log out of all devices forgets every browser of the learner, and no other learner's", async () => {
    const [ada, bob] = [await learner(), await learner()];
    const [laptop, phone, bobs] = await Promise.all([
      subscribe(ada, 201, "2026-01-01T00:00:00Z"),
      subscribe(ada, 201, "2026-01-01T00:00:00Z"),
      subscribe(bob, 201, "2026-01-01T00:00:00Z"),
    ]);
    expect((await m.logoutAll(postRequest("/api/v1/account/logout-all", {}, ada.cookie))).status).toBe(200);
    expect(await subscriptionOf(laptop.endpoint)).toBeNull();
    expect(await subscriptionOf(phone.endpoint)).toBeNull();
    expect(await subscriptionOf(bobs.endpoint)).toMatchObject({ userId: bob.id });
  });

  it("refuses an endpoint that is not a bounded https:// URL of a browser push service, and keys of the wrong shape (400), storing nothing", async () => {
    const ada = await learner();
    const keys = fakeBrowser().keys;
    const good = `https://fcm.googleapis.com/fcm/send/${randomUUID()}`;
    const notAPushService = "endpoint must be a browser push service's URL.";
    const cases: [unknown, string][] = [
      [{ endpoint: good.replace("https:", "http:"), keys }, "endpoint must be an https:// URL."],
      [{ endpoint: "not a url", keys }, "endpoint must be an https:// URL."],
      [{ endpoint: "https://user:pw@fcm.googleapis.com/fcm/send/1", keys }, "endpoint must be an https:// URL."],
      [{ endpoint: `https://fcm.googleapis.com/${"x".repeat(1024)}`, keys }, "endpoint must be at most 1024 characters."],
      // The reminder run would POST there: only the browsers' push services, on their default port.
      [{ endpoint: "https://push.example.org/send/1", keys }, notAPushService],
      [{ endpoint: "https://127.0.0.1/send/1", keys }, notAPushService],
      [{ endpoint: "https://fcm.googleapis.com.example.org/send/1", keys }, notAPushService],
      [{ endpoint: "https://fcm.googleapis.com:8443/send/1", keys }, notAPushService],
      [{ endpoint: 42, keys }, "endpoint must be a string."],
      [{ endpoint: good, keys: { ...keys, p256dh: keys.p256dh.slice(1) } }, "keys.p256dh must be a P-256 public key in base64url."],
      [{ endpoint: good, keys: { ...keys, p256dh: `${keys.p256dh.slice(0, -1)}=` } }, "keys.p256dh must be a P-256 public key in base64url."],
      [{ endpoint: good, keys: { ...keys, auth: `${keys.auth}AA` } }, "keys.auth must be 16 bytes in base64url."],
      [{ endpoint: good, keys: { ...keys, auth: keys.auth.replace(/.$/, "+") } }, "keys.auth must be 16 bytes in base64url."],
      [{ endpoint: good }, "keys must be an object with p256dh and auth."],
    ];
    for (const [body, error] of cases) {
      const answer = await answerOf(await m.save(request("POST", body, ada.cookie)));
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answer.body.error).toBe(error);
    }
    const badDelete = await answerOf(await m.remove(request("DELETE", { endpoint: "http://push.example.org/x" }, ada.cookie)));
    expect(badDelete.status).toBe(400);
    expect(await m.db().pushSubscription.count({ where: { userId: ada.id } })).toBe(0);
  });
});

describe("the reminder run, by push", () => {
  it("pushes once a day to each browser of a learner with words due, encrypted for it and signed with the VAPID keys; overlapping and retried runs that day send nothing more", async () => {
    const pia = await learner({ hour: 8, due: 2 });
    const phone = await subscribe(pia, 201, "2026-04-01T07:00:00Z");
    const laptop = await subscribe(pia, 201, "2026-04-01T07:00:00Z");

    // 07:30: the slot saved with the subscriptions is still in progress.
    await m.sendDueReminders(at("2026-04-01T07:30:00Z"));
    expect(pushesTo(phone.endpoint)).toHaveLength(0);
    // Two overlapping runs, then a retried one: each browser gets one push.
    await Promise.all([m.sendDueReminders(at("2026-04-01T08:30:00Z")), m.sendDueReminders(at("2026-04-01T08:30:00Z"))]);
    await m.sendDueReminders(at("2026-04-01T12:00:00Z"));
    expect(pushesTo(phone.endpoint)).toHaveLength(1);
    expect(pushesTo(laptop.endpoint)).toHaveLength(1);

    const [push] = pushesTo(phone.endpoint);
    expect(JSON.parse(decryptPush(push!.body, phone))).toEqual({
      title: "2 words are due for review",
      body: "A few minutes now keeps them fresh.",
      url: "/review",
    });
    expect(JSON.parse(decryptPush(pushesTo(laptop.endpoint)[0]!.body, laptop)).title).toBe("2 words are due for review");
    expect(push!.headers["content-encoding"]).toBe("aes128gcm");
    expect(push!.headers.ttl).toBe("43200");
    expect(push!.headers.topic).toBe("lexi-reminder");
    expect(push!.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${vapid.publicKey}$`));

    // The next day, through the cron route: one more each.
    vi.stubEnv("CRON_SECRET", CRON_SECRET);
    vi.useFakeTimers({ now: new Date("2026-04-02T09:00:00Z"), toFake: ["Date"] });
    try {
      const ran = await m.cron(new Request("http://localhost/api/cron/reminders", { headers: { authorization: `Bearer ${CRON_SECRET}` } }));
      expect(ran.status).toBe(200);
      expect(await ran.json()).toMatchObject({ pushed: expect.any(Number), pushFailed: 0 });
    } finally {
      vi.useRealTimers();
      vi.stubEnv("CRON_SECRET", "");
    }
    expect(pushesTo(phone.endpoint)).toHaveLength(2);
    expect(pushesTo(laptop.endpoint)).toHaveLength(2);
  });

  it("sends nothing on a day with no words due, and nothing without VAPID keys (claiming nothing)", async () => {
    const idle = await learner({ hour: 8, due: 0 });
    const idlePhone = await subscribe(idle, 201, "2026-04-05T07:00:00Z");
    await m.sendDueReminders(at("2026-04-05T09:00:00Z"));
    expect(pushesTo(idlePhone.endpoint)).toHaveLength(0);

    const due = await learner({ hour: 8, due: 1 });
    const phone = await subscribe(due, 201, "2026-04-05T07:00:00Z");
    vi.stubEnv("VAPID_PUBLIC_KEY", "");
    vi.stubEnv("VAPID_PRIVATE_KEY", "");
    vi.stubEnv("VAPID_SUBJECT", "");
    try {
      expect((await m.sendDueReminders(at("2026-04-05T09:00:00Z"))).pushed).toBe(0);
    } finally {
      vi.stubEnv("VAPID_PUBLIC_KEY", vapid.publicKey);
      vi.stubEnv("VAPID_PRIVATE_KEY", vapid.privateKey);
      vi.stubEnv("VAPID_SUBJECT", "mailto:reminders@lexi.example.org");
    }
    expect(pushesTo(phone.endpoint)).toHaveLength(0);
    // With the keys back, the same day's push goes out.
    await m.sendDueReminders(at("2026-04-05T10:00:00Z"));
    expect(pushesTo(phone.endpoint)).toHaveLength(1);
    expect(JSON.parse(decryptPush(pushesTo(phone.endpoint)[0]!.body, phone)).title).toBe("1 word is due for review");
  });

  it("a 410 or 404 from the push service removes that subscription; a 500 keeps it and the next run retries it alone, never pushing twice to a browser that got one", async () => {
    const pia = await learner({ hour: 6 });
    const gone = await subscribe(pia, 410, "2026-04-10T05:00:00Z");
    const missing = await subscribe(pia, 404, "2026-04-10T05:00:00Z");
    const failing = await subscribe(pia, 500, "2026-04-10T05:00:00Z");
    const working = await subscribe(pia, 201, "2026-04-10T05:00:00Z");

    const first = await m.sendDueReminders(at("2026-04-10T07:00:00Z"));
    expect(first.pushGone).toBe(2);
    expect(first.pushFailed).toBe(1);
    for (const browser of [gone, missing, failing, working]) expect(pushesTo(browser.endpoint)).toHaveLength(1);
    expect(await subscriptionOf(gone.endpoint)).toBeNull();
    expect(await subscriptionOf(missing.endpoint)).toBeNull();
    expect(await subscriptionOf(failing.endpoint)).toMatchObject({ userId: pia.id, lastSentDay: null });
    expect(await subscriptionOf(working.endpoint)).toMatchObject({ lastSentDay: new Date("2026-04-10T00:00:00Z") });

    const retry = await m.sendDueReminders(at("2026-04-10T08:00:00Z"));
    expect(retry.pushFailed).toBe(1);
    expect(pushesTo(failing.endpoint)).toHaveLength(2);
    expect(pushesTo(working.endpoint)).toHaveLength(1);
    expect(pushesTo(gone.endpoint)).toHaveLength(1);
    // Gone for good, so it fails no later run.
    await m.db().pushSubscription.delete({ where: { endpoint: failing.endpoint } });
  });

  it("saving the settings counts the push's slot in progress as sent too: a new hour brings no second push that day", async () => {
    const pia = await learner({ hour: 6 });
    const phone = await subscribe(pia, 201, "2026-04-15T05:00:00Z");
    await m.sendDueReminders(at("2026-04-15T06:30:00Z"));
    expect(pushesTo(phone.endpoint)).toHaveLength(1);
    await m.updateReminderSettings(pia.id, { email: false, hour: 20 }, new Date("2026-04-15T07:00:00Z"));
    await m.sendDueReminders(at("2026-04-15T20:30:00Z"));
    expect(pushesTo(phone.endpoint)).toHaveLength(1);
    await m.sendDueReminders(at("2026-04-16T20:30:00Z"));
    expect(pushesTo(phone.endpoint)).toHaveLength(2);
  });
});
