"use client";

import { lazy, Suspense, useSyncExternalStore } from "react";
import { subscribeToToastRequests, toastsRequested } from "./toast";

const SonnerToasters = lazy(() => import("./sonner-toasters"));

/** The toasters, mounted (and their code loaded) when the first toast is shown. */
export function AppToasters() {
  const requested = useSyncExternalStore(subscribeToToastRequests, toastsRequested, () => false);
  return requested ? (
    <Suspense fallback={null}>
      <SonnerToasters />
    </Suspense>
  ) : null;
}
