// The service worker's push side, for the worker entry to import and call
// with its global scope: `addPushHandlers(self)`. It shows the reminder the
// server pushed (lib/reminders/send-reminders.ts) and, when the learner taps
// it, brings an open Lexi tab to the front at /review, or opens one. The types
// are the parts of ServiceWorkerGlobalScope it uses, so the app's DOM-typed
// build compiles it without the webworker library.
import { PUSH_ICON, readPushMessage } from "./payload";

interface ExtendableEventLike {
  waitUntil(promise: Promise<unknown>): void;
}

export interface PushEventLike extends ExtendableEventLike {
  data: { text(): string } | null;
}

export interface NotificationClickEventLike extends ExtendableEventLike {
  notification: { data: unknown; close(): void };
}

export interface WindowClientLike {
  url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}

export interface PushWorkerScope {
  location: { origin: string };
  registration: { showNotification(title: string, options?: NotificationOptions): Promise<void> };
  clients: {
    matchAll(options: { type: "window"; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: "push", listener: (event: PushEventLike) => void): void;
  addEventListener(type: "notificationclick", listener: (event: NotificationClickEventLike) => void): void;
}

/** The notification a push's data shows: its title, and body, Lexi's icon, and the path a tap opens. */
export function notificationFor(text: string | null | undefined): { title: string; options: NotificationOptions } {
  const message = readPushMessage(text);
  return { title: message.title, options: { body: message.body, icon: PUSH_ICON, badge: PUSH_ICON, tag: "lexi-reminder", data: { url: message.url } } };
}

/** The path a tapped notification opens: its data's url, else /review. */
function clickedPath(data: unknown): string {
  const url = data && typeof data === "object" ? (data as { url?: unknown }).url : undefined;
  return readPushMessage(JSON.stringify({ url })).url;
}

/** Focuses a Lexi tab (one at the path first) and takes it there, or opens the path in a new one. */
export async function openLexiAt(scope: PushWorkerScope, path: string): Promise<void> {
  const target = new URL(path, scope.location.origin).href;
  const tabs = (await scope.clients.matchAll({ type: "window", includeUncontrolled: true })).filter((tab) => new URL(tab.url).origin === scope.location.origin);
  const tab = tabs.find((candidate) => candidate.url === target) ?? tabs[0];
  if (!tab) {
    await scope.clients.openWindow(target);
    return;
  }
  await tab.focus();
  if (tab.url !== target) {
    // navigate() refuses a tab the worker does not control: open the path instead.
    await tab.navigate(target).catch(() => scope.clients.openWindow(target));
  }
}

/** Adds the push and notificationclick listeners to the worker's global scope. */
export function addPushHandlers(scope: PushWorkerScope): void {
  scope.addEventListener("push", (event) => {
    const { title, options } = notificationFor(event.data?.text());
    event.waitUntil(scope.registration.showNotification(title, options));
  });
  scope.addEventListener("notificationclick", (event) => {
    event.notification.close();
    event.waitUntil(openLexiAt(scope, clickedPath(event.notification.data)));
  });
}
