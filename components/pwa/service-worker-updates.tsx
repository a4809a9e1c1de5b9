"use client";

import { lazy, Suspense, useEffect, useState } from "react";

// Registers the service worker (/sw.js, worker/sw.ts) once the page has
// loaded, so a first visit's scripts and requests come first (a few lines of
// the browser's own API: no library in every page's JavaScript). A new worker after a deploy waits until
// the learner chooses: "A new version is ready" with Reload (./update-banner.tsx,
// loaded only then, so every page carries the registration alone). Production
// builds only (`next dev` has no worker).

const UpdateBanner = lazy(() => import("./update-banner"));
const SERVICE_WORKER_URL = "/sw.js";

export function ServiceWorkerUpdates() {
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);

  useEffect(() => {
    if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return;
    const container = navigator.serviceWorker;
    let cancelled = false;
    let recheck: (() => void) | undefined;
    // Only an update waits (the first worker takes over at once): offer it, and reload once it controls the page.
    const offer = (worker: ServiceWorker) => {
      if (!cancelled && container.controller) setWaiting(worker);
    };
    const start = async () => {
      const registration = await container.register(SERVICE_WORKER_URL, { scope: "/" });
      if (registration.waiting) offer(registration.waiting);
      registration.addEventListener("updatefound", () => {
        const installing = registration.installing;
        installing?.addEventListener("statechange", () => {
          if (installing.state === "installed") offer(installing);
        });
      });
      // A tab left open for days still hears of a deploy when the learner comes back to it.
      recheck = () => {
        if (document.visibilityState === "visible") void registration.update().catch(() => undefined);
      };
      document.addEventListener("visibilitychange", recheck);
    };
    const begin = () => void start().catch(() => undefined);
    if (document.readyState === "complete") begin();
    else window.addEventListener("load", begin, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener("load", begin);
      if (recheck) document.removeEventListener("visibilitychange", recheck);
    };
  }, []);

  if (!waiting) return null;
  return (
    <Suspense fallback={null}>
      <UpdateBanner worker={waiting} />
    </Suspense>
  );
}
