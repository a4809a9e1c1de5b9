import "client-only";

/**
 * Logout's share of push reminders (lib/client/app-storage.ts): this browser
 * stops getting the learner's pushes at once. Its subscription's next push is
 * then refused by the push service (410), and the reminder run forgets it.
 * No request of ours, so no session is needed and the header stays small.
 */
export async function unsubscribeThisBrowser(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    await (await registration?.pushManager?.getSubscription())?.unsubscribe();
  } catch {
    // No worker, no push, or the browser refused: nothing of ours to undo.
  }
}
