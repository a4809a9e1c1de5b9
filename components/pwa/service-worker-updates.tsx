"use client";

import { useEffect, useState } from "react";
import { buttonClassName } from "@/components/ui/button-link";
import styles from "./service-worker-updates.module.css";

// Registers the service worker (/sw.js, worker/sw.ts) once the page has
// loaded, so a first visit's scripts and requests come first (a few lines of
// the browser's own API: no library in every page's JavaScript). A new worker after a deploy waits until
// the learner chooses: "A new version is ready" with Reload, which lets it
// take over and reloads the page. Production builds only (`next dev` has no
// worker).

export const UPDATE_MESSAGE = "A new version is ready";
const SERVICE_WORKER_URL = "/sw.js";

type Activate = () => void;

export function ServiceWorkerUpdates() {
  const [activate, setActivate] = useState<Activate | null>(null);

  useEffect(() => {
    if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return;
    const container = navigator.serviceWorker;
    let cancelled = false;
    let recheck: (() => void) | undefined;
    // Only an update waits (the first worker takes over at once): offer it, and reload once it controls the page.
    const offer = (worker: ServiceWorker) => {
      if (cancelled || !container.controller) return;
      setActivate(() => () => {
        container.addEventListener("controllerchange", () => window.location.reload(), { once: true });
        worker.postMessage({ type: "SKIP_WAITING" });
      });
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

  if (!activate) return null;
  return (
    <div className={styles.banner} role="status">
      <p className={styles.text}>{UPDATE_MESSAGE}</p>
      <button type="button" className={buttonClassName({ variant: "primary", size: "small" })} onClick={activate}>
        Reload
      </button>
    </div>
  );
}
