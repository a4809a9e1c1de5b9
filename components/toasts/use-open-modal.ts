"use client";

import { useSyncExternalStore } from "react";

// A modal <dialog> (showModal) is drawn in the browser's top layer, over
// everything else, its backdrop included: toasts shown while one is open are
// put inside it to be seen (sonner-toasters.tsx).

function openModal(): HTMLDialogElement | null {
  return document.querySelector<HTMLDialogElement>("dialog:modal");
}

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  // A dialog closes (its open attribute goes) or is removed with its page (a navigation after Delete my
  // account): either way the toasts inside it must come back out, or they go with it.
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["open"] });
  return () => observer.disconnect();
}

/** The modal dialog open now, if any. */
export function useOpenModal(): HTMLDialogElement | null {
  return useSyncExternalStore(subscribe, openModal, () => null);
}
