import type { ExternalToast } from "sonner";

// Toasts without sonner in every page's JavaScript: the library and the two
// toasters are loaded the first time a toast is shown (sonner replays toasts
// created before its Toaster subscribed). Call these instead of sonner's toast.

type Sonner = typeof import("sonner");
type Show = (message: string, options?: ExternalToast) => void;

let sonner: Promise<Sonner> | undefined;
let requested = false;
const listeners = new Set<() => void>();

function loadSonner(): Promise<Sonner> {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  sonner ??= import("sonner");
  return sonner;
}

/** For AppToasters: whether any toast has been asked for yet, and a way to hear when one is. */
export function toastsRequested(): boolean {
  return requested;
}

export function subscribeToToastRequests(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const show =
  (pick: (library: Sonner) => Show): Show =>
  (message, options) =>
    void loadSonner().then((library) => pick(library)(message, options));

export const toast = Object.assign(
  show((library) => library.toast),
  {
    success: show((library) => library.toast.success),
    error: show((library) => library.toast.error),
    warning: show((library) => library.toast.warning),
  },
);
