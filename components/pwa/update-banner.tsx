"use client";

import { buttonClassName } from "@/components/ui/button-link";
import styles from "./update-banner.module.css";

export const UPDATE_MESSAGE = "A new version is ready";

/** A deploy's worker waits: Reload lets it take over, and the page reloads once it controls it. */
export default function UpdateBanner({ worker }: { worker: ServiceWorker }) {
  const activate = () => {
    navigator.serviceWorker.addEventListener("controllerchange", () => window.location.reload(), { once: true });
    worker.postMessage({ type: "SKIP_WAITING" });
  };
  return (
    <div className={styles.banner} role="status">
      <p className={styles.text}>{UPDATE_MESSAGE}</p>
      <button type="button" className={buttonClassName({ variant: "primary", size: "small" })} onClick={activate}>
        Reload
      </button>
    </div>
  );
}
