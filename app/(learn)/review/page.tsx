import type { Metadata } from "next";
import { ReviewScreen } from "@/components/review/review-screen";
import { ButtonLink } from "@/components/ui/button-link";
import { requirePageUser } from "@/lib/auth/page-session";
import { spotChecksOffered } from "@/lib/known/spot-check";
import { newCardCount } from "@/lib/review/deck";
import { dueQueue } from "@/lib/review/queue";
import { reviewSettings } from "@/lib/review/settings";
// The card page frame /flashcards uses: one column, the title centred above the card.
import styles from "../flashcards/page.module.css";

const REVIEW_PATH = "/review";

export const metadata: Metadata = {
  title: "Review",
  robots: { index: false },
};

// The queue is rendered here, so the first card is in the HTML: no client fetch comes before it paints.
export default async function ReviewPage() {
  const user = await requirePageUser(REVIEW_PATH);
  // Read once: the queue is scheduled with them and the screen shows the learner's zone.
  const settings = await reviewSettings(user.id);
  const [queue, newInDeck, spotChecks] = await Promise.all([dueQueue(user.id, { settings }), newCardCount(user.id), spotChecksOffered(user.id)]);
  return (
    <main className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Review</h1>
      </header>
      <ReviewScreen initial={queue} userId={user.id} newInDeck={newInDeck} timeZone={settings.timeZone} spotChecks={spotChecks} />
      {/* Below the flip cards, not beside the title, where toasts show (docs/product.md, Toasts): the same due words,
          each answer checked (app/(learn)/review/quiz). */}
      <p className={styles.more}>
        <ButtonLink href="/review/quiz" variant="secondary" size="small" prefetch={false}>
          Quiz me
        </ButtonLink>
      </p>
    </main>
  );
}
