// The service worker's push side (lib/push/worker-handlers.ts) on a stand-in
// for its global scope, and the message the server builds for it.
import { describe, expect, it, vi } from "vitest";
import { readPushMessage } from "@/lib/push/payload";
import {
  addPushHandlers,
  notificationFor,
  type NotificationClickEventLike,
  type PushEventLike,
  type PushWorkerScope,
  type WindowClientLike,
} from "@/lib/push/worker-handlers";
import { reminderPushMessage } from "@/lib/reminders/messages";

const ORIGIN = "https://lexi.example.org";

function tab(url: string): WindowClientLike & { focus: ReturnType<typeof vi.fn>; navigate: ReturnType<typeof vi.fn> } {
  return { url, focus: vi.fn(async () => undefined), navigate: vi.fn(async () => undefined) };
}

/** A worker scope with these open tabs; its listeners, and what it showed and opened. */
function scopeWith(tabs: WindowClientLike[]) {
  const listeners = new Map<string, (event: never) => void>();
  const shown: { title: string; options?: NotificationOptions }[] = [];
  const opened: string[] = [];
  const scope: PushWorkerScope = {
    location: { origin: ORIGIN },
    registration: {
      showNotification: async (title, options) => {
        shown.push({ title, options });
      },
    },
    clients: {
      matchAll: async () => tabs,
      openWindow: async (url) => {
        opened.push(url);
      },
    },
    addEventListener: (type: string, listener: (event: never) => void) => listeners.set(type, listener),
  };
  addPushHandlers(scope);
  /** Dispatches an event and waits for what it asked the worker to wait for. */
  async function dispatch(type: "push" | "notificationclick", event: Omit<PushEventLike, "waitUntil"> | Omit<NotificationClickEventLike, "waitUntil">) {
    const waits: Promise<unknown>[] = [];
    listeners.get(type)!({ ...event, waitUntil: (promise: Promise<unknown>) => waits.push(promise) } as never);
    expect(waits).toHaveLength(1);
    await Promise.all(waits);
  }
  return { dispatch, shown, opened };
}

const click = (data: unknown) => ({ notification: { data, close: vi.fn() } });

describe("the push message", () => {
  it("is the digest's subject, a line, and /review", () => {
    expect(reminderPushMessage(1)).toEqual({ title: "1 word is due for review", body: "A few minutes now keeps them fresh.", url: "/review" });
    expect(readPushMessage(JSON.stringify(reminderPushMessage(12)))).toEqual(reminderPushMessage(12));
  });

  it("reads a missing, malformed or partial payload as Lexi's default reminder, and never a URL off the site", () => {
    const fallback = { title: "Lexi", body: "Words are due for review.", url: "/review" };
    expect(readPushMessage(null)).toEqual(fallback);
    expect(readPushMessage("not json")).toEqual(fallback);
    expect(readPushMessage("[1,2]")).toEqual(fallback);
    expect(readPushMessage(JSON.stringify({ title: "3 words are due for review", body: 7 }))).toEqual({ ...fallback, title: "3 words are due for review" });
    expect(readPushMessage(JSON.stringify({ url: "https://evil.example/" })).url).toBe("/review");
    expect(readPushMessage(JSON.stringify({ url: "//evil.example/" })).url).toBe("/review");
    expect(readPushMessage(JSON.stringify({ url: "/progress" })).url).toBe("/progress");
  });
});

describe("addPushHandlers", () => {
  it("on push, shows the notification with Lexi's icon and /review in its data", async () => {
    const worker = scopeWith([]);
    await worker.dispatch("push", { data: { text: () => JSON.stringify(reminderPushMessage(5)) } });
    expect(worker.shown).toEqual([
      {
        title: "5 words are due for review",
        options: {
          body: "A few minutes now keeps them fresh.",
          icon: "/icons/icon-192.png",
          badge: "/icons/icon-192.png",
          tag: "lexi-reminder",
          data: { url: "/review" },
        },
      },
    ]);
    expect(notificationFor(undefined).title).toBe("Lexi");
    // A push without data still shows a notification (userVisibleOnly).
    await worker.dispatch("push", { data: null });
    expect(worker.shown[1]!.title).toBe("Lexi");
  });

  it("on a click, closes the notification and focuses the Lexi tab already at /review", async () => {
    const other = tab("https://elsewhere.example/review");
    const words = tab(`${ORIGIN}/words/apple`);
    const review = tab(`${ORIGIN}/review`);
    const worker = scopeWith([other, words, review]);
    const event = click({ url: "/review" });
    await worker.dispatch("notificationclick", event);
    expect(event.notification.close).toHaveBeenCalled();
    expect(review.focus).toHaveBeenCalled();
    expect(review.navigate).not.toHaveBeenCalled();
    expect(words.focus).not.toHaveBeenCalled();
    expect(other.focus).not.toHaveBeenCalled();
    expect(worker.opened).toEqual([]);
  });

  it("takes another Lexi tab to /review, or opens /review in a new one when no Lexi tab is open (or the tab cannot be navigated)", async () => {
    const words = tab(`${ORIGIN}/words/apple`);
    const withTab = scopeWith([tab("https://elsewhere.example/"), words]);
    await withTab.dispatch("notificationclick", click({ url: "/review" }));
    expect(words.focus).toHaveBeenCalled();
    expect(words.navigate).toHaveBeenCalledWith(`${ORIGIN}/review`);
    expect(withTab.opened).toEqual([]);

    const none = scopeWith([tab("https://elsewhere.example/")]);
    await none.dispatch("notificationclick", click(undefined));
    expect(none.opened).toEqual([`${ORIGIN}/review`]);

    const uncontrolled = tab(`${ORIGIN}/`);
    uncontrolled.navigate.mockRejectedValue(new TypeError("not controlled"));
    const refused = scopeWith([uncontrolled]);
    await refused.dispatch("notificationclick", click({ url: "https://evil.example/" }));
    expect(refused.opened).toEqual([`${ORIGIN}/review`]);
  });
});
