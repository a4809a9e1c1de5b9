import type { Metadata } from "next";
import { OfflineReview } from "@/components/offline/offline-review";
// The card page frame /review uses.
import styles from "../../(learn)/flashcards/page.module.css";

// The offline shell: static, nothing in it is a learner's. The service worker
// (worker/sw.ts) precaches it and answers with it when a page cannot be
// fetched; in the browser it shows the review kept for offline
// (lib/offline/client-deck.ts), or says there is none.

export const metadata: Metadata = {
  title: "Offline",
  robots: { index: false },
};

export default function OfflinePage() {
  return (
    <main className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Review</h1>
      </header>
      <OfflineReview />
    </main>
  );
}
