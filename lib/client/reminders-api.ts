import "client-only";
// Reminders from the browser: the account page's settings, the e-mailed
// unsubscribe link's page, and this browser's push subscription: whether the
// browser can have one, and turning it on (the permission prompt,
// PushManager.subscribe on the service worker's registration, then saving it
// with the API) and off (forgetting it on the server, then unsubscribing).
import { ACCOUNT_MESSAGES } from "@/lib/account/messages";
import { apiCall, apiPost } from "./api";
import { postJson, type PostResult } from "./post-json";

const PUSH_API_PATH = "/account/reminders/push";
/** The service worker registers after load; a browser without one never gets ready. */
const READY_MS = 10_000;

/** The learner refused notifications (now or before): only the browser's site settings can undo it. */
export class PushBlockedError extends Error {}

/** Whether this browser can get push notifications: a service worker, PushManager and notifications. */
export function pushSupported(): boolean {
  return "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

/** This browser's push subscription, or null (no worker registered yet, or not subscribed). */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

function workerReady(): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("The service worker is not ready.")), READY_MS);
  });
  return Promise.race([navigator.serviceWorker.ready, late]).finally(() => clearTimeout(timer));
}

/** The VAPID public key (base64url) as the bytes PushManager.subscribe takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64url.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const current = subscription.options.applicationServerKey;
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((byte, i) => byte === key[i]);
}

/** Subscribes this browser with the server's key and saves the subscription. @throws PushBlockedError when notifications are refused. */
export async function turnPushOn(publicKey: string): Promise<void> {
  if (Notification.permission === "denied") throw new PushBlockedError();
  const key = keyBytes(publicKey);
  const registration = await workerReady();
  let subscription = await registration.pushManager.getSubscription();
  // One made with another key (the server's keys changed) cannot carry our pushes.
  if (subscription && !sameKey(subscription, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  try {
    subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  } catch (error) {
    if (error instanceof DOMException && error.name === "NotAllowedError") throw new PushBlockedError();
    throw error;
  }
  await apiPost(PUSH_API_PATH, subscription.toJSON());
}

/** Forgets this browser's subscription on the server, then unsubscribes it. */
export async function turnPushOff(): Promise<void> {
  const subscription = await currentPushSubscription();
  if (!subscription) return;
  await apiCall(PUSH_API_PATH, { method: "DELETE", body: JSON.stringify({ endpoint: subscription.endpoint }) });
  await subscription.unsubscribe();
}

export interface ReminderSettingsView {
  email: boolean;
  hour: number;
  timeZone: string;
}

/** POST /account/reminders; never throws (./post-json.ts). `timeZone`: the browser's, which the hour is in. */
export function saveReminderSettings(input: { email: boolean; hour: number; timeZone?: string }): Promise<PostResult<ReminderSettingsView>> {
  return postJson("/account/reminders", input, ACCOUNT_MESSAGES.somethingWentWrong);
}

/** POST /reminders/unsubscribe with the link's u, v and t; never throws (./post-json.ts): a link that is not ours answers 400. */
export function unsubscribeByLink(link: { u: string; v: string; t: string }): Promise<PostResult<{ message: string }>> {
  return postJson("/reminders/unsubscribe", link, ACCOUNT_MESSAGES.somethingWentWrong);
}
