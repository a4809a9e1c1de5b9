import type { Metadata } from "next";
import { OfflineShell } from "@/components/offline/offline-shell";
// The card page frame /review uses.
import styles from "../../(learn)/flashcards/page.module.css";

// The offline shell: static, nothing in it is a learner's. The service worker
// (worker/sw.ts) precaches it and answers with it when a page cannot be
// fetched; in the browser it shows the review kept for offline
// (lib/offline/client-deck.ts), or says there is none, or, for a page that
// needs the server (/progress), says so.

export const metadata: Metadata = {
  title: "Offline",
  robots: { index: false },
};

export default function OfflinePage() {
  return (
    <main className={styles.page}>
      <OfflineShell headerClassName={styles.header} titleClassName={styles.title} />
    </main>
  );
}
