import type { Metadata } from "next";
import { CatchUp } from "@/components/review/catch-up";
import { ReviewScreen } from "@/components/review/review-screen";
import { ButtonLink } from "@/components/ui/button-link";
import { requirePageUser } from "@/lib/auth/page-session";
import { spotChecksOffered } from "@/lib/known/spot-check";
import { learnerDay } from "@/lib/review/day";
import { newCardCount } from "@/lib/review/deck";
import { catchUpState } from "@/lib/review/goal-data";
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
  const [queue, newInDeck, spotChecks, catchUp] = await Promise.all([
    dueQueue(user.id, { settings }),
    newCardCount(user.id),
    spotChecksOffered(user.id),
    catchUpState(user.id, settings),
  ]);
  return (
    <main className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Review</h1>
      </header>
      {/* After missed days, a catch-up plan instead of the wall of cards (docs/review.md, Catch-up). Keyed by the plan:
          starting or ending it starts the screen again from the new queue. */}
      <CatchUp state={catchUp} today={learnerDay(new Date(), settings.timeZone)}>
        <ReviewScreen
          key={catchUp.active ? `plan-${catchUp.active.days[0]?.day}` : "no-plan"}
          initial={queue}
          userId={user.id}
          newInDeck={newInDeck}
          timeZone={settings.timeZone}
          spotChecks={spotChecks}
        />
      </CatchUp>
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
