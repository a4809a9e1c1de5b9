"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import { buttonClassName } from "@/components/ui/button-link";
import { STORIES_PATH } from "@/lib/stories/story-path";
import { STORY_QUESTIONS_MESSAGES } from "./story-questions-messages";
import styles from "./story-questions.module.css";

// "Check your words": the practice screen on the story's words, loaded only
// when the reader starts it (the screen is the heavy part), so the story
// page stays a light prerendered file. A visitor's round is a demo.

const PracticeScreen = dynamic(() => import("@/components/practice/practice-screen").then((module) => module.PracticeScreen), {
  loading: () => <p className={styles.status}>{STORY_QUESTIONS_MESSAGES.loading}</p>,
});

export function StoryQuestionsRound({ slug, path, count }: { slug: string; path: string; count: number }) {
  const [started, setStarted] = useState(false);
  return (
    <section className={styles.check} aria-labelledby="story-questions-title">
      <h2 id="story-questions-title" className={styles.title}>
        {STORY_QUESTIONS_MESSAGES.title}
      </h2>
      <p className={styles.lede}>{STORY_QUESTIONS_MESSAGES.lede}</p>
      {started ? (
        <PracticeScreen source="story" story={slug} roundSize={count} back={{ href: STORIES_PATH, label: STORY_QUESTIONS_MESSAGES.back }} path={path} />
      ) : (
        <p>
          <button type="button" className={buttonClassName({ size: "large" })} onClick={() => setStarted(true)}>
            {STORY_QUESTIONS_MESSAGES.start}
          </button>
        </p>
      )}
    </section>
  );
}
