// What a push message carries, as JSON: built by the server (lib/reminders),
// read by the service worker (lib/push/worker-handlers.ts). Browser-safe.

export interface PushMessage {
  title: string;
  body: string;
  /** A path of the app the notification opens. */
  url: string;
}

export const PUSH_ICON = "/icons/icon-192.png";
const FALLBACK: PushMessage = { title: "Lexi", body: "Words are due for review.", url: "/review" };

/** The message in a push's data, the fallback's parts where it is missing or malformed (a notification is shown for every push). */
export function readPushMessage(text: string | null | undefined): PushMessage {
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  const field = (name: keyof PushMessage) => {
    const value = data && typeof data === "object" ? (data as Record<string, unknown>)[name] : undefined;
    return typeof value === "string" && value.trim() ? value : FALLBACK[name];
  };
  const url = field("url");
  // Only a path of this site: a push never opens another origin.
  return { title: field("title"), body: field("body"), url: url.startsWith("/") && !url.startsWith("//") ? url : FALLBACK.url };
}
