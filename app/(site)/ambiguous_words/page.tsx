import type { Metadata } from "next";
import { AmbiguousPractice } from "@/components/ambiguous/ambiguous-practice";
import styles from "@/components/ambiguous/ambiguous.module.css";
import { LearningPage } from "@/components/learn/learning-page";
import { AppLink } from "@/components/ui/app-link";
import { AMBIGUOUS_WORDS_PATH } from "@/lib/navigation";
import { BLANK } from "@/lib/practice/types";
import { pageMetadata } from "@/lib/seo/site-url";
import { confusableSets, type ConfusableSet } from "@/lib/words/confusables";
import { wordHref } from "@/lib/words/word-path";

export const metadata: Metadata = pageMetadata({
  title: "Ambiguous Words",
  description:
    "Words English learners mix up, such as affect and effect or lose and loose: each set with a one-line way to tell them apart, examples and a blank to fill.",
  path: AMBIGUOUS_WORDS_PATH,
});

/** A member's first contrast sentence with the word in its blank. */
function Example({ set, word }: { set: ConfusableSet; word: string }) {
  const sentence = set.sentences.find((candidate) => candidate.word === word);
  if (!sentence) return null;
  const [before, ...after] = sentence.text.split(BLANK);
  return (
    <li lang="en">
      {before}
      <strong>{word}</strong>
      {after.join(BLANK)}
    </li>
  );
}

// Prerendered: the sets are the same for everyone. The practice round is the one client part, loaded when started.
export default function AmbiguousWordsPage() {
  const sets = confusableSets();
  return (
    <LearningPage
      title="Ambiguous Words"
      lede="Words that look or sound alike, side by side, each set with a line on how to tell them apart. Learn each word on its own first, then practise them together."
      notesWidget={false}
    >
      <AmbiguousPractice />
      <section aria-labelledby="sets-title" id="sets">
        <h2 id="sets-title" className={styles.sectionTitle}>
          {sets.length} sets of words learners confuse
        </h2>
        <ol className={styles.sets}>
          {sets.map((set) => (
            <li key={set.id} className={styles.set}>
              <h3 className={styles.setTitle} lang="en">
                {set.members.map((member, position) => (
                  <span key={member.index}>
                    {position > 0 ? " / " : null}
                    <AppLink href={wordHref(member.word)} prefetch={false}>
                      {member.word}
                    </AppLink>
                  </span>
                ))}
              </h3>
              <p className={styles.hint}>{set.hint}</p>
              <ul className={styles.examples}>
                {set.members.map((member) => (
                  <Example key={member.index} set={set} word={member.word} />
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </section>
    </LearningPage>
  );
}
