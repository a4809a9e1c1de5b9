"use client";

import { useEffect, useId, useMemo, useReducer, useRef, type KeyboardEvent, type MouseEvent } from "react";
import { toast } from "@/components/toasts/toast";
import { useAuthState, useAuthStateKnown } from "@/lib/client/auth-state";
import { analyseReaderText } from "@/lib/client/reader-api";
import { setInReview } from "@/lib/client/word-marks-api";
import { FLASHCARD_MESSAGES, REVIEW_MESSAGES } from "@/lib/flashcards/messages";
import { sentenceAt } from "@/lib/reader/sentences";
import type { StorySegment, StoryWord } from "@/lib/stories/story-tokens";
import storyStyles from "./stories.module.css";
import { StoryLegend } from "./story-legend";
import { INITIAL_STORY_TEXT, learnerMarks, storyTextReducer, type LearnerMarks, type StoryTextAction, type WordMark } from "./story-text-reducer";
import styles from "./story-text.module.css";
import { WordPopover } from "./word-popover";

export type StoryTextProps = {
  /** The story's paragraphs cut into plain text and counted words (lib/stories/story-tokens.ts). */
  paragraphs: StorySegment[][];
  /** What each distinct headword's popover shows. */
  words: StoryWord[];
};

const MOVES: Record<string, Extract<StoryTextAction, { type: "move" }>["to"]> = {
  ArrowRight: "next",
  ArrowLeft: "previous",
  Home: "first",
  End: "last",
};

const FOCUSABLE = "a, button, input, select, textarea, [tabindex]";

const segmentText = (segment: StorySegment) => (typeof segment === "string" ? segment : segment[0]);

const paragraphText = (segments: readonly StorySegment[]) => segments.map(segmentText).join("");

/** The sentence the word at `place` (0, 1, … among the text's words) is in: what its card keeps when it is added to review. */
function sentenceOfPlace(paragraphs: readonly (readonly StorySegment[])[], place: number): string | null {
  let seen = 0;
  for (const segments of paragraphs) {
    let offset = 0;
    for (const segment of segments) {
      if (typeof segment !== "string" && seen++ === place) return sentenceAt(paragraphText(segments), offset);
      offset += segmentText(segment).length;
    }
  }
  return null;
}

/**
 * A story's text. The server renders each counted word as a span carrying
 * its headword's index, so the story reads whole without JavaScript; once the
 * page is hydrated the words become buttons (a native button is what a
 * keyboard and a screen reader know how to press) that open the word's
 * popover. The text is one tab stop: the arrow keys move between its words.
 * A signed-in learner's words due for review and new words of their band are
 * marked, from POST /reader/analyse.
 */
export function StoryText({ paragraphs, words }: StoryTextProps) {
  // Known only after hydration: until then the HTML must be the server's.
  const interactive = useAuthStateKnown();
  const { authUserId: userId } = useAuthState();
  const [state, dispatch] = useReducer(storyTextReducer, INITIAL_STORY_TEXT);
  const ref = useRef<HTMLDivElement>(null);
  const legendId = useId();
  const ids: Record<WordMark, string> = { due: `${legendId}-due`, new: `${legendId}-new` };
  const byIndex = useMemo(() => new Map(words.map((word) => [word.index, word])), [words]);
  const placed = useMemo(
    () => paragraphs.flatMap((segments) => segments.flatMap((segment) => (typeof segment === "string" ? [] : [segment[1]]))),
    [paragraphs],
  );
  const text = useMemo(() => paragraphs.map(paragraphText).join("\n\n"), [paragraphs]);
  // Another learner's (or nobody's) marks are never shown.
  const marks = userId && state.marks?.userId === userId ? state.marks : null;

  useEffect(() => {
    if (!userId) return;
    let current = true;
    analyseReaderText(text).then(
      (analysed) => {
        if (current) dispatch({ type: "marked", marks: learnerMarks(userId, analysed) });
      },
      (error: unknown) => console.error("Story page: reading the learner's words failed", error),
    );
    return () => {
      current = false;
    };
  }, [userId, text]);

  useEffect(() => {
    if (state.focus !== null) ref.current?.querySelector<HTMLElement>(`[data-place="${state.focus}"]`)?.focus();
  }, [state.focus]);

  const isOpen = state.open !== null;
  useEffect(() => {
    if (!isOpen) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === "Escape") dispatch({ type: "close", refocus: true });
    };
    // A click on the popover or on a word is theirs; anywhere else closes, and gives the word its focus back unless the click took it.
    const onClick = (event: globalThis.MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (!target || target.closest("[data-word-popover], [data-place]")) return;
      dispatch({ type: "close", refocus: !target.closest(FOCUSABLE) });
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("click", onClick);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("click", onClick);
    };
  }, [isOpen]);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const word = event.target instanceof Element ? event.target.closest<HTMLElement>("button[data-place]") : null;
    if (!word) return;
    dispatch({ type: "open", place: Number(word.dataset.place), anchor: { top: word.offsetTop + word.offsetHeight, left: word.offsetLeft } });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const to = MOVES[event.key];
    if (!to || !(event.target instanceof Element) || !event.target.matches("button[data-place]")) return;
    event.preventDefault();
    dispatch({ type: "move", to, count: placed.length });
  };

  const openPlace = state.open;
  const openWord = openPlace === null ? undefined : byIndex.get(placed[openPlace]!);
  const addToReview = (index: number, place: number) => {
    if (!userId) return;
    dispatch({ type: "adding", index, userId });
    setInReview(true, index, sentenceOfPlace(paragraphs, place)).then(
      () => {
        dispatch({ type: "added", index });
        toast(REVIEW_MESSAGES.added, { id: "word-review" });
      },
      (error: unknown) => {
        dispatch({ type: "addFailed", index });
        console.error(`Story page: adding word ${index} to review failed`, error);
        toast.error(FLASHCARD_MESSAGES.serverError, { id: FLASHCARD_MESSAGES.serverError });
      },
    );
  };

  let place = 0;
  const wordOf = (segment: [text: string, index: number], key: number) => {
    if (!interactive) {
      return (
        <span key={key} data-w={segment[1]}>
          {segment[0]}
        </span>
      );
    }
    const own = place++;
    return (
      <WordButton
        key={key}
        segment={segment}
        place={own}
        current={state.current === own}
        open={state.open === own}
        mark={marks?.byWord[segment[1]]}
        ids={ids}
      />
    );
  };

  return (
    <>
      <p className={styles.hint} data-shown={interactive || undefined}>
        Tap a word for its meaning. With a keyboard, the arrow keys move between words.
      </p>
      {/* The words' presses and arrow keys are handled here, once for the whole text, rather than on each of hundreds of words. */}
      <div ref={ref} className={`${storyStyles.text} ${styles.text}`} lang="en" onClick={onClick} onKeyDown={onKeyDown}>
        {paragraphs.map((segments, position) => (
          <p key={position}>{segments.map((segment, key) => (typeof segment === "string" ? segment : wordOf(segment, key)))}</p>
        ))}
        {openWord && state.anchor && openPlace !== null ? (
          <WordPopover
            word={openWord}
            anchor={state.anchor}
            review={reviewOf(openWord.index, userId, state.review, marks)}
            onAdd={() => addToReview(openWord.index, openPlace)}
            onClose={(refocus) => dispatch({ type: "close", refocus })}
          />
        ) : null}
      </div>
      {marks ? <StoryLegend marks={marks} ids={ids} /> : null}
    </>
  );
}

type WordButtonProps = {
  segment: [text: string, index: number];
  place: number;
  current: boolean;
  open: boolean;
  mark: WordMark | undefined;
  ids: Record<WordMark, string>;
};

function WordButton({ segment: [text, index], place, current, open, mark, ids }: WordButtonProps) {
  return (
    <button
      type="button"
      className={[styles.word, mark ? styles[mark] : undefined].filter(Boolean).join(" ")}
      data-w={index}
      data-place={place}
      data-mark={mark}
      tabIndex={current ? 0 : -1}
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-describedby={mark ? ids[mark] : undefined}
    >
      {text}
    </button>
  );
}

/** What the popover offers for Add to review: nothing for a visitor, the press's progress, or whether the word is in the deck already. */
function reviewOf(
  index: number,
  userId: string | null,
  review: { userId: string; byWord: Readonly<Record<number, "adding" | "added">> } | null,
  marks: LearnerMarks | null,
) {
  if (!userId) return null;
  const pressed = review?.userId === userId ? review.byWord[index] : undefined;
  if (pressed) return pressed;
  return marks?.inReview.includes(index) ? "inReview" : "none";
}
