import type { Metadata } from "next";
import { AppLink } from "@/components/ui/app-link";
import { ContentPage } from "@/components/site/content-page";
import { GRADE_MEANINGS } from "@/lib/review/grade-meanings";
import { GRADES, GRADE_LABELS } from "@/lib/review/types";

// One screen on what /review's four grades mean and what they do to a card,
// linked from /review and its shortcuts list. Static: nothing in it is the learner's.

export const metadata: Metadata = {
  title: "How grading works",
  robots: { index: false },
};

export default function HowGradingWorksPage() {
  return (
    <ContentPage
      title="How grading works"
      lede="After you see a word's meaning, tell Lexi how well you remembered it. Be honest: the schedule is only as good as your grades."
    >
      <dl>
        {GRADES.map((rating) => (
          <div key={rating}>
            <dt>
              <strong>{GRADE_LABELS[rating]}</strong> (key {rating})
            </dt>
            <dd>{GRADE_MEANINGS[rating]}</dd>
          </div>
        ))}
      </dl>
      <h2>When the word comes back</h2>
      <p>
        Each button shows when the word would come back: &ldquo;1 min&rdquo;, &ldquo;10 min&rdquo;, &ldquo;2 days&rdquo;, &ldquo;3 mo&rdquo; (months), &ldquo;1
        yr&rdquo;. A new word, or one you forgot, comes back within minutes in the same session until it sticks; after that, each time you remember it the gap
        grows, longer for Easy and shorter for Hard. Again starts the word over with short steps.
      </p>
      <p>
        The schedule is FSRS, the memory model Anki uses: a word comes back just before you would forget it, so you keep about 9 words in 10 you have learned
        with a few minutes a day. You can set that target, and how many new words a day you start, on <AppLink href="/progress">Progress</AppLink>.
      </p>
      <h2>Remember and Not remembered on flashcards</h2>
      <p>
        On Flashcards, Remember and Not remembered add a new word to your review (it comes back in 10 min or in 1 min) and take one of the day&apos;s new words.
        They are not reviews: they do not count in &ldquo;Reviewed today&rdquo; or your streak.
      </p>
      <p>
        <AppLink href="/review">Back to review</AppLink>
      </p>
    </ContentPage>
  );
}
