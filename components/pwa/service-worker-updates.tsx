"use client";

import { useEffect, useState } from "react";
import { buttonClassName } from "@/components/ui/button-link";
import styles from "./service-worker-updates.module.css";

// Registers the service worker (/sw.js, worker/sw.ts) once the page has
// loaded, so a first visit's scripts and requests come first; its library
// (@serwist/window) loads only then. A new worker after a deploy waits until
// the learner chooses: "A new version is ready" with Reload, which lets it
// take over and reloads the page. Production builds only (`next dev` has no
// worker).

export const UPDATE_MESSAGE = "A new version is ready";

type Activate = () => void;

export function ServiceWorkerUpdates() {
  const [activate, setActivate] = useState<Activate | null>(null);

  useEffect(() => {
    if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return;
    let cancelled = false;
    let recheck: (() => void) | undefined;
    const start = async () => {
      const { Serwist } = await import("@serwist/window");
      if (cancelled) return;
      const worker = new Serwist("/sw.js", { scope: "/", type: "classic" });
      worker.addEventListener("waiting", () => {
        setActivate(() => () => {
          worker.addEventListener("controlling", () => window.location.reload());
          worker.messageSkipWaiting();
        });
      });
      await worker.register();
      // A tab left open for days still hears of a deploy when the learner comes back to it.
      recheck = () => {
        if (document.visibilityState === "visible") void worker.update();
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
