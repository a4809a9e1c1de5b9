"use client";

import { useEffect, useId, useRef, type CSSProperties } from "react";
import { AppLink } from "@/components/ui/app-link";
import { buttonClassName } from "@/components/ui/button-link";
import type { StoryWord } from "@/lib/stories/story-tokens";
import { wordHref } from "@/lib/words/word-path";
import type { Anchor, ReviewProgress } from "./story-text-reducer";
import styles from "./story-text.module.css";

export type WordPopoverProps = {
  word: StoryWord;
  anchor: Anchor;
  /** A visitor gets no Add to review; null: not signed in. */
  review: ReviewProgress | "inReview" | "none" | null;
  onAdd: () => void;
  /** `refocus`: focus goes back to the word (Escape, the close button), not where it went itself (Tab). */
  onClose: (refocus: boolean) => void;
};

/**
 * A tapped word's meaning beside it: the headword, its first sense in
 * learner's words, its page and, for a learner, Add to review. A non-modal
 * dialog: it takes focus when it opens so a screen reader reads it, and
 * closes when focus leaves it for somewhere other than a word of the text
 * (a word's own press opens or closes it; Escape and an outside click are
 * the text's: ./story-text.tsx).
 */
export function WordPopover({ word, anchor, review, onAdd, onClose }: WordPopoverProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const definitionId = useId();

  useEffect(() => {
    ref.current?.focus();
  }, [word.index, anchor]);

  // Add to review gives way to "In your review": focus, on the button gone, comes back to the dialog.
  useEffect(() => {
    if (review === "added" && ref.current && !ref.current.contains(document.activeElement)) ref.current.focus();
  }, [review]);

  const position = { top: `${anchor.top}px`, "--anchor-left": `${anchor.left}px` } as CSSProperties;
  return (
    <div
      ref={ref}
      role="dialog"
      aria-labelledby={titleId}
      aria-describedby={definitionId}
      tabIndex={-1}
      className={styles.popover}
      data-word-popover=""
      style={position}
      onBlur={(event) => {
        const to = event.relatedTarget;
        if (to instanceof HTMLElement && !event.currentTarget.contains(to) && !to.closest("[data-place]")) onClose(false);
      }}
    >
      <div className={styles.popoverHead}>
        <p id={titleId} className={styles.headword} lang="en">
          {word.word}
        </p>
        <button type="button" className={styles.close} aria-label="Close" onClick={() => onClose(true)}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <p id={definitionId} className={styles.definition}>
        {word.definition}
      </p>
      <div className={styles.popoverActions}>
        <AppLink href={wordHref(word.word)} prefetch={false} className={styles.wordLink}>
          More about <span lang="en">{word.word}</span>
        </AppLink>
        <ReviewAction review={review} onAdd={onAdd} />
      </div>
    </div>
  );
}

function ReviewAction({ review, onAdd }: Pick<WordPopoverProps, "review" | "onAdd">) {
  if (review === null) return null;
  if (review === "added" || review === "inReview") return <p className={styles.inReview}>In your review</p>;
  // aria-disabled, not disabled: a disabled button drops the focus it has.
  const adding = review === "adding";
  return (
    <button type="button" className={buttonClassName({ size: "small" })} onClick={adding ? undefined : onAdd} aria-disabled={adding || undefined}>
      {adding ? "Adding…" : "Add to review"}
    </button>
  );
}
